//! `cargo xtask instructions --suite holdout`: the count on the holdout positions
//! (`data/holdout.txt`), made after the book's defaults had been chosen (all but two, which
//! the results page names).
//!
//! The realistic suite is the one most defaults were measured on, and the results page's
//! instruction table is counted there. A chapter that executes fewer instructions there
//! might only have been fitted to its 13 positions; the 44 holdout positions check that,
//! as the holdout node table does for nodes. Each chapter's `bench` searches the file
//! (`bench --epd data/holdout.txt`), with the realistic suite's table.

use std::path::Path;

use anyhow::Result;
use ch00_baseline::suite::SuitePosition;
use ch00_baseline::suite::positions_file::read_positions_file;

use super::MAX_NODES;
use crate::chapters::Chapter;
use crate::compare::{BenchRequest, HASH_MEGABYTES};

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
    read_positions_file(&root.join(SUITE_FILE), None).map_err(anyhow::Error::msg)
}

/// The page's command, file, title and paragraph on what was counted, and how.
pub fn description(positions: usize) -> (&'static str, &'static str, &'static str, String) {
    let searched = format!(
        "each chapter from chapter {FIRST_CHAPTER} on searched the {positions} positions \
         of `{SUITE_FILE}`, each at its depth in the file, with a table of \
         {HASH_MEGABYTES} MB, as in the holdout node table above, in one `bench` process \
         that clears its tables before each position. Chapters 0 to 3 cannot reach \
         these depths in minutes."
    );
    (COMMAND, PAGE, "Instructions to depth on the holdout positions", searched)
}

/// What each chapter's `bench` is asked: every holdout position at its depth, with the
/// realistic suite's table.
pub fn request(root: &Path) -> BenchRequest {
    BenchRequest {
        hash_megabytes: Some(HASH_MEGABYTES),
        ..BenchRequest::file(&root.join(SUITE_FILE), None, MAX_NODES)
    }
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

    /// The engines counted searched the trees of the holdout node table, which
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
