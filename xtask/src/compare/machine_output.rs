//! `--format csv` and `--format json`: every chapter's row for every position, for a
//! spreadsheet or a script. The Markdown tables of `--format text` sum a chapter up in
//! one row; these keep each position apart, so nothing is lost to the totals.

use anyhow::Result;
use clap::ValueEnum;
use serde::Serialize;

use super::ChapterResult;

/// How `compare` prints its results on stdout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The node table and the time table, as aligned columns.
    Text,
    /// The same tables in Markdown, to paste into a page or an issue.
    Markdown,
    /// One line per chapter and position, with a header line.
    Csv,
    /// An array of one object per chapter and position.
    Json,
}

/// One chapter's search of one position: the columns of both formats.
#[derive(Serialize)]
struct Record<'a> {
    chapter: &'a str,
    position: &'a str,
    depth: u32,
    nodes: u64,
    quiescence_nodes: u64,
    /// Centipawns from the side to move's view.
    score: i32,
    best_move: &'a str,
    beta_cutoffs: u64,
    first_move_cutoffs: u64,
    moves_per_cutoff: f64,
    branching_factor: Option<f64>,
    time_ms: f64,
    /// `false` when `--max-nodes` stopped the search short of its depth.
    finished: bool,
}

fn records(results: &[ChapterResult]) -> Vec<Record<'_>> {
    results
        .iter()
        .flat_map(|result| result.run.rows.iter().map(move |row| (result, row)))
        .map(|(result, row)| Record {
            chapter: &result.run.chapter.name,
            position: &row.name,
            depth: row.depth,
            nodes: row.nodes,
            quiescence_nodes: row.quiescence_nodes,
            score: row.score,
            best_move: &row.best_move,
            beta_cutoffs: row.beta_cutoffs,
            first_move_cutoffs: row.first_move_cutoffs,
            moves_per_cutoff: row.moves_per_cutoff,
            branching_factor: row.branching_factor,
            time_ms: row.milliseconds,
            finished: row.finished,
        })
        .collect()
}

/// The CSV text, header first; names with commas or quotes are quoted.
pub fn csv(results: &[ChapterResult]) -> Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for record in records(results) {
        writer.serialize(record)?;
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

/// The JSON text, pretty-printed.
pub fn json(results: &[ChapterResult]) -> Result<String> {
    Ok(serde_json::to_string_pretty(&records(results))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{result, row};

    fn results() -> Vec<ChapterResult> {
        vec![
            result("ch00-baseline", vec![row("a", 1_000), row("b, with a comma", 30)]),
            result("ch01-pick-move", vec![row("a", 500), row("b, with a comma", 20)]),
        ]
    }

    #[test]
    fn csv_has_a_header_and_a_line_per_chapter_and_position() {
        let text = csv(&results()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5);
        assert!(lines[0].starts_with("chapter,position,depth,nodes,quiescence_nodes,score,"));
        assert!(lines[0].ends_with(",branching_factor,time_ms,finished"), "{}", lines[0]);
        assert_eq!(
            lines[2],
            "ch00-baseline,\"b, with a comma\",4,30,0,0,e2e4,10,5,2.0,3.0,500.0,true"
        );
        assert!(lines[3].starts_with("ch01-pick-move,a,4,500,"));
    }
}
