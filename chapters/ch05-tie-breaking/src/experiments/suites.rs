//! The four suites a default order is judged on.

use ch00_baseline::suite::{SuitePosition, bench_suite, deep_suite, outside_suite};

/// The outside positions two plies deeper, as `deep_suite()` is to the bench suite: a
/// default chosen on the bench suite is checked on positions it never saw, at the depth
/// where ordering has more plies to act on.
pub fn outside_deep_suite() -> Vec<SuitePosition> {
    let mut suite = outside_suite();
    suite.iter_mut().for_each(|position| position.depth += 2);
    suite
}

/// How the summary tables head the four suites of [`four_suites`].
pub const FOUR_SUITE_NAMES: [&str; 4] = ["Bench suite", "Outside", "Deep (bench +2)", "Outside +2"];

/// The bench suite, the outside positions, and both two plies deeper.
pub fn four_suites() -> [Vec<SuitePosition>; 4] {
    [bench_suite(), outside_suite(), deep_suite(), outside_deep_suite()]
}
