"""Re-check the data files in this directory.

Usage (from anywhere):

    pip install chess                  # python-chess
    apt-get install stockfish          # binary at /usr/games/stockfish
    python3 data/verify.py             # full check, recomputes every perft count (~1-2 min)
    python3 data/verify.py --no-perft  # skip the Stockfish perft recomputation

Set STOCKFISH=/path/to/stockfish to use another binary.

What it checks:
  bench.txt, outside.txt, lines `name | depth | fen`: kebab-case names, positive depth,
  fresh.txt               full 6-field legal FEN (side not to move not in check),
                          position not already over; names and positions unique across
                          the three files.
  perft.txt               lines `FEN ;D1 n ;D2 n ...`: legal FEN, depths 1..N in order,
                          and every count equal to Stockfish's `go perft`.
  openings.txt            UCI move lines from the start position: legal, 4-8 plies,
                          all distinct.

Developer tool only (not run in CI). Exits non-zero and lists problems on failure.
"""

import os
import re
import subprocess
import sys

import chess

DATA = os.path.dirname(os.path.abspath(__file__))
STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

errors = []


def error(where, msg):
    errors.append(f"{where}: {msg}")


def data_lines(filename):
    """Yield (line number, text) for non-blank, non-comment lines."""
    with open(os.path.join(DATA, filename)) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                yield number, line


def check_fen(where, fen):
    """Return a Board if `fen` is a full, legal, playable position, else None."""
    if len(fen.split()) != 6:
        error(where, f"FEN needs 6 fields: {fen!r}")
        return None
    try:
        board = chess.Board(fen)
    except ValueError as e:
        error(where, f"bad FEN {fen!r}: {e}")
        return None
    if not board.is_valid():  # covers: side not to move in check, bad castling/e.p.
        error(where, f"illegal position ({board.status()!r}): {fen}")
        return None
    if board.was_into_check():
        error(where, f"side not to move is in check: {fen}")
    if board.is_game_over():
        error(where, f"position is already over: {fen}")
    return board


def check_suites():
    names, positions = {}, {}
    for filename in ("bench.txt", "outside.txt", "fresh.txt"):
        count = 0
        for number, line in data_lines(filename):
            where = f"{filename}:{number}"
            parts = [p.strip() for p in line.split("|")]
            if len(parts) != 3:
                error(where, "expected `name | depth | fen`")
                continue
            name, depth, fen = parts
            count += 1
            if not NAME_RE.match(name):
                error(where, f"name {name!r} is not lowercase kebab-case")
            if name in names:
                error(where, f"name {name!r} already used at {names[name]}")
            names.setdefault(name, where)
            if not depth.isdigit() or int(depth) < 1:
                error(where, f"depth {depth!r} is not a positive integer")
            board = check_fen(where, fen)
            if board is not None:
                key = board.epd()  # position without move counters
                if key in positions:
                    error(where, f"position already used at {positions[key]}")
                positions.setdefault(key, where)
        print(f"{filename}: {count} positions")


class Stockfish:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.read_until("uciok")

    def send(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("stockfish exited unexpectedly")
            if line.startswith(prefix):
                return line

    def perft(self, fen, depth):
        self.send(f"position fen {fen}")
        self.send(f"go perft {depth}")
        return int(self.read_until("Nodes searched:").split(":")[1])

    def close(self):
        self.send("quit")
        self.proc.wait()


def check_perft(recompute):
    stockfish = Stockfish(STOCKFISH) if recompute else None
    count = max_depth = 0
    seen = {}
    for number, line in data_lines("perft.txt"):
        where = f"perft.txt:{number}"
        fen, *fields = [p.strip() for p in line.split(";")]
        count += 1
        board = check_fen(where, fen)
        if board is not None:
            if board.epd() in seen:
                error(where, f"position already used at {seen[board.epd()]}")
            seen.setdefault(board.epd(), where)
        if not fields:
            error(where, "no perft counts")
        for i, field in enumerate(fields, 1):
            m = re.fullmatch(r"D(\d+) (\d+)", field)
            if not m or int(m.group(1)) != i:
                error(where, f"expected `D{i} <count>`, got {field!r}")
                break
            max_depth = max(max_depth, i)
            if stockfish and board is not None:
                actual = stockfish.perft(fen, i)
                if actual != int(m.group(2)):
                    error(where, f"perft {i} is {actual}, file says {m.group(2)}")
    if stockfish:
        stockfish.close()
    print(f"perft.txt: {count} positions, max depth {max_depth}"
          + ("" if recompute else " (counts not recomputed)"))


def check_openings():
    seen = {}
    count = 0
    for number, line in data_lines("openings.txt"):
        where = f"openings.txt:{number}"
        count += 1
        moves = line.split()
        if not 4 <= len(moves) <= 8:
            error(where, f"{len(moves)} plies, expected 4-8")
        board = chess.Board()
        for uci in moves:
            try:
                move = chess.Move.from_uci(uci)
            except ValueError:
                move = None
            if move is None or move not in board.legal_moves:
                error(where, f"illegal move {uci!r} after {' '.join(m.uci() for m in board.move_stack) or 'start'}")
                break
            board.push(move)
        key = " ".join(moves)
        if key in seen:
            error(where, f"duplicate of line {seen[key]}")
        seen.setdefault(key, where)
    print(f"openings.txt: {count} lines")


def main():
    recompute = "--no-perft" not in sys.argv[1:]
    check_suites()
    check_perft(recompute)
    check_openings()
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all data files OK")


if __name__ == "__main__":
    main()
