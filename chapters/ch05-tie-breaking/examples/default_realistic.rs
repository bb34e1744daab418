//! The tie-breaking default at realistic depth: chapter 4 (swap pick, generator order), the
//! stable pick alone, the stable pick with the piece-square order by phase, with checks
//! first, and the chapter's default (checks, then piece-square by phase), on the realistic
//! suite and outside it in nodes; chapter 4, the stable pick alone and the default in CPU
//! time.
//!
//! ```sh
//! cargo run --release -p ch05-tie-breaking --example default_realistic          # nodes, then time
//! cargo run --release -p ch05-tie-breaking --example default_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch05-tie-breaking-realistic-{nodes,time}.md`.

use ch00_baseline::ordering::MoveOrdering;
use ch05_tie_breaking::{
    ChecksFirst, GeneratorOrder, PHASE_OF_THE_POSITION, TableGain, TieBreaking, TieBreakingWith,
};
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::verdict_example::VerdictExample;

type Chapter4 = <TieBreaking as MoveOrdering>::Previous;
type ByPhase = TableGain<PHASE_OF_THE_POSITION>;

fn variants() -> Vec<Variant> {
    vec![
        variant::<Chapter4>("swap, generator order (ch04)"),
        variant::<TieBreakingWith<GeneratorOrder>>("stable, generator order"),
        variant::<TieBreakingWith<ByPhase>>("stable, piece-square by phase"),
        variant::<TieBreakingWith<ChecksFirst<GeneratorOrder>>>("stable, checks first"),
        variant::<TieBreaking>("stable, checks + piece-square (ch05)"),
    ]
}

/// Chapter 4, the stable pick alone and the chapter's default: what the pick and the
/// default each cost in time.
fn timed(mut variants: Vec<Variant>) -> Vec<Variant> {
    variants.drain(2..4);
    variants
}

fn main() {
    VerdictExample::new("ch05-tie-breaking", "default_realistic", variants, Against::First, timed)
        .main();
}
