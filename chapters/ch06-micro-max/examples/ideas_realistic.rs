//! micro-Max's ideas at realistic depth, each added alone to chapter 5: internal iterative
//! deepening in two forms (the usual engine's: nodes without a table move five or more
//! plies from the horizon, two plies shallower; micro-Max's rule for nodes without a table
//! move, one ply shallower) and the table move's piece's other moves in two places, on the
//! realistic suite and outside it in nodes; chapter 5 and both forms of deepening in CPU
//! time. Deepening every node, as micro-Max does, is left out: it visits many times chapter
//! 5's nodes already on the deep suite (`tests/experiments.rs`), which is shallower.
//!
//! ```sh
//! cargo run --release -p ch06-micro-max --example ideas_realistic          # nodes, then time
//! cargo run --release -p ch06-micro-max --example ideas_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch06-micro-max-realistic-{nodes,time}.md`.

#[path = "../tests/variants/ideas.rs"]
mod ideas;

use ch05_tie_breaking::TieBreaking;
use ideas::{
    DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE, DEEPEN_WITHOUT_TABLE_MOVE, SAME_PIECE_AFTER_KILLERS,
    SAME_PIECE_BEFORE_CAPTURES, WithIdea,
};
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::verdict_example::VerdictExample;

fn variants() -> Vec<Variant> {
    vec![
        variant::<TieBreaking>("ch05"),
        variant::<WithIdea<DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE>>("usual IID"),
        variant::<WithIdea<DEEPEN_WITHOUT_TABLE_MOVE>>("deepen without table move"),
        variant::<WithIdea<SAME_PIECE_BEFORE_CAPTURES>>("same piece before captures"),
        variant::<WithIdea<SAME_PIECE_AFTER_KILLERS>>("same piece after killers"),
    ]
}

/// Chapter 5 and both forms of internal deepening: the ideas that change how much is
/// searched, not only in what order.
fn timed(mut variants: Vec<Variant>) -> Vec<Variant> {
    variants.truncate(3);
    variants
}

fn main() {
    VerdictExample::new("ch06-micro-max", "ideas_realistic", variants, Against::First, timed)
        .main();
}
