//! Is the generated realistic page current with the code it measured?
//!
//! The page takes minutes to make, too long for `cargo test`; instead it records a hash of
//! every chapter's `src/` and of the suite file, and a test recomputes them. Any change to
//! a chapter's sources (which may change its node counts) or to the suite shows as stale
//! until someone reruns the command. A hash of the sources, not of the binaries: the
//! same sources give the same counts on every machine.

use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::{self, Chapter};
use source_hash::{hash_file, hash_tree};

/// The words before the hashes in the page's second comment line.
const PREFIX: &str = "sources:";
/// The suite file, relative to the workspace root.
const SUITE_FILE: &str = "data/realistic.txt";

/// `sources: data/realistic.txt=… ch00-baseline=… ch01-pick-move=…`.
pub fn record<'a>(root: &Path, chapters: impl Iterator<Item = &'a Chapter>) -> Result<String> {
    let mut entries = vec![format!("{SUITE_FILE}={}", hash_file(root, SUITE_FILE)?)];
    for chapter in chapters {
        let src = root.join("chapters").join(&chapter.name).join("src");
        entries.push(format!("{}={}", chapter.name, hash_tree(&src)?));
    }
    Ok(format!("{PREFIX} {}", entries.join(" ")))
}

/// What differs between the page's recorded sources and the workspace's; empty when the
/// page is current.
pub fn stale_sources(root: &Path, page: &Path) -> Result<Vec<String>> {
    let text =
        std::fs::read_to_string(page).with_context(|| format!("cannot read {}", page.display()))?;
    let recorded = text
        .lines()
        .find_map(|line| line.strip_prefix("<!-- ")?.strip_suffix(" -->")?.strip_prefix(PREFIX))
        .with_context(|| format!("{} records no sources", page.display()))?;
    let every_chapter = chapters::discover(&root.join("chapters"))?;
    let now = record(root, every_chapter.iter())?;
    let now = now.strip_prefix(PREFIX).unwrap_or(&now);
    let split =
        |text: &str| -> Vec<String> { text.split_whitespace().map(str::to_owned).collect() };
    let (recorded, now) = (split(recorded), split(now));
    let mut stale: Vec<String> = now
        .iter()
        .filter(|entry| !recorded.contains(entry))
        .map(|entry| format!("changed or new since the page was written: {entry}"))
        .collect();
    stale.extend(
        recorded
            .iter()
            .filter(|entry| !now.iter().any(|current| same_name(current, entry)))
            .map(|entry| format!("measured but gone: {entry}")),
    );
    Ok(stale)
}

fn same_name(a: &str, b: &str) -> bool {
    a.split('=').next() == b.split('=').next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace;

    /// The realistic page shows what today's chapters search: rerun the command after
    /// any change to a chapter's sources or to the suite.
    #[test]
    fn the_realistic_page_is_current_with_the_sources() {
        let root = workspace::root();
        let stale = stale_sources(root, &super::super::book_page()).unwrap();
        assert!(
            stale.is_empty(),
            "book/src/generated/realistic.md is stale; run `{}` (a few minutes):\n{}",
            super::super::COMMAND,
            stale.join("\n")
        );
    }

    /// Each chapter page's finding, chart and command outputs come from the same run as
    /// the realistic page, and go stale with it.
    #[test]
    fn every_chapter_pages_generated_files_are_current() {
        let stale = super::super::stale_chapter_files(workspace::root()).unwrap();
        assert!(
            stale.is_empty(),
            "the chapter pages' generated findings, charts or outputs are stale; run `{}`:\n{}",
            super::super::COMMAND,
            stale.join("\n")
        );
    }
}
