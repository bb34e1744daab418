//! What each of the chapter's tables is worth, in nodes, on the shallow suites: the bench
//! suite, the same two plies deeper and the outside positions. Realistic depths and time:
//! `examples/realistic_tables.rs`.

mod support;

use std::sync::OnceLock;

use ch00_baseline::suite::SuitePosition;
use ch07_history::History;
use ordering_lab::comparison::{
    Column, assert_same_root_scores, comparison_table, experiment_suites, verdict_line,
};
use ordering_lab::parallel::{job, measure};
use ordering_lab::summary::summary_table;
use support::variants::{
    BothPlies, BothPliesNoMalus, CountermoveAlone, Everything, EverythingNoMalus, OnePly, TwoPly,
};

const SUITE_NAMES: [&str; 3] = ["bench", "deep", "outside"];

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
    static RUNS: OnceLock<Vec<Vec<Column>>> = OnceLock::new();
    RUNS.get_or_init(|| {
        experiment_suites()
            .iter()
            .map(|(_, suite)| {
                let columns = columns(suite);
                assert_same_root_scores(&columns[0], &columns);
                columns
            })
            .collect()
    })
}

#[test]
fn tables_summary() {
    let runs = runs();
    let mut text = summary_table(&SUITE_NAMES, runs);
    for (name, columns) in SUITE_NAMES.iter().zip(runs) {
        text += &format!("\n{name}:\n\n");
        for column in &columns[1..] {
            text += &verdict_line(&columns[0], column);
        }
    }
    insta::assert_snapshot!("tables_summary", text);
}

#[test]
fn tables_on_the_deep_suite() {
    insta::assert_snapshot!("tables_deep", comparison_table(&runs()[1]));
}
