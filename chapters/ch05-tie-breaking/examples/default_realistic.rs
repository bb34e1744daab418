//! The tie-breaking default at realistic depth: chapter 4 (swap pick, generator order), and
//! with the stable pick every default order the chapter's experiments choose from
//! (`tests/experiments.rs`), the chapter's own (checks, then piece-square by phase) among
//! them, on the realistic suite and outside it in nodes; chapter 4, the stable pick alone
//! and the default in CPU time.
//!
//! ```sh
//! cargo run --release -p ch05-tie-breaking --example default_realistic          # nodes, then time
//! cargo run --release -p ch05-tie-breaking --example default_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch05-tie-breaking-realistic-{nodes,time}.md`.

#[path = "../tests/variants/mod.rs"]
#[allow(dead_code)]
mod variants;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::pst::FULL_PHASE;
use ch05_tie_breaking::TieBreaking;
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::verdict_example::VerdictExample;
use variants::centre::TowardCentre;
use variants::killer_pieces::KillerPieces;
use variants::piece_order::PieceOrder;
use variants::quiet_order::{ByPhase, ChecksFirst, FixedPhase, GeneratorOrder, WithQuietOrder};

type Chapter4 = <TieBreaking as MoveOrdering>::Previous;

/// Chapter 4, then the candidates of `tests/experiments.rs` (`quiet_order_columns`), in
/// its order, with the chapter's default last.
fn variants() -> Vec<Variant> {
    vec![
        variant::<Chapter4>("swap, generator order (ch04)"),
        variant::<WithQuietOrder<GeneratorOrder>>("stable, generator order"),
        variant::<WithQuietOrder<PieceOrder<0>>>("K P N B R Q"),
        variant::<WithQuietOrder<PieceOrder<1>>>("Q R B N P K"),
        variant::<WithQuietOrder<PieceOrder<2>>>("N B R Q P K"),
        variant::<WithQuietOrder<TowardCentre>>("toward the centre"),
        variant::<WithQuietOrder<FixedPhase<FULL_PHASE>>>("piece-square, middlegame"),
        variant::<WithQuietOrder<FixedPhase<0>>>("piece-square, endgame"),
        variant::<WithQuietOrder<ByPhase>>("piece-square by phase"),
        variant::<WithQuietOrder<ChecksFirst<GeneratorOrder>>>("checks, then generator order"),
        variant::<KillerPieces<PieceOrder<0>>>("killer pieces on K P N B R Q"),
        variant::<KillerPieces<ByPhase>>("killer pieces on piece-square"),
        variant::<TieBreaking>("checks, then piece-square by phase (ch05)"),
    ]
}

/// Chapter 4, the stable pick alone and the chapter's default: what the pick and the
/// default each cost in time.
fn timed(variants: Vec<Variant>) -> Vec<Variant> {
    let last = variants.len() - 1;
    variants
        .into_iter()
        .enumerate()
        .filter(|(i, _)| [0, 1, last].contains(i))
        .map(|(_, v)| v)
        .collect()
}

fn main() {
    VerdictExample::new("ch05-tie-breaking", "default_realistic", variants, Against::First, timed)
        .main();
}
