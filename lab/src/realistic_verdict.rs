//! A chapter's verdict re-measured where the technique acts: its variants on the realistic
//! suite and on positions outside it, in nodes, and in CPU time to depth from interleaved
//! rounds ([`crate::realistic`]), each written as a generated page the chapter includes.
//! Every variant searches with the realistic suite's table ([`Realistic`]).

use std::fmt::Write as _;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::SuitePosition;

use crate::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use crate::generated::Dated;
use crate::parallel::{Job, job, measure};
use crate::realistic::{Realistic, Timed, interleaved_cpu_seconds, search_suite, time_table};

/// How many interleaved rounds the chapters' time pages run.
pub const TIME_ROUNDS: usize = 5;

/// One variant: its label, a job measuring its nodes, and a timed search of a suite.
pub struct Variant {
    pub label: &'static str,
    nodes: for<'s> fn(&'s str, &'s [SuitePosition]) -> Job<'s>,
    search: fn(&[SuitePosition]),
}

/// Ordering `O` under `label`, with the realistic suite's table if it has one.
pub fn variant<O: MoveOrdering>(label: &'static str) -> Variant {
    Variant { label, nodes: job::<Realistic<O>>, search: search_suite::<Realistic<O>> }
}

/// Which column each verdict line compares a variant with.
#[derive(Clone, Copy)]
pub enum Against {
    /// The variant before it: for a series (one, two, three slots).
    Previous,
    /// The first variant: for alternatives to one reference (ideas added to a chapter).
    First,
}

/// The node table of `variants` on `suite`, checked to find the first variant's root
/// scores, with a generated verdict line for each variant.
pub fn node_section(variants: &[Variant], suite: &[SuitePosition], against: Against) -> String {
    let columns: Vec<Column> =
        measure(variants.iter().map(|variant| (variant.nodes)(variant.label, suite)).collect());
    assert_same_root_scores(&columns[0], &columns);
    let (verdicts, heading): (String, &str) = match against {
        Against::Previous => (
            columns.windows(2).map(|pair| verdict_line(&pair[0], &pair[1])).collect(),
            "Each against the one before it",
        ),
        Against::First => (
            columns[1..].iter().map(|column| verdict_line(&columns[0], column)).collect(),
            "Each against the first column",
        ),
    };
    format!("{}\n{heading}:\n\n{verdicts}", comparison_table(&columns))
}

/// The depth of the fresh middlegames in [`realistic_and_outside`]: the earlier chapters
/// search about as many nodes on each there as on a position of the realistic suite.
pub const FRESH_DEPTH: u32 = 7;

/// The suites a verdict is re-measured on, each with its heading: the realistic suite; the
/// outside positions at the realistic suite's depth rule; and the middlegames of the fresh
/// positions at [`FRESH_DEPTH`]. The last two are positions no default was chosen on, at
/// depths where the best chapters search millions of nodes a position.
pub fn realistic_and_outside() -> Vec<(&'static str, Vec<SuitePosition>)> {
    vec![
        ("The realistic suite", ch00_baseline::suite::realistic_suite()),
        (
            "Outside positions at realistic depth (the realistic suite's depth rule)",
            crate::suites::outside_realistic_suite(),
        ),
        (
            "The fresh middlegames at depth 7 (outside the realistic suite)",
            crate::suites::fresh_middlegames(FRESH_DEPTH),
        ),
    ]
}

/// The suites a time page times on: the realistic suite, and the fresh middlegames at
/// [`FRESH_DEPTH`], positions at realistic depth that no default was chosen on.
pub fn timed_suites() -> Vec<(&'static str, Vec<SuitePosition>)> {
    vec![
        ("the realistic suite at its depths", ch00_baseline::suite::realistic_suite()),
        (
            "the fresh middlegames at depth 7 (outside the realistic suite)",
            crate::suites::fresh_middlegames(FRESH_DEPTH),
        ),
    ]
}

/// A chapter's nodes page: `variants` on each of `suites`, under its heading, after
/// `header` (the line naming the command). Each section below its heading is an mdBook
/// anchor region named by [`anchor_name`], so that a page including two nodes pages (whose
/// headings are the same) can show each section under a heading of its own.
pub fn nodes_page(
    header: String,
    suites: &[(&str, Vec<SuitePosition>)],
    variants: fn() -> Vec<Variant>,
    against: Against,
) -> String {
    let mut text = header;
    for (title, suite) in suites {
        let anchor = anchor_name(title);
        writeln!(
            text,
            "### {title}\n\n<!-- ANCHOR: {anchor} -->\n\n{}\n<!-- ANCHOR_END: {anchor} -->\n",
            node_section(&variants(), suite, against)
        )
        .unwrap();
    }
    text
}

/// The anchor of a suite's section: its title up to a comma or a parenthesis, in lower
/// case with a hyphen for each run of other characters ("the-realistic-suite").
fn anchor_name(title: &str) -> String {
    let name = title.split([',', '(']).next().unwrap_or(title);
    name.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// A chapter's time page: `variants` in [`TIME_ROUNDS`] interleaved rounds on each of
/// `suites` (described by its name), under the dated line of `chapter`'s `example`.
pub fn time_page(
    chapter: &str,
    example: &str,
    suites: &[(&str, Vec<SuitePosition>)],
    variants: &[Variant],
) -> String {
    let timed: Vec<Timed> =
        variants.iter().map(|variant| (variant.label, variant.search)).collect();
    let dated = Dated::start();
    let mut body = String::new();
    let mut tables = Vec::new();
    for (what, suite) in suites {
        let seconds = interleaved_cpu_seconds(&timed, suite, TIME_ROUNDS);
        // A suite's name may be a heading ("The realistic suite"); here it ends a sentence.
        let what = lowercase_first(what);
        writeln!(
            body,
            "CPU time on {what}, {TIME_ROUNDS} interleaved rounds, one thread.\n\n{}",
            time_table(&timed, &seconds)
        )
        .unwrap();
        tables.push(seconds);
    }
    let tables: Vec<&[Vec<f64>]> = tables.iter().map(Vec::as_slice).collect();
    dated.header(chapter, example, "time", &tables) + &body
}

/// `text` with its first letter in lower case.
fn lowercase_first(text: &str) -> String {
    let mut characters = text.chars();
    characters
        .next()
        .map_or_else(String::new, |first| first.to_lowercase().chain(characters).collect())
}

/// The same suite with every depth changed by `plies`, never below one: the first chapters
/// search the realistic suite a few plies shallower, as on the results page.
pub fn with_depth_offset(suite: &[SuitePosition], plies: i32) -> Vec<SuitePosition> {
    let shift = |depth: u32| depth.saturating_add_signed(plies).max(1);
    suite.iter().map(|p| SuitePosition { depth: shift(p.depth), ..p.clone() }).collect()
}

#[cfg(test)]
mod tests {
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn a_heading_becomes_part_of_a_sentence() {
        assert_eq!(lowercase_first("The realistic suite"), "the realistic suite");
        assert_eq!(lowercase_first(""), "");
    }

    #[test]
    fn a_section_is_anchored_by_its_title_before_any_comma_or_parenthesis() {
        assert_eq!(anchor_name("The realistic suite"), "the-realistic-suite");
        assert_eq!(
            anchor_name("Outside positions at realistic depth (the realistic suite's depth rule)"),
            "outside-positions-at-realistic-depth"
        );
        assert_eq!(
            anchor_name("The fresh middlegames at depth 7 (outside the realistic suite)"),
            "the-fresh-middlegames-at-depth-7"
        );
        assert_eq!(anchor_name("The realistic suite, 3 plies deeper"), "the-realistic-suite");
    }

    #[test]
    fn depths_shift_and_never_reach_zero() {
        let suite = parse_suite("mate | 2 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        assert_eq!(with_depth_offset(&suite, -1)[0].depth, 1);
        assert_eq!(with_depth_offset(&suite, -5)[0].depth, 1);
        assert_eq!(with_depth_offset(&suite, 2)[0].depth, 4);
    }
}
