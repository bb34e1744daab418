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

The second holdout (data/holdout2.txt) was made the same way with another seed, after
chapter 7's rule was changed on the evidence of the other suites, this first holdout's
among them: it is the one set no choice of that chapter saw.

Usage (from the workspace root, after `cargo build --release -p ch04-tt-move`):

    pip install chess
    python3 data/make_holdout.py > data/holdout.txt
    python3 data/make_holdout.py second > data/holdout2.txt

Developer tool only (not run in CI): the files it wrote are committed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_realistic import write_by_realistic_rule  # noqa: E402  (same games and rule)

GAMES = 12

# Each holdout: its seed (one no other suite uses) and the comments its file opens with.
HOLDOUTS = {
    "first": (20261127, [
        "# Holdout suite: made by data/make_holdout.py (its docstring gives the rule) after",
        "# every default of the book was chosen. Stockfish self-play from seeded random starts,",
        "# positions after plies 14, 32, 56, 84; depth: the deepest at which chapter 4 searches",
        "# at most 6M nodes. Same format as bench.txt: name | depth | fen.",
    ]),
    "second": (20261129, [
        "# Second holdout suite: made by data/make_holdout.py (its docstring gives the rule) after",
        "# chapter 7's rule was changed on the evidence of the other suites, the first holdout's",
        "# among them. Stockfish self-play from seeded random starts, positions after plies 14, 32,",
        "# 56, 84; depth: the deepest at which chapter 4 searches at most 6M nodes. Same format as",
        "# bench.txt: name | depth | fen.",
    ]),
}


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else "first"
    if which not in HOLDOUTS:
        sys.exit(f"unknown holdout {which!r}: the holdouts are {', '.join(HOLDOUTS)}")
    seed, header = HOLDOUTS[which]
    write_by_realistic_rule(header, seed, GAMES)


if __name__ == "__main__":
    main()
