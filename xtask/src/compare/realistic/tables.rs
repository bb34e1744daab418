//! The realistic suite's tables: the headline (nodes, cutoffs, the change from the
//! chapter each builds on, at a depth both reach), then where the cutoffs come from. No time:
//! that is measured apart, over rounds ([`crate::compare::time_page`]).

use ch00_baseline::cli::index_column;
use ch00_baseline::report::{percent, thousands};
use ch00_baseline::search::CUTOFF_INDEX_BUCKETS;
use ch00_baseline::sort_key::Stage;

use super::ChapterRows;
use super::pair::as_change;
use super::plan::depth_label;
use crate::markdown_table::{Align, MarkdownTable};

pub const CHAPTER: &str = "Chapter";

/// One row per chapter at its own depth; the change from the chapter it builds on, at
/// the shallower of their depths, as a total and as a geometric mean over positions.
pub fn headline(chapters: &[ChapterRows]) -> String {
    let mut table = MarkdownTable::new(&[
        (CHAPTER, Align::Left),
        ("Depth", Align::Left),
        ("Nodes", Align::Right),
        ("First-move cutoffs", Align::Right),
        ("Quiescence nodes", Align::Right),
        ("Builds on", Align::Left),
        ("compared at", Align::Left),
        ("total", Align::Right),
        ("geo. mean", Align::Right),
    ]);
    for rows in chapters {
        let mut cells = vec![rows.own.chapter.name.clone(), depth_label(rows.shallower)];
        match &rows.summary {
            Some(summary) => cells.extend([
                thousands(summary.nodes),
                percent(summary.first_move_cutoff_rate),
                percent(ratio(rows.quiescence_nodes(), summary.nodes)),
            ]),
            None => {
                let stopped = rows.own.unfinished().map_or("?", |row| row.name.as_str());
                cells.push(format!("stopped on {stopped} (--max-nodes)"));
                cells.extend(std::iter::repeat_n(String::new(), 2));
            }
        }
        if let Some(pair) = &rows.pair {
            cells.push(pair.base.chapter.tag().to_owned());
            cells.push(depth_label(pair.shallower));
            match pair.ratios() {
                Some(ratios) => {
                    cells.push(as_change(ratios.total));
                    cells.push(as_change(ratios.geometric_mean));
                }
                None => cells.push("no position both finished".to_owned()),
            }
        }
        table.push(cells);
    }
    table.render()
}

/// Main-search cutoffs by the stage of the move that made them, as shares of all
/// main-search cutoffs (which source of ordering found the refutations), and their count.
pub fn cutoffs_by_stage(chapters: &[ChapterRows]) -> String {
    let names = Stage::ALL.map(|stage| stage_name(stage).to_owned());
    shares(chapters, &names, Some("Cutoffs"), ChapterRows::stage_counts)
}

/// Main-search cutoffs by the position of the cutoff move in the node's order.
pub fn cutoff_move_index(chapters: &[ChapterRows]) -> String {
    let headers: Vec<String> = (0..CUTOFF_INDEX_BUCKETS).map(index_header).collect();
    shares(chapters, &headers, None, ChapterRows::index_counts)
}

/// A row per chapter that finished: each of `counts` as a share of their sum, headed
/// `headers`, then the sum under `total` if given.
fn shares(
    chapters: &[ChapterRows],
    headers: &[String],
    total: Option<&str>,
    counts: fn(&ChapterRows) -> Vec<u64>,
) -> String {
    let mut columns = vec![(CHAPTER, Align::Left), ("Depth", Align::Left)];
    columns.extend(headers.iter().map(|header| (header.as_str(), Align::Right)));
    columns.extend(total.map(|header| (header, Align::Right)));
    let mut table = MarkdownTable::new(&columns);
    for rows in chapters.iter().filter(|rows| rows.summary.is_some()) {
        let counts = counts(rows);
        let sum: u64 = counts.iter().sum();
        let mut cells = vec![rows.own.chapter.name.clone(), depth_label(rows.shallower)];
        cells.extend(counts.iter().map(|count| share(*count, sum)));
        cells.extend(total.map(|_| thousands(sum)));
        table.push(cells);
    }
    table.render()
}

/// `Move 1`, ..., `Move 8+` from the engine's column names.
pub(super) fn index_header(index: usize) -> String {
    let column = index_column(index);
    let number = column.trim_start_matches("cutoffs_at_move_");
    match number.strip_suffix("_on") {
        Some(first) => format!("Move {first}+"),
        None => format!("Move {number}"),
    }
}

pub(super) fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::TableMove => "Table move",
        Stage::GoodCapture => "Good capture",
        Stage::Killer => "Killer",
        Stage::Quiet => "Quiet",
        Stage::BadCapture => "Bad capture",
    }
}

fn share(count: u64, total: u64) -> String {
    if count == 0 { "·".to_owned() } else { percent(ratio(count, total)) }
}

fn ratio(part: u64, whole: u64) -> f64 {
    if whole == 0 { 0.0 } else { part as f64 / whole as f64 }
}
