//! Measuring several orderings on a suite at once, one per core.

use std::thread;

use crate::comparison::Column;
use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::search::TreeRules;
use ch00_baseline::suite::{SuitePosition, run_suite_under};

/// One column of an experiment, measured when [`measure`] gets to it.
pub type Job<'a> = Box<dyn FnOnce() -> Column + Send + 'a>;

/// Ordering `O` on `suite`, under `label`.
pub fn job<'a, O: MoveOrdering>(label: &'a str, suite: &'a [SuitePosition]) -> Job<'a> {
    Box::new(move || Column::labelled::<O>(label, suite))
}

/// Ordering `O` on `suite` under other tree rules (late-move reductions), under `label`.
pub fn job_under<'a, O: MoveOrdering>(
    label: &'a str,
    suite: &'a [SuitePosition],
    rules: TreeRules,
) -> Job<'a> {
    Box::new(move || Column {
        label: label.to_string(),
        report: run_suite_under::<O>(suite, rules, |_| {}),
    })
}

/// Chapter 0's rules with late-move reductions on: the search the sources say some
/// orderings are worth most in (the UCI option `Late Move Reductions`).
pub fn reducing() -> TreeRules {
    TreeRules { late_move_reductions: true, ..TreeRules::default() }
}

/// How many plies deeper than the verdict suites' depths the reducing searches of the
/// experiments go: with reductions chapter 6 searches about a twentieth of the nodes to
/// the same depth, and three plies more bring it back to millions of nodes a position,
/// where the ordering-only verdicts are drawn.
pub const REDUCED_DEEPER: i32 = 3;

/// What a timing round runs with reductions: `O` on `suite`, the result forgotten.
pub fn search_suite_reducing<O: MoveOrdering>(suite: &[SuitePosition]) {
    run_suite_under::<O>(suite, reducing(), |_| {});
}

/// Runs the jobs on two threads (the machine the book is measured on has two cores) and
/// returns their columns in the order of the jobs. Node counts do not depend on the
/// thread: each search has its own fresh ordering.
pub fn measure(jobs: Vec<Job>) -> Vec<Column> {
    let (mut even, mut odd) = (Vec::new(), Vec::new());
    for (index, job) in jobs.into_iter().enumerate() {
        if index % 2 == 0 { even.push(job) } else { odd.push(job) }
    }
    thread::scope(|scope| {
        let odd = scope.spawn(|| odd.into_iter().map(|job| job()).collect::<Vec<_>>());
        let even: Vec<Column> = even.into_iter().map(|job| job()).collect();
        let mut odd = odd.join().expect("a column's search").into_iter();
        let mut columns = Vec::new();
        for column in even {
            columns.push(column);
            columns.extend(odd.next());
        }
        columns
    })
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn columns_come_back_in_the_order_of_the_jobs() {
        let suite = parse_suite("mate | 1 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let labels = ["a", "b", "c"];
        let jobs = labels.iter().map(|label| job::<NoOrdering>(label, &suite)).collect();
        let columns = measure(jobs);
        let measured: Vec<&str> = columns.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(measured, labels);
    }
}
