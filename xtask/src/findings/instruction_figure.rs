//! The instruction figures of a finding, read back from the instructions pages
//! (`instructions.md`, written by `cargo xtask instructions --write-book`, and
//! `instructions-holdout.md`, by `--suite holdout --write-book`): stated, like the time,
//! only for a chapter counted with today's sources, and its previous chapter too.

use std::path::Path;

use anyhow::Result;

use super::current_table::CurrentTable;
use super::node_figure::NodeTable;

/// The instructions page's file name: the realistic suite.
const FILE: &str = "instructions.md";
/// The same count on the holdout positions.
const HOLDOUT_FILE: &str = "instructions-holdout.md";

/// Both instruction pages, each `None` when there is none.
#[derive(Default)]
pub struct InstructionTables {
    pub realistic: Option<InstructionTable>,
    pub holdout: Option<InstructionTable>,
}

impl InstructionTables {
    /// The pages in `dir`, each from `fallback` when `dir` has none.
    pub fn load(dir: &Path, fallback: &Path, nodes: &NodeTable) -> Result<InstructionTables> {
        let load = |file: &str| -> Result<Option<InstructionTable>> {
            match CurrentTable::load(dir, file, nodes)? {
                Some(table) => Ok(Some(InstructionTable(table))),
                None => Ok(CurrentTable::load(fallback, file, nodes)?.map(InstructionTable)),
            }
        };
        Ok(InstructionTables { realistic: load(FILE)?, holdout: load(HOLDOUT_FILE)? })
    }
}

/// One chapter's row, as the page prints it.
#[derive(Clone, Debug, PartialEq)]
pub struct InstructionRow {
    /// `43,295 M`.
    pub total: String,
    /// `1,308`.
    pub per_node: String,
    /// `0.760×` against the previous chapter; `None` for the first chapter.
    pub ratio: Option<String>,
}

/// The page's table of totals, and which chapters it counted as they are today.
pub struct InstructionTable(CurrentTable);

impl InstructionTable {
    /// The page's text, read as [`Self::load`] reads the file (for tests).
    #[cfg(test)]
    pub fn parse(text: &str, nodes: &NodeTable) -> Result<InstructionTable> {
        CurrentTable::parse(text, nodes).map(InstructionTable)
    }

    /// `chapter`'s row, if the page counted it (and `previous`) with today's sources.
    pub fn row(&self, chapter: &str, previous: Option<&str>) -> Option<InstructionRow> {
        let row = self.0.row(chapter, previous)?;
        let table = &self.0.table;
        let cell = |header: &str| table.cell(row, header).filter(|cell| !cell.is_empty());
        Some(InstructionRow {
            total: cell("Instructions")?.to_owned(),
            per_node: cell("Per node")?.to_owned(),
            ratio: cell("Instructions vs previous").map(str::to_owned),
        })
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;

    pub const PAGE: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 ch02-b=9 -->\n\n\
        | Chapter | Depth | Nodes | Instructions | Per node | Instructions vs previous |\n\
        | ------- | ----- | ----: | -----------: | -------: | -----------------------: |\n\
        | ch00-z  | suite |     1 |      2,000 M |    1,061 |                          |\n\
        | ch01-a  | suite |     1 |      1,000 M |    1,147 |                   0.500× |\n\
        | ch02-b  | suite |     1 |      1,000 M |    1,147 |                   1.000× |\n\n\
        | Chapter | Chess library |\n| --- | ---: |\n| ch00-z | 480 |\n";

    #[test]
    fn rows_are_read_from_the_totals_and_only_for_todays_sources() {
        let nodes = NodeTable::parse(
            "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 ch02-b=4 -->\n\n| Chapter | Depth | Nodes |\n\
             | - | - | - |\n| ch00-z | suite | 1 |\n",
        )
        .unwrap();
        let counts = InstructionTable::parse(PAGE, &nodes).unwrap();
        let first = counts.row("ch00-z", None).unwrap();
        assert_eq!(
            (first.total.as_str(), first.per_node.as_str(), first.ratio),
            ("2,000 M", "1,061", None)
        );
        let second = counts.row("ch01-a", Some("ch00-z")).unwrap();
        assert_eq!(second.ratio.as_deref(), Some("0.500×"));
        assert_eq!(counts.row("ch02-b", Some("ch01-a")), None, "ch02-b changed since");
        assert_eq!(counts.row("ch03-c", Some("ch02-b")), None, "never counted");
    }
}
