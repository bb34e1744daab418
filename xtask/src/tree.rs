//! `cargo xtask tree`: chapter 0's design choices, each measured in nodes (chapter 5's
//! example `tree`), and the full engine setting (the table's score cutoffs) of the last
//! chapter ([`crate::tt_cutoffs`]).
//!
//! With `--write-book` each table goes into the book with the behaviour fingerprints of
//! the chapters it ran and the data it read ([`behaviour_fingerprint`]), which the
//! freshness test recomputes.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::workspace;

/// The command that writes the pages.
pub const COMMAND: &str = "cargo xtask tree --write-book";

/// The chapter whose example measures chapter 0's design choices.
const CHOICES_CHAPTER: &str = "ch05-tie-breaking";

#[derive(Args)]
pub struct TreeArgs {
    /// Write the tables into the book (book/src/generated/ch00-tree-choices.md and
    /// ch04-tt-cutoffs.md) instead of printing them.
    #[arg(long)]
    write_book: bool,
}

pub fn run(args: &TreeArgs) -> Result<ExitCode> {
    let root = workspace::root();
    let last = crate::tt_cutoffs::last_chapter(root)?.name;
    let pages = [
        ("ch00-tree-choices.md", CHOICES_CHAPTER, &["data/realistic.txt", "data/fresh.txt"][..]),
        ("ch04-tt-cutoffs.md", last.as_str(), &["data/bench.txt"][..]),
    ];
    for (page, chapter, data) in pages {
        let tables = match page {
            "ch00-tree-choices.md" => workspace::example_output(CHOICES_CHAPTER, "tree", &[])?,
            _ => crate::tt_cutoffs::table(root)?,
        };
        if !args.write_book {
            println!("{page}:\n\n{tables}");
            continue;
        }
        let mut entries = behaviour_fingerprint::chapters_up_to(root, chapter)?;
        entries.extend(data.iter().map(|file| file.to_string()));
        let text = format!(
            "<!-- Written by `{COMMAND}`: edit the code, not this file. -->\n{}\n\n{}\n",
            behaviour_fingerprint::comment(root, &entries)?,
            tables.trim_end()
        );
        workspace::write(&root.join(workspace::GENERATED_DIR).join(page), &text)?;
    }
    Ok(ExitCode::SUCCESS)
}
