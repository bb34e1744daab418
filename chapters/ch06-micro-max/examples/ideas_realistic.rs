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

use ch00_baseline::suite::realistic_suite;
use ch05_tie_breaking::TieBreaking;
use ideas::{
    DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE, DEEPEN_WITHOUT_TABLE_MOVE, SAME_PIECE_AFTER_KILLERS,
    SAME_PIECE_BEFORE_CAPTURES, WithIdea,
};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::realistic_verdict::{
    Against, Variant, nodes_page, realistic_and_outside, time_page, variant,
};

fn variants() -> Vec<Variant> {
    vec![
        variant::<TieBreaking>("ch05"),
        variant::<WithIdea<DEEPEN_DEEP_NODES_WITHOUT_TABLE_MOVE>>("usual IID"),
        variant::<WithIdea<DEEPEN_WITHOUT_TABLE_MOVE>>("deepen without table move"),
        variant::<WithIdea<SAME_PIECE_BEFORE_CAPTURES>>("same piece before captures"),
        variant::<WithIdea<SAME_PIECE_AFTER_KILLERS>>("same piece after killers"),
    ]
}

fn nodes() -> String {
    nodes_page(
        generated_header("ch06-micro-max", "ideas_realistic", "nodes"),
        &realistic_and_outside(),
        variants,
        Against::First,
    )
}

fn time() -> String {
    let timed = &variants()[..3];
    time_page(
        generated_header("ch06-micro-max", "ideas_realistic", "time"),
        "the realistic suite at its depths",
        timed,
        &realistic_suite(),
    )
}

fn main() {
    run_parts("ch06-micro-max-realistic", &[("nodes", nodes), ("time", time)]);
}
