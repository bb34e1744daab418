//! An experiment's orderings, measured once on every experiment suite and shared by the
//! tests that show them: the summary with its verdict lines, and the per-suite tables.

use std::fmt::Write;
use std::sync::OnceLock;

use ch00_baseline::suite::SuitePosition;

use crate::comparison::{
    Column, EXPERIMENT_SUITE_NAMES, assert_same_root_scores, experiment_suites, verdict_line,
};
use crate::summary::summary_table;

/// `runs[suite][ordering]`: the same orderings, in the same order, on each suite of
/// [`experiment_suites`].
pub type ExperimentRuns = Vec<Vec<Column>>;

/// The columns `columns` measures on each suite of [`experiment_suites`], every one
/// checked to find the first column's root scores: ordering never changes a score.
pub fn measure_on_experiment_suites(
    columns: impl Fn(&[SuitePosition]) -> Vec<Column>,
) -> ExperimentRuns {
    let suites: Vec<Vec<SuitePosition>> =
        experiment_suites().into_iter().map(|(_, suite)| suite).collect();
    measure_on(&suites, columns)
}

/// [`measure_on_experiment_suites`] on suites of the caller's choosing.
pub fn measure_on(
    suites: &[Vec<SuitePosition>],
    columns: impl Fn(&[SuitePosition]) -> Vec<Column>,
) -> ExperimentRuns {
    suites
        .iter()
        .map(|suite| {
            let columns = columns(suite);
            assert_same_root_scores(&columns[0], &columns);
            columns
        })
        .collect()
}

// ANCHOR: cached_runs
/// The runs of one experiment, measured by the first test of the test binary that asks
/// and kept in `cell` for the others: a summary and its tables read the same searches,
/// which take seconds to minutes, instead of repeating them.
pub fn cached_runs(
    cell: &'static OnceLock<ExperimentRuns>,
    columns: fn(&[SuitePosition]) -> Vec<Column>,
) -> &'static [Vec<Column>] {
    cell.get_or_init(|| measure_on_experiment_suites(columns))
}
// ANCHOR_END: cached_runs

/// [`summary_table`] of `runs`, then for every suite one [`verdict_line`] per pair of
/// column indices `(before, after)`.
pub fn summary_with_verdicts(runs: &[Vec<Column>], pairs: &[(usize, usize)]) -> String {
    summary_with_verdicts_on(&EXPERIMENT_SUITE_NAMES, runs, pairs)
}

/// [`summary_with_verdicts`] of runs on suites named `suite_names`, in their order.
pub fn summary_with_verdicts_on(
    suite_names: &[&str],
    runs: &[Vec<Column>],
    pairs: &[(usize, usize)],
) -> String {
    let mut text = summary_table(suite_names, runs);
    for (name, columns) in suite_names.iter().zip(runs) {
        write!(text, "\n{name}:\n\n").unwrap();
        for &(before, after) in pairs {
            text += &verdict_line(&columns[before], &columns[after]);
        }
    }
    text
}

/// Every column against the first: the pairs of [`summary_with_verdicts`] for an
/// experiment whose first column is the reference of all the others.
pub fn each_against_first(runs: &[Vec<Column>]) -> Vec<(usize, usize)> {
    (1..runs.first().map_or(0, Vec::len)).map(|after| (0, after)).collect()
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;

    use super::*;

    fn two_columns(suite: &[SuitePosition]) -> Vec<Column> {
        let short: Vec<SuitePosition> =
            suite.iter().take(1).map(|p| SuitePosition { depth: 1, ..p.clone() }).collect();
        vec![
            Column::labelled::<NoOrdering>("a", &short),
            Column::labelled::<NoOrdering>("b", &short),
        ]
    }

    #[test]
    fn runs_are_measured_once_and_summarised_per_suite() {
        static RUNS: OnceLock<ExperimentRuns> = OnceLock::new();
        let runs = cached_runs(&RUNS, two_columns);
        assert!(std::ptr::eq(runs, cached_runs(&RUNS, two_columns)));
        assert_eq!(runs.len(), EXPERIMENT_SUITE_NAMES.len());
        assert_eq!(each_against_first(runs), [(0, 1)]);
        let text = summary_with_verdicts(runs, &each_against_first(runs));
        for name in EXPERIMENT_SUITE_NAMES {
            assert!(text.contains(&format!("\n{name}:\n\n- b against a: **as many**")), "{text}");
        }
    }
}
