//! The work that runs on its own thread while the session goes on reading commands (so
//! that `isready`, `stop` and `ponderhit` are answered at once): a search or a perft.
//! The ordering, with its tables, moves into the thread and comes back when it ends.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::ordering::MoveOrdering;
use crate::perft::{divide_until, format_divide};
use crate::position::Position;
use crate::search::{Limits, Signals, search_with};
use crate::uci::info::{bestmove_line, cutoff_line, game_over_line, info_line};
use crate::uci::output::{Output, write_line};

pub struct Job<O> {
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
    handle: JoinHandle<O>,
    /// `go infinite`: the job ends only on `stop`, so at the end of input it is stopped
    /// rather than waited for.
    waits_for_stop: bool,
}

impl<O: MoveOrdering> Job<O> {
    /// Searches `position` within `limits`; with `ponder`, on the opponent's time until
    /// `ponderhit` starts the clock. The best move waits for `stop` after `go infinite`
    /// and while pondering, as UCI says.
    pub fn search(
        mut ordering: O,
        position: Position,
        limits: Limits,
        ponder: bool,
        output: Output,
    ) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let pondering = Arc::new(AtomicBool::new(ponder));
        let waits_for_stop = limits.infinite;
        let (thread_stop, thread_pondering) = (stop.clone(), pondering.clone());
        let handle = thread::spawn(move || {
            let board = position.board().clone();
            let signals =
                Signals { stop: &thread_stop, pondering: ponder.then_some(&*thread_pondering) };
            let result = search_with(&position, &mut ordering, &limits, signals, |iteration| {
                write_line(&output, &info_line(&board, iteration));
            });
            match result.iterations.last() {
                Some(last) => write_line(&output, &cutoff_line(last)),
                None if result.best_move.is_none() => write_line(&output, &game_over_line(&result)),
                None => {}
            }
            let holds_bestmove = || limits.infinite || thread_pondering.load(Ordering::Relaxed);
            while holds_bestmove() && !thread_stop.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(1));
            }
            write_line(&output, &bestmove_line(&board, &result));
            ordering
        });
        Self { stop, pondering, handle, waits_for_stop }
    }

    /// `go perft`: the divide in Stockfish's format, or a note if `stop` ended it.
    pub fn perft(ordering: O, position: Position, depth: u32, output: Output) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let thread_stop = stop.clone();
        let handle = thread::spawn(move || {
            let board = position.board();
            match divide_until(&ordering, board, depth, &thread_stop) {
                Some(divide) => write_line(&output, format_divide(board, &divide).trim_end()),
                None => write_line(&output, "info string perft stopped"),
            }
            ordering
        });
        let pondering = Arc::new(AtomicBool::new(false));
        Self { stop, pondering, handle, waits_for_stop: false }
    }

    /// `ponderhit`: the clock starts now. False if the job was not pondering.
    pub fn ponderhit(&self) -> bool {
        self.pondering.swap(false, Ordering::Relaxed)
    }

    pub fn waits_for_stop(&self) -> bool {
        self.waits_for_stop
    }

    /// Stops the job and waits for it to write its last line.
    pub fn stop(self) -> O {
        self.stop.store(true, Ordering::Relaxed);
        self.wait()
    }

    /// Waits for the job to end by itself.
    pub fn wait(self) -> O {
        self.handle.join().expect("the search thread does not panic")
    }

    /// For a session dropped mid-search: stops the job; a job that panicked has nothing
    /// to give back, and dropping must not panic.
    pub fn abandon(self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.handle.join();
    }
}
