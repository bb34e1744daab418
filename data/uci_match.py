"""Play chapter engines against each other under a real UCI client (python-chess), and
count what a GUI would hold against them: illegal moves, time losses, crashes, hangs.

Usage (from the repository root, after `cargo build --release -p <chapter>` for both):

    pip install chess                                     # python-chess
    python3 data/uci_match.py target/release/ch05-tie-breaking \\
        target/release/ch06-micro-max --games 200 --base 1 --inc 0.01
    python3 data/uci_match.py A B --games 40 --base 0.2 --movestogo 1   # control

Each pair of games plays one opening from openings.txt with both colours. The clocks are
kept here, as a GUI keeps them: the time from sending `go` to reading `bestmove` is taken
from the mover's clock, then the increment is added (with `--movestogo N`, the base time
is added again every N moves: `--movestogo 1` gives each move its own time control). A
move the clock did not cover is a time loss. A `bestmove` that python-chess refuses is an
illegal move; a dead engine is a crash; no `bestmove` 10 s after the clock ran out is a
hang. Games end by the rules (draws by repetition and the fifty-move rule are claimed) or
are called drawn after --max-plies plies.

Developer tool only (not run in CI); the engines share the machine with everything else
on it, which is the point. Prints a summary and exits non-zero if any failure was seen.
"""

import argparse
import os
import sys
import time

import chess
import chess.engine

DATA = os.path.dirname(os.path.abspath(__file__))


def read_openings():
    with open(os.path.join(DATA, "openings.txt")) as f:
        return [line.split() for line in f if line.strip() and not line.startswith("#")]


def play_game(engines, game, opening, args):
    """One game; engines[0] plays White. Returns (result, failure or None, least time
    left on a clock after a move)."""
    board = chess.Board()
    for move in opening:
        board.push_uci(move)
    clocks = [args.base, args.base]
    closest = float("inf")
    moves_played = [0, 0]
    while not board.is_game_over(claim_draw=True):
        if board.ply() >= args.max_plies:
            return "1/2-1/2 (max plies)", None, closest
        side = 0 if board.turn == chess.WHITE else 1
        remaining_moves = None
        if args.movestogo:
            remaining_moves = args.movestogo - moves_played[side] % args.movestogo
        limit = chess.engine.Limit(
            white_clock=clocks[0], black_clock=clocks[1],
            white_inc=args.inc, black_inc=args.inc, remaining_moves=remaining_moves)
        start = time.monotonic()
        try:
            result = engines[side].play(board, limit, game=game)
        except chess.engine.EngineTerminatedError as e:
            return None, f"crash ({e})", closest
        except chess.engine.EngineError as e:
            return None, f"illegal move or protocol error ({e})", closest
        except TimeoutError:
            return None, "hang (no bestmove)", closest
        elapsed = time.monotonic() - start
        clocks[side] -= elapsed
        closest = min(closest, clocks[side])
        if args.verbose and clocks[side] < args.verbose / 1000:
            print(f"game {game + 1} ply {board.ply()}: {elapsed * 1000:.1f} ms used, "
                  f"{clocks[side] * 1000:.0f} ms left", flush=True)
        if clocks[side] < 0:
            return None, f"time loss ({-clocks[side] * 1000:.0f} ms over)", closest
        clocks[side] += args.inc
        moves_played[side] += 1
        if args.movestogo and moves_played[side] % args.movestogo == 0:
            clocks[side] += args.base
        if result.move is None or result.move not in board.legal_moves:
            return None, f"illegal move {result.move}", closest
        board.push(result.move)
    return board.result(claim_draw=True), None, closest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--base", type=float, default=1.0, help="seconds on each clock")
    parser.add_argument("--inc", type=float, default=0.01, help="increment in seconds")
    parser.add_argument("--movestogo", type=int, default=0, help="moves per time control")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--verbose", type=int, default=0, metavar="MS",
                        help="print every move that leaves less than MS on the clock")
    args = parser.parse_args()

    openings = read_openings()
    names = [os.path.basename(args.first), os.path.basename(args.second)]
    engines = [chess.engine.SimpleEngine.popen_uci(path, timeout=10)
               for path in (args.first, args.second)]
    failures, points, closest = [], [0.0, 0.0], float("inf")
    started = time.monotonic()
    try:
        for game in range(args.games):
            opening = openings[(game // 2) % len(openings)]
            white = game % 2
            pair = [engines[white], engines[1 - white]]
            result, failure, close = play_game(pair, game, opening, args)
            closest = min(closest, close)
            if failure:
                failures.append(f"game {game + 1} ({names[white]} white): {failure}")
                print(failures[-1], flush=True)
                for i, path in enumerate((args.first, args.second)):
                    try:
                        engines[i].ping()
                    except Exception:
                        engines[i] = chess.engine.SimpleEngine.popen_uci(path, timeout=10)
                continue
            score = {"1-0": 1.0, "0-1": 0.0}.get(result.split()[0], 0.5)
            points[white] += score
            points[1 - white] += 1 - score
    finally:
        for engine in engines:
            try:
                engine.quit()
            except Exception:
                pass
    minutes = (time.monotonic() - started) / 60
    print(f"{args.games} games, {minutes:.1f} min, clock {args.base}s+{args.inc}s"
          + (f", movestogo {args.movestogo}" if args.movestogo else ""))
    print(f"{names[0]} {points[0]:.1f} - {points[1]:.1f} {names[1]}")
    print(f"failures: {len(failures)} (illegal moves, time losses, crashes, hangs); "
          f"least time left after a move {closest * 1000:.0f} ms")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
