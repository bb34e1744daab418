//! Where losing captures go, in nodes on the shallow suites: after every quiet move in
//! the main search (the chapter's), after the killers, in both searches, and in
//! quiescence only. Realistic depth, positions outside the suites and time:
//! `examples/see_realistic.rs`.

mod support;

use std::sync::OnceLock;

use ch00_baseline::sort_key::{SortScore, Stage};
use ch00_baseline::suite::SuitePosition;
use ch07_history::History;
use ch09_see::See;
use ordering_lab::comparison::{Column, comparison_table};
use ordering_lab::experiment_runs::{ExperimentRuns, cached_runs, summary_with_verdicts};
use ordering_lab::parallel::{job, measure};
use support::variants::{AfterKillers, BothSearches, QuiescenceOnly, after_killers_key};

const CHAPTER_8: usize = 0;
const CHAPTER: usize = 1;
const AFTER_KILLERS: usize = 2;
const BOTH_SEARCHES: usize = 3;
const QUIESCENCE_ONLY: usize = 4;

fn columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<History>("ch07", suite),
        job::<See>("ch09", suite),
        job::<AfterKillers>("after killers", suite),
        job::<BothSearches>("both searches", suite),
        job::<QuiescenceOnly>("quiescence only", suite),
    ])
}

fn runs() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<ExperimentRuns> = OnceLock::new();
    cached_runs(&RUNS, columns)
}

#[test]
fn placement_summary() {
    let pairs = [
        (CHAPTER_8, CHAPTER),
        (CHAPTER_8, AFTER_KILLERS),
        (CHAPTER, BOTH_SEARCHES),
        (CHAPTER, QUIESCENCE_ONLY),
    ];
    insta::assert_snapshot!("placement_summary", summary_with_verdicts(runs(), &pairs));
}

#[test]
fn placement_on_the_deep_suite() {
    insta::assert_snapshot!("placement_deep", comparison_table(&runs()[1]));
}

/// The after-killers placement really sits between the killers and every quiet move:
/// below the killers' keys (0 and -1).
#[test]
fn after_killers_is_between_killers_and_quiets() {
    for score in [10, 55, 119] {
        let key = after_killers_key(score);
        assert!(Stage::Killer.key(-1) > key);
        assert!(key > Stage::Quiet.key(SortScore::MAX));
    }
}
