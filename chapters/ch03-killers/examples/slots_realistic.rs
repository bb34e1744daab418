//! How many killer slots pay where killers act: one, two and three slots on the realistic
//! suite and on positions outside it in nodes, and two against three slots in CPU time.
//!
//! ```sh
//! cargo run --release -p ch03-killers --example slots_realistic          # nodes, then time
//! cargo run --release -p ch03-killers --example slots_realistic -- time  # one part: nodes or time
//! ```
//!
//! Writes `book/src/generated/ch03-killers-realistic-{nodes,time}.md`, which the chapter
//! page includes. Node counts are deterministic; CPU times depend on the machine.

use ch00_baseline::suite::realistic_suite;
use ch03_killers::KillerOrdering;
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::realistic_verdict::{
    Against, Variant, nodes_page, realistic_and_outside, time_page, variant,
};

fn variants() -> Vec<Variant> {
    vec![
        variant::<KillerOrdering<1>>("1 slot"),
        variant::<KillerOrdering<2>>("2 slots"),
        variant::<KillerOrdering<3>>("3 slots"),
    ]
}

fn nodes() -> String {
    nodes_page(
        generated_header("ch03-killers", "slots_realistic", "nodes"),
        &realistic_and_outside(),
        variants,
        Against::Previous,
    )
}

fn time() -> String {
    let two_and_three = &variants()[1..];
    time_page(
        generated_header("ch03-killers", "slots_realistic", "time"),
        "the realistic suite at its depths",
        two_and_three,
        &realistic_suite(),
    )
}

fn main() {
    run_parts("ch03-killers-realistic", &[("nodes", nodes), ("time", time)]);
}
