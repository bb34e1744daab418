//! Deadlines a GUI enforces: a `bestmove` within the time the clock allows, and `stop`,
//! `quit` and `isready` answered at once while the engine thinks.
//!
//! These are not speed measurements (time is measured with criterion, never asserted): a
//! deadline missed here loses real games on time, whatever the machine.

use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use crate::robustness::driver::{Driver, PATIENCE, assert_legal_bestmove};
use ch00_baseline::ordering::MoveOrdering;

/// How soon `stop` and `quit` must be answered while a search runs.
pub const PROMPT: Duration = Duration::from_millis(100);

/// What a `movetime` search may take beyond its time: the engine keeps its move overhead back for the
/// GUI on its own, so this only absorbs a busy machine's scheduling.
pub const MOVETIME_SLACK: Duration = Duration::from_millis(50);

/// Tests that assert deadlines must not share the two cores with a bench-suite run:
/// both hold this lock (the `chapter_tests!` macro takes it around the suite run).
static CPU: Mutex<()> = Mutex::new(());

/// Holds the CPU lock (`CPU`, above).
pub fn hold_the_cpu() -> MutexGuard<'static, ()> {
    CPU.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A middlegame where a search never runs out of work within the test's time.
const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";
/// The same kind of position with Black to move, to check that `btime` is the one read.
const BLACK_TO_MOVE: &str = "r1bqk2r/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R b KQkq - 3 7";

/// `stop` and `quit` end any kind of search within `PROMPT`, with a legal bestmove,
/// and `isready` is answered while the search goes on.
pub fn assert_prompt_answers<O: MoveOrdering>() {
    let _cpu = hold_the_cpu();
    let unbounded = [
        "go infinite",
        "go depth 64",
        "go nodes 1000000000000",
        "go movetime 100000",
        "go wtime 100000 btime 100000",
        "go",
    ];
    for go in unbounded {
        for ending in ["stop", "quit"] {
            let mut engine = searching::<O>(go);
            let mark = engine.transcript().len();
            let start = Instant::now();
            engine.send(ending);
            let best = engine.bestmove_from(mark);
            let waited = best.at.saturating_duration_since(start);
            assert!(waited < PROMPT, "'{ending}' during '{go}' answered after {waited:?}");
            assert_legal_bestmove(&best.text, MIDDLEGAME);
            assert_eq!(engine.has_quit(), ending == "quit");
        }
    }
    assert_isready_is_answered_while_searching::<O>();
}

/// An engine searching `go` in [`MIDDLEGAME`], past its first iteration.
fn searching<O: MoveOrdering>(go: &str) -> Driver<O> {
    let mut engine = Driver::<O>::default();
    engine.send(&format!("position fen {MIDDLEGAME}"));
    let mark = engine.transcript().len();
    engine.send(go);
    let started =
        engine.transcript().wait_for(mark, PATIENCE, |line| line.starts_with("info depth"));
    assert!(started.is_some(), "'{go}' finished no iteration");
    engine
}

fn assert_isready_is_answered_while_searching<O: MoveOrdering>() {
    let mut engine = searching::<O>("go infinite");
    for _ in 0..3 {
        let answer = engine.send("isready");
        assert!(answer.contains(&"readyok".to_string()), "{answer:?}");
        assert!(
            answer.iter().all(|line| !line.starts_with("bestmove")),
            "isready ended the search"
        );
        thread::sleep(Duration::from_millis(5));
    }
    let mark = engine.transcript().len();
    assert!(engine.transcript().since(0).iter().all(|line| !line.text.starts_with("bestmove")));
    engine.send("stop");
    engine.bestmove_from(mark);
}

/// A search under a clock answers before the time it was given runs out.
pub fn assert_clock_is_kept<O: MoveOrdering>() {
    let _cpu = hold_the_cpu();
    let ms = Duration::from_millis;
    let cases = [
        // (position, go, the latest a bestmove may come)
        (MIDDLEGAME, "go movetime 200", ms(200) + MOVETIME_SLACK),
        (MIDDLEGAME, "go movetime 0", ms(1) + MOVETIME_SLACK),
        // A thirtieth of the clock by default: "well under" the second it has.
        (MIDDLEGAME, "go wtime 1000 btime 1000", ms(250)),
        (MIDDLEGAME, "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 40", ms(250)),
        // The last move before the time control may use almost all of it, never more.
        (MIDDLEGAME, "go wtime 400 btime 400 winc 100 binc 100 movestogo 1", ms(400)),
        (MIDDLEGAME, "go wtime 30 btime 30", ms(30)),
        (MIDDLEGAME, "go wtime 0 btime 0", MOVETIME_SLACK),
        (MIDDLEGAME, "go wtime 100000 btime 100000 movetime 100", ms(100) + MOVETIME_SLACK),
        // Black's clock is the one that counts when Black is to move.
        (BLACK_TO_MOVE, "go wtime 100000 btime 300", ms(300)),
    ];
    for (fen, go, deadline) in cases {
        let mut engine = Driver::<O>::default();
        engine.send(&format!("position fen {fen}"));
        let mark = engine.transcript().len();
        let start = Instant::now();
        engine.send(go);
        let best = engine.bestmove_from(mark);
        let took = best.at.saturating_duration_since(start);
        assert!(took <= deadline, "'{go}' answered after {took:?}, allowed {deadline:?}");
        assert_legal_bestmove(&best.text, fen);
    }
    assert_move_overhead_is_kept_back::<O>();
}

/// `Move Overhead` is kept back from the clock: with 200 ms of overhead, the last move
/// before the time control answers with at least that much of the clock left.
fn assert_move_overhead_is_kept_back<O: MoveOrdering>() {
    let mut engine = Driver::<O>::default();
    engine.send(&format!("position fen {MIDDLEGAME}"));
    assert!(engine.send("setoption name Move Overhead value 200").is_empty());
    let mark = engine.transcript().len();
    let start = Instant::now();
    engine.send("go wtime 600 btime 600 movestogo 1");
    let best = engine.bestmove_from(mark);
    let took = best.at.saturating_duration_since(start);
    assert!(took <= Duration::from_millis(400), "answered after {took:?} with 200 ms overhead");
    assert_legal_bestmove(&best.text, MIDDLEGAME);
}
