use std::process::ExitCode;

use ch01_pick_move::PickMove;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<PickMove>()
}
