//! The **Total** row of a chapter's node-count snapshot
//! (`tests/snapshots/nodes__bench_table.snap`, written by `chapter_tests!`): the
//! figures the tests checked, read without searching anything.

use std::path::{Path, PathBuf};

use crate::markdown_table::parse_row;
use crate::snapshot;

/// Where a chapter crate's bench-table snapshot lives.
pub fn snapshot_path(chapter_dir: &Path) -> PathBuf {
    chapter_dir.join("tests").join("snapshots").join("nodes__bench_table.snap")
}

/// The suite totals a snapshot holds, as the table writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotTotals {
    pub nodes: u64,
    /// As written: `41.4%`.
    pub first_move_cutoffs: String,
}

/// Reads the totals of the snapshot of the chapter crate at `chapter_dir`; `Err` says
/// what is missing.
pub fn read(chapter_dir: &Path) -> Result<SnapshotTotals, String> {
    let path = snapshot_path(chapter_dir);
    let file = std::fs::read_to_string(&path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    parse(&file).ok_or_else(|| format!("{} has no **Total** row", path.display()))
}

/// The totals of a snapshot's text. The row is `| **Total** | | **nodes** | ... | **rate** |`:
/// nodes in the third cell, the first-move cutoff rate in the last, whatever lies between
/// (chapter 0's table has no column of change).
fn parse(file: &str) -> Option<SnapshotTotals> {
    let body = snapshot::body(file)?;
    let cells =
        body.lines().filter_map(parse_row).find(|cells| cells.first() == Some(&"**Total**"))?;
    let unbold = |cell: &str| cell.trim_matches('*').to_owned();
    let nodes = unbold(cells.get(2)?).replace(',', "").parse().ok()?;
    Some(SnapshotTotals { nodes, first_move_cutoffs: unbold(cells.last()?) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CH00: &str = "---\nsource: chapters/ch00-baseline/tests/nodes.rs\n---\n\
        | Position | Depth | Nodes | Score | Best move | First-move cutoffs |\n\
        |---|---:|---:|---:|---|---:|\n\
        | startpos | 6 | 2,278,648 | +0.00 | d2d4 | 36.8% |\n\
        | **Total** | | **52,591,518** | | | **41.4%** |\n";

    #[test]
    fn totals_are_read_from_the_total_row() {
        let totals = parse(CH00).unwrap();
        assert_eq!(totals.nodes, 52_591_518);
        assert_eq!(totals.first_move_cutoffs, "41.4%");
    }

    #[test]
    fn a_change_column_does_not_move_the_totals() {
        let snapshot = "---\nsource: x\n---\n| Position | Depth | Nodes | vs ch00-baseline | Score |\n\
            | **Total** | | **1,000** | **-50.0%** | | | **90.0%** |\n";
        let totals = parse(snapshot).unwrap();
        assert_eq!((totals.nodes, totals.first_move_cutoffs.as_str()), (1_000, "90.0%"));
    }

    #[test]
    fn a_snapshot_without_total_has_none() {
        assert_eq!(parse("---\nsource: x\n---\n| Position | Nodes |\n"), None);
        assert_eq!(parse("| **Total** | | **1** | **2%** |\n"), None);
    }
}
