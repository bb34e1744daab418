//! Chapter 7's engine: chapter 0's command line with the history ordering, and one command
//! of its own, `history`, which prints the table a search left behind.

mod history_command;

use std::process::ExitCode;

use ch07_history::History;

fn main() -> ExitCode {
    if std::env::args().nth(1).as_deref() == Some(history_command::NAME) {
        return history_command::main(std::env::args().skip(1));
    }
    ch00_baseline::cli::main::<History>()
}
