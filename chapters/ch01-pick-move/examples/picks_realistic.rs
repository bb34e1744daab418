//! The three picks at the deepest the chapter reaches on the realistic suite (two plies
//! below its depths, as on the results page), in nodes and in CPU time.
//!
//! ```sh
//! cargo run --release -p ch01-pick-move --example picks_realistic          # nodes, then time
//! cargo run --release -p ch01-pick-move --example picks_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch01-pick-move-realistic-{nodes,time}.md`.

use ch00_baseline::suite::{SuitePosition, realistic_suite};
use ordering_lab::frame::{CapturesFirst, Frame};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::picks::{ManySwaps, OneSwap, SortFirst};
use ordering_lab::realistic_verdict::{
    Against, Variant, nodes_page, time_page, variant, with_depth_offset,
};

const SUITE: &str = "the realistic suite two plies below its depths";

/// The realistic page's depth for chapter 1: two plies below the suite's.
fn suite() -> Vec<SuitePosition> {
    with_depth_offset(&realistic_suite(), -2)
}

fn variants() -> Vec<Variant> {
    vec![
        variant::<Frame<CapturesFirst, ManySwaps>>("swap pick, many swaps (ch01)"),
        variant::<Frame<CapturesFirst, OneSwap>>("swap pick, one swap"),
        variant::<Frame<CapturesFirst, SortFirst>>("sort first"),
    ]
}

fn nodes() -> String {
    nodes_page(
        generated_header("ch01-pick-move", "picks_realistic", "nodes"),
        &[(SUITE, suite())],
        variants,
        Against::First,
    )
}

fn time() -> String {
    time_page(
        generated_header("ch01-pick-move", "picks_realistic", "time"),
        SUITE,
        &variants(),
        &suite(),
    )
}

fn main() {
    run_parts("ch01-pick-move-realistic", &[("nodes", nodes), ("time", time)]);
}
