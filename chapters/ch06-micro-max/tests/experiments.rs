//! micro-Max's single-source ordering against the staged pipeline, and each of its ideas
//! added to that pipeline, in nodes.
//!
//! Time is a separate question, answered by `benches/micro_max.rs`.

mod support;
mod variants;

use ch00_baseline::ordering::NoOrdering;
use ch00_baseline::suite::{SuitePosition, bench_suite, outside_suite};
use ch05_tie_breaking::TieBreaking;
use ch06_micro_max::MicroMax;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::parallel::{job, measure};
use ordering_lab::suites::SUITE_NAMES;
use support::ideas::{idea_columns, ideas_summary};
use variants::scheme::{MicroMaxWithCutoffs, PlainScheme, PlainSchemeWithCutoffs};

// ---------------------------------------------------------------------------------------
// The scheme against the pipeline, at the depths chapter 0 can search.

const PLAIN: usize = 1;
const PLAIN_WITH_CUTOFFS: usize = 2;
const CHAPTER_6: usize = 3;
const CHAPTER_6_WITH_CUTOFFS: usize = 4;
const CHAPTER_5: usize = 5;

fn scheme_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<NoOrdering>("ch00", suite),
        job::<PlainScheme>("scheme, generation order in QS", suite),
        job::<PlainSchemeWithCutoffs>("scheme, generation order in QS, TT score cutoffs", suite),
        job::<MicroMax>("ch06: scheme, MVV-LVA in QS", suite),
        job::<MicroMaxWithCutoffs>("ch06 with TT score cutoffs", suite),
        job::<TieBreaking>("ch05", suite),
    ])
}

/// How many positions a column that is not ordering only (score cutoffs) scores
/// differently from chapter 0, as one generated sentence.
fn root_score_changes(reference: &Column, column: &Column) -> String {
    let pairs = reference.report.positions.iter().zip(&column.report.positions);
    let changed = pairs.filter(|(before, after)| before.score != after.score).count();
    format!(
        "- {}: root score differs from {}'s on {changed} of {} positions.\n",
        column.label,
        reference.label,
        reference.report.positions.len()
    )
}

/// The comparison table, the verdicts, and the assertions the page relies on: every
/// ordering-only column finds chapter 0's root scores, and the pipeline visits fewer
/// nodes than every form of the scheme.
fn scheme_against_pipeline(suite: &[SuitePosition]) -> String {
    let columns = scheme_columns(suite);
    let ordering_only: Vec<&Column> =
        columns.iter().filter(|c| !c.label.contains("cutoffs")).collect();
    for column in &ordering_only {
        assert_same_root_scores(&columns[0], std::slice::from_ref(column));
    }
    let pipeline = columns[CHAPTER_5].report.total_nodes();
    for scheme in &columns[PLAIN..CHAPTER_5] {
        assert!(pipeline < scheme.report.total_nodes(), "ch05 against {}", scheme.label);
    }
    let verdicts = [
        verdict_line(&columns[0], &columns[PLAIN]),
        verdict_line(&columns[PLAIN], &columns[CHAPTER_6]),
        verdict_line(&columns[CHAPTER_6], &columns[CHAPTER_6_WITH_CUTOFFS]),
        verdict_line(&columns[CHAPTER_6], &columns[CHAPTER_5]),
        root_score_changes(&columns[0], &columns[PLAIN_WITH_CUTOFFS]),
        root_score_changes(&columns[0], &columns[CHAPTER_6_WITH_CUTOFFS]),
    ];
    format!("{}\n{}", comparison_table(&columns), verdicts.concat())
}

#[test]
fn scheme_against_pipeline_on_the_bench_suite() {
    insta::assert_snapshot!("scheme_bench", scheme_against_pipeline(&bench_suite()));
}

#[test]
fn scheme_against_pipeline_on_the_outside_suite() {
    insta::assert_snapshot!("scheme_outside", scheme_against_pipeline(&outside_suite()));
}

// ---------------------------------------------------------------------------------------
// Each idea of micro-Max on top of chapter 5.

fn assert_no_idea_pays_on_bench_and_outside(bench: &[Column], outside: &[Column]) {
    for (on_bench, on_outside) in bench.iter().zip(outside).skip(1) {
        let saves = |columns: &[Column], idea: &Column| {
            idea.report.total_nodes() < columns[0].report.total_nodes()
        };
        assert!(
            !(saves(bench, on_bench) && saves(outside, on_outside)),
            "{} saves nodes on both: the chapter should keep it",
            on_bench.label
        );
    }
}

/// Deepening in every node only at the bench and outside depths: two plies deeper it
/// visits over ten times chapter 5's nodes. The other ideas two plies deeper take
/// minutes, too long for the test command: the `ideas_deep` example measures them.
#[test]
fn ideas_on_the_bench_and_outside_suites() {
    let suites = [bench_suite(), outside_suite()];
    let runs: Vec<Vec<Column>> = suites.iter().map(|suite| idea_columns(suite, true)).collect();
    assert_no_idea_pays_on_bench_and_outside(&runs[0], &runs[1]);
    insta::assert_snapshot!("ideas", ideas_summary(&SUITE_NAMES[..2], &runs));
}
