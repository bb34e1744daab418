//! A verdict re-measured where the technique acts: each variant of a chapter on the
//! realistic suite (nodes), on positions outside it (nodes), and in time to depth from
//! interleaved rounds (CPU time), written as one generated page the chapter includes.
//!
//! CPU time of the measuring thread, not wall-clock time: the machine the book is measured
//! on is shared, and a process waiting for a core is not charged CPU time. Rounds are
//! interleaved (the variants' order rotates each round) so that a slow minute of the
//! machine falls on every variant alike; the page gives the median ratio to the reference
//! with its range over the rounds.

use std::fmt::Write as _;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, run_suite};
use cpu_time::ThreadTime;

use crate::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use crate::parallel::{Job, job, measure};

/// The realistic page's table size (`cargo xtask compare`'s `HASH_MEGABYTES`): at it the
/// table is not what limits the search on the realistic suite.
pub const REALISTIC_MEGABYTES: usize = 64;

/// `O` with a table of [`REALISTIC_MEGABYTES`] from the start: the suite runners build
/// every ordering with `Default`, which gives a chapter's default table size.
pub struct RealisticTable<O> {
    previous: O,
}

impl<O: MoveOrdering> Default for RealisticTable<O> {
    fn default() -> Self {
        let mut previous = O::default();
        previous.set_table_megabytes(REALISTIC_MEGABYTES);
        Self { previous }
    }
}

impl<O: MoveOrdering> MoveOrdering for RealisticTable<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);
}

/// One variant: its label, a job measuring its nodes, and its CPU time on a suite.
pub struct Variant {
    pub label: &'static str,
    nodes: for<'s> fn(&'s str, &'s [SuitePosition]) -> Job<'s>,
    seconds: fn(&[SuitePosition]) -> f64,
}

/// Ordering `O` under `label`, with a table of [`REALISTIC_MEGABYTES`] if it has one.
pub fn variant<O: MoveOrdering>(label: &'static str) -> Variant {
    Variant { label, nodes: job::<RealisticTable<O>>, seconds: cpu_seconds::<RealisticTable<O>> }
}

/// CPU seconds this thread spends searching `suite` with `O` (fresh tables per position).
pub fn cpu_seconds<O: MoveOrdering>(suite: &[SuitePosition]) -> f64 {
    let start = ThreadTime::now();
    std::hint::black_box(run_suite::<O>(suite, |_| {}));
    start.elapsed().as_secs_f64()
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
    let columns = node_columns(variants, suite);
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

fn node_columns(variants: &[Variant], suite: &[SuitePosition]) -> Vec<Column> {
    let columns = measure(variants.iter().map(|v| (v.nodes)(v.label, suite)).collect());
    assert_same_root_scores(&columns[0], &columns);
    columns
}

/// CPU seconds of every variant in `rounds` interleaved rounds, as a table, with each
/// variant's median ratio to the first and the ratio's range.
pub fn time_section(variants: &[Variant], suite: &[SuitePosition], rounds: usize) -> String {
    let mut seconds = vec![Vec::new(); variants.len()];
    for round in 0..rounds {
        for step in 0..variants.len() {
            let index = (round + step) % variants.len();
            seconds[index].push((variants[index].seconds)(suite));
        }
        eprintln!("time: round {} of {rounds}", round + 1);
    }
    time_table(variants, &seconds)
}

fn time_table(variants: &[Variant], seconds: &[Vec<f64>]) -> String {
    let mut text =
        String::from("| Variant | CPU seconds by round | Median ratio to the first | Range |\n");
    text += "|---|---|---:|---:|\n";
    for (variant, times) in variants.iter().zip(seconds) {
        let cells: Vec<String> = times.iter().map(|t| format!("{t:.1}")).collect();
        let mut ratios: Vec<f64> = times.iter().zip(&seconds[0]).map(|(t, r)| t / r).collect();
        ratios.sort_by(f64::total_cmp);
        let median = ratios[ratios.len() / 2];
        let (low, high) = (ratios[0], ratios[ratios.len() - 1]);
        writeln!(
            text,
            "| {} | {} | {median:.3} | {low:.3} to {high:.3} |",
            variant.label,
            cells.join(", ")
        )
        .unwrap();
    }
    text
}

/// The same suite with every depth changed by `plies`: time is measured a ply or two
/// short of the node runs where a full set of rounds would take too long.
pub fn with_depth_offset(suite: &[SuitePosition], plies: i32) -> Vec<SuitePosition> {
    let shift = |depth: u32| depth.saturating_add_signed(plies).max(1);
    suite.iter().map(|p| SuitePosition { depth: shift(p.depth), ..p.clone() }).collect()
}

/// How many interleaved rounds the chapters' time pages run.
pub const TIME_ROUNDS: usize = 5;

/// The suites a verdict is re-measured on: the realistic suite, and positions outside it
/// (the outside positions two plies deeper than their bench depth), each with its heading.
pub fn realistic_and_outside() -> Vec<(&'static str, Vec<SuitePosition>)> {
    vec![
        ("The realistic suite", ch00_baseline::suite::realistic_suite()),
        (
            "Outside positions, two plies deeper than the bench depth",
            crate::suites::outside_deep_suite(),
        ),
    ]
}

/// A chapter's nodes page: `variants` on each of `suites`, under its heading, after the
/// line naming `command`.
pub fn nodes_page(
    command: &str,
    suites: &[(&str, Vec<SuitePosition>)],
    variants: fn() -> Vec<Variant>,
    against: Against,
) -> String {
    let mut text = header(&format!("{command} -- nodes"));
    for (title, suite) in suites {
        writeln!(text, "### {title}\n\n{}", node_section(&variants(), suite, against)).unwrap();
    }
    text
}

/// A chapter's time page: `variants` in [`TIME_ROUNDS`] interleaved rounds on `suite`,
/// which `what` describes.
pub fn time_page(
    command: &str,
    what: &str,
    variants: &[Variant],
    suite: &[SuitePosition],
) -> String {
    format!(
        "{}CPU time on {what}, {TIME_ROUNDS} interleaved rounds, one thread.\n\n{}",
        header(&format!("{command} -- time")),
        time_section(variants, suite, TIME_ROUNDS)
    )
}

/// The generated page's first line: the command that writes it.
pub fn header(command: &str) -> String {
    format!("<!-- Generated by `{command}`; do not edit. -->\n\n")
}

/// One part of an example's output: its name on the command line and what makes its page.
pub type Part = (&'static str, fn() -> String);

/// The `main` of a chapter's realistic example: makes the part named by the first
/// argument, or every part without one, and writes each into
/// `book/src/generated/{prefix}-{part}.md`, the file the chapter page includes.
pub fn write_parts(prefix: &str, parts: &[Part]) {
    let wanted = std::env::args().nth(1);
    if let Some(name) = &wanted
        && !parts.iter().any(|(known, _)| known == name)
    {
        let names: Vec<&str> = parts.iter().map(|(name, _)| *name).collect();
        eprintln!("unknown part '{name}': give one of {}, or nothing for all", names.join(", "));
        std::process::exit(2);
    }
    let directory = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../book/src/generated");
    for (name, make) in parts {
        if wanted.as_deref().is_none_or(|wanted| wanted == *name) {
            let path = directory.join(format!("{prefix}-{name}.md"));
            std::fs::write(&path, make()).expect("the book's generated directory is writable");
            eprintln!("wrote {}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn the_time_table_gives_the_median_ratio_and_its_range() {
        let variants = [variant::<NoOrdering>("a"), variant::<NoOrdering>("b")];
        let seconds = vec![vec![1.0, 2.0, 1.0], vec![1.1, 1.8, 1.2]];
        let table = time_table(&variants, &seconds);
        assert!(table.contains("| a | 1.0, 2.0, 1.0 | 1.000 | 1.000 to 1.000 |"), "{table}");
        assert!(table.contains("| b | 1.1, 1.8, 1.2 | 1.100 | 0.900 to 1.200 |"), "{table}");
    }

    #[test]
    fn depths_shift_and_never_reach_zero() {
        let suite = parse_suite("mate | 2 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        assert_eq!(with_depth_offset(&suite, -1)[0].depth, 1);
        assert_eq!(with_depth_offset(&suite, -5)[0].depth, 1);
        assert_eq!(with_depth_offset(&suite, 2)[0].depth, 4);
    }
}
