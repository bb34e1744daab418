//! The committed results files, read back for their figures: the realistic page's headline
//! table (`realistic.md`), the bench suite's table (`compare.md`), the time-to-depth table
//! (`time-to-depth.md`), the instructions table (`instructions.md`) and the Elo ladder
//! (`elo-per-stage.json`). Each is read only
//! by its first table headed `Chapter` (or, for the ladder, its JSON rows), so a page's
//! prose and provenance lines may change freely.

use std::path::Path;

use anyhow::{Context, Result};

use crate::markdown_table::ParsedTable;
use crate::match_games::{Ladder, LadderRow};

/// The realistic page: nodes at realistic depth.
pub const NODES_FILE: &str = "realistic.md";
/// The bench suite's page: the shallow suite at fixed depths, every chapter at the same.
pub const BENCH_FILE: &str = "compare.md";
/// The time-to-depth page: interleaved timed rounds.
pub const TIME_FILE: &str = "time-to-depth.md";
/// The instructions page: valgrind's counts.
pub const INSTRUCTIONS_FILE: &str = "instructions.md";

/// The first table headed `Chapter` of the page `file` in `dir`; `None` when there is no
/// such page.
pub fn chapter_table(dir: &Path, file: &str) -> Result<Option<ParsedTable>> {
    let path = dir.join(file);
    if !path.exists() {
        return Ok(None);
    }
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    ParsedTable::find(&text, "Chapter")
        .map(Some)
        .with_context(|| format!("{} has no table headed `Chapter`", path.display()))
}

/// The non-empty cell of `chapter`'s row in the column headed `header`.
pub fn cell<'a>(table: &'a ParsedTable, chapter: &str, header: &str) -> Option<&'a str> {
    let column = table.headers.iter().position(|name| name == header)?;
    cell_at(table, chapter, column)
}

/// The non-empty cell of `chapter`'s row in column `column` (for headers that carry a
/// count, such as `Time vs previous (median of 5 rounds)`). The row's first cell is the
/// chapter's name, or on the bench suite's page a link to it (`[ch03-killers](…)`).
pub fn cell_at<'a>(table: &'a ParsedTable, chapter: &str, column: usize) -> Option<&'a str> {
    let linked = format!("[{chapter}]");
    let names = |cell: &String| cell == chapter || cell.starts_with(&linked);
    let row = table.rows.iter().find(|row| row.first().is_some_and(names))?;
    row.get(column).map(String::as_str).filter(|cell| !cell.is_empty())
}

/// `full` is 0 plies below the suite's depths, `2 plies less` is 2.
pub fn plies_below(label: &str) -> Option<u32> {
    crate::compare::plies_below(label)
}

/// The ladder's budget that every chapter played, in the book's search.
pub const ELO_LIMIT: &str = "nodes 10000";

/// The ladder row the book states for `chapter`, on every page alike: its match at
/// [`ELO_LIMIT`] in the book's search (no reductions), the one budget every chapter
/// played, so that the Elo of one chapter can be set beside another's.
pub fn stated_elo_row<'a>(ladder: &'a Ladder, chapter: &str) -> Option<&'a LadderRow> {
    ladder
        .rows
        .iter()
        .find(|row| row.chapter == chapter && row.limit == ELO_LIMIT && !row.reductions)
}
