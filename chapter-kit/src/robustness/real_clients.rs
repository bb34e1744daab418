//! What real clients send, and how the engine must answer: the positions and commands
//! that once went wrong under python-chess and by hand (issue 11), checked for every
//! chapter's engine.

use std::thread;
use std::time::{Duration, Instant};

use crate::robustness::driver::{Driver, PATIENCE, assert_legal_bestmove};
use crate::robustness::timing::{PROMPT, hold_the_cpu};
use ch00_baseline::ordering::MoveOrdering;

/// Every answer of a search: from the `go` to its `bestmove`.
fn search_lines<O: MoveOrdering>(engine: &mut Driver<O>, go: &str) -> Vec<String> {
    let mark = engine.transcript().len();
    engine.send(go);
    engine.bestmove_from(mark);
    engine.transcript().since(mark).into_iter().map(|line| line.text).collect()
}

/// Positions GUIs send that the engine once rejected or misread.
pub fn assert_real_client_positions_are_read<O: MoveOrdering>() {
    let mut engine = Driver::<O>::default();
    // A castling right whose king is not on e1: dropped with a note, never played
    // (`d1g1` was once the answer).
    let answer = engine.send("position fen 8/1B6/p4k2/1p4b1/3P4/8/8/3K3R w K - 0 1");
    assert!(answer.iter().any(|line| line.contains("castling right 'K' dropped")), "{answer:?}");
    let lines = search_lines(&mut engine, "go depth 4");
    assert_legal_bestmove(lines.last().unwrap(), "8/1B6/p4k2/1p4b1/3P4/8/8/3K3R w - - 0 1");
    // Legal FENs once rejected: a halfmove clock above 100, fullmove 0, Shredder letters.
    for (fen, read_as) in [
        ("8/8/4k3/8/8/4K3/4P3/8 w - - 120 200", "8/8/4k3/8/8/4K3/4P3/8 w - - 100 200"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        ("r3k2r/8/8/8/8/8/8/R3K2R b HAha - 3 20", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20"),
    ] {
        engine.send(&format!("position fen {fen}"));
        assert_eq!(engine.fen(), read_as, "position fen {fen}");
    }
    // The en-passant square of a capture nobody can make hid Black's perpetual check.
    engine.send("position fen Q7/1R6/8/4k3/6P1/7P/P4q2/7K w - - 0 1 moves a2a4");
    let lines = search_lines(&mut engine, "go depth 4");
    let last_info = lines.iter().rev().find(|line| line.starts_with("info depth 4 "));
    assert!(last_info.is_some_and(|line| line.contains(" score cp 0 ")), "{lines:?}");
}

/// Commands GUIs send that the engine once ignored or answered wrongly.
pub fn assert_real_client_commands_are_answered<O: MoveOrdering>() {
    let mut engine = Driver::<O>::default();
    // `searchmoves` restricts the root.
    engine.send("position startpos");
    let lines = search_lines(&mut engine, "go searchmoves a2a3 h2h4 depth 3");
    let best = lines.last().unwrap();
    assert!(best.starts_with("bestmove a2a3") || best.starts_with("bestmove h2h4"), "{best}");
    // An unknown word is named and left out; the search still answers.
    let lines = search_lines(&mut engine, "go sideways depth 2");
    assert!(lines.iter().any(|line| line.contains("'sideways'")), "{lines:?}");
    // Mated and stalemated at the root: one `info depth 0` line, then `bestmove 0000`.
    for (fen, score) in [
        ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "mate 0"),
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "cp 0"),
    ] {
        engine.send(&format!("position fen {fen}"));
        let lines = search_lines(&mut engine, "go depth 3");
        assert_eq!(lines, [format!("info depth 0 score {score}"), "bestmove 0000".to_string()]);
    }
    // A best move comes with the reply to ponder on, when the PV has one.
    engine.send("position startpos");
    let lines = search_lines(&mut engine, "go depth 3");
    assert!(lines.last().unwrap().contains(" ponder "), "{lines:?}");
    assert_legal_bestmove(lines.last().unwrap(), &engine.fen());
}

/// `go ponder` thinks without a clock until `ponderhit`, then keeps to the clock it was
/// given; `stop` ends it at once. `go perft` answers `isready` and `stop` too.
pub fn assert_ponder_and_perft_follow_uci<O: MoveOrdering>() {
    let _cpu = hold_the_cpu();
    let fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";
    let mut engine = Driver::<O>::default();
    engine.send(&format!("position fen {fen}"));
    let mark = engine.transcript().len();
    engine.send("go ponder wtime 300 btime 300");
    // Far longer than the clock holds: while pondering, the clock does not run.
    thread::sleep(Duration::from_millis(400));
    let early = engine.transcript().since(mark);
    assert!(
        early.iter().all(|line| !line.text.starts_with("bestmove")),
        "bestmove while pondering"
    );
    let hit = Instant::now();
    let answer = engine.send("ponderhit");
    assert!(answer.iter().all(|line| !line.contains("not pondering")), "{answer:?}");
    let best = engine.bestmove_from(mark);
    let took = best.at.saturating_duration_since(hit);
    assert!(took <= Duration::from_millis(300), "bestmove {took:?} after ponderhit");
    assert_legal_bestmove(&best.text, fen);

    let mark = engine.transcript().len();
    engine.send("go ponder wtime 300 btime 300");
    thread::sleep(Duration::from_millis(20));
    let stop = Instant::now();
    engine.send("stop");
    let best = engine.bestmove_from(mark);
    assert!(best.at.saturating_duration_since(stop) < PROMPT, "stop while pondering");
    let answer = engine.send("ponderhit");
    assert!(answer.iter().any(|line| line.contains("not pondering")), "{answer:?}");

    engine.send("position startpos");
    let mark = engine.transcript().len();
    engine.send("go perft 7");
    assert_eq!(engine.send("isready"), ["readyok"]);
    let stop = Instant::now();
    engine.send("stop");
    let stopped =
        engine.transcript().wait_for(mark, PATIENCE, |line| line.contains("perft stopped"));
    let stopped = stopped.expect("stop ends a perft");
    assert!(stopped.at.saturating_duration_since(stop) < PROMPT, "perft stopped late");
}
