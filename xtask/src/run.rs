//! `cargo xtask run <chapter> [args...]`: any chapter engine, any of its commands.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::chapter_binary;

// Everything after the chapter goes to the engine, `--help` included: the
// engine's help is the useful one there.
#[derive(Args)]
#[command(disable_help_flag = true)]
pub struct RunArgs {
    /// The chapter: `3`, `03`, `ch03`, `killers` or `ch03-killers`.
    chapter: String,
    /// Passed to the engine unchanged, including ones that start with `-`
    /// (e.g. `bench --depth 6`). None: the engine speaks UCI.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

pub fn run(args: &RunArgs) -> Result<ExitCode> {
    let chapter = chapter_binary::find_chapter(&args.chapter)?;
    chapter_binary::run(&chapter, &args.args)
}
