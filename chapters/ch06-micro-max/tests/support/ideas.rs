//! Each idea of micro-Max on top of chapter 5, checked to change order only: the columns
//! and the summary with one verdict per idea.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::SuitePosition;
use ch05_tie_breaking::TieBreaking;
use ordering_lab::comparison::{Column, assert_same_root_scores};
use ordering_lab::experiment_runs::{each_against_first, summary_with_verdicts_on};
use ordering_lab::parallel::{job, measure};

use crate::variants::ideas::{
    DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE, DEEPEN_EVERY_NODE, DEEPEN_WITHOUT_TABLE_MOVE,
    SAME_PIECE_AFTER_KILLERS, SAME_PIECE_BEFORE_CAPTURES, WithIdea,
};

pub fn idea_columns(suite: &[SuitePosition], every_node: bool) -> Vec<Column> {
    let mut jobs = vec![
        job::<TieBreaking>("ch05", suite),
        job::<WithIdea<DEEPEN_WITHOUT_TABLE_MOVE>>(
            WithIdea::<DEEPEN_WITHOUT_TABLE_MOVE>::NAME,
            suite,
        ),
        job::<WithIdea<DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE>>(
            WithIdea::<DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE>::NAME,
            suite,
        ),
        job::<WithIdea<SAME_PIECE_BEFORE_CAPTURES>>(
            WithIdea::<SAME_PIECE_BEFORE_CAPTURES>::NAME,
            suite,
        ),
        job::<WithIdea<SAME_PIECE_AFTER_KILLERS>>(
            WithIdea::<SAME_PIECE_AFTER_KILLERS>::NAME,
            suite,
        ),
    ];
    if every_node {
        jobs.insert(
            1,
            job::<WithIdea<DEEPEN_EVERY_NODE>>(WithIdea::<DEEPEN_EVERY_NODE>::NAME, suite),
        );
    }
    let columns = measure(jobs);
    assert_same_root_scores(&columns[0], &columns);
    columns
}

/// The summary and one verdict per idea, each against chapter 5, on each suite.
pub fn ideas_summary(names: &[&str], runs: &[Vec<Column>]) -> String {
    summary_with_verdicts_on(names, runs, &each_against_first(runs))
}
