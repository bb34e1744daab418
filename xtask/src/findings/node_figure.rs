//! The node figures of a finding, read back from the realistic page's headline table
//! (`realistic.md`, written by `cargo xtask compare --write-book`).

use std::path::Path;

use anyhow::{Context, Result};

use crate::markdown_table::ParsedTable;

/// The realistic page's file name.
const FILE: &str = "realistic.md";

/// One chapter's row of the headline table, as the page prints it.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeRow {
    /// Plies below the suite's depths at which the chapter searched.
    pub shallower: u32,
    /// `34,848,227`.
    pub nodes: String,
    /// The change from the previous chapter, when the page has one.
    pub against: Option<Against>,
}

/// A chapter against the previous one, both at the previous chapter's depth.
#[derive(Clone, Debug, PartialEq)]
pub struct Against {
    pub shallower: u32,
    /// `-4.8%` in total nodes.
    pub total: String,
    /// `-4.8%` by the geometric mean over positions.
    pub geometric_mean: String,
}

/// The headline table and the sources line of the realistic page.
pub struct NodeTable {
    sources: String,
    table: ParsedTable,
}

impl NodeTable {
    /// The page in `dir`; `None` when there is none.
    pub fn load(dir: &Path) -> Result<Option<NodeTable>> {
        let path = dir.join(FILE);
        if !path.exists() {
            return Ok(None);
        }
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        Self::parse(&text).map(Some).with_context(|| format!("cannot read {}", path.display()))
    }

    pub fn parse(text: &str) -> Result<NodeTable> {
        let sources = sources_line(text).context("no sources line")?.to_owned();
        let table = ParsedTable::find(text, "Chapter").context("no headline table")?;
        Ok(NodeTable { sources, table })
    }

    /// `sources: data/realistic.txt=… ch00-baseline=…`, as the page records it.
    pub fn sources_line(&self) -> &str {
        &self.sources
    }

    /// The row of `chapter`; `None` when the page did not measure it.
    pub fn row(&self, chapter: &str) -> Option<NodeRow> {
        let table = &self.table;
        let row = table.rows.iter().find(|row| row.first().map(String::as_str) == Some(chapter))?;
        let cell = |header: &str| table.cell(row, header).filter(|cell| !cell.is_empty());
        let against = match (cell("vs previous at"), cell("total"), cell("geo. mean")) {
            (Some(at), Some(total), Some(mean)) => Some(Against {
                shallower: plies_below(at)?,
                total: total.to_owned(),
                geometric_mean: mean.to_owned(),
            }),
            _ => None,
        };
        Some(NodeRow {
            shallower: plies_below(cell("Depth")?)?,
            nodes: cell("Nodes")?.to_owned(),
            against,
        })
    }
}

/// The `sources: …` comment of a generated page, without the comment marks.
pub fn sources_line(text: &str) -> Option<&str> {
    text.lines()
        .filter_map(|line| line.strip_prefix("<!-- ")?.strip_suffix(" -->"))
        .find(|inner| inner.starts_with(behaviour_fingerprint::PREFIX))
}

/// `suite` is 0 plies below the suite's depths, `suite − 2` is 2.
fn plies_below(label: &str) -> Option<u32> {
    match label.strip_prefix("suite") {
        Some("") => Some(0),
        Some(rest) => rest.trim().strip_prefix('−')?.trim().parse().ok(),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const PAGE: &str = "<!-- Written by … -->\n<!-- behaviour: a=1 ch00-z=2 ch01-a=3 -->\n\n\
        | Chapter | Depth     | Nodes | Time | vs previous at | total  | geo. mean |\n\
        | ------- | --------- | ----: | ---: | -------------- | -----: | --------: |\n\
        | ch00-z  | suite − 2 | 1,000 | 1 s  |                |        |           |\n\
        | ch01-a  | suite     |   500 | 1 s  | suite − 2      | -75.0% |    -70.0% |\n";

    #[test]
    fn rows_are_read_back_as_the_page_prints_them() {
        let table = NodeTable::parse(PAGE).unwrap();
        assert_eq!(table.sources_line(), "behaviour: a=1 ch00-z=2 ch01-a=3");
        let first = table.row("ch00-z").unwrap();
        assert_eq!((first.shallower, first.nodes.as_str(), first.against), (2, "1,000", None));
        let second = table.row("ch01-a").unwrap();
        assert_eq!(second.shallower, 0);
        let against = second.against.unwrap();
        assert_eq!((against.shallower, against.total.as_str()), (2, "-75.0%"));
        assert_eq!(against.geometric_mean, "-70.0%");
        assert!(table.row("ch02-b").is_none());
    }
}
