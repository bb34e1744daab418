//! The five suites a default order is judged on.

use ch00_baseline::suite::{SuitePosition, bench_suite, deep_suite, fresh_suite, outside_suite};

/// The outside positions two plies deeper, as `deep_suite()` is to the bench suite: a
/// default chosen on the bench suite is checked on positions it never saw, at the depth
/// where ordering has more plies to act on.
pub fn outside_deep_suite() -> Vec<SuitePosition> {
    let mut suite = outside_suite();
    suite.iter_mut().for_each(|position| position.depth += 2);
    suite
}

/// The middlegames of the fresh positions (20 and 41 plies into their games), all at
/// `depth`: made after chapter 5's default was chosen, so nothing was tuned on them, and
/// deep enough at depth 7 or 8 for millions of nodes per position.
pub fn fresh_middlegames(depth: u32) -> Vec<SuitePosition> {
    fresh_suite()
        .into_iter()
        .filter(|p| p.name.ends_with("ply20") || p.name.ends_with("ply41"))
        .map(|p| SuitePosition { depth, ..p })
        .collect()
}

/// How the summary tables head the suites of [`judging_suites`].
pub const SUITE_NAMES: [&str; 5] =
    ["Bench suite", "Outside", "Deep (bench +2)", "Outside +2", "Fresh"];

/// The bench suite, the outside positions, both two plies deeper, and the fresh positions
/// made after the chapter's default was chosen.
pub fn judging_suites() -> [Vec<SuitePosition>; 5] {
    [bench_suite(), outside_suite(), deep_suite(), outside_deep_suite(), fresh_suite()]
}
