//! Bad input from a GUI, or from a person typing: every line gets a clear answer. A
//! rejected `position` leaves no position (a `go` then answers `bestmove 0000`, never a
//! move of an older position); any other bad line changes nothing.

use crate::robustness::driver::{Driver, assert_legal_bestmove};
use ch00_baseline::ordering::MoveOrdering;

/// Where the checks start: a position that is neither the start position nor any FEN
/// below, so a command that wrongly reset or half-applied a position would show. It is
/// quiet enough for chapter 0 to search depth 1 at once (in a position full of captures
/// its unordered quiescence search takes seconds).
const SETUP: &str = "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5";

/// `position` lines that must be answered with `info string error: ...` and leave no
/// position.
const REJECTED_POSITIONS: &[&str] = &[
    // Malformed FENs, one of each kind the parser names.
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "position fen rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
    "position fen 4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
    "position fen 4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
    "position fen",
    "position fen moves e2e4",
    // Illegal and malformed moves: the good moves before them must not be kept either.
    "position startpos moves e2e4 e7e5 e1e3",
    "position startpos moves e2e4 e2e4",
    "position startpos moves e7e5",
    "position startpos moves e2e4 e7e5 g1f3 zz9",
    "position startpos moves e2e4 e7e5 E2E4",
    "position startpos moves e7e8q",
    "position startpos e2e4",
    "position",
    "position middlegame",
];

/// Other lines that must be answered with `info string error: ...` and change nothing.
const REJECTED: &[&str] = &[
    "xyzzy",
    "go perft 0",
    "go perft x",
    "go perft 99",
    "setoption name Hash value -1",
    "setoption name Hash value 0",
    "setoption name Hash value 999999",
    "setoption name Hash value many",
    "setoption name Hash",
    "setoption name NoSuchOption value 1",
    "setoption name Move Overhead value -1",
    "setoption name Move Overhead value soon",
    "setoption name Ponder value maybe",
    "setoption",
];

/// `go` lines with a word or value the engine leaves out, saying so: the search starts
/// with the rest (a GUI that sent `go` waits for a `bestmove`), here until `stop`.
const GO_WITH_IGNORED_PARTS: &[&str] = &[
    "go sideways",
    "go nodes x",
    "go depth",
    "go depth -",
    "go movetime 99999999999999999999999",
    "go searchmoves e2e5 zz",
];

/// Lines UCI says to ignore: no answer at all.
const IGNORED: &[&str] = &["", "   ", "\t", "\r"];

/// `go` lines with odd values the engine corrects (with a note) and searches.
const CORRECTED: &[&str] =
    &["go depth 0", "go depth -3", "go nodes 0", "go movetime 0", "go mate 1"];

/// Checks every line above, then that the position is still the one set up.
pub fn assert_bad_input_is_answered<O: MoveOrdering>() {
    let mut engine = Driver::<O>::default();
    engine.send(SETUP);
    let fen = engine.fen();
    for &line in REJECTED_POSITIONS {
        let answer = engine.send(line);
        let error = answer.iter().any(|text| text.starts_with("info string error: "));
        assert!(error, "'{line}' was answered {answer:?}, not with 'info string error'");
        assert_eq!(engine.position(), None, "'{line}' left a position");
        let answer = engine.send("go depth 1");
        assert!(answer.iter().any(|text| text.contains("no position")), "{answer:?}");
        assert_eq!(answer.last().map(String::as_str), Some("bestmove 0000"), "after '{line}'");
        engine.send(SETUP);
    }
    for &line in GO_WITH_IGNORED_PARTS {
        let answer = engine.send(line);
        assert!(answer.iter().any(|text| text.contains("ignored") || text.contains("left out")));
        let best = engine.send("stop").into_iter().find(|text| text.starts_with("bestmove"));
        assert_legal_bestmove(&best.unwrap_or_else(|| panic!("'{line}' did not search")), &fen);
    }
    for &line in REJECTED {
        let answer = engine.send(line);
        let error = answer.iter().any(|text| text.starts_with("info string error: "));
        assert!(error, "'{line}' was answered {answer:?}, not with 'info string error'");
        // Had the line started a search, `stop` would print its bestmove.
        let after_stop = engine.send("stop");
        assert!(after_stop.iter().all(|text| !text.starts_with("bestmove")), "'{line}' searched");
        assert_eq!(engine.fen(), fen, "'{line}' changed the position");
    }
    for &line in IGNORED {
        assert_eq!(engine.send(line), Vec::<String>::new(), "'{line:?}' is to be ignored");
    }
    for &line in CORRECTED {
        engine.search(line, &fen);
    }
    assert_absurd_depth_is_searched_until_stopped(&mut engine, &fen);
    assert_huge_lines_are_rejected(&mut engine, &fen);
    assert_eq!(engine.fen(), fen, "the position changed along the way");
    assert_eq!(engine.send("isready"), ["readyok"]);
}

/// `go depth 1000000` searches as deep as the engine can, until `stop`.
fn assert_absurd_depth_is_searched_until_stopped<O: MoveOrdering>(
    engine: &mut Driver<O>,
    fen: &str,
) {
    let answer = engine.send("go depth 1000000");
    assert!(answer.iter().any(|text| text.contains("out of range")), "{answer:?}");
    let mark = engine.transcript().len();
    engine
        .transcript()
        .wait_for(mark, super::driver::PATIENCE, |text| text.starts_with("info depth"));
    let best = engine.send("stop").into_iter().find(|text| text.starts_with("bestmove"));
    assert_legal_bestmove(&best.expect("stop gives a bestmove"), fen);
}

/// A megabyte of garbage, and a move list of ten thousand moves with an illegal one at the
/// end, are errors like any other.
fn assert_huge_lines_are_rejected<O: MoveOrdering>(engine: &mut Driver<O>, fen: &str) {
    let garbage = "x".repeat(1 << 20);
    let knights = ["g1f3 g8f6 f3g1 f6g8"; 2500].join(" ");
    for line in [garbage, format!("position startpos moves {knights} e1e8")] {
        let answer = engine.send(&line);
        assert!(answer.iter().any(|text| text.starts_with("info string error: ")));
        engine.send(SETUP);
        assert_eq!(engine.fen(), fen);
    }
}
