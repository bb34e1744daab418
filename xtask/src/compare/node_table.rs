//! The stage-by-stage table: what every chapter's ordering does to the search, in
//! figures that depend only on the code and the positions, never on the machine; and
//! apart from it, the table of times the terminal shows, which changes from run to run.

use ch00_baseline::report::{percent, percent_change, thousands};

use super::ChapterResult;
use crate::markdown_table::{Align, MarkdownTable};

pub const CHAPTER: &str = "Chapter";
pub const NODES: &str = "Nodes";
/// The change against the chapter each builds on, when that chapter is in the table.
pub const VS_BASE: &str = "vs the chapter it builds on";
pub const FIRST_MOVE_CUTOFFS: &str = "First-move cutoffs";

/// Who reads the table. The book's page links each chapter to its own page, and has no
/// perft column: a page is only written when every chapter's perft was right, which its
/// text says once. The terminal shows the perft of each chapter, right or wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    Book,
    Terminal,
}

/// The table, one row per chapter in chapter order.
pub fn render(results: &[ChapterResult], audience: Audience) -> String {
    let baseline = results.iter().find(|result| result.summary.is_some());
    // Every chapter against the first that finished the suite (chapter 0 on the bench suite).
    let baseline_header = format!("vs {}", baseline.map_or("ch00", |r| r.run.chapter.tag()));
    let mut columns = vec![
        (CHAPTER, Align::Left),
        (NODES, Align::Right),
        (VS_BASE, Align::Right),
        (&baseline_header, Align::Right),
        (FIRST_MOVE_CUTOFFS, Align::Right),
        ("Moves per cutoff", Align::Right),
        ("Branching factor", Align::Right),
    ];
    if audience == Audience::Terminal {
        columns.push(("Perft", Align::Left));
    }
    let mut table = MarkdownTable::new(&columns);
    for result in results {
        let base = result.run.chapter.builds_on();
        let base = base.and_then(|base| results.iter().find(|other| other.run.chapter == base));
        let name = &result.run.chapter.name;
        let chapter = match audience {
            Audience::Book => format!("[{name}]({name}.md)"),
            Audience::Terminal => name.clone(),
        };
        let change_from = |before: Option<&ChapterResult>| -> String {
            let before = before.filter(|before| before.run.chapter != result.run.chapter);
            match (before.and_then(|b| b.summary.as_ref()), &result.summary) {
                (Some(before), Some(after)) => percent_change(before.nodes, after.nodes),
                _ => String::new(),
            }
        };
        let mut cells = match (&result.summary, result.run.unfinished()) {
            (Some(summary), _) => vec![
                chapter,
                thousands(summary.nodes),
                change_from(base),
                change_from(baseline),
                percent(summary.first_move_cutoff_rate),
                format!("{:.2}", summary.moves_per_cutoff),
                format!("{:.2}", summary.branching_factor),
            ],
            (None, stopped) => {
                let position = stopped.map_or("?", |row| row.name.as_str());
                let nodes = stopped.map_or(0, |row| row.nodes);
                let note = format!("stopped on {position} after {}", thousands(nodes));
                let mut cells = vec![chapter, note];
                cells.resize(7, String::new()); // no totals to compare or rate
                cells
            }
        };
        if audience == Audience::Terminal {
            cells.push(result.perft.clone());
        }
        table.push(cells);
    }
    table.render()
}

/// One row per chapter that finished the suite: search time and nodes per second.
pub fn times(results: &[ChapterResult]) -> String {
    let mut table = MarkdownTable::new(&[
        (CHAPTER, Align::Left),
        ("Search time", Align::Right),
        ("Nodes per second", Align::Right),
    ]);
    for result in results {
        if let Some(summary) = &result.summary {
            table.push(vec![
                result.run.chapter.name.clone(),
                format!("{:.2} s", summary.milliseconds / 1000.0),
                thousands(summary.nodes_per_second()),
            ]);
        }
    }
    table.render()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{result, row, stopped};
    use crate::markdown_table::ParsedTable;

    #[test]
    fn changes_are_against_the_chapter_built_on_and_the_first() {
        let results = [
            result("ch00-baseline", vec![row("a", 1_000)]),
            result("ch01-pick-move", vec![row("a", 500)]),
            result("ch02-mvv-lva", vec![row("a", 100)]),
        ];
        let text = render(&results, Audience::Book);
        let table = ParsedTable::find(&text, CHAPTER).unwrap();
        let last = &table.rows[2];
        assert_eq!(last[0], "[ch02-mvv-lva](ch02-mvv-lva.md)");
        assert_eq!(table.cell(last, NODES), Some("100"));
        assert_eq!(table.cell(last, VS_BASE), Some("-80.0%"));
        assert_eq!(table.cell(last, "vs ch00"), Some("-90.0%"));
        assert_eq!(table.cell(last, FIRST_MOVE_CUTOFFS), Some("50.0%"));
        assert_eq!(table.cell(&table.rows[0], VS_BASE), Some(""));
    }

    /// Chapter 7 builds on chapter 5, not on chapter 6 before it.
    #[test]
    fn a_chapter_after_a_side_branch_compares_with_the_chapter_it_builds_on() {
        let results = [
            result("ch05-tie-breaking", vec![row("a", 1_000)]),
            result("ch06-micro-max", vec![row("a", 5_000)]),
            result("ch07-history", vec![row("a", 900)]),
        ];
        let table = ParsedTable::find(&render(&results, Audience::Book), CHAPTER).unwrap();
        assert_eq!(table.cell(&table.rows[1], VS_BASE), Some("+400.0%"));
        assert_eq!(table.cell(&table.rows[2], VS_BASE), Some("-10.0%"));
    }

    #[test]
    fn a_stopped_chapter_says_where_and_the_next_compares_with_the_first_finished() {
        let results = [
            result("ch00-baseline", vec![stopped("deep-one", 200)]),
            result("ch02-mvv-lva", vec![row("deep-one", 100)]),
            result("ch03-killers", vec![row("deep-one", 50)]),
        ];
        let text = render(&results, Audience::Terminal);
        let table = ParsedTable::find(&text, CHAPTER).unwrap();
        assert_eq!(table.cell(&table.rows[0], NODES), Some("stopped on deep-one after 200"));
        assert_eq!(table.cell(&table.rows[1], VS_BASE), Some(""));
        assert_eq!(table.cell(&table.rows[2], "vs ch02"), Some("-50.0%"));
        assert_eq!(table.cell(&table.rows[2], "Perft"), Some("ok"));
    }
}
