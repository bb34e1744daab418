use std::process::ExitCode;

use ch02_mvv_lva::MvvLva;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<MvvLva>()
}
