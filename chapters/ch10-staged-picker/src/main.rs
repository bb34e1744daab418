use std::process::ExitCode;

use ch10_staged_picker::StagedPicker;

fn main() -> ExitCode {
    ch00_baseline::cli::main::<StagedPicker>()
}
