"""Make data/realistic.txt: the realistic suite, positions at the depths engines search.

The bench suite's depths are what chapter 0 (no ordering) can finish, so the techniques that
need depth have few plies to act on there. This suite is made the way data/make_fresh.py
makes fresh positions, by a rule fixed in advance and not tuned to any chapter:

- four games of Stockfish against itself, each starting with four random legal moves from a
  seeded generator (a seed not used before), then `go nodes 20000` for every move;
- from each game the positions after plies 14, 32, 56 and 84 (opening, middlegame, late
  middlegame, endgame or late middlegame), skipped if the game is over by then;
- each position's depth: the deepest at which chapter 4 (the first chapter with every
  basic technique: captures, killers, the table move) searches at most 6,000,000 nodes with
  its default table, so that chapters 4 to 6 search about 1-10M nodes per position.
  The depth is frozen in the file; later changes to chapter 4 do not move it.

Usage (from the workspace root, after `cargo build --release -p ch04-tt-move`):

    pip install chess
    python3 data/make_realistic.py > data/realistic.txt

Developer tool only (not run in CI): the file it wrote is committed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_fresh import depth_by_rule, write_suite  # noqa: E402  (same games and rule)

CHAPTER4 = "target/release/ch04-tt-move"
SEED = 20261123
GAMES = 4
SAMPLE_PLIES = (14, 32, 56, 84)
NODE_BUDGET = 6_000_000
MAX_DEPTH = 30


def write_by_realistic_rule(header, seed, games):
    """Plays `games` games from `seed` and prints their samples at this suite's depths."""
    write_suite(
        header, seed, games, SAMPLE_PLIES,
        lambda fen: depth_by_rule(fen, CHAPTER4, NODE_BUDGET, MAX_DEPTH),
    )


def main():
    header = [
        "# Realistic suite: made by data/make_realistic.py (its docstring gives the rule):",
        "# Stockfish self-play from seeded random starts, positions after plies 14, 32, 56, 84;",
        "# depth: the deepest at which chapter 4 searches at most 6M nodes. Not tuned to any",
        "# chapter. Same format as bench.txt: name | depth | fen.",
    ]
    write_by_realistic_rule(header, SEED, GAMES)


if __name__ == "__main__":
    main()
