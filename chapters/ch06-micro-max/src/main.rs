use std::process::ExitCode;

use ch06_micro_max::MicroMax;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<MicroMax>()
}
