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
use ordering_lab::picks::{ManySwaps, OneSwap, SortFirst};
use ordering_lab::realistic_verdict::{Against, FRESH_DEPTH, Variant, variant, with_depth_offset};
use ordering_lab::suites::fresh_middlegames;
use ordering_lab::verdict_example::VerdictExample;

const SUITE: &str = "The realistic suite two plies below its depths";

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

fn suites() -> Vec<(&'static str, Vec<SuitePosition>)> {
    vec![(SUITE, suite())]
}

/// The nodes page adds positions outside the realistic suite, also two plies shallower.
fn node_suites() -> Vec<(&'static str, Vec<SuitePosition>)> {
    let fresh = fresh_middlegames(FRESH_DEPTH - 2);
    vec![
        (SUITE, suite()),
        ("The fresh middlegames at depth 5 (outside the realistic suite)", fresh),
    ]
}

fn main() {
    VerdictExample {
        node_suites,
        time_suites: suites,
        ..VerdictExample::new(
            "ch01-pick-move",
            "picks_realistic",
            variants,
            Against::First,
            |all| all,
        )
    }
    .main();
}
