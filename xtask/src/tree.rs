//! `cargo xtask tree`: chapter 0's design choices, each measured in nodes, and the full
//! engine setting (the table's score cutoffs) of the last chapter.
//!
//! The measuring is done by chapters' examples, which need the chapters and the lab; this
//! command runs them and, with `--write-book`, writes their tables into the book with the
//! behaviour fingerprints of the chapters it ran and the data it read
//! ([`behaviour_fingerprint`]), which the freshness test recomputes.

use std::path::Path;

use anyhow::{Context, Result, bail};
use clap::Args;

use crate::chapters::{self, Chapter};
use crate::workspace;

/// The command that writes the pages.
pub const COMMAND: &str = "cargo xtask tree --write-book";

/// A page of the book written from what a measurement prints.
struct GeneratedPage {
    /// Relative to the workspace root.
    page: &'static str,
    measure: Measure,
    /// The data files the measurement reads, relative to the root.
    data: &'static [&'static str],
}

/// What measures a page; the chapter it names and every earlier chapter's `src/` decide
/// the figures.
enum Measure {
    /// A chapter's example (by chapter number), which prints the tables.
    Example { chapter: u32, example: &'static str },
    /// The last chapter's engine with the table's score cutoffs off and on
    /// ([`crate::tt_cutoffs`]).
    LastChapterCutoffs,
}

const PAGES: [GeneratedPage; 2] = [
    GeneratedPage {
        page: "book/src/generated/ch00-tree-choices.md",
        measure: Measure::Example { chapter: 5, example: "tree" },
        data: &["data/realistic.txt", "data/fresh.txt"],
    },
    GeneratedPage {
        page: "book/src/generated/ch04-tt-cutoffs.md",
        measure: Measure::LastChapterCutoffs,
        data: &["data/bench.txt"],
    },
];

/// The page's chapter and the ones before it, in order.
fn chapters_up_to(root: &Path, page: &GeneratedPage) -> Result<Vec<Chapter>> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    let Measure::Example { chapter: number, .. } = page.measure else {
        return Ok(chapters);
    };
    let measured: Vec<Chapter> =
        chapters.into_iter().filter(|chapter| chapter.number <= number).collect();
    if measured.last().is_none_or(|last| last.number != number) {
        bail!("no chapter {number} for {}", page.page);
    }
    Ok(measured)
}

#[derive(Args)]
pub struct TreeArgs {
    /// Write the tables into the book (book/src/generated/ch00-tree-choices.md and
    /// ch04-tt-cutoffs.md) instead of printing them.
    #[arg(long)]
    write_book: bool,
}

pub fn run(args: &TreeArgs) -> Result<std::process::ExitCode> {
    let root = workspace::root();
    for page in &PAGES {
        let tables = match page.measure {
            Measure::Example { example, .. } => run_example(root, page, example)?,
            Measure::LastChapterCutoffs => crate::tt_cutoffs::table(root)?,
        };
        if args.write_book {
            let text = format!(
                "<!-- Written by `{COMMAND}`: edit the code, not this file. -->\n<!-- {} -->\n\n{}\n",
                record(root, page)?,
                tables.trim_end()
            );
            std::fs::write(root.join(page.page), text)
                .with_context(|| format!("cannot write {}", page.page))?;
            println!("wrote {}", page.page);
        } else {
            println!("{}:\n\n{tables}", page.page);
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// What the page's example prints.
fn run_example(root: &Path, page: &GeneratedPage, example: &str) -> Result<String> {
    let chapters = chapters_up_to(root, page)?;
    let package = &chapters.last().expect("chapters_up_to found the page's chapter").name;
    let output = workspace::cargo()
        .args(["run", "--release", "--quiet", "-p", package, "--example", example])
        .stderr(std::process::Stdio::inherit())
        .output()
        .context("cannot start cargo run")?;
    if !output.status.success() {
        bail!("the example {example} of {package} failed");
    }
    String::from_utf8(output.stdout).context("the example printed non-UTF-8")
}

/// `behaviour: ch00-baseline=… data/fresh.txt=…`.
fn record(root: &Path, page: &GeneratedPage) -> Result<String> {
    let entries: Vec<String> = chapters_up_to(root, page)?
        .iter()
        .map(|chapter| chapter.name.clone())
        .chain(page.data.iter().map(|file| file.to_string()))
        .collect();
    behaviour_fingerprint::record(root, &entries)
}
