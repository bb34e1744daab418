//! The generated page the book's Results chapter includes: a line saying what was
//! measured, the node table, then the times with the machine and date they belong to.

use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::thousands;

use super::node_table::{self, Audience};
use super::{ChapterResult, perft_check, time_table};
use crate::machine;

/// What a comparison ran on, for the words around its tables.
#[derive(Clone, Copy, Debug)]
pub struct RunDescription {
    pub suite: SuiteChoice,
    pub positions: usize,
    pub max_nodes: u64,
}

/// The whole Markdown file.
pub fn render(results: &[ChapterResult], run: &RunDescription) -> String {
    let stopped_note = if results.iter().any(|result| result.summary.is_none()) {
        format!(
            " A chapter that needs more than {} nodes on one position is stopped there \
             (`--max-nodes`), and its row names the position.",
            thousands(run.max_nodes)
        )
    } else {
        String::new()
    };
    let (source, depth_rule) = suite_description(run.suite);
    format!(
        "<!-- Written by `{command}`: edit the code, not this file. -->\n\n\
         **Suite**: {source}, {positions} positions, {depth_rule}; one thread, tables cleared \
         before every position. The node columns are exact and the same on every \
         machine{checked}.{stopped_note}\n\n\
         {nodes}\n\
         **Checks**: every chapter's binary, counting perft through its own ordering, gives \
         the published counts on {perft_positions}; and every chapter finds the same root \
         score as the others on every position it finished. The page is only written when \
         both hold.\n\n\
         **Time** on {machine}, {date}: one run, search time only. Unlike the figures above, \
         these change from run to run by a few percent, and more from machine to machine.\n\n\
         {times}",
        command = command(run.suite),
        positions = run.positions,
        checked = if run.suite == SuiteChoice::Bench {
            " (`cargo test` checks them against the chapters' snapshots)"
        } else {
            ""
        },
        nodes = node_table::render(results, Audience::Book),
        perft_positions = perft_check::positions_checked(),
        machine = machine::description(),
        date = machine::today(),
        times = time_table::render(results),
    )
}

/// Where `--write-book` puts the pages and charts, relative to the workspace root.
pub const BOOK_DIR: &str = crate::workspace::GENERATED_DIR;

/// The command that writes the book's files of `suite`.
pub fn command(suite: SuiteChoice) -> String {
    match suite {
        SuiteChoice::Bench => "cargo xtask compare --suite bench --write-book".to_owned(),
        SuiteChoice::Outside => "cargo xtask compare --suite outside --write-book".to_owned(),
        SuiteChoice::Deep => "cargo xtask compare --suite deep --write-book".to_owned(),
        SuiteChoice::Fresh => "cargo xtask compare --suite fresh --write-book".to_owned(),
        SuiteChoice::Realistic => super::realistic::COMMAND.to_owned(),
    }
}

/// Where a suite's positions come from, and how deep each is searched, in words.
fn suite_description(suite: SuiteChoice) -> (&'static str, &'static str) {
    match suite {
        SuiteChoice::Bench => (
            "the bench suite (`data/bench.txt`)",
            "each searched to the fixed depth the file gives it (the deepest at which \
             chapter 0, with no ordering, still finishes)",
        ),
        SuiteChoice::Outside => (
            "the outside positions (`data/outside.txt`), never used to choose a default",
            "each searched to the fixed depth the file gives it",
        ),
        SuiteChoice::Deep => (
            "the deep suite (the positions of `data/bench.txt`)",
            "each searched two plies deeper than the file gives it, where the techniques \
             that need depth show",
        ),
        SuiteChoice::Fresh => (
            "the fresh positions (`data/fresh.txt`), made from self-play games after \
             chapter 5's default was chosen",
            "each searched to the fixed depth the file gives it",
        ),
        SuiteChoice::Realistic => (
            "the realistic suite (`data/realistic.txt`)",
            "each searched to the depth the file gives it",
        ),
    }
}

/// A suite's name in a chart's title or a heading.
pub fn suite_title(suite: SuiteChoice) -> &'static str {
    match suite {
        SuiteChoice::Bench => "Bench suite",
        SuiteChoice::Outside => "Outside positions",
        SuiteChoice::Deep => "Deep suite",
        SuiteChoice::Fresh => "Fresh positions",
        SuiteChoice::Realistic => "Realistic suite",
    }
}

/// The stem of a suite's generated files: `compare` for the bench suite (the Results page's
/// main table), `compare-outside`, `compare-deep` and `compare-fresh` for the others.
pub fn file_stem(suite: SuiteChoice) -> &'static str {
    match suite {
        SuiteChoice::Bench => "compare",
        SuiteChoice::Outside => "compare-outside",
        SuiteChoice::Deep => "compare-deep",
        SuiteChoice::Fresh => "compare-fresh",
        SuiteChoice::Realistic => super::realistic::FILE_STEM,
    }
}
