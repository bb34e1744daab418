//! `cargo xtask oracle`: every chapter's nodes on the realistic suite as a multiple of the
//! oracle tree (`ordering_lab::oracle`) and of the minimal tree of its own search
//! (`ordering_lab::minimal_tree`), main search and quiescence apart.
//!
//! The measuring is the lab's example `oracle` (it needs every chapter's ordering, which
//! xtask does not link); this command runs it with each chapter at the realistic page's
//! depth and writes its table with the behaviour fingerprints of the chapters it measured,
//! so that a test can tell when the table is stale, as it does for the realistic page.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::chapters;
use crate::compare::{HASH_MEGABYTES, plies_shallower, record_behaviour};
use crate::workspace;

/// The command that regenerates the book's page.
pub const COMMAND: &str = "cargo xtask oracle --write-book";

#[derive(Args)]
pub struct OracleArgs {
    /// Write the page into the book (`book/src/generated/oracle-tree.md`) rather than into
    /// `target/oracle/`.
    #[arg(long)]
    write_book: bool,
    /// Plies below the realistic page's depths for every chapter: the oracle needs several
    /// searches per position, and a loaded machine may not have the time for the full
    /// depths. The page says which depths it measured.
    #[arg(long, default_value_t = 0)]
    shallower: u32,
}

pub fn run(args: &OracleArgs) -> Result<ExitCode> {
    let root = workspace::root();
    let chapters = chapters::discover(&root.join("chapters"))?;
    let shallower: Vec<String> = chapters
        .iter()
        .map(|chapter| (plies_shallower(chapter.number) + args.shallower).to_string())
        .collect();
    let table = workspace::example_output("ordering-lab", "oracle", &shallower)?;
    let behaviour = record_behaviour(root, chapters.iter())?;
    let command = match args.shallower {
        0 => COMMAND.to_string(),
        plies => format!("cargo xtask oracle --shallower {plies} --write-book"),
    };
    let depth = match args.shallower {
        0 => "at".to_string(),
        1 => "one ply below".to_string(),
        plies => format!("{plies} plies below"),
    };
    let page = format!(
        "<!-- Written by `{command}`: edit the code, not this file. -->\n<!-- {behaviour} -->\n\n\
         The game positions, each chapter {} its depth on the realistic page, a table of \
         {HASH_MEGABYTES} MB, one thread. The oracle falls back on the last chapter's \
         ordering for the moves it does not know. The minimal tree is each chapter's own: \
         the smallest part of the tree it searched that proves the root's value, added up \
         over the iterations of iterative deepening, as the node counts are.\n\n{table}",
        depth
    );
    println!("{table}");
    let path = workspace::output_dir(args.write_book, "oracle")?.join("oracle-tree.md");
    workspace::write(&path, &page)?;
    Ok(ExitCode::SUCCESS)
}
