//! The node-count table of the three picks, for any scorer: chapter 1 shows it with its
//! own two-valued scores, chapter 2 with MVV-LVA's many values.

use ch00_baseline::report::{percent, percent_change, thousands};
use ch00_baseline::suite::{SuitePosition, SuiteReport, run_suite};

use crate::frame::{Frame, Scorer};
use crate::picks::{ManySwaps, OneSwap, Pick, SortFirst};
use chapter_kit::markdown::markdown_table;

/// Searches `suite` with `S`'s scores under each of the three picks and tabulates the
/// nodes. Panics if a pick changes a root score: ordering must never do that.
pub fn pick_variants_table<S: Scorer>(suite: &[SuitePosition]) -> String {
    let many = run_suite::<Frame<S, ManySwaps>>(suite, |_| {});
    let one = run_suite::<Frame<S, OneSwap>>(suite, |_| {});
    let sorted = run_suite::<Frame<S, SortFirst>>(suite, |_| {});
    assert_same_scores(&many, &one);
    assert_same_scores(&many, &sorted);
    let rows = [(ManySwaps::NAME, &many), (OneSwap::NAME, &one), (SortFirst::NAME, &sorted)].map(
        |(name, report)| {
            vec![
                name.to_string(),
                thousands(report.total_nodes()),
                percent_change(many.total_nodes(), report.total_nodes()),
                percent(report.total().first_move_cutoff_rate()),
            ]
        },
    );
    let header = ["Pick", "Nodes", &format!("vs {}", ManySwaps::NAME), "First-move cutoffs"];
    markdown_table(&header, &rows)
}

fn assert_same_scores(expected: &SuiteReport, actual: &SuiteReport) {
    for (a, b) in expected.positions.iter().zip(&actual.positions) {
        assert_eq!(a.score, b.score, "{} at depth {}", a.name, a.depth);
    }
}
