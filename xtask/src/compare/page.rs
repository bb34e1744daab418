//! The generated page of a suite other than the realistic one, which the Results chapter
//! includes: the behaviour it measured, a line saying what was measured, and the node
//! table; and its chart. No time: every byte of it follows from the code and the suite,
//! so rewriting it with unchanged code changes nothing (the terminal shows the times).

use std::path::Path;

use anyhow::Result;
use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::thousands;
use clap::ValueEnum;

use super::node_table::{self, Audience};
use super::{ChapterResult, chart, perft_check};
use crate::workspace;

/// Writes the page and the chart of `suite` into `dir`.
pub fn write(
    results: &[ChapterResult],
    suite: SuiteChoice,
    max_nodes: u64,
    dir: &Path,
) -> Result<()> {
    let stem = file_stem(suite);
    let title = format!("{}: every chapter on the same positions", suite_title(suite));
    let mut entries = vec![data_file(suite).to_owned()];
    entries.extend(results.iter().map(|result| result.run.chapter.name.clone()));
    let behaviour = behaviour_fingerprint::comment(workspace::root(), &entries)?;
    let page = render(results, suite, max_nodes, &behaviour);
    workspace::write(&dir.join(format!("{stem}.md")), &page)?;
    workspace::write(&dir.join(format!("{stem}-nodes.svg")), &chart::render(results, &title)?)
}

/// The whole Markdown file, its second line `behaviour` (the chapters' and the suite's
/// fingerprints).
fn render(
    results: &[ChapterResult],
    suite: SuiteChoice,
    max_nodes: u64,
    behaviour: &str,
) -> String {
    let stopped_note = if results.iter().any(|result| result.summary.is_none()) {
        format!(
            " A chapter that needs more than {} nodes on one position is stopped there \
             (`--max-nodes`), and its row names the position.",
            thousands(max_nodes)
        )
    } else {
        String::new()
    };
    let (source, depth_rule) = suite_description(suite);
    format!(
        "<!-- Written by `cargo xtask compare --suite {name} --write-book`: edit the code, not \
         this file. -->\n{behaviour}\n\n\
         **Suite**: {source}, {positions} positions, {depth_rule}; one thread, tables cleared \
         before every position. The node columns are exact and the same on every \
         machine{checked}.{stopped_note}\n\n\
         {nodes}\n\
         **Checks**: every chapter's binary, counting perft through its own ordering, gives \
         the published counts on {perft_positions}; and every chapter finds the same root \
         score as the others on every position it finished. The page is only written when \
         both hold.\n",
        name = name(suite),
        positions = suite.positions().len(),
        checked =
            if suite == SuiteChoice::Bench { " (the sums of the chapters' snapshots)" } else { "" },
        nodes = node_table::render(results, Audience::Book),
        perft_positions = perft_check::positions_checked(),
    )
}

/// The suite's name on the command line: `bench`, `outside`, `deep`, `fresh`.
fn name(suite: SuiteChoice) -> String {
    suite.to_possible_value().expect("every suite has a name").get_name().to_owned()
}

/// The file a suite's positions are read from.
fn data_file(suite: SuiteChoice) -> &'static str {
    match suite {
        SuiteChoice::Bench | SuiteChoice::Deep => "data/bench.txt",
        SuiteChoice::Outside => "data/outside.txt",
        SuiteChoice::Fresh => "data/fresh.txt",
        SuiteChoice::Realistic => "data/realistic.txt",
    }
}

/// Where a suite's positions come from, and how deep each is searched, in words.
fn suite_description(suite: SuiteChoice) -> (&'static str, &'static str) {
    let as_given = "each searched to the fixed depth the file gives it";
    match suite {
        SuiteChoice::Bench => (
            "the bench suite (`data/bench.txt`)",
            "each searched to the fixed depth the file gives it (the deepest at which \
             chapter 0, with no ordering, still finishes)",
        ),
        SuiteChoice::Outside => {
            ("the outside positions (`data/outside.txt`), never used to choose a default", as_given)
        }
        SuiteChoice::Deep => (
            "the quick positions two plies deeper (`data/bench.txt`)",
            "each searched two plies deeper than the file gives it, where the techniques \
             that need depth show",
        ),
        SuiteChoice::Fresh => (
            "the fresh positions (`data/fresh.txt`), made from self-play games after \
             chapter 5's default was chosen",
            as_given,
        ),
        SuiteChoice::Realistic => ("the game positions (`data/realistic.txt`)", as_given),
    }
}

/// A suite's name in a chart's title or a heading.
pub fn suite_title(suite: SuiteChoice) -> &'static str {
    match suite {
        SuiteChoice::Bench => "Quick positions",
        SuiteChoice::Outside => "Outside positions",
        SuiteChoice::Deep => "Quick positions, two plies deeper",
        SuiteChoice::Fresh => "Fresh positions",
        SuiteChoice::Realistic => "Game positions",
    }
}

/// The stem of a suite's generated files: `compare` for the bench suite (the Results page's
/// main table), `compare-outside`, `compare-deep` and `compare-fresh` for the others.
pub fn file_stem(suite: SuiteChoice) -> String {
    match suite {
        SuiteChoice::Bench => "compare".to_owned(),
        _ => format!("compare-{}", name(suite)),
    }
}
