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

use ordering_lab::killer_slots::KillerSlots;
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::verdict_example::VerdictExample;

fn variants() -> Vec<Variant> {
    vec![
        variant::<KillerSlots<1>>("1 slot"),
        variant::<KillerSlots<2>>("2 slots"),
        variant::<KillerSlots<3>>("3 slots"),
    ]
}

/// Two against three slots: the choice the chapter makes.
fn two_and_three(mut variants: Vec<Variant>) -> Vec<Variant> {
    variants.split_off(1)
}

fn main() {
    VerdictExample::new(
        "ch03-killers",
        "slots_realistic",
        variants,
        Against::Previous,
        two_and_three,
    )
    .main();
}
