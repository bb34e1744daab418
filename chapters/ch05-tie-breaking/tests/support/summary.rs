//! Each experiment measured on a list of suites, and its summary over them.

use ch00_baseline::suite::SuitePosition;
use ordering_lab::comparison::{Column, assert_same_root_scores, verdict_line};
use ordering_lab::summary::{summary_table, typical_change};

/// An experiment's columns on each of `suites`, each column checked to find the first
/// column's root scores.
pub fn on_suites(
    suites: &[Vec<SuitePosition>],
    columns: fn(&[SuitePosition]) -> Vec<Column>,
) -> Vec<Vec<Column>> {
    suites
        .iter()
        .map(|suite| {
            let measured = columns(suite);
            assert_same_root_scores(&measured[0], &measured);
            measured
        })
        .collect()
}

/// The summary table, then for each suite one generated sentence per claim: `claims` are
/// pairs of column indices, (before, after).
pub fn summary_with_verdicts(
    suite_names: &[&str],
    runs: &[Vec<Column>],
    claims: &[(usize, usize)],
) -> String {
    let mut text = summary_table(suite_names, runs);
    for (name, columns) in suite_names.iter().zip(runs) {
        text += &format!("\n{name}:\n\n");
        for &(before, after) in claims {
            text += &verdict_line(&columns[before], &columns[after]);
        }
    }
    text
}

/// Asserts that on every suite the column under `label` has the best typical change per
/// position against the first column.
pub fn assert_best_typical_change(suite_names: &[&str], runs: &[Vec<Column>], label: &str) {
    for (name, columns) in suite_names.iter().zip(runs) {
        let typical = |c: &Column| typical_change(&columns[0].report, &c.report);
        let best = columns.iter().min_by(|a, b| typical(a).total_cmp(&typical(b))).unwrap();
        assert_eq!(best.label, label, "typical change on {name}");
    }
}
