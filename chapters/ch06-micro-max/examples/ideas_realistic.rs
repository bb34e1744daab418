//! micro-Max's ideas at realistic depth, each added alone to chapter 5: internal iterative
//! deepening in three forms (the usual engine's: nodes without a table move five or more
//! plies from the horizon, two plies shallower; micro-Max's rule for nodes without a table
//! move, one ply shallower; every node, as micro-Max does) and the table move's piece's
//! other moves in two places, on the realistic suite and outside it in nodes; chapter 5
//! and the first two forms of deepening in CPU time.
//!
//! ```sh
//! cargo run --release -p ch06-micro-max --example ideas_realistic          # nodes, then time
//! cargo run --release -p ch06-micro-max --example ideas_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch06-micro-max-realistic-{nodes,time}.md`.

#[path = "../tests/variants/ideas.rs"]
mod ideas;

use ch00_baseline::suite::realistic_suite;
use ch05_tie_breaking::TieBreaking;
use ideas::{
    DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE, DEEPEN_EVERY_NODE, DEEPEN_WITHOUT_TABLE_MOVE,
    SAME_PIECE_AFTER_KILLERS, SAME_PIECE_BEFORE_CAPTURES, WithIdea,
};
use ordering_lab::realistic_verdict::{
    Against, Variant, nodes_page, realistic_and_outside, time_page, variant, write_parts,
};

const COMMAND: &str = "cargo run --release -p ch06-micro-max --example ideas_realistic";

fn variants() -> Vec<Variant> {
    vec![
        variant::<TieBreaking>("ch05"),
        variant::<WithIdea<DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE>>("usual IID"),
        variant::<WithIdea<DEEPEN_WITHOUT_TABLE_MOVE>>("deepen without table move"),
        variant::<WithIdea<DEEPEN_EVERY_NODE>>("deepen every node"),
        variant::<WithIdea<SAME_PIECE_BEFORE_CAPTURES>>("same piece before captures"),
        variant::<WithIdea<SAME_PIECE_AFTER_KILLERS>>("same piece after killers"),
    ]
}

fn nodes() -> String {
    nodes_page(COMMAND, &realistic_and_outside(), variants, Against::First)
}

fn time() -> String {
    let timed = &variants()[..3];
    time_page(COMMAND, "the realistic suite at its depths", timed, &realistic_suite())
}

fn main() {
    write_parts("ch06-micro-max-realistic", &[("nodes", nodes), ("time", time)]);
}
