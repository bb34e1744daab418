//! Each chapter page's opening paragraph, its *finding*: what the chapter's technique does
//! at realistic depth, in nodes, in time, in instructions and in games, each against the
//! chapter before.
//!
//! The figures are measured by slow commands, each writing its own committed file: the
//! realistic page (`realistic.md`, nodes), the time-to-depth page (`time-to-depth.md`,
//! interleaved rounds), the instructions pages (`instructions.md` on the realistic suite
//! and `instructions-holdout.md` on the holdout positions, valgrind) and the Elo ladder
//! (`elo-per-stage.json`, games). A finding is made from those files and from nothing
//! else, so it can never disagree with them: every one of those commands rewrites every
//! finding once its own file is written, `cargo xtask findings` rewrites them without
//! measuring anything, and a test renders the findings again from the committed files and
//! compares. A figure that was never measured (a new chapter without games) is said to be
//! missing, with the command that measures it.

mod current_table;
mod elo_figure;
mod instruction_figure;
mod node_figure;
mod paragraph;
mod time_figure;

use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::{self, Chapter};
use crate::workspace;

/// The book's generated files, relative to the workspace root.
const BOOK_DIR: &str = "book/src/generated";

/// The first line of every finding.
const HEADER: &str = "<!-- Written by `cargo xtask compare --write-book` (and rewritten by \
     `--timing-rounds N --write-book`, `cargo xtask instructions [--suite holdout] \
     --write-book`, `cargo xtask ladder ... --write-book` and `cargo xtask findings`) from \
     realistic.md, time-to-depth.md, instructions.md, instructions-holdout.md and \
     elo-per-stage.json: edit the code, not this file. -->";

/// The file name of a chapter's finding, inside the generated directory.
pub fn file_name(chapter: &str) -> String {
    format!("{chapter}-finding.md")
}

/// Every chapter's finding, by file name, made from the results in `dir` (the time-to-depth
/// page's and the Elo ladder's from the book's copies when `dir` has none). `None` when `dir` holds no
/// realistic page: there is nothing to state yet.
pub fn render_all(dir: &Path, chapters: &[Chapter]) -> Result<Option<Vec<(String, String)>>> {
    let Some(nodes) = node_figure::NodeTable::load(dir)? else {
        return Ok(None);
    };
    // Like the ladder, the time-to-depth page falls back on the book's copy: it only
    // counts for the chapters whose sources it timed are the ones measured here.
    let times = match time_figure::TimeTable::load(dir, &nodes)? {
        Some(times) => Some(times),
        None => time_figure::TimeTable::load(&workspace::root().join(BOOK_DIR), &nodes)?,
    };
    let instructions = instruction_figure::InstructionTables::load(
        dir,
        &workspace::root().join(BOOK_DIR),
        &nodes,
    )?;
    let ladder = elo_figure::load_ladder(dir)?;
    let files = chapters
        .iter()
        .enumerate()
        .map(|(index, chapter)| {
            let previous = index.checked_sub(1).map(|i| &chapters[i]);
            let text = paragraph::render(
                chapter,
                previous,
                &nodes,
                times.as_ref(),
                &instructions,
                &ladder,
            );
            let contents = format!("{HEADER}\n<!-- {} -->\n\n{text}", nodes.sources_line());
            (file_name(&chapter.name), contents)
        })
        .collect();
    Ok(Some(files))
}

/// `cargo xtask findings`: rewrites the book's findings from its committed results.
pub fn run() -> Result<std::process::ExitCode> {
    write_all(&workspace::root().join(BOOK_DIR))?;
    Ok(std::process::ExitCode::SUCCESS)
}

/// Rewrites every chapter's finding in `dir` from the results there; does nothing when
/// `dir` holds no realistic page.
pub fn write_all(dir: &Path) -> Result<()> {
    let every_chapter = chapters::discover(&workspace::root().join("chapters"))?;
    for (name, contents) in render_all(dir, &every_chapter)?.unwrap_or_default() {
        let path = dir.join(name);
        std::fs::write(&path, contents)
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.strip_prefix(workspace::root()).unwrap_or(&path).display());
    }
    Ok(())
}

/// The findings in `dir` that differ from what the results in `dir` say today.
pub fn differing(dir: &Path) -> Result<Vec<String>> {
    let every_chapter = chapters::discover(&workspace::root().join("chapters"))?;
    let Some(files) = render_all(dir, &every_chapter)? else {
        return Ok(vec!["no realistic.md to state findings from".to_owned()]);
    };
    Ok(files
        .into_iter()
        .filter(|(name, contents)| {
            std::fs::read_to_string(dir.join(name)).ok().as_ref() != Some(contents)
        })
        .map(|(name, _)| name)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each page opens with figures that are the results files' own: rerun any of the
    /// writing commands (or `cargo xtask compare --write-book`) when this fails.
    #[test]
    fn every_finding_states_what_the_committed_results_say() {
        let dir = workspace::root().join(BOOK_DIR);
        let stale = differing(&dir).unwrap();
        assert!(
            stale.is_empty(),
            "these findings differ from realistic.md, time-to-depth.md, instructions.md, \
             instructions-holdout.md and elo-per-stage.json; run `cargo xtask findings` \
             (or any of the commands that write those files with `--write-book`):\n{}",
            stale.join("\n")
        );
    }
}
