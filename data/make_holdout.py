"""Make data/holdout.txt: positions made after every default of the book was chosen, to
check the verdicts of the later chapters on more positions than the realistic suite has.

The realistic suite has 13 positions and the outside positions 12, two of them composed
studies; a verdict of a few per cent can turn on one position there. This script makes a
larger sample by the realistic suite's rule (data/make_realistic.py), with a seed not used
before and three times as many games, fixed before any chapter was searched on it:

- twelve games of Stockfish against itself, each starting with four random legal moves
  from a seeded generator, then `go nodes 20000` for every move (one thread);
- from each game the positions after plies 14, 32, 56 and 84, skipped if the game is over
  by then;
- each position's depth: the deepest at which chapter 4 searches it in at most 6,000,000
  nodes with its default table, frozen in the file.

Usage (from the workspace root, after `cargo build --release -p ch04-tt-move`):

    pip install chess
    python3 data/make_holdout.py > data/holdout.txt

Developer tool only (not run in CI): the file it wrote is committed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_realistic import write_by_realistic_rule  # noqa: E402  (same games and rule)

SEED = 20261127
GAMES = 12


def main():
    header = [
        "# Holdout suite: made by data/make_holdout.py (its docstring gives the rule) after",
        "# every default of the book was chosen. Stockfish self-play from seeded random starts,",
        "# positions after plies 14, 32, 56, 84; depth: the deepest at which chapter 4 searches",
        "# at most 6M nodes. Same format as bench.txt: name | depth | fen.",
    ]
    write_by_realistic_rule(header, SEED, GAMES)


if __name__ == "__main__":
    main()
