//! The node-count table every chapter page shows, and the same table read back from a
//! chapter's committed snapshot.
//!
//! The table's text is what the chapter's insta snapshot holds, so the book shows exactly
//! what the test checked. Nothing in it depends on the machine: no times, only counts.
//! Because each chapter's own test keeps its snapshot equal to its search, a later chapter
//! reads the previous chapter's counts and chapter 0's scores from those files instead of
//! searching the bench suite with their orderings again.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use ch00_baseline::report::{percent, percent_change, thousands};
use ch00_baseline::score::human_score;
use ch00_baseline::suite::SuiteReport;

/// One position's row of a chapter's bench table, as its snapshot records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedRow {
    pub name: String,
    pub depth: u32,
    pub nodes: u64,
    /// As the table writes it: `+0.27`, `#3`.
    pub score: String,
}

/// The **Total** row of a chapter's bench table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedTotal {
    pub nodes: u64,
    /// As the table writes it: `41.4%`.
    pub first_move_cutoffs: String,
}

/// A chapter's bench table as its committed snapshot holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedTable {
    /// The chapter's name, which is also its folder under `chapters/`.
    pub chapter: String,
    pub rows: Vec<RecordedRow>,
    pub total: RecordedTotal,
}

impl RecordedTable {
    /// Reads the snapshot of the chapter crate at `chapter_dir`; `Err` says what is
    /// missing.
    pub fn read(chapter_dir: &Path) -> Result<Self, String> {
        let path = snapshot_path(chapter_dir);
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        let chapter = chapter_dir.file_name().unwrap_or_default().to_string_lossy();
        Self::parse(&chapter, &text).map_err(|error| format!("{}: {error}", path.display()))
    }

    /// The table of a snapshot's text, its columns found by the header's names (chapter
    /// 0's table has no column of change).
    pub fn parse(chapter: &str, text: &str) -> Result<Self, String> {
        let mut lines = text.lines().filter_map(crate::markdown::parse_row);
        let header = lines.next().ok_or("no table")?;
        let column = |name: &str| {
            header.iter().position(|cell| *cell == name).ok_or(format!("no column {name}"))
        };
        let (name, depth, nodes, score, cutoffs) = (
            column("Position")?,
            column("Depth")?,
            column("Nodes")?,
            column("Score")?,
            column("First-move cutoffs")?,
        );
        let mut rows = Vec::new();
        let mut total = None;
        for cells in lines.filter(|cells| !cells[0].starts_with("---")) {
            let cell = |index: usize| {
                cells.get(index).map(|cell| cell.trim_matches('*')).ok_or("a short row")
            };
            let count = |index: usize| -> Result<u64, &str> {
                cell(index)?.replace(',', "").parse().map_err(|_| "a count that is not a number")
            };
            if cell(name)? == "Total" {
                total = Some(RecordedTotal {
                    nodes: count(nodes)?,
                    first_move_cutoffs: cell(cutoffs)?.to_owned(),
                });
                continue;
            }
            rows.push(RecordedRow {
                name: cell(name)?.to_owned(),
                depth: u32::try_from(count(depth)?).map_err(|_| "a depth out of range")?,
                nodes: count(nodes)?,
                score: cell(score)?.to_owned(),
            });
        }
        let total = total.ok_or("no **Total** row")?;
        Ok(Self { chapter: chapter.to_owned(), rows, total })
    }

    pub fn total_nodes(&self) -> u64 {
        self.total.nodes
    }
}

/// Where the bench-table snapshot of the chapter crate at `chapter_dir` lives.
pub fn snapshot_path(chapter_dir: &Path) -> PathBuf {
    chapter_dir.join("tests").join("snapshots").join("nodes__bench_table.snap")
}

/// The table of `current` on each suite position, with its change against `previous`
/// (the chapter before, as its snapshot records it) when there is one.
pub fn nodes_table(current: &SuiteReport, previous: Option<&RecordedTable>) -> String {
    let change_header = previous.map_or(String::new(), |p| format!(" vs {} |", p.chapter));
    let change_rule = if previous.is_some() { "---:|" } else { "" };
    let mut table = String::new();
    writeln!(
        table,
        "| Position | Depth | Nodes |{change_header} Score | Best move | First-move cutoffs |"
    )
    .unwrap();
    writeln!(table, "|---|---:|---:|{change_rule}---:|---|---:|").unwrap();
    for (index, row) in current.positions.iter().enumerate() {
        let change = previous.map_or(String::new(), |before| {
            format!(" {} |", percent_change(before.rows[index].nodes, row.stats.nodes))
        });
        writeln!(
            table,
            "| {} | {} | {} |{change} {} | {} | {} |",
            row.name,
            row.depth,
            thousands(row.stats.nodes),
            human_score(row.score),
            row.best_move,
            percent(row.stats.first_move_cutoff_rate()),
        )
        .unwrap();
    }
    let total = current.total();
    let change = previous.map_or(String::new(), |before| {
        format!(" **{}** |", percent_change(before.total_nodes(), total.nodes))
    });
    writeln!(
        table,
        "| **Total** | | **{}** |{change} | | **{}** |",
        thousands(total.nodes),
        percent(total.first_move_cutoff_rate()),
    )
    .unwrap();
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    const CH01: &str = "---\nsource: chapters/ch01-pick-move/tests/nodes.rs\n---\n\
        | Position | Depth | Nodes | vs ch00-baseline | Score | Best move | First-move cutoffs |\n\
        |---|---:|---:|---:|---:|---|---:|\n\
        | startpos | 6 | 278,648 | -87.8% | +0.00 | d2d4 | 36.8% |\n\
        | fine-70 | 12 | 1,069 | -99.9% | #3 | a1b1 | 45.3% |\n\
        | **Total** | | **279,717** | **-99.5%** | | | **41.4%** |\n";

    #[test]
    fn rows_and_total_are_read_by_the_header_names() {
        let table = RecordedTable::parse("ch01-pick-move", CH01).unwrap();
        assert_eq!(table.rows.len(), 2);
        assert_eq!(
            table.rows[1],
            RecordedRow { name: "fine-70".into(), depth: 12, nodes: 1_069, score: "#3".into() }
        );
        let total = RecordedTotal { nodes: 279_717, first_move_cutoffs: "41.4%".into() };
        assert_eq!(table.total, total);
    }

    #[test]
    fn a_table_without_a_column_or_a_total_says_which() {
        let without_scores = CH01.replace("| Score ", "| Eval ");
        assert_eq!(RecordedTable::parse("x", &without_scores).unwrap_err(), "no column Score");
        let without_total: String = CH01
            .lines()
            .filter(|line| !line.contains("Total**"))
            .map(|l| l.to_owned() + "\n")
            .collect();
        assert_eq!(RecordedTable::parse("x", &without_total).unwrap_err(), "no **Total** row");
    }

    #[test]
    fn every_chapter_snapshot_reads() {
        let chapters = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chapters");
        let dirs = std::fs::read_dir(&chapters).unwrap().map(|entry| entry.unwrap().path());
        for dir in dirs.filter(|dir| dir.join("Cargo.toml").is_file()) {
            let table = RecordedTable::read(&dir).unwrap();
            assert_eq!(table.rows.len(), ch00_baseline::suite::bench_suite().len());
            let sum: u64 = table.rows.iter().map(|row| row.nodes).sum();
            assert_eq!(sum, table.total_nodes(), "{}", dir.display());
        }
    }
}
