use std::process::ExitCode;

use ch09_see::See;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<See>()
}
