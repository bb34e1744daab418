"""Make data/fresh.txt: positions nobody has looked at, to confirm a decision already taken.

Chapter 5 chose its default order on the bench suite, and the outside positions caught the
first choice losing; finding why meant looking at the outside positions, so they could no
longer confirm the second choice on their own. This script makes new positions after the
decision was frozen, by a rule fixed in advance, with no choice left to a person:

- six games of Stockfish against itself, each starting with four random legal moves from a
  seeded generator, then `go nodes 20000` for every move (one thread: deterministic);
- from each game the positions after plies 20, 41 and 70 (opening's end, middlegame,
  late middlegame or endgame), skipped if the game is over by then;
- each position's depth by the rule of bench.txt: the deepest depth at which chapter 0
  finishes in at most 5,000,000 nodes (at least 1).

Usage (from the workspace root, after `cargo build --release`):

    pip install chess
    python3 data/make_fresh.py > data/fresh.txt

Developer tool only (not run in CI): the file it wrote is committed.
"""

import os
import random
import re
import subprocess
import sys

import chess
import chess.engine

STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
CHAPTER0 = "target/release/ch00-baseline"
SEED = 20261121
GAMES = 6
RANDOM_PLIES = 4
SAMPLE_PLIES = (20, 41, 70)
NODES_PER_MOVE = 20000
NODE_BUDGET = 5_000_000
MAX_DEPTH = 14


def play_game(engine, rng, sample_plies=SAMPLE_PLIES):
    board = chess.Board()
    for _ in range(RANDOM_PLIES):
        board.push(rng.choice(list(board.legal_moves)))
    samples = []
    while not board.is_game_over(claim_draw=True) and board.ply() <= max(sample_plies):
        if board.ply() in sample_plies:
            samples.append((board.ply(), board.fen()))
        result = engine.play(board, chess.engine.Limit(nodes=NODES_PER_MOVE))
        board.push(result.move)
    return samples


def chapter_nodes(binary, fen, depth):
    out = subprocess.run(
        [binary, "search", "--fen", fen, "--depth", str(depth)],
        capture_output=True, text=True, check=True,
    ).stdout
    rows = [line for line in out.splitlines() if re.match(r"\| \d+ \|", line)]
    return int(rows[-1].split("|")[3].strip().replace(",", ""))


def depth_by_rule(fen, binary=CHAPTER0, budget=NODE_BUDGET, max_depth=MAX_DEPTH):
    """The deepest depth at which `binary` searches `fen` in at most `budget` nodes."""
    depth = 1
    while depth < max_depth and chapter_nodes(binary, fen, depth + 1) <= budget:
        depth += 1
    return depth


def write_suite(header, seed, games, sample_plies, depth_of):
    """Plays the games, prints the header lines, then `name | depth | fen` per sample."""
    rng = random.Random(seed)
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"Threads": 1, "Hash": 16})
    for line in header:
        print(line)
    for game in range(1, games + 1):
        engine.protocol.send_line("ucinewgame")
        for ply, fen in play_game(engine, rng, sample_plies):
            name = f"game{game}-ply{ply}"
            print(f"{name} | {depth_of(fen)} | {fen}", flush=True)
            print(name, file=sys.stderr)
    engine.quit()


def main():
    header = [
        "# Fresh positions: made by data/make_fresh.py after chapter 5's default was chosen,",
        "# and not used to choose anything. Same format and depth rule as bench.txt.",
    ]
    write_suite(header, SEED, GAMES, SAMPLE_PLIES, depth_by_rule)


if __name__ == "__main__":
    main()
