//! The holdout pages: orderings searched on the holdout positions
//! ([`crate::suites::holdout_suite`]), each with the realistic suite's table, and written
//! by a chapter's example as one generated file whose verdict lines the example adds.

use std::fmt::Write as _;

use ch00_baseline::suite::SuitePosition;

use crate::comparison::{Column, assert_same_root_scores, comparison_table};
use crate::generated::generated_header;
use crate::parallel::{Job, measure};
use crate::realistic::REALISTIC_MEGABYTES;
use crate::suites::holdout_suite;

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
