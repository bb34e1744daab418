//! A results page that measured the chapters some time ago (time to depth, instructions),
//! read so that a finding states its figures only for the chapters it measured as they
//! are today: the `chNN-name=hash` entries of its sources line that the realistic page
//! shares. A figure measured before a chapter changed says nothing about the chapter as
//! it is.

use std::path::Path;

use anyhow::{Context, Result};

use super::node_figure::{NodeTable, sources_line};
use crate::markdown_table::ParsedTable;

/// The page's first table headed `Chapter`, and the chapters it measured as they are today.
pub struct CurrentTable {
    pub table: ParsedTable,
    current: Vec<String>,
}

/// An entry of a sources line as the realistic page writes it: `ch03-killers=…` for a
/// chapter, whether the page named the chapter so or by its folder
/// (`chapters/ch03-killers/src=…`, as the pages recorded by path do; the hash is the same).
fn chapter_entry(entry: &str) -> String {
    let chapter = entry.strip_prefix("chapters/").and_then(|rest| rest.split_once("/src="));
    match chapter {
        Some((name, hash)) => format!("{name}={hash}"),
        None => entry.to_owned(),
    }
}

impl CurrentTable {
    /// The page `file` in `dir`; `None` when there is none.
    pub fn load(dir: &Path, file: &str, nodes: &NodeTable) -> Result<Option<CurrentTable>> {
        let path = dir.join(file);
        if !path.exists() {
            return Ok(None);
        }
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        Self::parse(&text, nodes)
            .map(Some)
            .with_context(|| format!("cannot read {}", path.display()))
    }

    pub fn parse(text: &str, nodes: &NodeTable) -> Result<CurrentTable> {
        // A dated page (times, instructions) is a measurement of its day: all its rows count.
        let all = nodes.sources_line().to_owned();
        let measured = sources_line(text).unwrap_or(&all);
        let current = measured
            .split_whitespace()
            .map(chapter_entry)
            .filter(|entry| nodes.sources_line().split_whitespace().any(|e| e == entry))
            .collect();
        let table = ParsedTable::find(text, "Chapter").context("no table")?;
        Ok(CurrentTable { table, current })
    }

    /// `chapter`'s row, if the page measured it, and `previous` if any, with today's
    /// sources.
    pub fn row(&self, chapter: &str, previous: Option<&str>) -> Option<&Vec<String>> {
        let current =
            |name: &str| self.current.iter().any(|entry| entry.split('=').next() == Some(name));
        if !current(chapter) || previous.is_some_and(|name| !current(name)) {
            return None;
        }
        self.table.rows.iter().find(|row| row.first().map(String::as_str) == Some(chapter))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chapter_named_by_its_folder_is_the_chapter() {
        assert_eq!(chapter_entry("chapters/ch03-killers/src=ab12"), "ch03-killers=ab12");
        assert_eq!(chapter_entry("ch03-killers=ab12"), "ch03-killers=ab12");
        assert_eq!(chapter_entry("data/holdout.txt=cd34"), "data/holdout.txt=cd34");
    }
}
