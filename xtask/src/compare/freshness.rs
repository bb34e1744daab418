//! The suites' pages (`compare.md`, `compare-outside.md`, ...) record no behaviour line:
//! the bench suite's node column is the sum of the chapters' own snapshots, so it is read
//! back and compared with them, at no cost of search; every suite's page must list the
//! workspace's chapters. [`crate::freshness`] names what differs with every other stale page.

use std::path::Path;

use anyhow::{Context, Result};
use behaviour_fingerprint::GENERATED;
use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::thousands;
use chapter_kit::bench_table::RecordedTable;

use super::node_table::{CHAPTER, FIRST_MOVE_CUTOFFS, NODES};
use super::page::file_stem;
use crate::chapters;
use crate::markdown_table::ParsedTable;

/// Every difference, as `book/src/generated/NAME: what differs`; empty when all agree.
pub fn stale_suite_pages(root: &Path) -> Result<Vec<String>> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    let expected: Vec<&str> = chapters.iter().map(|chapter| chapter.name.as_str()).collect();
    let mut stale = Vec::new();
    for suite in [SuiteChoice::Bench, SuiteChoice::Outside, SuiteChoice::Deep, SuiteChoice::Fresh] {
        let name = format!("{GENERATED}/{}.md", file_stem(suite));
        let Ok(text) = std::fs::read_to_string(root.join(&name)) else {
            continue;
        };
        let table = ParsedTable::find(&text, CHAPTER)
            .with_context(|| format!("{name} has no table headed `{CHAPTER}`"))?;
        // `[ch02-mvv-lva](ch02-mvv-lva.md)`: the book's table links each chapter.
        let listed: Vec<&str> = table.rows.iter().map(|row| link_text(&row[0])).collect();
        if listed != expected {
            stale.push(format!("{name}: lists {listed:?}, the chapters are {expected:?}"));
        } else if suite == SuiteChoice::Bench {
            for (chapter, row) in expected.iter().zip(&table.rows) {
                let snapshot = RecordedTable::read(&root.join("chapters").join(chapter));
                let total = match snapshot {
                    Ok(table) => table.total,
                    Err(problem) => {
                        stale.push(format!("{name}: {problem}"));
                        continue;
                    }
                };
                let cells = [
                    (NODES, thousands(total.nodes)),
                    (FIRST_MOVE_CUTOFFS, total.first_move_cutoffs),
                ];
                for (header, snapshot) in cells {
                    let page = table.cell(row, header).unwrap_or_default();
                    if page != snapshot {
                        stale.push(format!(
                            "{name}: {chapter}'s `{header}` is {page}, its snapshot says {snapshot}"
                        ));
                    }
                }
            }
        }
    }
    Ok(stale)
}

/// `ch02-mvv-lva` from `[ch02-mvv-lva](ch02-mvv-lva.md)`; a plain cell as it is.
fn link_text(cell: &str) -> &str {
    cell.strip_prefix('[').and_then(|rest| rest.split_once(']')).map_or(cell, |(name, _)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chapter_kit::bench_table::snapshot_path;

    /// A changed count and a page that misses a chapter are named; an agreeing page is not.
    #[test]
    fn a_page_that_differs_from_the_snapshots_is_named() {
        let root = tempfile::tempdir().unwrap();
        for (name, total) in [("ch00-baseline", "**1,000**"), ("ch01-pick-move", "**400**")] {
            let path = snapshot_path(&root.path().join("chapters").join(name));
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            let snapshot = format!(
                "---\nsource: x\n---\n\
                 | Position | Depth | Nodes | Score | Best move | First-move cutoffs |\n\
                 | **Total** | | {total} | | | **50.0%** |\n"
            );
            std::fs::write(path, snapshot).unwrap();
        }
        std::fs::create_dir_all(root.path().join(GENERATED)).unwrap();
        let head = "| Chapter | Nodes | First-move cutoffs |\n| --- | --: | --: |\n";
        let ch00 = "| [ch00-baseline](ch00-baseline.md) | 1,000 | 50.0% |\n";
        let write = |file: &str, rows: &str| {
            std::fs::write(root.path().join(GENERATED).join(file), format!("{head}{rows}")).unwrap()
        };
        write("compare.md", &format!("{ch00}| ch01-pick-move | 400 | 50.0% |\n"));
        assert_eq!(stale_suite_pages(root.path()).unwrap(), Vec::<String>::new());
        write("compare.md", &format!("{ch00}| ch01-pick-move | 500 | 50.0% |\n"));
        write("compare-deep.md", ch00);
        let stale = stale_suite_pages(root.path()).unwrap();
        assert_eq!(stale.len(), 2, "{stale:?}");
        assert!(stale[0].ends_with("ch01-pick-move's `Nodes` is 500, its snapshot says 400"));
        assert!(stale[1].starts_with(&format!("{GENERATED}/compare-deep.md: lists")));
    }
}
