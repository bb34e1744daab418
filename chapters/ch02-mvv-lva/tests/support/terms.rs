//! One row per capture score: its nodes, its quiescence nodes and how often the first move
//! (the first capture, in quiescence) cut off, each change against a reference score.

use ch00_baseline::report::{percent, percent_change, thousands};
use ch00_baseline::suite::{SuitePosition, SuiteReport, run_suite};
use ordering_lab::frame::{Frame, Scorer};
use ordering_lab::picks::ManySwaps;

/// `S`'s scores, picked as chapter 1 picks.
pub type Scored<S> = Frame<S, ManySwaps>;

/// The columns of [`term_row`], whose changes are against `reference`.
pub fn term_header(reference: &str) -> [String; 8] {
    [
        "Scores".to_string(),
        "Suite".to_string(),
        "Nodes".to_string(),
        format!("vs {reference}"),
        "Quiescence nodes".to_string(),
        format!("vs {reference}"),
        "First-move cutoffs".to_string(),
        "First-capture cutoffs in quiescence".to_string(),
    ]
}

pub fn run_scored<S: Scorer>(suite: &[SuitePosition]) -> SuiteReport {
    run_suite::<Scored<S>>(suite, |_| {})
}

pub fn term_row<S: Scorer>(
    suite_name: &str,
    report: &SuiteReport,
    reference: &SuiteReport,
) -> Vec<String> {
    let (before, after) = (reference.total(), report.total());
    vec![
        S::NAME.to_string(),
        suite_name.to_string(),
        thousands(after.nodes),
        percent_change(before.nodes, after.nodes),
        thousands(after.quiescence_nodes),
        percent_change(before.quiescence_nodes, after.quiescence_nodes),
        percent(after.first_move_cutoff_rate()),
        percent(after.quiescence_first_move_cutoff_rate()),
    ]
}
