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

/// A chapter's bench table as its committed snapshot holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedTable {
    /// The chapter's name, which is also its folder under `chapters/`.
    pub chapter: String,
    pub rows: Vec<RecordedRow>,
}

impl RecordedTable {
    /// Reads the snapshot of `chapter` (a folder under `chapters_dir`).
    pub fn read(chapters_dir: &Path, chapter: &str) -> Result<Self, String> {
        let path = snapshot_path(chapters_dir, chapter);
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        let rows = parse_rows(&text).map_err(|error| format!("{}: {error}", path.display()))?;
        Ok(Self { chapter: chapter.to_owned(), rows })
    }

    pub fn total_nodes(&self) -> u64 {
        self.rows.iter().map(|row| row.nodes).sum()
    }
}

/// Where the bench-table snapshot of `chapter` lives.
pub fn snapshot_path(chapters_dir: &Path, chapter: &str) -> PathBuf {
    chapters_dir.join(chapter).join("tests").join("snapshots").join("nodes__bench_table.snap")
}

/// The position rows of a snapshot's table, found by its header's column names (chapter
/// 0's table has no column of change); the **Total** row is left out.
fn parse_rows(text: &str) -> Result<Vec<RecordedRow>, String> {
    let mut rows = text.lines().filter_map(cells);
    let header = rows.next().ok_or("no table")?;
    let column = |name: &str| {
        header.iter().position(|cell| *cell == name).ok_or(format!("no column {name}"))
    };
    let (name, depth, nodes, score) =
        (column("Position")?, column("Depth")?, column("Nodes")?, column("Score")?);
    rows.filter(|cells| !cells[0].starts_with("---") && cells[0] != "**Total**")
        .map(|cells| {
            let cell = |index: usize| cells.get(index).copied().ok_or("a short row");
            Ok(RecordedRow {
                name: cell(name)?.to_owned(),
                depth: cell(depth)?.parse().map_err(|_| "a depth that is not a number")?,
                nodes: cell(nodes)?
                    .replace(',', "")
                    .parse()
                    .map_err(|_| "a node count that is not a number")?,
                score: cell(score)?.to_owned(),
            })
        })
        .collect()
}

/// The trimmed cells of a Markdown table row, `None` for any other line.
fn cells(line: &str) -> Option<Vec<&str>> {
    let inner = line.trim().strip_prefix('|')?.strip_suffix('|')?;
    Some(inner.split('|').map(str::trim).collect())
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
    fn rows_are_read_by_the_header_names() {
        let rows = parse_rows(CH01).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(
            rows[1],
            RecordedRow { name: "fine-70".into(), depth: 12, nodes: 1_069, score: "#3".into() }
        );
    }

    #[test]
    fn a_table_without_a_column_says_which() {
        let without_scores = CH01.replace("| Score ", "| Eval ");
        assert_eq!(parse_rows(&without_scores).unwrap_err(), "no column Score");
    }

    #[test]
    fn every_chapter_snapshot_reads() {
        let chapters = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chapters");
        let table = RecordedTable::read(&chapters, "ch00-baseline").unwrap();
        assert_eq!(table.rows.len(), ch00_baseline::suite::bench_suite().len());
    }
}
