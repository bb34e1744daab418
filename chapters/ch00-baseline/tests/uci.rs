//! The UCI protocol end to end: the real binary over real pipes (what a GUI sees), and
//! `uci::run` on byte streams a GUI could send. The per-chapter checks (bad input, clocks,
//! fuzzing) live in `chapter_kit::robustness` and run for every chapter through
//! `chapter_tests!`; these are the ones that need the process or the raw bytes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};
use std::thread;
use std::time::{Duration, Instant};

use ch00_baseline::ordering::NoOrdering;
use chapter_kit::robustness::{Transcript, assert_legal_bestmove};

const PATIENCE: Duration = Duration::from_secs(10);
const PROMPT: Duration = Duration::from_millis(100);

/// The chapter 0 binary, speaking UCI on its pipes.
struct Engine {
    child: Child,
    /// `None` once closed: the end of input, as when a GUI exits.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ch00-baseline"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Self { child, stdin: Some(stdin), lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").expect("the engine reads its input");
    }

    /// Every line up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.lines.recv_timeout(PATIENCE).unwrap_or_else(|_| {
                panic!("no '{prefix}' within {PATIENCE:?}; got {seen:?}");
            });
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Closes stdin and waits for the process to end; returns how long that took.
    fn close_input(&mut self) {
        self.stdin = None;
    }

    fn wait_for_exit(mut self) -> Duration {
        let start = Instant::now();
        self.close_input();
        while self.child.try_wait().expect("the engine can be waited for").is_none() {
            assert!(start.elapsed() < PATIENCE, "the engine did not exit");
            thread::sleep(Duration::from_millis(1));
        }
        start.elapsed()
    }
}

#[test]
fn handshake_then_a_search_in_a_position_with_moves() {
    let mut engine = Engine::start();
    engine.send("uci");
    let handshake = engine.until("uciok");
    assert!(handshake[0].starts_with("id name ch00-baseline"), "{handshake:?}");
    assert!(handshake.iter().any(|line| line.starts_with("id author ")));
    assert!(handshake.iter().any(|line| line.starts_with("option name Hash type spin")));
    engine.send("isready");
    assert_eq!(engine.until("readyok"), ["readyok"]);
    engine.send("ucinewgame");
    engine.send("position startpos moves e2e4 e7e5 g1f3");
    engine.send("go depth 3");
    let search = engine.until("bestmove");
    assert!(search.iter().any(|line| line.starts_with("info depth 3 ")), "{search:?}");
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let fen_after_e2e4_e7e5_g1f3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    assert_legal_bestmove(search.last().unwrap(), fen_after_e2e4_e7e5_g1f3);
    engine.send(&format!("position fen {fen}"));
    engine.send("d");
    assert!(engine.until("Fen:").last().unwrap().ends_with(fen));
    engine.send("quit");
    assert!(engine.wait_for_exit() < PROMPT);
}

#[test]
fn quit_during_a_search_ends_the_process_at_once() {
    let mut engine = Engine::start();
    engine.send("go infinite");
    engine.until("info depth 2");
    let start = Instant::now();
    engine.send("quit");
    engine.until("bestmove");
    let exited = engine.wait_for_exit();
    assert!(start.elapsed() < PROMPT, "quit took {:?} (exit {exited:?})", start.elapsed());
}

#[test]
fn end_of_input_lets_a_bounded_search_finish_and_stops_an_infinite_one() {
    let mut engine = Engine::start();
    engine.send("go depth 2");
    let search = engine.until("bestmove");
    assert!(search.iter().any(|line| line.starts_with("info depth 2 ")));
    engine.wait_for_exit();

    let mut engine = Engine::start();
    engine.send("go infinite");
    engine.until("info depth 1");
    engine.close_input();
    engine.until("bestmove");
    engine.wait_for_exit();
}

/// Feeds `input` to `uci::run` and returns every line it wrote.
fn run_on(input: &[u8]) -> Vec<String> {
    let transcript = Arc::new(Transcript::default());
    ch00_baseline::uci::run::<NoOrdering>(input, transcript.writer());
    transcript.since(0).into_iter().map(|line| line.text).collect()
}

#[test]
fn bytes_that_are_not_utf8_are_an_error_not_the_end_of_the_session() {
    let output = run_on(b"isready\n\xff\xfe go depth 1\nisready\nquit\n");
    assert_eq!(output.iter().filter(|line| *line == "readyok").count(), 2, "{output:?}");
    assert!(output.iter().any(|line| line.starts_with("info string error: unknown command")));
}

#[test]
fn windows_line_endings_are_read_like_unix_ones() {
    let output = run_on(b"position startpos moves e2e4 e7e5\r\nd\r\nisready\r\n");
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    assert!(output.contains(&format!("Fen: {fen}")), "{output:?}");
    assert_eq!(output.last().map(String::as_str), Some("readyok"));
}

#[test]
fn a_finished_game_is_answered_with_the_null_move() {
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    for fen in [mate, stalemate] {
        let output = run_on(format!("position fen {fen}\ngo depth 3\n").as_bytes());
        assert_eq!(output.last().map(String::as_str), Some("bestmove 0000"), "{fen}: {output:?}");
    }
}

#[test]
fn a_long_game_is_searched_with_its_history() {
    // Two hundred knight moves back and forth: the history is long and every position
    // repeats; the engine must still answer at once with a legal move.
    let dance = ["g1f3 g8f6 f3g1 f6g8"; 50].join(" ");
    let output = run_on(format!("position startpos moves {dance} e2e4\ngo depth 2\n").as_bytes());
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 101";
    assert_legal_bestmove(output.last().expect("a bestmove"), fen);
}

#[test]
fn go_perft_prints_what_stockfish_prints_line_for_line() {
    // Stockfish 15.1's `go perft 1` on the "kiwipete" position, its moves in its order:
    // `diff` against Stockfish or perftree needs nothing in between.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let stockfish = "a2a3 b2b3 g2g3 d5d6 a2a4 g2g4 g2h3 d5e6 c3b1 c3d1 c3a4 c3b5 e5d3 e5c4 e5g4 \
                     e5c6 e5g6 e5d7 e5f7 d2c1 d2e3 d2f4 d2g5 d2h6 e2d1 e2f1 e2d3 e2c4 e2b5 e2a6 \
                     a1b1 a1c1 a1d1 h1f1 h1g1 f3d3 f3e3 f3g3 f3h3 f3f4 f3g4 f3f5 f3h5 f3f6 e1d1 \
                     e1f1 e1g1 e1c1";
    let mut expected: Vec<String> = stockfish.split(' ').map(|mv| format!("{mv}: 1")).collect();
    expected.extend(["".to_string(), "Nodes searched: 48".to_string()]);
    let output = run_on(format!("position fen {kiwipete}\ngo perft 1\n").as_bytes());
    assert_eq!(output, expected);
}

#[test]
fn bench_ends_with_the_line_openbench_reads() {
    let output = Command::new(env!("CARGO_BIN_EXE_ch00-baseline"))
        .args(["bench", "--depth", "1"])
        .output()
        .expect("the engine runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let last = stdout.lines().last().expect("bench prints lines");
    let words: Vec<&str> = last.split(' ').collect();
    let numbers = [words[0], words[2]].iter().all(|word| word.parse::<u64>().is_ok());
    assert!(words.len() == 4 && words[1] == "nodes" && words[3] == "nps" && numbers, "{last}");
    let count = stdout.lines().filter(|line| line.ends_with(" nps")).count();
    assert_eq!(count, 1, "{stdout}");
}
