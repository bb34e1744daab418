//! The UCI protocol: what lets any chess GUI, or a match runner, use the engine.

mod command;
mod session;

use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

pub use command::{Command, Go, parse_command};
pub use session::{Flow, Output, Session, uci_line};

use crate::ordering::MoveOrdering;

/// Reads commands from `input` until `quit` or end of input, answering on `output`.
/// At end of input a running search is allowed to finish (so `echo "go depth 5" | engine`
/// prints its best move), unless it is infinite, which is stopped.
pub fn run<O: MoveOrdering>(input: impl BufRead, output: impl Write + Send + 'static) {
    let output: Output = Arc::new(Mutex::new(Box::new(output)));
    let mut session = Session::<O>::new(output);
    for line in input.lines() {
        let Ok(line) = line else { break };
        if session.handle_line(&line) == Flow::Quit {
            return;
        }
    }
    session.wait_for_search_unless_infinite();
}
