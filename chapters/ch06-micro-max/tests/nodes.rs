//! Chapter 6's node counts on the bench suite, against chapter 5.
//!
//! The tests `ch00_baseline::chapter_tests!` writes for every chapter, but one: that macro
//! asserts strictly fewer nodes than the chapter before, and this chapter's engine keeps
//! none of micro-Max's ideas (none paid, see `tests/experiments.rs`), so it searches
//! exactly chapter 5's tree. Here the gain test asserts "not worse" instead.

use std::sync::OnceLock;

use ch00_baseline::chapter_tests::{ChapterRuns, assert_perft_through_ordering};
use ch00_baseline::uci::robustness;
use ch06_micro_max::MicroMax;

fn runs() -> &'static ChapterRuns {
    static RUNS: OnceLock<ChapterRuns> = OnceLock::new();
    RUNS.get_or_init(|| {
        // The suite runs on both cores; the deadline tests wait for it to finish.
        let _cpu = robustness::hold_the_cpu();
        ChapterRuns::measure::<MicroMax>()
    })
}

#[test]
fn bench_table() {
    insta::assert_snapshot!("bench_table", runs().table::<MicroMax>());
}

#[test]
fn not_more_nodes_than_the_previous_chapter() {
    let runs = runs();
    let previous = runs.previous.as_ref().expect("chapter 5's run").total_nodes();
    let current = runs.current.total_nodes();
    assert!(current <= previous, "ch06 visits {current} nodes, ch05 visited {previous}");
}

#[test]
fn same_root_scores_as_chapter_0() {
    runs().assert_same_scores_as_baseline::<MicroMax>();
}

#[test]
fn perft_through_the_ordering() {
    assert_perft_through_ordering::<MicroMax>();
}

#[test]
fn uci_answers_bad_input_and_keeps_the_position() {
    robustness::assert_bad_input_is_answered::<MicroMax>();
}

#[test]
fn uci_answers_stop_quit_and_isready_at_once() {
    robustness::assert_prompt_answers::<MicroMax>();
}

#[test]
fn uci_keeps_to_the_clock() {
    robustness::assert_clock_is_kept::<MicroMax>();
}

#[test]
fn uci_survives_fuzzing() {
    robustness::fuzz_uci::<MicroMax>();
}
