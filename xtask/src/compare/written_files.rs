//! The files a comparison writes: its page and chart, into `target/compare/` or, with
//! `--write-book`, into the book; and what it says about the book's copies afterwards.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ch00_baseline::cli::SuiteChoice;

use super::{ChapterResult, chart, freshness, node_table, page};
use crate::markdown_table::ParsedTable;
use crate::workspace;

/// Where a comparison's page and chart go. The book's copies are tracked files, so they
/// are only rewritten when asked: a reader's first `cargo xtask compare` leaves the clone
/// as it was, and writes into the build directory cargo already ignores.
pub struct Output {
    pub dir: PathBuf,
}

impl Output {
    pub fn choose(write_book: bool) -> Result<Output> {
        let dir = if write_book {
            workspace::root().join(workspace::GENERATED_DIR)
        } else {
            workspace::target_dir()?.join("compare")
        };
        Ok(Output { dir })
    }
}

/// Writes the page and the chart of the suite into the output directory; returns the page.
pub fn write_files(
    results: &[ChapterResult],
    description: &page::RunDescription,
    output: &Output,
) -> Result<String> {
    let dir = &output.dir;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let stem = page::file_stem(description.suite);
    let title =
        format!("{}: every chapter on the same positions", page::suite_title(description.suite));
    let page = page::render(results, description);
    let files = [
        (format!("{stem}.md"), page.clone()),
        (format!("{stem}-nodes.svg"), chart::render(results, &title)?),
    ];
    for (name, contents) in files {
        let path = dir.join(name);
        std::fs::write(&path, contents)
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.strip_prefix(workspace::root()).unwrap_or(&path).display());
    }
    Ok(page)
}

/// Writes the realistic suite's page and chart into the output directory.
pub fn write_realistic(chapters: &[super::realistic::ChapterRows], output: &Output) -> Result<()> {
    let dir = &output.dir;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let stem = super::realistic::FILE_STEM;
    let mut files = vec![
        (format!("{stem}.md"), super::realistic::page(chapters, workspace::root())?),
        (format!("{stem}-nodes.svg"), super::realistic::chart(chapters)?),
        super::realistic::cutoff_chart(chapters, workspace::root())?,
    ];
    files.extend(super::realistic::chapter_files(chapters, workspace::root())?);
    for (name, contents) in files {
        let path = dir.join(name);
        std::fs::write(&path, contents)
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.strip_prefix(workspace::root()).unwrap_or(&path).display());
    }
    Ok(())
}

/// Writes each chapter page's commands with their output, run by the engines just
/// measured, marked with the same sources as the realistic page.
pub fn write_command_outputs(
    engines: &super::Engines,
    chapters: &[super::realistic::ChapterRows],
    output: &Output,
) -> Result<()> {
    let sources = super::realistic::sources_line(chapters, workspace::root())?;
    for (chapter, binary) in engines.chapters.iter().zip(&engines.binaries) {
        eprintln!("running the commands of {}'s page...", chapter.name);
        let page = super::page_commands::render(chapter, binary, &sources)?;
        let path = output.dir.join(super::page_commands::file_name(&chapter.name));
        std::fs::write(&path, page).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.strip_prefix(workspace::root()).unwrap_or(&path).display());
    }
    Ok(())
}

/// Says so when this run's node table is not the one the book shows: the searches are
/// deterministic, so a difference means the chapters changed since the book's page was
/// written (times are left out: they change from run to run).
pub fn note_if_the_book_differs(root: &Path, suite: SuiteChoice, page: &str) {
    let book_page = freshness::compare_page(root, suite);
    let book_text = std::fs::read_to_string(&book_page).unwrap_or_default();
    let table = |text: &str| ParsedTable::find(text, node_table::CHAPTER);
    if table(page) != table(&book_text) {
        eprintln!(
            "note: the node table differs from {}; `{}` rewrites the book's copy",
            book_page.strip_prefix(root).unwrap_or(&book_page).display(),
            page::command(suite)
        );
    }
}

/// What the staleness tests of `cargo test` would say after this run, said now: the
/// comparison searched the positions afresh, while the snapshots hold what the chapters'
/// tests last accepted, and the other suites' pages were written by earlier runs.
pub fn warn_about_stale_files(root: &Path) -> Result<()> {
    let mut snapshots = freshness::stale_figures(root)?;
    snapshots.extend(freshness::missing_snapshots(root)?);
    if !snapshots.is_empty() {
        eprintln!(
            "warning: compare.md and the chapters' snapshots disagree, and `cargo test` will \
             say so: update the snapshots (`cargo test --release -p <chapter>`, then review \
             them) and rerun `cargo xtask compare --write-book`:\n{}",
            snapshots.join("\n")
        );
    }
    let other_suites = freshness::outdated_chapter_lists(root)?;
    if !other_suites.is_empty() {
        eprintln!(
            "warning: rerun `cargo xtask compare --all-suites --write-book`:\n{}",
            other_suites.join("\n")
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader's `cargo xtask compare` writes into the build directory, which git
    /// ignores; only `--write-book` touches the book's tracked files.
    #[test]
    fn only_write_book_writes_into_the_book() {
        let target = workspace::target_dir().unwrap();
        assert!(Output::choose(false).unwrap().dir.starts_with(&target));
        assert_eq!(
            Output::choose(true).unwrap().dir,
            workspace::root().join(workspace::GENERATED_DIR)
        );
    }
}
