//! `cargo xtask search <chapter>`: a shortcut for the engine's `search` command,
//! which prints the statistics table a chapter's text discusses.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::chapter_binary;

#[derive(Args)]
pub struct SearchArgs {
    /// The chapter: `3`, `03`, `ch03`, `killers` or `ch03-killers`.
    chapter: String,
    /// The position to search (default: the engine's own choice).
    #[arg(long)]
    fen: Option<String>,
    /// The fixed depth to search to (default: the engine's own choice).
    #[arg(long)]
    depth: Option<u32>,
}

pub fn run(args: &SearchArgs) -> Result<ExitCode> {
    let chapter = chapter_binary::find_chapter(&args.chapter)?;
    let mut engine_args = vec!["search".to_owned()];
    if let Some(fen) = &args.fen {
        engine_args.extend(["--fen".to_owned(), fen.clone()]);
    }
    if let Some(depth) = args.depth {
        engine_args.extend(["--depth".to_owned(), depth.to_string()]);
    }
    chapter_binary::run(&chapter, engine_args)
}
