//! A UCI session: the position, the ordering's tables, and the search thread.
//!
//! The search runs on its own thread so that `isready` and `stop` are answered while it
//! thinks. The ordering (with its tables) moves into that thread and comes back when the
//! search ends, so tables survive from move to move like in any engine.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Color, Move};

use crate::ordering::MoveOrdering;
use crate::perft::{divide, format_divide};
use crate::position::Position;
use crate::report::percent;
use crate::score::uci_score;
use crate::search::{Iteration, search};
use crate::uci::command::{Command, Go, parse_command};
use crate::uci::diagram::board_diagram;

/// Where the engine writes; shared with the search thread.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// Default and range of the `Hash` option, in megabytes.
const HASH_DEFAULT: usize = 16;
const HASH_MAX: usize = 4096;

pub struct Session<O: MoveOrdering> {
    position: Position,
    ordering: Option<O>,
    search: Option<RunningSearch<O>>,
    output: Output,
}

struct RunningSearch<O> {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<O>,
    infinite: bool,
}

/// What the loop should do after a line.
#[derive(PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

impl<O: MoveOrdering> Session<O> {
    pub fn new(output: Output) -> Self {
        let mut ordering = O::default();
        ordering.set_table_megabytes(HASH_DEFAULT);
        Self { position: Position::default(), ordering: Some(ordering), search: None, output }
    }

    /// Handles one line. Bad input is answered with an `info string` and changes nothing.
    pub fn handle_line(&mut self, line: &str) -> Flow {
        let white = self.position.board().side_to_move() == Color::White;
        match parse_command(line, white) {
            Ok(Some(command)) => self.handle(command),
            Ok(None) => Flow::Continue,
            Err(error) => {
                self.say(&format!("info string error: {error}"));
                Flow::Continue
            }
        }
    }

    fn handle(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => {
                self.say(&format!("id name {}", O::NAME));
                self.say("id author The Move Ordering, Measured authors");
                self.say(&format!(
                    "option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MAX}"
                ));
                self.say("uciok");
            }
            Command::IsReady => self.say("readyok"),
            Command::NewGame => {
                self.finish_search();
                self.ordering_mut().clear();
                self.position = Position::default();
            }
            Command::Position { fen, moves } => self.set_position(fen.as_deref(), &moves),
            Command::Go(go) => {
                self.finish_search();
                self.start_search(go);
            }
            Command::Perft(depth) => {
                self.finish_search();
                let board = self.position.board();
                let text = format_divide(board, &divide(self.ordering_mut_ref(), board, depth));
                self.say(text.trim_end());
            }
            Command::Stop => self.finish_search(),
            Command::Display => self.say(&board_diagram(self.position.board())),
            Command::Quit => {
                self.finish_search();
                return Flow::Quit;
            }
            Command::SetOption { name, value } => {
                self.finish_search();
                self.set_option(&name, value.as_deref());
            }
        }
        Flow::Continue
    }

    /// A rejected position changes nothing, not even a running search; an accepted one
    /// ends the search first (the GUI should not send it while one runs, but may).
    fn set_position(&mut self, fen: Option<&str>, moves: &[String]) {
        let start = match fen {
            None => Ok(Position::default()),
            Some(fen) => Position::from_fen(fen),
        };
        match start.and_then(|start| start.with_moves(moves.iter().map(String::as_str))) {
            Ok(position) => {
                self.finish_search();
                self.position = position;
            }
            Err(error) => self.say(&format!("info string error: {error}; position unchanged")),
        }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        if !name.eq_ignore_ascii_case("hash") {
            self.say(&format!("info string error: unknown option '{name}'"));
            return;
        }
        match value.and_then(|v| v.parse::<usize>().ok()) {
            Some(megabytes) if (1..=HASH_MAX).contains(&megabytes) => {
                self.ordering_mut().set_table_megabytes(megabytes)
            }
            _ => self.say(&format!(
                "info string error: Hash takes a number of megabytes from 1 to {HASH_MAX}"
            )),
        }
    }

    fn start_search(&mut self, go: Go) {
        for warning in &go.warnings {
            self.say(&format!("info string {warning}"));
        }
        let mut ordering = self.ordering.take().expect("no search is running");
        let stop = Arc::new(AtomicBool::new(false));
        let position = self.position.clone();
        let output = self.output.clone();
        let thread_stop = stop.clone();
        let infinite = go.limits.infinite;
        let handle = thread::spawn(move || {
            let limits = go.limits;
            let board = position.board().clone();
            let result = search(&position, &mut ordering, &limits, &thread_stop, |iteration| {
                write_line(&output, &info_line(&board, iteration));
            });
            if let Some(last) = result.iterations.last() {
                write_line(&output, &cutoff_line(last));
            }
            // UCI: after `go infinite` the best move waits for `stop`.
            while limits.infinite && !thread_stop.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(1));
            }
            let best = result
                .best_move
                .map_or("0000".to_string(), |mv| display_uci_move(&board, mv).to_string());
            write_line(&output, &format!("bestmove {best}"));
            ordering
        });
        self.search = Some(RunningSearch { stop, handle, infinite });
    }

    /// Stops a running search, if any, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(running) = self.search.take() {
            running.stop.store(true, Ordering::Relaxed);
            self.ordering = Some(running.handle.join().expect("the search thread does not panic"));
        }
    }

    /// At the end of input: lets a running search finish by itself, but stops an
    /// infinite one, which would never end.
    pub fn wait_for_search_unless_infinite(&mut self) {
        if self.search.as_ref().is_some_and(|running| !running.infinite) {
            let running = self.search.take().expect("checked above");
            self.ordering = Some(running.handle.join().expect("the search thread does not panic"));
        }
        self.finish_search();
    }

    fn ordering_mut(&mut self) -> &mut O {
        self.ordering.as_mut().expect("the search has finished")
    }

    fn ordering_mut_ref(&self) -> &O {
        self.ordering.as_ref().expect("the search has finished")
    }

    fn say(&self, line: &str) {
        write_line(&self.output, line);
    }
}

/// A session dropped in the middle of a search (a test, a host program) must not leave
/// the search running on its own thread; `quit` does the same.
impl<O: MoveOrdering> Drop for Session<O> {
    fn drop(&mut self) {
        if let Some(running) = self.search.take() {
            running.stop.store(true, Ordering::Relaxed);
            // A search that panicked has nothing to give back; dropping must not panic.
            let _ = running.handle.join();
        }
    }
}

fn write_line(output: &Output, line: &str) {
    let mut output = output.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // A closed pipe means the GUI is gone; nothing useful can be done about it here.
    let _ = writeln!(output, "{line}");
    let _ = output.flush();
}

/// `info depth 5 score cp 31 nodes 12345 nps 1234567 time 10 pv e2e4 e7e5`.
fn info_line(board: &Board, iteration: &Iteration) -> String {
    let millis = iteration.elapsed.as_millis().max(1) as u64;
    let nps = iteration.total.nodes * 1000 / millis;
    format!(
        "info depth {} score {} nodes {} nps {nps} time {} pv {}",
        iteration.depth,
        uci_score(iteration.score),
        iteration.total.nodes,
        iteration.elapsed.as_millis(),
        uci_line(board, &iteration.pv)
    )
}

/// The cutoff statistics engine authors look at, as an `info string`.
fn cutoff_line(iteration: &Iteration) -> String {
    let stats = &iteration.total;
    format!(
        "info string cutoffs {} first-move {} moves-per-cutoff {:.2} qnodes {}",
        stats.beta_cutoffs,
        percent(stats.first_move_cutoff_rate()),
        stats.average_moves_before_cutoff(),
        stats.quiescence_nodes
    )
}

/// Moves in UCI notation, castling as `e1g1`, each read on the board it is played on.
pub fn uci_line(board: &Board, moves: &[Move]) -> String {
    let mut board = board.clone();
    let mut words = Vec::with_capacity(moves.len());
    for &mv in moves {
        words.push(display_uci_move(&board, mv).to_string());
        board.play_unchecked(mv);
    }
    words.join(" ")
}
