use std::process::ExitCode;

use ch04_tt_move::TtMove;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<TtMove>()
}
