//! `cargo xtask instructions --suite holdout`: the count on the holdout positions
//! (`data/holdout.txt`), made after the book's defaults had been chosen (all but two, which
//! the results page names).
//!
//! The realistic suite is the one most defaults were measured on, and the results page's
//! instruction table is counted there. A chapter that executes fewer instructions there
//! might only have been fitted to its 13 positions; the 44 holdout positions check that,
//! as the holdout node table does for nodes. The engines' `bench` knows only the built-in
//! suites, so each position is searched over UCI, like a reader's own positions in
//! `cargo xtask compare --epd`: one fresh process per position under cachegrind, with the
//! realistic suite's table, the counts of all positions added up.

use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::thousands;
use ch00_baseline::suite::{SuitePosition, parse_suite};

use super::counted::Counted;
use super::{Instructions, MAX_NODES, read_counts, report_done, under_cachegrind};
use crate::chapters::Chapter;
use crate::compare::HASH_MEGABYTES;
use crate::compare::own_positions::OwnPosition;
use crate::compare::uci_search::{self, Limits};

/// The command that regenerates the book's page.
const COMMAND: &str = "cargo xtask instructions --suite holdout --write-book";

/// The page's file name, in the book's generated folder or in `target/instructions/`.
const PAGE: &str = "instructions-holdout.md";

/// The positions, relative to the workspace root.
const SUITE_FILE: &str = "data/holdout.txt";

/// The first chapter counted: chapters 0 to 3 cannot reach the holdout depths in minutes
/// (chapter 3, without a table, searches several times chapter 4's nodes), and the holdout
/// node table leaves them out for the same reason.
const FIRST_CHAPTER: u32 = 4;

/// The chapters counted, in order.
pub fn chapters(every_chapter: &[Chapter]) -> Vec<Chapter> {
    every_chapter.iter().filter(|chapter| chapter.number >= FIRST_CHAPTER).cloned().collect()
}

/// The holdout positions, each at its depth in the file.
pub fn positions(root: &Path) -> Result<Vec<SuitePosition>> {
    let path = root.join(SUITE_FILE);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    parse_suite(&text).map_err(|error| anyhow::anyhow!("{}: {error}", path.display()))
}

/// The page's command, file, title and paragraph on what was counted, and how.
pub fn description(positions: usize) -> (&'static str, &'static str, &'static str, String) {
    let searched = format!(
        "each chapter from chapter {FIRST_CHAPTER} on searched the {positions} positions \
         of `{SUITE_FILE}`, each at its depth in the file, with a table of \
         {HASH_MEGABYTES} MB, as in the holdout node table above. Each position was searched by a fresh engine process \
         over UCI, so each count also includes starting the engine and setting up its \
         table {positions} times, the same work for every chapter. Chapters 0 to 3 \
         cannot reach these depths in minutes."
    );
    (COMMAND, PAGE, "Instructions to depth on the holdout positions", searched)
}

/// Searches every position with `chapter`'s engine under cachegrind, one process each,
/// and adds up their counts.
pub fn count(
    chapter: &Chapter,
    binary: &Path,
    positions: &[SuitePosition],
    directory: &Path,
) -> Result<Counted> {
    let started = Instant::now();
    let mut instructions = Instructions::default();
    let mut nodes = 0;
    for (index, position) in positions.iter().enumerate() {
        let file = directory.join(format!("{}-{}.cachegrind", chapter.name, position.name));
        let own = OwnPosition { name: position.name.clone(), fen: position.fen.clone() };
        let limits = Limits {
            depth: position.depth,
            max_nodes: MAX_NODES,
            table_cutoffs: false,
            hash_megabytes: Some(HASH_MEGABYTES),
        };
        let row = uci_search::search(under_cachegrind(binary, &file), &own, limits)
            .with_context(|| format!("{} on {}", chapter.name, position.name))?;
        if !row.finished {
            bail!("{} needed more than {MAX_NODES} nodes on {}", chapter.name, position.name);
        }
        nodes += row.nodes;
        let counts = read_counts(&file)?;
        instructions.add(&counts);
        eprintln!(
            "  {:<26} {:>2}/{} {:<13} depth {:>2} {:>11} nodes {:>15} instructions",
            chapter.name,
            index + 1,
            positions.len(),
            position.name,
            row.depth,
            thousands(row.nodes),
            thousands(counts.total)
        );
    }
    let counted = Counted { chapter: chapter.name.clone(), shallower: 0, nodes, instructions };
    report_done(&counted, started);
    Ok(counted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markdown_table::ParsedTable;
    use crate::{chapters, workspace};

    fn book_page(root: &Path) -> String {
        let path = root.join(crate::workspace::GENERATED_DIR).join(PAGE);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The engines counted over UCI searched the trees of the holdout node table, which
    /// the lab's in-process searches counted: each chapter's nodes equal that table's total.
    #[test]
    fn the_counted_searches_are_the_holdout_tables() {
        let root = workspace::root();
        let generated = root.join(crate::workspace::GENERATED_DIR);
        let holdout = std::fs::read_to_string(generated.join("ch10-staged-picker-holdout.md"))
            .expect("the holdout node table");
        let holdout = ParsedTable::find(&holdout, "Position").unwrap();
        let totals = holdout.rows.iter().find(|row| row[0] == "**Total**").unwrap();
        let counted = ParsedTable::find(&book_page(root), "Chapter").unwrap();
        let every_chapter = chapters::discover(&root.join("chapters")).unwrap();
        let counted_chapters = chapters(&every_chapter);
        assert_eq!(counted.rows.len(), counted_chapters.len());
        for (row, chapter) in counted.rows.iter().zip(&counted_chapters) {
            assert_eq!(row[0], chapter.name);
            let total = holdout.cell(totals, chapter.tag()).unwrap().trim_matches('*');
            assert_eq!(counted.cell(row, "Nodes"), Some(total), "{}", chapter.name);
        }
    }
}
