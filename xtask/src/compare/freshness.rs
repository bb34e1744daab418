//! Is `book/src/generated/compare.md` still what the chapters' snapshots say?
//!
//! The snapshots are checked by every `cargo test`; the comparison is only rewritten when
//! someone runs `cargo xtask compare`. Reading the snapshots' **Total** rows costs no
//! search, so a test can compare the two on every run and name the stale figure.

use std::path::{Path, PathBuf};

use anyhow::Result;
use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::percent_change;
use chapter_kit::bench_table::{RecordedTable, RecordedTotal};

use super::node_table::{CHAPTER, FIRST_MOVE_CUTOFFS, NODES, VS_PREVIOUS, vs_baseline_header};
use super::page;
use crate::chapters::{self, Chapter};
use crate::markdown_table::ParsedTable;

/// The generated page of a suite.
pub fn compare_page(root: &Path, suite: SuiteChoice) -> PathBuf {
    root.join(page::BOOK_DIR).join(format!("{}.md", page::file_stem(suite)))
}

/// The node table of a generated page, if it lists exactly the chapters of the
/// workspace, in order; otherwise the reason it is stale.
fn chapter_table(path: &Path, chapters: &[Chapter]) -> Result<ParsedTable, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let table = ParsedTable::find(&text, CHAPTER)
        .ok_or_else(|| format!("{} has no table headed `{CHAPTER}`", path.display()))?;
    let listed: Vec<&str> = table.rows.iter().map(|row| chapter_name(&row[0])).collect();
    let expected: Vec<&str> = chapters.iter().map(|chapter| chapter.name.as_str()).collect();
    if listed != expected {
        return Err(format!("{} lists {listed:?}, the chapters are {expected:?}", path.display()));
    }
    Ok(table)
}

/// The generated pages of the other suites (outside, deep, fresh) that no longer list every
/// chapter. Their figures cannot be checked without searching, but a chapter added or
/// renamed since they were written shows.
pub fn outdated_chapter_lists(root: &Path) -> Result<Vec<String>> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    Ok([SuiteChoice::Outside, SuiteChoice::Deep, SuiteChoice::Fresh]
        .into_iter()
        .map(|suite| compare_page(root, suite))
        .filter(|path| path.exists())
        .filter_map(|path| chapter_table(&path, &chapters).err())
        .collect())
}

/// Every difference between the node table of the bench suite's page and the chapters'
/// snapshots; empty when the page is up to date. Chapters without a snapshot are left
/// to [`missing_snapshots`].
pub fn stale_figures(root: &Path) -> Result<Vec<String>> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    let table = match chapter_table(&compare_page(root, SuiteChoice::Bench), &chapters) {
        Ok(table) => table,
        Err(problem) => return Ok(vec![problem]),
    };
    let totals: Vec<Option<RecordedTotal>> = chapters
        .iter()
        .map(|chapter| {
            Some(RecordedTable::read(&root.join("chapters").join(&chapter.name)).ok()?.total)
        })
        .collect();
    let mut stale = Vec::new();
    let baseline = chapters.first().map(Chapter::tag).unwrap_or("ch00");
    let baseline_header = vs_baseline_header(baseline);
    for (index, (chapter, row)) in chapters.iter().zip(&table.rows).enumerate() {
        let Some(mine) = &totals[index] else {
            continue;
        };
        // The first chapter compares with nothing; a change from a chapter without a
        // snapshot cannot be checked (the missing snapshot is reported on its own).
        let change = |before: Option<usize>| match before {
            None => Some(String::new()),
            Some(before) => {
                totals[before].as_ref().map(|before| percent_change(before.nodes, mine.nodes))
            }
        };
        let expected_cells = [
            (NODES, Some(ch00_baseline::report::thousands(mine.nodes))),
            (FIRST_MOVE_CUTOFFS, Some(mine.first_move_cutoffs.clone())),
            (VS_PREVIOUS, change(index.checked_sub(1))),
            (baseline_header.as_str(), change((index > 0).then_some(0))),
        ];
        let checkable = expected_cells.into_iter().filter_map(|(h, cell)| Some((h, cell?)));
        for (header, expected) in checkable {
            let found = table.cell(row, header);
            if found != Some(expected.as_str()) {
                stale.push(format!(
                    "{}: `{header}` is {found:?} in compare.md, the snapshots give {expected:?}",
                    chapter.name
                ));
            }
        }
    }
    Ok(stale)
}

/// The chapters whose crate has no readable bench-table snapshot with a **Total** row.
pub fn missing_snapshots(root: &Path) -> Result<Vec<String>> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    Ok(chapters
        .iter()
        .filter_map(|chapter| RecordedTable::read(&root.join("chapters").join(&chapter.name)).err())
        .collect())
}

/// `ch02-mvv-lva` from a cell that may link it: `[ch02-mvv-lva](ch02-mvv-lva.md)`.
fn chapter_name(cell: &str) -> &str {
    cell.strip_prefix('[').and_then(|rest| rest.split_once(']')).map_or(cell, |(name, _)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace;
    use chapter_kit::bench_table::snapshot_path;

    /// Fails with every problem found, under the advice that fixes them.
    fn assert_no_problems(problems: Vec<String>, advice: &str) {
        assert!(problems.is_empty(), "{advice}\n{}", problems.join("\n"));
    }

    /// The Results page shows what the tests checked: the comparison was regenerated
    /// after the last change to any chapter's node counts.
    #[test]
    fn the_comparison_matches_the_snapshots() {
        assert_no_problems(
            stale_figures(workspace::root()).unwrap(),
            "book/src/generated/compare.md is stale; run `cargo xtask regenerate`:",
        );
    }

    /// Every chapter's figures reach the book through its snapshot.
    #[test]
    fn every_chapter_has_a_bench_table_snapshot() {
        assert_no_problems(
            missing_snapshots(workspace::root()).unwrap(),
            "run `cargo test --release -p <chapter>` and review the new snapshot:",
        );
    }

    /// The other suites' pages are rewritten by hand-run commands only; they must at
    /// least cover every chapter.
    #[test]
    fn the_other_comparisons_list_every_chapter() {
        assert_no_problems(
            outdated_chapter_lists(workspace::root()).unwrap(),
            "run `cargo xtask regenerate`:",
        );
    }

    #[test]
    fn linked_and_plain_chapter_names_read_the_same() {
        assert_eq!(chapter_name("[ch02-mvv-lva](ch02-mvv-lva.md)"), "ch02-mvv-lva");
        assert_eq!(chapter_name("ch02-mvv-lva"), "ch02-mvv-lva");
    }

    /// A workspace in a temporary directory with two chapters' snapshots and a page.
    fn workspace_with(page: &str) -> tempfile::TempDir {
        let root = tempfile::tempdir().unwrap();
        for (name, total) in [("ch00-baseline", "**1,000**"), ("ch01-pick-move", "**400**")] {
            let dir = root.path().join("chapters").join(name);
            std::fs::create_dir_all(snapshot_path(&dir).parent().unwrap()).unwrap();
            let snapshot = format!(
                "---\nsource: x\n---\n\
                 | Position | Depth | Nodes | Score | Best move | First-move cutoffs |\n\
                 | **Total** | | {total} | | | **50.0%** |\n"
            );
            std::fs::write(snapshot_path(&dir), snapshot).unwrap();
        }
        std::fs::create_dir_all(root.path().join("book/src/generated")).unwrap();
        std::fs::write(compare_page(root.path(), SuiteChoice::Bench), page).unwrap();
        root
    }

    const TABLE_HEAD: &str = "| Chapter | Nodes | vs previous | vs ch00 | First-move cutoffs |\n\
                              | --- | --: | --: | --: | --: |\n";

    #[test]
    fn a_page_that_agrees_with_the_snapshots_is_fresh() {
        let page = format!(
            "Intro.\n\n{TABLE_HEAD}| [ch00-baseline](ch00-baseline.md) | 1,000 | | | 50.0% |\n\
             | [ch01-pick-move](ch01-pick-move.md) | 400 | -60.0% | -60.0% | 50.0% |\n"
        );
        let root = workspace_with(&page);
        assert_eq!(stale_figures(root.path()).unwrap(), Vec::<String>::new());
        assert_eq!(missing_snapshots(root.path()).unwrap(), Vec::<String>::new());
    }

    #[test]
    fn a_changed_count_is_named() {
        let page = format!(
            "{TABLE_HEAD}| ch00-baseline | 1,000 | | | 50.0% |\n\
             | ch01-pick-move | 500 | -50.0% | -50.0% | 50.0% |\n"
        );
        let stale = stale_figures(workspace_with(&page).path()).unwrap();
        assert_eq!(stale.len(), 3, "{stale:?}");
        assert!(stale[0].starts_with("ch01-pick-move: `Nodes` is Some(\"500\")"), "{stale:?}");
    }

    #[test]
    fn a_new_chapter_makes_the_page_stale() {
        let page = format!("{TABLE_HEAD}| ch00-baseline | 1,000 | | | 50.0% |\n");
        let root = workspace_with(&page);
        let stale = stale_figures(root.path()).unwrap();
        assert_eq!(stale.len(), 1);
        assert!(stale[0].contains("ch01-pick-move"), "{stale:?}");
        assert!(outdated_chapter_lists(root.path()).unwrap().is_empty(), "none written");
        let deep = compare_page(root.path(), SuiteChoice::Deep);
        std::fs::write(&deep, page).unwrap();
        assert_eq!(outdated_chapter_lists(root.path()).unwrap().len(), 1);
    }
}
