//! The book's whole story in one table (`story.md`), for the Introduction and the top of
//! the Results page, written with the figures. One row per chapter, gathered from the results files that the
//! measuring commands commit, so it measures nothing and cannot disagree with them:
//!
//! - nodes, first-move cutoffs and the effective branching factor at a fixed depth, from
//!   the bench suite's page (`compare.md`), the one suite every chapter, chapter 0
//!   included, searches to the same depths;
//! - nodes against the previous chapter at realistic depth, from `realistic.md`;
//! - time to depth against the previous chapter, from `time-to-depth.md`;
//! - Elo against the previous chapter at 10,000 nodes a move, the budget every chapter
//!   played, from the ladder (`elo-per-stage.json`).
//!
//! The chapter's title comes from `SUMMARY.md`, so the row names the chapter as the
//! sidebar does. A test renders the table again from the committed files and compares.

use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::{self, Chapter};
use crate::figures::results::{cell, cell_at, chapter_table};
use crate::markdown_table::{Align, MarkdownTable, ParsedTable};
use crate::match_games::{Ladder, LadderRow};
use crate::workspace::{self, GENERATED_DIR};

/// The table's file, inside `book/src/generated/`.
const FILE_NAME: &str = "story.md";
/// The ladder's budget that every chapter played, in the book's search.
const ELO_LIMIT: &str = "nodes 10000";

/// Rewrites the book's `story.md` from its committed results.
pub fn write(root: &Path) -> Result<()> {
    workspace::write(&root.join(GENERATED_DIR).join(FILE_NAME), &render(root)?)
}

/// The results files one row draws on.
struct Sources {
    bench: ParsedTable,
    realistic: ParsedTable,
    time: ParsedTable,
    ladder: Ladder,
    summary: String,
}

impl Sources {
    fn load(root: &Path) -> Result<Sources> {
        let dir = root.join(GENERATED_DIR);
        let table = |file: &str| -> Result<ParsedTable> {
            chapter_table(&dir, file)?.with_context(|| format!("no {}", dir.join(file).display()))
        };
        let summary_path = root.join("book/src/SUMMARY.md");
        Ok(Sources {
            bench: table("compare.md")?,
            realistic: table("realistic.md")?,
            time: table("time-to-depth.md")?,
            ladder: Ladder::load(&dir)?,
            summary: std::fs::read_to_string(&summary_path)
                .with_context(|| format!("cannot read {}", summary_path.display()))?,
        })
    }

    /// `Killer moves`, from the sidebar's `[Chapter 3: Killer moves](ch03-killers.md)`.
    fn title(&self, chapter: &Chapter) -> String {
        let link = format!("]({}.md)", chapter.name);
        let line = self.summary.lines().find(|line| line.contains(&link));
        let title = line
            .and_then(|line| line.split_once('[').map(|(_, rest)| rest))
            .and_then(|rest| rest.split_once(&link).map(|(title, _)| title))
            .map(|title| title.split_once(": ").map_or(title, |(_, short)| short));
        title.unwrap_or(chapter.short_name()).to_owned()
    }

    /// The chapter's Elo against the one before at [`ELO_LIMIT`], in the book's search.
    fn elo(&self, chapter: &Chapter) -> String {
        let row =
            self.ladder.rows.iter().find(|row| {
                row.chapter == chapter.name && row.limit == ELO_LIMIT && !row.reductions
            });
        row.map_or_else(String::new, elo_cell)
    }
}

/// `+85 ± 34`, `+1 ± 23 (level)`, or `same games` when both engines played the same moves.
fn elo_cell(row: &LadderRow) -> String {
    if row.same_games {
        return "same games".to_owned();
    }
    match row.elo() {
        Some(estimate) if estimate.separates => estimate.plus_minus(),
        Some(estimate) => format!("{} (level)", estimate.plus_minus()),
        None => String::new(),
    }
}

/// The page: a comment naming its sources, the table, and a line saying what each
/// column measured.
pub fn render(root: &Path) -> Result<String> {
    let sources = Sources::load(root)?;
    let chapters = chapters::discover(&root.join("chapters"))?;
    let mut table = MarkdownTable::new(&[
        ("Chapter", Align::Left),
        ("Nodes, fixed depth", Align::Right),
        ("First-move cutoffs", Align::Right),
        ("Branching factor", Align::Right),
        ("Nodes vs previous, realistic", Align::Right),
        ("Time vs previous", Align::Right),
        ("Elo vs previous", Align::Right),
    ]);
    for chapter in &chapters {
        let name = chapter.name.as_str();
        let cells = [
            cell(&sources.bench, name, "Nodes"),
            cell(&sources.bench, name, "First-move cutoffs"),
            cell(&sources.bench, name, "Branching factor"),
            cell(&sources.realistic, name, "total"),
            // `Time vs previous (median of N rounds)`.
            cell_at(&sources.time, name, 2),
        ];
        let mut row = vec![format!("[{} {}]({name}.md)", chapter.number, sources.title(chapter))];
        row.extend(cells.map(|cell| cell.unwrap_or_default().to_owned()));
        row.push(sources.elo(chapter));
        table.push(row);
    }
    Ok(format!(
        "<!-- Written by `cargo xtask figures` from compare.md, realistic.md, time-to-depth.md, \
         elo-per-stage.json and SUMMARY.md: edit the code, not this file. -->\n\n{}\n{}\n",
        table.render(),
        COLUMNS
    ))
}

/// What each column is, under the table.
const COLUMNS: &str = "**Nodes, fixed depth**, **first-move cutoffs** and **branching factor**: \
the bench suite, 16 positions each searched to the same depth by every chapter. \
**Nodes vs previous, realistic**: total nodes against the chapter before on the realistic \
suite, 13 positions at the depths engines search, both chapters at the same depth. \
**Time vs previous**: median CPU time to depth on the realistic suite against the chapter \
before, over interleaved rounds; chapters 1 to 3 search deeper than the chapter before them \
(chapter 1 two plies, chapters 2 and 3 one), so their times are not like for like. \
**Elo vs previous**: games against the chapter before at 10,000 nodes a move, with the \
95 % interval; *level* when the interval includes zero, *same games* when both engines \
played the same moves.";

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed table is the one the committed results files give, a row a chapter.
    #[test]
    fn the_story_table_is_current_with_the_results_files() {
        let root = workspace::root();
        let committed = std::fs::read_to_string(root.join(GENERATED_DIR).join(FILE_NAME)).unwrap();
        let rendered = render(root).unwrap();
        assert_eq!(committed, rendered, "{FILE_NAME} is stale: run `cargo xtask figures`");
        let rows = ParsedTable::find(&rendered, "Chapter").unwrap().rows;
        assert_eq!(rows.len(), chapters::discover(&root.join("chapters")).unwrap().len());
        assert!(rows.iter().all(|row| !row[1].is_empty()), "every chapter has its nodes");
    }
}
