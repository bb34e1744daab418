//! The book's whole story in two tables (`story.md`), for the Introduction and the top of
//! the Results page, written with the figures. One row per chapter, gathered from the results files that the
//! measuring commands commit, so it measures nothing and cannot disagree with them:
//!
//! - against the chapter each builds on: nodes at realistic depth (`realistic.md`), time
//!   to depth (`time-to-depth.md`) and Elo at 10,000 nodes a move, the budget every
//!   chapter played (`elo-per-stage.json`);
//! - nodes and first-move cutoffs at a fixed depth, from the bench suite's page
//!   (`compare.md`), the one suite every chapter, chapter 0 included, searches to the
//!   same depths.
//!
//! The chapter's title comes from `SUMMARY.md`, so the row names the chapter as the
//! sidebar does. A test renders the table again from the committed files and compares.

use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::{self, Chapter};
use crate::figures::results::{cell, cell_at, chapter_table, stated_elo_row};
use crate::markdown_table::{Align, MarkdownTable, ParsedTable};
use crate::match_games::{Ladder, LadderRow};
use crate::workspace::{self, GENERATED_DIR};

/// The table's file, inside `book/src/generated/`.
const FILE_NAME: &str = "story.md";

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

    /// The chapter's Elo against the chapter it builds on, as every page states it.
    fn elo(&self, chapter: &Chapter) -> String {
        stated_elo_row(&self.ladder, &chapter.name).map_or_else(String::new, elo_cell)
    }
}

/// `+85 ± 34`, or `same` when both engines played the same moves. Whether an interval
/// includes zero the reader sees in it (the caption says what that means): the cell stays
/// narrow enough for a phone.
fn elo_cell(row: &LadderRow) -> String {
    if row.same_games {
        return "same".to_owned();
    }
    row.elo().map_or_else(String::new, |estimate| estimate.plus_minus())
}

/// The page: a comment naming its sources, then two tables narrow enough for a phone,
/// each with a line saying what its columns measured: what each chapter changes against
/// the chapter it builds on, and every chapter on the quick positions at one depth.
pub fn render(root: &Path) -> Result<String> {
    let sources = Sources::load(root)?;
    let chapters = chapters::discover(&root.join("chapters"))?;
    let mut changes = MarkdownTable::new(&[
        ("Chapter", Align::Left),
        ("On", Align::Right),
        ("Nodes", Align::Right),
        ("Time", Align::Right),
        ("Elo", Align::Right),
    ]);
    let mut fixed = MarkdownTable::new(&[
        ("Chapter", Align::Left),
        ("Nodes", Align::Right),
        ("First-move cutoffs", Align::Right),
    ]);
    for chapter in &chapters {
        let name = chapter.name.as_str();
        let link = format!("[{} {}]({name}.md)", chapter.number, sources.title(chapter));
        let owned = |cell: Option<&str>| cell.unwrap_or_default().to_owned();
        fixed.push(vec![
            link.clone(),
            owned(cell(&sources.bench, name, "Nodes")),
            owned(cell(&sources.bench, name, "First-move cutoffs")),
        ]);
        let Some(base) = chapter.builds_on() else { continue };
        changes.push(vec![
            link,
            base.number.to_string(),
            owned(cell(&sources.realistic, name, "total")),
            // `Time vs the chapter it builds on (median of N rounds)`.
            owned(cell_at(&sources.time, name, 3)),
            sources.elo(chapter),
        ]);
    }
    Ok(format!(
        "<!-- Written by `cargo xtask figures` from compare.md, realistic.md, time-to-depth.md, \
         elo-per-stage.json and SUMMARY.md: edit the code, not this file. -->\n\n\
         <!-- ANCHOR: changes -->\n{}\n{CHANGES}\n<!-- ANCHOR_END: changes -->\n\n\
         <!-- ANCHOR: fixed -->\n{}\n{FIXED}\n<!-- ANCHOR_END: fixed -->\n",
        changes.render(),
        fixed.render(),
    ))
}

/// What the columns of the table of changes are, under it.
const CHANGES: &str = "Each chapter against the chapter it builds **on** (chapters 6 and 8 are side \
branches: the next chapter builds on the one before them). **Nodes**: the change in the \
nodes of the game positions, 13 positions at the depths engines search, both chapters \
searched to the same depth. **Time**: CPU time to that depth against the chapter it builds \
on, the median of interleaved rounds; only where both search the same depth. **Elo**: \
games against that chapter at 10,000 nodes a move, with the 95 % interval: an interval \
that includes zero (+1 ± 23) means the games cannot tell the two apart; *same* when both \
engines played the same moves.";

/// What the columns of the table at one depth are, under it.
const FIXED: &str = "The quick positions, 16 positions each searched to the same depth by every \
chapter (chapter 0 included): the nodes of the whole set, and how often the first move \
searched at a node is the one that cuts off.";

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
        let chapters = chapters::discover(&root.join("chapters")).unwrap().len();
        let changes = ParsedTable::find(&rendered, "Chapter").unwrap().rows;
        assert_eq!(changes.len(), chapters - 1, "every chapter but chapter 0 builds on one");
        let fixed_depth = &rendered[rendered.find("ANCHOR: fixed").unwrap()..];
        let fixed = ParsedTable::find(fixed_depth, "Chapter").unwrap().rows;
        assert_eq!(fixed.len(), chapters);
        assert!(fixed.iter().all(|row| !row[1].is_empty()), "every chapter has its nodes");
    }
}
