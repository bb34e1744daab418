//! Chapter 4's experiments, in nodes, each on the bench suite, on the deep suite (the
//! bench suite two plies deeper) and on the outside positions nothing was tuned on:
//!
//! - where the first move comes from: no table (chapter 3), the previous iteration's PV
//!   move alone, the TT move alone (chapter 4), the TT move with a PV-move fallback;
//! - killers against the TT move, each on its own on top of chapter 2 (on the deep suite
//!   the `killers_vs_tt_deep` example writes this table: chapter 2's tree there takes minutes);
//! - the table's size;
//! - score cutoffs from the table, which are not move ordering, apart from all of these.
//!
//! Time is measured by `benches/`.

mod support;

use ch00_baseline::suite::{SuitePosition, deep_suite};
use ch02_mvv_lva::MvvLva;
use ch03_killers::Killers;
use ch04_tt_move::TtMove;
use ordering_lab::comparison::{
    Column, assert_same_root_scores, comparison_table, experiment_suites, verdict_line,
};
use ordering_lab::tt_variants::{
    PvFallback, PvMove, TtAndPvMove, TtMoveWithoutKillers, TtScoreCutoffs,
};

use support::{Buckets, root_changes, savings_table};

/// No table, the PV move, the TT move, both: all of them ordering only.
fn sources_table(suite: &[SuitePosition]) -> String {
    let columns = vec![
        Column::measure::<Killers>(suite),
        Column::measure::<PvMove>(suite),
        Column::measure::<TtMove>(suite),
        Column::measure::<TtAndPvMove>(suite),
    ];
    assert_same_root_scores(&columns[0], &columns);
    let verdicts = [
        verdict_line(&columns[0], &columns[1]),
        verdict_line(&columns[1], &columns[2]),
        verdict_line(&columns[2], &columns[3]),
    ];
    format!("{}\n{}", comparison_table(&columns), verdicts.concat())
}

#[test]
fn best_move_sources() {
    for (suite_name, suite) in experiment_suites() {
        insta::assert_snapshot!(format!("sources_{suite_name}"), sources_table(&suite));
    }
}

/// The same question where the table is too small for the search, so that PV entries do
/// get overwritten: the one case where a fallback has something to add.
#[test]
fn pv_fallback_with_a_small_table_on_the_deep_suite() {
    let suite = deep_suite();
    let columns = [
        Column::labelled::<Buckets<9>>("TT move, 1,024 entries", &suite),
        Column::labelled::<PvFallback<Buckets<9>>>("with PV move fallback", &suite),
    ];
    assert_same_root_scores(&columns[0], &columns);
    let table = comparison_table(&columns);
    let verdict = verdict_line(&columns[0], &columns[1]);
    insta::assert_snapshot!("sources_small_table_deep", format!("{table}\n{verdict}"));
}

/// What killers and the TT move each save on top of chapter 2, position by position.
fn savings_against_chapter_2(suite: &[SuitePosition]) -> String {
    let chapter_2 = Column::measure::<MvvLva>(suite);
    let columns = [
        Column::labelled::<Killers>("Killers alone", suite),
        Column::measure::<TtMoveWithoutKillers>(suite),
        Column::labelled::<TtMove>("Both", suite),
    ];
    assert_same_root_scores(&chapter_2, &columns);
    savings_table(&chapter_2, &columns)
}

/// On the bench suite and the outside positions: on the deep suite chapter 2's tree alone
/// is about 140 million nodes, and the `killers_vs_tt_deep` example writes the table.
#[test]
fn killers_against_tt_move() {
    for (suite_name, suite) in experiment_suites().into_iter().filter(|(name, _)| *name != "deep") {
        insta::assert_snapshot!(
            format!("killers_vs_tt_{suite_name}"),
            savings_against_chapter_2(&suite)
        );
    }
}

/// The TT move with tables of 2^10 to 2^20 entries; 2^20 is the default size.
fn size_table(suite: &[SuitePosition]) -> String {
    let columns = [
        Column::labelled::<Buckets<9>>("1,024 entries", suite),
        Column::labelled::<Buckets<13>>("16,384 entries", suite),
        Column::labelled::<Buckets<17>>("262,144 entries", suite),
        Column::labelled::<Buckets<19>>("1,048,576 entries (default)", suite),
    ];
    assert_same_root_scores(&columns[0], &columns);
    comparison_table(&columns)
}

/// On the deep and outside suites only: the bench suite is too shallow to fill a table.
#[test]
fn table_sizes() {
    for (suite_name, suite) in experiment_suites().into_iter().filter(|(name, _)| *name != "bench")
    {
        insta::assert_snapshot!(format!("table_sizes_{suite_name}"), size_table(&suite));
    }
}

/// The TT move with and without score cutoffs, and every root score or move that the
/// cutoffs changed. Not ordering: the scores may differ, so none is asserted.
fn cutoff_table(suite: &[SuitePosition]) -> String {
    let columns = [Column::measure::<TtMove>(suite), Column::measure::<TtScoreCutoffs>(suite)];
    let verdict = verdict_line(&columns[0], &columns[1]);
    let changes = root_changes(&columns[0], &columns[1]);
    format!("{}\n{verdict}\n{changes}", comparison_table(&columns))
}

#[test]
fn score_cutoffs() {
    for (suite_name, suite) in experiment_suites() {
        insta::assert_snapshot!(format!("score_cutoffs_{suite_name}"), cutoff_table(&suite));
    }
}
