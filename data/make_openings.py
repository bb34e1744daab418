"""Make data/openings.txt: up to 240 opening lines for engine matches, no two alike.

Node-budget games are deterministic: one opening played twice with colours swapped gives the
same pair of games every time. A match of N games therefore holds at most twice as many
distinct games as there are openings; beyond that its error bar counts repeated pairs as new
evidence. The 60 mainstream lines the matches started from (kept in this script, below) hold
120 games; this script branches each of them one ply further, by a rule fixed in advance:

- from the position at the end of each line, Stockfish (one thread, `go nodes 200000`,
  MultiPV 4) proposes its four best moves for the side to move;
- a move is kept if Stockfish's score after it is within 0.8 pawns of equality;
- each line yields its first four kept moves as four new lines (fewer if fewer are kept).

No line is a prefix of another: lines with different parents differ before their last move,
and lines with one parent differ in their last move.

Usage (from the workspace root):

    pip install chess
    python3 data/make_openings.py > data/openings.txt

Developer tool only (not run in CI): the file it wrote is committed.
"""

import shutil
import sys

import chess
import chess.engine

BALANCE_CENTIPAWNS = 80
CHILDREN = 4
NODES = 200_000

PARENTS = """
e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6
e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4
e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6
e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6
e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8e7
e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6
e2e4 e7e5 g1f3 b8c6 b1c3 g8f6 f1b5 f8b4
e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4
e2e4 e7e5 b1c3 g8f6 g2g3 d7d5
e2e4 e7e5 g1f3 d7d6 d2d4 g8f6 b1c3 b8d7
e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6
e2e4 c7c5 g1f3 e7e6 b1c3 b8c6 d2d4 c5d4
e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6
e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6
e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6
e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g7g6
e2e4 c7c5 g1f3 b8c6 f1b5 g7g6 e1g1 f8g7
e2e4 c7c5 g1f3 d7d6 f1b5 c8d7 b5d7 d8d7
e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4
e2e4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7
e2e4 e7e6 d2d4 d7d5 b1c3 f8b4 e4e5 c7c5
e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7
e2e4 e7e6 d2d4 d7d5 b1d2 g8f6 e4e5 f6d7
e2e4 e7e6 d2d4 d7d5 e4e5 c7c5 c2c3 b8c6
e2e4 e7e6 d2d4 d7d5 e4d5 e6d5 g1f3 g8f6
e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5
e2e4 c7c6 d2d4 d7d5 e4e5 c8f5 g1f3 e7e6
e2e4 c7c6 d2d4 d7d5 e4d5 c6d5 f1d3 b8c6
e2e4 c7c6 b1c3 d7d5 g1f3 c8g4 h2h3 g4f3
e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 g1f3 f8g7
e2e4 d7d5 e4d5 d8d5 b1c3 d5a5
e2e4 g7g6 d2d4 f8g7 b1c3 d7d6
d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7
d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c4d5 e6d5
d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6
d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4
d2d4 d7d5 c2c4 c7c6 b1c3 g8f6 e2e3 e7e6
d2d4 d7d5 c2c4 e7e6 b1c3 c7c5 c4d5 e6d5
d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8
d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 d1c2 e8g8
d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8b7
d2d4 g8f6 c2c4 e7e6 g1f3 f8b4 c1d2 d8e7
d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7
d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6
d2d4 g8f6 c2c4 g7g6 g1f3 f8g7 g2g3 e8g8
d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5
d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 g1f3 f8g7
d2d4 f7f5 g2g3 g8f6 f1g2 g7g6
d2d4 e7e6 c2c4 f7f5 g2g3 g8f6 f1g2 d7d5
d2d4 d7d5 g1f3 g8f6 c1f4 e7e6 e2e3 c7c5
d2d4 g8f6 c1g5 e7e6
d2d4 d7d5 g1f3 g8f6 e2e3 e7e6 f1d3 c7c5
c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5
c2c4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7
c2c4 g8f6 b1c3 e7e6 e2e4 d7d5 e4e5 d5d4
g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7
g1f3 d7d5 c2c4 e7e6 g2g3 g8f6
g1f3 g8f6 g2g3 g7g6 f1g2 f8g7 e1g1 e8g8
c2c4 e7e5 g2g3 g8f6 f1g2 d7d5
e2e4 c7c6 d2d4 d7d5 e4d5 c6d5 c2c4 g8f6
"""


def stockfish_path():
    return shutil.which("stockfish") or "/usr/games/stockfish"


def children(engine, moves):
    board = chess.Board()
    for uci in moves:
        board.push_uci(uci)
    infos = engine.analyse(board, chess.engine.Limit(nodes=NODES), multipv=CHILDREN)
    kept = []
    for info in infos:
        score = info["score"].white().score(mate_score=100_000)
        if abs(score) <= BALANCE_CENTIPAWNS:
            kept.append(info["pv"][0].uci())
    return kept


def main():
    parents = [line.split() for line in PARENTS.strip().splitlines()]
    engine = chess.engine.SimpleEngine.popen_uci(stockfish_path())
    engine.configure({"Threads": 1, "Hash": 16})
    lines = []
    for number, moves in enumerate(parents, start=1):
        for move in children(engine, moves):
            lines.append(moves + [move])
        print(f"{number}/{len(parents)} lines branched", file=sys.stderr)
    engine.quit()
    print("# Opening lines for engine-vs-engine matches.")
    print("# One line per opening: UCI moves from the standard start position, separated by spaces.")
    print(f"# {len(lines)} lines, 5-9 plies each: 60 mainstream openings, each branched one ply by")
    print("# Stockfish's best moves within 0.8 pawns of equality (data/make_openings.py wrote this file).")
    print("# All distinct, none a prefix of another. Play each line twice with colours swapped.")
    print("# Lines starting with '#' are comments.")
    for moves in lines:
        print(" ".join(moves))


if __name__ == "__main__":
    main()
