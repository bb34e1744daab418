use std::process::ExitCode;

use ch08_continuation_history::ContinuationHistory;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<ContinuationHistory>()
}
