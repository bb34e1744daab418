use std::process::ExitCode;

use ch07_history::History;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<History>()
}
