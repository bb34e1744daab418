//! Where losing captures go, in nodes on the shallow suites: after every quiet move (the
//! chapter's), after the killers, and in one of the two searches only. Realistic depth,
//! positions outside the suites and time: `examples/see_realistic.rs`.

mod support;

use std::sync::OnceLock;

use ch00_baseline::sort_key::{SortKey, Stage};
use ch08_continuation_history::ContinuationHistory;
use ch09_see::{Placement, See};
use ordering_lab::comparison::{
    Column, assert_same_root_scores, comparison_table, experiment_suites, verdict_line,
};
use ordering_lab::parallel::{job, measure};
use ordering_lab::summary::summary_table;
use support::variants::{AfterKillers, AfterKillersPlacement, MainSearchOnly, QuiescenceOnly};

const SUITE_NAMES: [&str; 3] = ["bench", "deep", "outside"];

const CHAPTER_8: usize = 0;
const CHAPTER: usize = 1;
const AFTER_KILLERS: usize = 2;
const MAIN_ONLY: usize = 3;
const QUIESCENCE_ONLY: usize = 4;

fn runs() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<Vec<Vec<Column>>> = OnceLock::new();
    RUNS.get_or_init(|| {
        experiment_suites()
            .iter()
            .map(|(_, suite)| {
                let columns = measure(vec![
                    job::<ContinuationHistory>("ch08", suite),
                    job::<See>("ch09: after quiets", suite),
                    job::<AfterKillers>("after killers", suite),
                    job::<MainSearchOnly>("main search only", suite),
                    job::<QuiescenceOnly>("quiescence only", suite),
                ]);
                assert_same_root_scores(&columns[CHAPTER_8], &columns);
                columns
            })
            .collect()
    })
}

#[test]
fn placement_summary() {
    let runs = runs();
    let mut text = summary_table(&SUITE_NAMES, runs);
    for (name, columns) in SUITE_NAMES.iter().zip(runs) {
        text += &format!("\n{name}:\n\n");
        for (before, after) in [
            (CHAPTER_8, CHAPTER),
            (CHAPTER_8, AFTER_KILLERS),
            (CHAPTER, MAIN_ONLY),
            (CHAPTER, QUIESCENCE_ONLY),
        ] {
            text += &verdict_line(&columns[before], &columns[after]);
        }
    }
    insta::assert_snapshot!("placement_summary", text);
}

#[test]
fn placement_on_the_deep_suite() {
    insta::assert_snapshot!("placement_deep", comparison_table(&runs()[1]));
}

/// The after-killers placement really sits between the killers and every quiet move,
/// after a countermove.
#[test]
fn after_killers_is_between_killers_and_quiets() {
    for score in [10, 55, 119] {
        let key = AfterKillersPlacement::key(score);
        assert!(Stage::Killer.key(SortKey::MIN_SCORE) > key);
        assert!(Stage::CounterMove.key(0) > key);
        assert!(key > Stage::Quiet.key(SortKey::MAX_SCORE));
    }
}
