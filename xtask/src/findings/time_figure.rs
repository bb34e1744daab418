//! The time figures of a finding, read back from the time-to-depth page
//! (`time-to-depth.md`, written by `cargo xtask compare --timing-rounds N --write-book`).
//!
//! A time is only stated for a chapter whose sources, and whose previous chapter's, are the
//! ones the realistic page measured: a page timed before the chapter changed says nothing
//! about the chapter as it is.

use std::path::Path;

use anyhow::Result;

use super::current_table::CurrentTable;
use super::node_figure::NodeTable;

/// The time-to-depth page's file name.
const FILE: &str = "time-to-depth.md";

/// One chapter's row, as the page prints it.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeRow {
    /// `4.840 s`: the median over the rounds.
    pub median: String,
    /// `0.953×` and `0.896× – 0.983×`: the median ratio to the previous chapter of the same
    /// round, with the lowest and highest; `None` for the first chapter.
    pub ratio: Option<(String, String)>,
    pub rounds: u32,
    /// Measured in CPU time (else in the search's wall-clock time).
    pub cpu: bool,
}

/// The page's table, and which chapters it timed as they are today.
pub struct TimeTable(CurrentTable);

impl TimeTable {
    /// The page in `dir`; `None` when there is none.
    pub fn load(dir: &Path, nodes: &NodeTable) -> Result<Option<TimeTable>> {
        Ok(CurrentTable::load(dir, FILE, nodes)?.map(TimeTable))
    }

    /// The page's text, read as [`Self::load`] reads the file (for tests).
    #[cfg(test)]
    pub fn parse(text: &str, nodes: &NodeTable) -> Result<TimeTable> {
        CurrentTable::parse(text, nodes).map(TimeTable)
    }

    /// `chapter`'s row, if the page timed it (and `previous`) with today's sources.
    pub fn row(&self, chapter: &str, previous: Option<&str>) -> Option<TimeRow> {
        let row = self.0.row(chapter, previous)?;
        let headers = &self.0.table.headers;
        let cell = |column: usize| row.get(column).map(String::as_str).filter(|c| !c.is_empty());
        let median = cell(1)?;
        if median == "stopped" {
            return None;
        }
        let rounds = headers.get(2)?.chars().filter(char::is_ascii_digit).collect::<String>();
        Some(TimeRow {
            median: median.to_owned(),
            ratio: cell(2)
                .zip(cell(3))
                .map(|(ratio, spread)| (ratio.to_owned(), spread.to_owned())),
            rounds: rounds.parse().ok()?,
            cpu: headers.get(1)?.contains("CPU"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NODES: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 ch02-b=4 -->\n\n\
        | Chapter | Depth | Nodes |\n| - | - | - |\n| ch00-z | suite | 1 |\n";
    const TIMES: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 ch02-b=9 -->\n\n\
        | Chapter | Median CPU time | Time vs previous (median of 5 rounds) | Lowest – highest |\n\
        | ------- | --------------: | ------------------------------------: | ---------------: |\n\
        | ch00-z  |         0.520 s |                                       |                  |\n\
        | ch01-a  |         0.260 s |                                0.500× |  0.400× – 0.600× |\n\
        | ch02-b  |         0.260 s |                                1.000× |  0.900× – 1.100× |\n";

    #[test]
    fn rows_are_read_back_and_only_for_the_sources_the_nodes_measured() {
        let nodes = NodeTable::parse(NODES).unwrap();
        let times = TimeTable::parse(TIMES, &nodes).unwrap();
        let first = times.row("ch00-z", None).unwrap();
        assert_eq!(
            (first.median.as_str(), first.ratio, first.rounds, first.cpu),
            ("0.520 s", None, 5, true)
        );
        let second = times.row("ch01-a", Some("ch00-z")).unwrap();
        assert_eq!(second.ratio, Some(("0.500×".into(), "0.400× – 0.600×".into())));
        assert_eq!(times.row("ch02-b", Some("ch01-a")), None, "ch02-b changed since it was timed");
        assert_eq!(times.row("ch03-c", Some("ch02-b")), None, "never timed");
    }
}
