//! Chapter 9 at realistic depth: where losing captures go, in nodes on the realistic suite
//! (`data/realistic.txt`) and on positions outside it, and in CPU time from interleaved
//! runs.
//!
//! ```sh
//! cargo run --release -p ch09-see --example see_realistic            # everything
//! cargo run --release -p ch09-see --example see_realistic -- nodes   # one part: nodes, time
//! ```
//!
//! Writes `book/src/generated/ch09-see-{nodes,time}.md`, which the book page includes.
//! Node counts are deterministic; times depend on the machine and its load.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, realistic_suite, run_suite};
use ch07_history::History;
use ch09_see::See;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated::{Dated, generated_header, run_parts};
use ordering_lab::parallel::{Job, measure};
use ordering_lab::realistic::{
    REALISTIC_MEGABYTES, Realistic, Timed, interleaved_cpu_seconds, search_suite, time_table,
};
use ordering_lab::realistic_verdict::realistic_and_outside;
use ordering_lab::summary::typical_change_table;
use support::variants::{AfterKillers, BothSearches, EagerSee, QuiescenceOnly};

/// Ordering `O` with the realistic suite's table, on `suite`, under `label`.
fn column<'a, O: MoveOrdering>(label: &'a str, suite: &'a [SuitePosition]) -> Job<'a> {
    Box::new(move || Column {
        label: label.to_owned(),
        report: run_suite::<Realistic<O>>(suite, |_| {}),
    })
}

fn header(part: &str) -> String {
    generated_header("ch09-see", "see_realistic", part)
}

/// Every placement on the realistic suite and on the two suites outside it at realistic
/// depth that the other chapters' verdicts use.
fn nodes() -> String {
    let mut text = header("nodes");
    for (name, suite) in &realistic_and_outside() {
        eprintln!("nodes: {name}");
        let columns = measure(vec![
            column::<History>("ch07", suite),
            column::<See>("ch09", suite),
            column::<EagerSee>("ch09, SEE when scored", suite),
            column::<AfterKillers>("after killers", suite),
            column::<BothSearches>("both searches", suite),
            column::<QuiescenceOnly>("quiescence only", suite),
        ]);
        assert_same_root_scores(&columns[0], &columns);
        writeln!(
            text,
            "### {name}\n\nTables of {REALISTIC_MEGABYTES} MB; every column found chapter 7's root scores.\n"
        )
        .unwrap();
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

/// User CPU time on the realistic suite, chapter 7 first: `ROUNDS` interleaved rounds, for
/// every placement the nodes part measures, so that the page can say which of them pays
/// in time as well as in nodes.
fn time() -> String {
    const ROUNDS: usize = 5;
    let suite = realistic_suite();
    let timed: [Timed; 6] = [
        ("ch07", search_suite::<Realistic<History>>),
        ("ch09", search_suite::<Realistic<See>>),
        ("ch09, SEE when scored", search_suite::<Realistic<EagerSee>>),
        ("after killers", search_suite::<Realistic<AfterKillers>>),
        ("both searches", search_suite::<Realistic<BothSearches>>),
        ("quiescence only", search_suite::<Realistic<QuiescenceOnly>>),
    ];
    let dated = Dated::start();
    let seconds = interleaved_cpu_seconds(&timed, &suite, ROUNDS);
    let mut text = dated.header("ch09-see", "see_realistic", "time", &[&seconds]);
    writeln!(
        text,
        "CPU time of the searching thread on the realistic suite ({REALISTIC_MEGABYTES} MB \
         tables), {ROUNDS} rounds, each ordering once per round in rotating order, on a \
         2-core machine shared with other jobs.\n"
    )
    .unwrap();
    text += &time_table(&timed, &seconds);
    text
}

fn main() {
    run_parts("ch09-see", &[("nodes", nodes), ("time", time)]);
}
