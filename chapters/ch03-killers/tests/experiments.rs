//! How many killer slots pay, in nodes: zero to four slots per ply, on the bench suite,
//! on the deep suite (the bench suite two plies deeper, where killers have more plies
//! to work with) and on the outside positions that nothing was tuned on.
//!
//! Time is a separate question, answered by `benches/slots.rs`.

use ch00_baseline::suite::{SuitePosition, bench_suite, deep_suite, outside_suite};
use ch02_mvv_lva::MvvLva;
use ch03_killers::KillerOrdering;
use ch03_killers::comparison::{Column, comparison_table};

fn slot_columns(suite: &[SuitePosition]) -> Vec<Column> {
    vec![
        Column::labelled::<KillerOrdering<0>>("0 slots", suite),
        Column::labelled::<KillerOrdering<1>>("1 slot", suite),
        Column::labelled::<KillerOrdering<2>>("2 slots", suite),
        Column::labelled::<KillerOrdering<3>>("3 slots", suite),
        Column::labelled::<KillerOrdering<4>>("4 slots", suite),
    ]
}

/// Every slot count finds the same root scores as chapter 2, and zero slots is chapter 2
/// node for node: the killer table adds nothing but order.
fn assert_ordering_only(suite: &[SuitePosition], columns: &[Column]) {
    let chapter_2 = Column::measure::<MvvLva>(suite);
    for column in columns {
        for (mine, theirs) in column.report.positions.iter().zip(&chapter_2.report.positions) {
            assert_eq!(mine.score, theirs.score, "{} on {}", column.label, mine.name);
        }
    }
    assert_eq!(columns[0].report.total_nodes(), chapter_2.report.total_nodes());
}

/// The slot table of one suite, once the slot counts are checked to change order only.
fn slot_table(suite: &[SuitePosition]) -> String {
    let columns = slot_columns(suite);
    assert_ordering_only(suite, &columns);
    comparison_table(&columns)
}

#[test]
fn killer_slots_on_the_bench_suite() {
    insta::assert_snapshot!("killer_slots_bench", slot_table(&bench_suite()));
}

#[test]
fn killer_slots_on_the_deep_suite() {
    insta::assert_snapshot!("killer_slots_deep", slot_table(&deep_suite()));
}

#[test]
fn killer_slots_on_the_outside_suite() {
    insta::assert_snapshot!("killer_slots_outside", slot_table(&outside_suite()));
}
