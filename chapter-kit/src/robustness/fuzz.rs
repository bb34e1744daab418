//! The fuzz test: thousands of generated lines, valid, mutated and random, fed to one
//! session, with the engine's promises checked after every line.
//!
//! The promises: no panic; `isready` always gets `readyok`; no line changes the position
//! except `position` or `ucinewgame`, a valid `position` leads exactly where it says and a
//! rejected one leaves no position; a line the parser rejects is answered with `info
//! string error`; every `go` is answered by one `bestmove`, legal in the position it
//! searched, `0000` when there was none.

use crate::robustness::driver::{Driver, assert_legal_bestmove};
use crate::robustness::fuzz_lines::LineGenerator;
use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::uci::{Command, parse_command};

/// The run every chapter's `uci_survives_fuzzing` test makes: five thousand lines, under a
/// second in release (a search mostly ends at the next line, which stops it).
pub fn fuzz_uci<O: MoveOrdering>() {
    fuzz_uci_with::<O>(0x6d6f_7665_6f72_6465, 100, 50);
}

/// `batches` batches of `lines_per_batch` lines from the generator seeded with `seed`.
pub fn fuzz_uci_with<O: MoveOrdering>(seed: u64, batches: usize, lines_per_batch: usize) {
    let mut engine = Driver::<O>::default();
    let mut generator = LineGenerator::new(seed);
    let mut fen = engine.position();
    // Every `go` the engine took on, with the FEN it searched (`None`: no position).
    let mut searches: Vec<(String, Option<String>)> = Vec::new();
    for _ in 0..batches {
        for _ in 0..lines_per_batch {
            let line = generator.next_line();
            let text = line.text.as_str();
            let white = fen.as_ref().is_some_and(|fen| fen.split_whitespace().nth(1) == Some("w"));
            let parsed = parse_command(text, white);
            let answer = engine.send(text);
            let rejected = answer.iter().any(|l| l.starts_with("info string error"));
            assert!(parsed.is_ok() || rejected, "{text:?} was answered {answer:?}");
            let now = engine.position();
            let set_up = matches!(parsed, Ok(Some(Command::Position { .. } | Command::NewGame)))
                || text.split_whitespace().next() == Some("position");
            if set_up {
                assert_eq!(now.is_none(), rejected, "{text:?} answered {answer:?}, left {now:?}");
            } else {
                assert_eq!(now, fen, "{text:?} changed the position");
            }
            if let Some(expected) = &line.expected_fen {
                assert!(!rejected, "the valid {text:?} was rejected: {answer:?}");
                assert_eq!(now.as_ref(), Some(expected), "{text:?} led to the wrong position");
            }
            if let Ok(Some(Command::Go(_))) = parsed {
                searches.push((text.to_string(), fen.clone()));
            }
            fen = now;
        }
        let answer = engine.send("isready");
        assert!(answer.iter().any(|l| l == "readyok"), "isready answered {answer:?}");
    }
    engine.send("quit");
    let bestmoves: Vec<String> = engine
        .transcript()
        .since(0)
        .into_iter()
        .map(|line| line.text)
        .filter(|text| text.starts_with("bestmove"))
        .collect();
    assert_eq!(bestmoves.len(), searches.len(), "one bestmove for each search");
    for (best, (go, fen)) in bestmoves.iter().zip(&searches) {
        match fen {
            Some(fen) => assert_legal_bestmove(best, fen),
            None => assert_eq!(best, "bestmove 0000", "'{go}' without a position"),
        }
    }
}
