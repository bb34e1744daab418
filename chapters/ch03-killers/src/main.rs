use std::process::ExitCode;

use ch03_killers::Killers;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<Killers>()
}
