//! What breaks ties best, in nodes: the stable pick against chapter 4's swapping pick,
//! default orders for quiet moves, "killer pieces" and random shuffles, on the bench suite,
//! on the outside positions and on the fresh positions made after the chapter's default
//! was chosen. The summaries over those suites and both suites two plies deeper take
//! minutes: the `summaries` example writes them, and checks the typical change there too.
//!
//! Time is a separate question, answered by `benches/tie_breaking.rs`.

mod support;
mod variants;

use std::sync::OnceLock;

use ch00_baseline::suite::{SuitePosition, bench_suite, fresh_suite, outside_suite};
use ch05_tie_breaking::TieBreaking;
use ordering_lab::comparison::{Column, comparison_table};
use ordering_lab::experiment_runs::measure_on;
use ordering_lab::parallel::{job, measure};
use ordering_lab::spread::spread_table;
use ordering_lab::suites::SUITE_NAMES;
use support::candidates::{
    BY_PHASE, CHECKS_THEN_BY_PHASE, column, quiet_order_columns, stability_columns,
};
use support::typical_change::assert_best_typical_change;
use variants::quiet_order::{GeneratorOrder, WithQuietOrder};
use variants::shuffle::Shuffled;

/// The suites of the test command, in this order: the judging suites but the two deeper.
const TESTED: [&str; 3] = [SUITE_NAMES[0], SUITE_NAMES[1], SUITE_NAMES[4]];

fn tested_suites() -> [Vec<SuitePosition>; 3] {
    [bench_suite(), outside_suite(), fresh_suite()]
}

// ---------------------------------------------------------------------------------------
// Stable or swapping pick, under three default orders.

fn stability() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<Vec<Vec<Column>>> = OnceLock::new();
    RUNS.get_or_init(|| measure_on(&tested_suites()[..2], stability_columns))
}

#[test]
fn stable_pick_on_the_bench_suite() {
    insta::assert_snapshot!("stability_bench", comparison_table(&stability()[0]));
}

// ---------------------------------------------------------------------------------------
// Default orders for quiet moves, all with the stable pick.

fn quiet_orders() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<Vec<Vec<Column>>> = OnceLock::new();
    RUNS.get_or_init(|| measure_on(&tested_suites(), quiet_order_columns))
}

#[test]
fn quiet_orders_on_the_bench_suite() {
    insta::assert_snapshot!("quiet_orders_bench", comparison_table(&quiet_orders()[0]));
}

#[test]
fn quiet_orders_on_the_outside_suite() {
    insta::assert_snapshot!("quiet_orders_outside", comparison_table(&quiet_orders()[1]));
}

#[test]
fn quiet_orders_on_the_fresh_positions() {
    insta::assert_snapshot!("quiet_orders_fresh", comparison_table(&quiet_orders()[2]));
}

/// The chapter's ordering is the default it claims to be.
#[test]
fn the_chapter_uses_checks_then_piece_square() {
    let suite = bench_suite();
    let chapter = Column::measure::<TieBreaking>(&suite);
    assert_eq!(
        chapter.report.total_nodes(),
        column(&quiet_orders()[0], CHECKS_THEN_BY_PHASE).report.total_nodes()
    );
}

/// How the chapter chooses, the rule the issue sets: a default must search fewer nodes
/// than chapter 4 in total on the bench suite and on the outside positions; of those that
/// do, the chapter takes the one with the fewest nodes on the bench suite. The piece-square
/// key alone has fewer there, but more than chapter 4 on the outside positions.
#[test]
fn the_chapter_default_is_the_rule_s_choice() {
    let chapter4 = |suite: usize| stability()[suite][0].report.total_nodes();
    let runs = quiet_orders();
    let beats_chapter4 = |index: usize| {
        (0..2).all(|suite| runs[suite][index].report.total_nodes() < chapter4(suite))
    };
    let chosen = (0..runs[0].len())
        .filter(|&index| beats_chapter4(index))
        .min_by_key(|&index| runs[0][index].report.total_nodes())
        .map(|index| runs[0][index].label.as_str());
    assert_eq!(chosen, Some(CHECKS_THEN_BY_PHASE));
    let by_phase = column(&runs[1], BY_PHASE).report.total_nodes();
    assert!(by_phase > chapter4(1), "the piece-square key alone now beats chapter 4 outside");
}

/// The typical change per position against the generator's order: the chapter's default
/// has the best of all candidates on every tested suite, the fresh positions included
/// (the `summaries` example checks the two deeper suites).
#[test]
fn the_chapter_default_has_the_best_typical_change_everywhere() {
    assert_best_typical_change(&TESTED, quiet_orders(), CHECKS_THEN_BY_PHASE);
}

// ---------------------------------------------------------------------------------------
// Random shuffles before scoring, eight fixed seeds.

fn shuffle_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<WithQuietOrder<GeneratorOrder>>("stable, generator order", suite),
        job::<Shuffled<1>>("seed 1", suite),
        job::<Shuffled<2>>("seed 2", suite),
        job::<Shuffled<3>>("seed 3", suite),
        job::<Shuffled<4>>("seed 4", suite),
        job::<Shuffled<5>>("seed 5", suite),
        job::<Shuffled<6>>("seed 6", suite),
        job::<Shuffled<7>>("seed 7", suite),
        job::<Shuffled<8>>("seed 8", suite),
    ])
}

/// On the bench suite and the outside positions only: eight seeds two plies deeper would
/// take longer than a test should.
#[test]
fn shuffles() {
    let runs = measure_on(&[bench_suite(), outside_suite()], shuffle_columns);
    insta::assert_snapshot!("shuffles", spread_table(&SUITE_NAMES[..2], &runs));
}
