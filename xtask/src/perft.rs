//! `cargo xtask perft <chapter> <depth>`: a shortcut for the engine's `perft` command,
//! whose output matches Stockfish's `go perft` so the two can be diffed.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::chapter_binary;

#[derive(Args)]
pub struct PerftArgs {
    /// The chapter: `3`, `03`, `ch03`, `killers` or `ch03-killers`.
    chapter: String,
    /// How many plies deep to count.
    depth: u32,
    /// The position to count from (default: the start position).
    #[arg(long)]
    fen: Option<String>,
    /// Also print the count below each root move.
    #[arg(long)]
    divide: bool,
}

pub fn run(args: &PerftArgs) -> Result<ExitCode> {
    let chapter = chapter_binary::find_chapter(&args.chapter)?;
    let mut engine_args = vec!["perft".to_owned(), args.depth.to_string()];
    if let Some(fen) = &args.fen {
        engine_args.extend(["--fen".to_owned(), fen.clone()]);
    }
    if args.divide {
        engine_args.push("--divide".to_owned());
    }
    chapter_binary::run(&chapter, engine_args)
}
