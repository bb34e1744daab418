//! The UCI protocol: what lets any chess GUI, or a match runner, use the engine.

mod command;
mod diagram;
mod info;
mod job;
mod options;
mod output;
mod session;

use std::io::{BufRead, Write};
use std::iter;
use std::sync::{Arc, Mutex};

pub use command::{Command, Go, parse_command};
pub use info::uci_line;
pub use output::Output;
pub use session::{Flow, Session};

use crate::ordering::MoveOrdering;

/// Reads commands from `input` until `quit` or end of input, answering on `output`.
/// At end of input a running search is allowed to finish (so `echo "go depth 5" | engine`
/// prints its best move), unless it is infinite, which is stopped.
pub fn run<O: MoveOrdering>(input: impl BufRead, output: impl Write + Send + 'static) {
    let output: Output = Arc::new(Mutex::new(Box::new(output)));
    let mut session = Session::<O>::new(output);
    for line in lossy_lines(input) {
        if session.handle_line(&line) == Flow::Quit {
            return;
        }
    }
    session.wait_for_search_unless_infinite();
}

/// The lines of `input`, bytes that are not UTF-8 replaced by U+FFFD. `BufRead::lines`
/// fails on the first such byte, and a loop that stopped there would leave the GUI with an
/// engine that no longer listens; a replaced byte makes the line an error to answer.
fn lossy_lines(mut input: impl BufRead) -> impl Iterator<Item = String> {
    iter::from_fn(move || {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(String::from_utf8_lossy(&bytes).into_owned()),
        }
    })
}
