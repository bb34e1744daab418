//! Killers against the TT move on the deep suite (the bench suite two plies deeper): what
//! each saves on its own on top of chapter 2, and both together. Chapter 2's column alone
//! is a tree of about 140 million nodes, so the table takes a minute or more, too slow for
//! the test command, whose `killers_against_tt_move` makes the same table on the bench
//! suite and on the outside positions.
//!
//! ```sh
//! cargo run --release -p ch04-tt-move --example killers_vs_tt_deep
//! ```
//!
//! Writes `book/src/generated/ch04-tt-move-deep.md`, which the chapter page includes.
//! Node counts are deterministic.

#[allow(dead_code)]
#[path = "../tests/support/mod.rs"]
mod support;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::deep_suite;
use ch02_mvv_lva::MvvLva;
use ch03_killers::Killers;
use ch04_tt_move::TtMove;
use ordering_lab::comparison::{Column, assert_same_root_scores};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::parallel::{job, measure};
use ordering_lab::tt_variants::TtMoveWithoutKillers;
use support::savings_table;

const CHAPTER: &str = "ch04-tt-move";

/// The four trees searched side by side, chapter 2's first.
fn deep() -> String {
    let suite = deep_suite();
    let Ok([chapter_2, killers, tt_move_alone, both]) = <[Column; 4]>::try_from(measure(vec![
        job::<MvvLva>(MvvLva::NAME, &suite),
        job::<Killers>("Killers alone", &suite),
        job::<TtMoveWithoutKillers>(TtMoveWithoutKillers::NAME, &suite),
        job::<TtMove>("Both", &suite),
    ])) else {
        unreachable!("four jobs measure four columns")
    };
    let columns = [killers, tt_move_alone, both];
    assert_same_root_scores(&chapter_2, &columns);
    format!(
        "{}{}",
        generated_header(CHAPTER, "killers_vs_tt_deep", "deep"),
        savings_table(&chapter_2, &columns)
    )
}

fn main() {
    run_parts(CHAPTER, &[("deep", deep)]);
}
