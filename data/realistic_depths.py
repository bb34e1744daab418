"""Print the realistic depth of the positions the verdict pages search outside the
realistic suite: every outside position (data/outside.txt) and the late positions of the
fresh games (data/fresh.txt, 70 plies in).

The rule is the realistic suite's (data/make_realistic.py): the deepest depth at which
chapter 4 searches the position in at most 6,000,000 nodes with its default table. The lab
freezes the depths it printed (`OUTSIDE_REALISTIC_DEPTHS` and
`FRESH_LATE_REALISTIC_DEPTHS` in lab/src/suites.rs), as the realistic suite's depths are
frozen in its file: later changes to chapter 4 do not move them.

Usage (from the workspace root, after `cargo build --release -p ch04-tt-move`):

    pip install chess
    python3 data/realistic_depths.py

Developer tool only (not run in CI). It printed, on 2026-11-26: nimzo-rubinstein 7,
slav-main 7, giuoco-pianissimo 6, london-system 6, evans-gambit 7, kieseritzky-gambit 6,
dragon-yugoslav 6, traxler-counter 8, reti-study 15, saavedra 12, queen-endgame 9,
knight-endgame 11; game1-ply70 9, game2-ply70 9, game3-ply70 7, game5-ply70 8,
game6-ply70 7.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_fresh import depth_by_rule  # noqa: E402  (the rule's search)
from make_realistic import CHAPTER4, MAX_DEPTH, NODE_BUDGET  # noqa: E402  (its budget)

DATA = os.path.dirname(os.path.abspath(__file__))


def positions(file, keep=lambda name: True):
    """`name, fen` of every position of `file` whose name `keep` accepts."""
    for line in open(os.path.join(DATA, file)):
        if line.startswith("#") or not line.strip():
            continue
        name, _bench_depth, fen = (part.strip() for part in line.split("|"))
        if keep(name):
            yield name, fen


def main():
    chosen = list(positions("outside.txt"))
    chosen += positions("fresh.txt", lambda name: name.endswith("ply70"))
    for name, fen in chosen:
        print(name, depth_by_rule(fen, CHAPTER4, NODE_BUDGET, MAX_DEPTH), flush=True)


if __name__ == "__main__":
    main()
