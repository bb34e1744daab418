//! Made-up chapter runs for the comparison's unit tests.

use super::ChapterResult;
use super::bench_row::BenchRow;
use super::chapter_run::ChapterRun;
use super::summary::Summary;
use super::time_to_depth::Timing;
use crate::chapters::Chapter;

/// A finished position with `nodes` nodes and every other figure at a plain default
/// (10 cutoffs, 5 of them by the first move, 2 moves per cutoff, half a second).
pub fn row(name: &str, nodes: u64) -> BenchRow {
    BenchRow {
        name: name.into(),
        depth: 4,
        nodes,
        quiescence_nodes: 0,
        score: 0,
        best_move: "e2e4".into(),
        beta_cutoffs: 10,
        first_move_cutoffs: 5,
        moves_per_cutoff: 2.0,
        branching_factor: Some(3.0),
        milliseconds: 500.0,
        finished: true,
        cutoffs_by_stage: Default::default(),
        cutoff_move_index: Default::default(),
    }
}

/// A position the node limit stopped after `nodes` nodes.
pub fn stopped(name: &str, nodes: u64) -> BenchRow {
    BenchRow { finished: false, ..row(name, nodes) }
}

pub fn run(chapter: &str, rows: Vec<BenchRow>) -> ChapterRun {
    ChapterRun { chapter: Chapter::from_dir_name(chapter).expect("a chapter name"), rows }
}

/// A chapter's result with a passing perft and the summary of `rows`.
pub fn result(chapter: &str, rows: Vec<BenchRow>) -> ChapterResult {
    let run = run(chapter, rows);
    ChapterResult { summary: Summary::of(&run), run, perft: "ok".into() }
}

/// A chapter's time of the whole suite in each round; `None` for a round the node limit
/// stopped.
pub fn timing(chapter: &str, seconds: &[Option<f64>]) -> Timing {
    Timing { chapter: chapter.into(), shallower: 0, seconds: seconds.to_vec() }
}
