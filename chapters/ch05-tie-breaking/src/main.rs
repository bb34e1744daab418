use std::process::ExitCode;

use ch05_tie_breaking::TieBreaking;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<TieBreaking>()
}
