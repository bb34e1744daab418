use std::process::ExitCode;

use ch00_baseline::ordering::NoOrdering;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<NoOrdering>()
}
