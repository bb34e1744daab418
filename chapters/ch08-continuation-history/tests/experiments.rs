//! What each of the chapter's tables is worth, in nodes, on the shallow suites: the bench
//! suite, the same two plies deeper and the outside positions. Realistic depths and time:
//! `examples/realistic_tables.rs`.

mod variants;

use std::sync::OnceLock;

use ch00_baseline::suite::SuitePosition;
use ch07_history::History;
use ordering_lab::comparison::{Column, comparison_table};
use ordering_lab::experiment_runs::{
    ExperimentRuns, cached_runs, each_against_first, summary_with_verdicts,
};
use ordering_lab::parallel::{job, measure};
use variants::choices::{
    BothPlies, BothPliesNoMalus, CountermoveAlone, Everything, EverythingNoMalus, OnePly, TwoPly,
};

fn columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<History>("ch07", suite),
        job::<CountermoveAlone>("countermove", suite),
        job::<OnePly>("1 ply", suite),
        job::<TwoPly>("2 plies", suite),
        job::<BothPlies>("1+2 plies", suite),
        job::<BothPliesNoMalus>("1+2 plies, no malus", suite),
        job::<Everything>("countermove, 1+2 plies", suite),
        job::<EverythingNoMalus>("countermove, 1+2 plies, no malus", suite),
    ])
}

fn runs() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<ExperimentRuns> = OnceLock::new();
    cached_runs(&RUNS, columns)
}

#[test]
fn tables_summary() {
    let runs = runs();
    insta::assert_snapshot!(
        "tables_summary",
        summary_with_verdicts(runs, &each_against_first(runs))
    );
}

#[test]
fn tables_on_the_deep_suite() {
    insta::assert_snapshot!("tables_deep", comparison_table(&runs()[1]));
}
