//! The holdout pages: orderings searched on a set of holdout positions ([`Holdout`]), each
//! with the realistic suite's table, and written by a chapter's example as one generated
//! file per set, whose verdict lines the example adds.

use std::fmt::Write as _;

use ch00_baseline::suite::SuitePosition;

use crate::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use crate::generated::{generated_header, run_named_parts};
use crate::parallel::{Job, measure};
use crate::realistic::REALISTIC_MEGABYTES;
use crate::suites::{holdout_suite, second_holdout_suite};
use crate::summary::typical_change_table;

/// A set of positions made by the realistic suite's rule after the defaults it checks
/// were chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holdout {
    /// `data/holdout.txt`: made after every default of the book was chosen.
    First,
    /// `data/holdout2.txt`: made after chapter 7's rule was changed on the evidence of the
    /// other suites, the first holdout's among them.
    Second,
}

impl Holdout {
    /// The positions, each at the depth frozen in its file.
    pub fn suite(self) -> Vec<SuitePosition> {
        match self {
            Holdout::First => holdout_suite(),
            Holdout::Second => second_holdout_suite(),
        }
    }

    /// The part of an example that writes this set's page: `<chapter>-<part>.md`.
    pub fn part(self) -> &'static str {
        match self {
            Holdout::First => "holdout",
            Holdout::Second => "holdout2",
        }
    }

    /// How a page names the positions.
    fn positions(self) -> &'static str {
        match self {
            Holdout::First => "holdout positions",
            Holdout::Second => "positions of the second holdout",
        }
    }
}

/// The columns a holdout page compares: one job per ordering on the given positions, the
/// reference first.
pub type HoldoutColumns = for<'s> fn(&'s [SuitePosition]) -> Vec<Job<'s>>;

/// A holdout page up to its verdicts: the header naming `chapter`'s `example`, what was
/// searched, and the node table of `columns` on the positions of `holdout`, every column
/// checked to find the first one's root scores. The measured columns come back for the
/// verdict lines the example writes under the table.
pub fn holdout_table(
    chapter: &str,
    example: &str,
    holdout: Holdout,
    columns: HoldoutColumns,
) -> (String, Vec<Column>) {
    let suite = holdout.suite();
    let columns = measure(columns(&suite));
    assert_same_root_scores(&columns[0], &columns);
    let mut text = generated_header(chapter, example, holdout.part());
    writeln!(
        text,
        "The {} {}, each at its depth in the file; tables of \
         {REALISTIC_MEGABYTES} MB; every column found {}'s root scores.\n",
        suite.len(),
        holdout.positions(),
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
    holdout: Holdout,
    columns: HoldoutColumns,
    verdicts: &[(usize, usize)],
) -> String {
    let (mut text, columns) = holdout_table(chapter, example, holdout, columns);
    text += &typical_change_table(&columns);
    text += "\n";
    for &(before, after) in verdicts {
        text += &verdict_line(&columns[before], &columns[after]);
    }
    text
}

/// An alternatives example's whole `main`: [`holdout_page`] on each of `holdouts`,
/// printed and written to `book/src/generated/<chapter>-<part>.md`.
pub fn run_holdout_example(
    chapter: &str,
    example: &str,
    holdouts: &[Holdout],
    columns: HoldoutColumns,
    verdicts: &[(usize, usize)],
) {
    let pages: Vec<(Holdout, Box<dyn Fn() -> String + '_>)> = holdouts
        .iter()
        .map(|&holdout| {
            let page = move || holdout_page(chapter, example, holdout, columns, verdicts);
            (holdout, Box::new(page) as Box<dyn Fn() -> String>)
        })
        .collect();
    let parts: Vec<(&str, &dyn Fn() -> String)> =
        pages.iter().map(|(holdout, page)| (holdout.part(), page.as_ref())).collect();
    run_named_parts(chapter, &parts);
}
