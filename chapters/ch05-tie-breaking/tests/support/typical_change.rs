//! The typical-change check the chapter's default must pass on every suite it is judged
//! on. Measuring on a list of suites and the summary with its verdicts are the lab's
//! (`ordering_lab::experiment_runs`).

use ordering_lab::comparison::Column;
use ordering_lab::summary::typical_change;

/// Asserts that on every suite the column under `label` has the best typical change per
/// position against the first column.
pub fn assert_best_typical_change(suite_names: &[&str], runs: &[Vec<Column>], label: &str) {
    for (name, columns) in suite_names.iter().zip(runs) {
        let typical = |c: &Column| typical_change(&columns[0].report, &c.report);
        let best = columns.iter().min_by(|a, b| typical(a).total_cmp(&typical(b))).unwrap();
        assert_eq!(best.label, label, "typical change on {name}");
    }
}
