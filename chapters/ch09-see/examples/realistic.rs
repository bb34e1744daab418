//! Chapter 9 at realistic depth: where losing captures go, in nodes on the realistic suite
//! (`data/realistic.txt`) and on positions outside it, and in CPU time from interleaved
//! runs.
//!
//! ```sh
//! cargo run --release -p ch09-see --example realistic            # everything
//! cargo run --release -p ch09-see --example realistic -- nodes   # one part: nodes, time
//! ```
//!
//! Writes `book/src/generated/ch09-see-{nodes,time}.md`, which the book page includes.
//! Node counts are deterministic; times depend on the machine and its load.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, fresh_suite, realistic_suite, run_suite};
use ch07_history::History;
use ch09_see::See;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated_parts;
use ordering_lab::parallel::measure;
use ordering_lab::spread::median_and_range;
use ordering_lab::suites::outside_deep_suite;
use ordering_lab::summary::typical_change_table;
use support::variants::{AfterKillers, EagerSee, MainSearchOnly, QuiescenceOnly};

/// The table size of the realistic suite (`cargo xtask compare`): large enough that the
/// table does not limit these searches.
const HASH_MEGABYTES: usize = 64;

/// Ordering `O` with a table of [`HASH_MEGABYTES`] instead of its default.
struct LargeTable<O> {
    previous: O,
}

impl<O: MoveOrdering> Default for LargeTable<O> {
    fn default() -> Self {
        let mut previous = O::default();
        previous.set_table_megabytes(HASH_MEGABYTES);
        Self { previous }
    }
}

impl<O: MoveOrdering> MoveOrdering for LargeTable<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);
}

fn column<'a, O: MoveOrdering>(
    label: &'a str,
    suite: &'a [SuitePosition],
) -> ordering_lab::parallel::Job<'a> {
    Box::new(move || Column {
        label: label.to_owned(),
        report: run_suite::<LargeTable<O>>(suite, |_| {}),
    })
}

fn header(part: &str) -> String {
    generated_parts::header("ch09-see", "realistic", part)
}

const SUITES: [&str; 3] =
    ["the realistic suite", "the fresh positions", "the outside positions two plies deeper"];

fn nodes() -> String {
    let suites = [realistic_suite(), fresh_suite(), outside_deep_suite()];
    let mut text = header("nodes");
    for (name, suite) in SUITES.iter().zip(&suites) {
        eprintln!("nodes: {name}");
        let columns = measure(vec![
            column::<History>("ch07", suite),
            column::<See>("ch09: after quiets", suite),
            column::<EagerSee>("ch09, SEE when scored", suite),
            column::<AfterKillers>("after killers", suite),
            column::<MainSearchOnly>("main search only", suite),
            column::<QuiescenceOnly>("quiescence only", suite),
        ]);
        assert_same_root_scores(&columns[0], &columns);
        writeln!(text, "### On {name}\n\nTables of {HASH_MEGABYTES} MB; every column found chapter 7's root scores.\n").unwrap();
        text += &comparison_table(&columns);
        text += "\n";
        text += &typical_change_table(&columns);
        text += "\n";
        for (before, after) in [(0, 1), (0, 3), (3, 1), (1, 4), (1, 5)] {
            text += &verdict_line(&columns[before], &columns[after]);
        }
        text += "\n";
    }
    text
}

/// The CPU time this thread has used so far, in seconds (Linux: `/proc/thread-self/stat`,
/// in clock ticks of 1/100 s). CPU time, not wall-clock time: on a machine shared with
/// other jobs, waiting for a core is not the search's cost.
fn thread_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("Linux /proc");
    // The fields after the command name, which ends with the last ')': state is field 3,
    // user time field 14.
    let after_name = &stat[stat.rfind(')').expect("a stat line") + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let user_ticks: f64 = fields[11].parse().expect("user time");
    user_ticks / 100.0
}

/// CPU seconds `O` takes to search every position of `suite` to its depth.
fn cpu_seconds<O: MoveOrdering>(suite: &[SuitePosition]) -> f64 {
    let start = thread_cpu_seconds();
    let report = run_suite::<LargeTable<O>>(suite, |_| {});
    std::hint::black_box(report);
    thread_cpu_seconds() - start
}

/// A timed ordering: its label and what times it.
type Timed = (&'static str, fn(&[SuitePosition]) -> f64);

/// User CPU time on the realistic suite: `ROUNDS` rounds, each timing every ordering once,
/// in an order that rotates from round to round so that a change in the machine's load
/// hits all alike. Ratios to chapter 7 per round; the median and the range.
fn time() -> String {
    const ROUNDS: usize = 5;
    let suite = realistic_suite();
    let timed: [Timed; 4] = [
        ("ch07", cpu_seconds::<History>),
        ("ch09: after quiets", cpu_seconds::<See>),
        ("ch09, SEE when scored", cpu_seconds::<EagerSee>),
        ("after killers", cpu_seconds::<AfterKillers>),
    ];
    let mut seconds = [[0.0; 4]; ROUNDS];
    for (round, row) in seconds.iter_mut().enumerate() {
        for step in 0..timed.len() {
            let index = (round + step) % timed.len();
            row[index] = (timed[index].1)(&suite);
        }
        eprintln!("time: round {} of {ROUNDS}: {row:?}", round + 1);
    }
    let mut text = header("time");
    let labels: String = timed.iter().map(|(label, _)| format!(" {label} (s) |")).collect();
    writeln!(
        text,
        "User CPU time on the realistic suite ({HASH_MEGABYTES} MB tables), one thread, {ROUNDS} \
         rounds, each ordering once per round in rotating order, on a 2-core machine shared \
         with other jobs.\n\n| Round |{labels}\n|---:|{}",
        "---:|".repeat(timed.len())
    )
    .unwrap();
    for (round, row) in seconds.iter().enumerate() {
        let cells: String = row.iter().map(|s| format!(" {s:.2} |")).collect();
        writeln!(text, "| {} |{cells}", round + 1).unwrap();
    }
    text += "\n";
    for (index, (label, _)) in timed.iter().enumerate().skip(1) {
        let ratios: Vec<f64> = seconds.iter().map(|row| row[index] / row[0]).collect();
        writeln!(text, "- {label} / ch07: median {}.", median_and_range(&ratios)).unwrap();
    }
    text
}

fn main() {
    generated_parts::run_parts("ch09-see", &[("nodes", nodes), ("time", time)]);
}
