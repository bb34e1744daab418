//! The holdout pages: orderings searched on the holdout positions
//! ([`crate::suites::holdout_suite`]), each with the realistic suite's table, and written
//! by a chapter's example as one generated file whose verdict lines the example adds.

use std::fmt::Write as _;

use ch00_baseline::suite::SuitePosition;

use crate::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use crate::generated::{generated_header, run_named_parts};
use crate::parallel::{Job, measure};
use crate::realistic::REALISTIC_MEGABYTES;
use crate::suites::holdout_suite;
use crate::summary::typical_change_table;

/// The columns a holdout page compares: one job per ordering on the given positions, the
/// reference first.
pub type HoldoutColumns = for<'s> fn(&'s [SuitePosition]) -> Vec<Job<'s>>;

/// A holdout page up to its verdicts: the header naming `chapter`'s `example`, what was
/// searched, and the node table of `columns` on the holdout positions, every column
/// checked to find the first one's root scores. The measured columns come back for the
/// verdict lines the example writes under the table.
pub fn holdout_table(
    chapter: &str,
    example: &str,
    columns: HoldoutColumns,
) -> (String, Vec<Column>) {
    let suite = holdout_suite();
    let columns = measure(columns(&suite));
    assert_same_root_scores(&columns[0], &columns);
    let mut text = generated_header(chapter, example, "holdout");
    writeln!(
        text,
        "The {} holdout positions, each at its depth in the file; tables of \
         {REALISTIC_MEGABYTES} MB; every column found {}'s root scores.\n",
        suite.len(),
        columns[0].label
    )
    .unwrap();
    text += &comparison_table(&columns);
    text += "\n";
    (text, columns)
}

/// A whole holdout page for alternatives to one reference (the first column): the table,
/// the typical change of every other column against the reference, and a verdict line
/// for each `(before, after)` pair of column indices, in the order given.
pub fn holdout_page(
    chapter: &str,
    example: &str,
    columns: HoldoutColumns,
    verdicts: &[(usize, usize)],
) -> String {
    let (mut text, columns) = holdout_table(chapter, example, columns);
    text += &typical_change_table(&columns);
    text += "\n";
    for &(before, after) in verdicts {
        text += &verdict_line(&columns[before], &columns[after]);
    }
    text
}

/// An alternatives example's whole `main`: [`holdout_page`], printed and written to
/// `book/src/generated/<chapter>-holdout.md`.
pub fn run_holdout_example(
    chapter: &str,
    example: &str,
    columns: HoldoutColumns,
    verdicts: &[(usize, usize)],
) {
    let page = || holdout_page(chapter, example, columns, verdicts);
    run_named_parts(chapter, &[("holdout", &page)]);
}
