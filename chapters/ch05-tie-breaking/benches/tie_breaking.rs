//! Time to the fixed depth with each way of breaking ties, on the deep suite (where the
//! searches are long enough to time well): does an order that saves nodes also save time?
//! The stable pick moves a block of moves where the swapping pick swaps a few, the
//! piece-square key costs two table lookups per quiet move, and checks first a few more. Run with
//! `cargo bench -p ch05-tie-breaking --bench tie_breaking`.

/// The experiments' variants, shared with `tests/experiments.rs`; this bench times three
/// (their unit tests and the rest are for the tests).
#[path = "../tests/variants/mod.rs"]
#[allow(dead_code, unused_imports)]
mod variants;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::deep_suite;
use ch05_tie_breaking::TieBreaking;
use criterion::{Criterion, criterion_group, criterion_main};
use variants::piece_order::PieceOrder;
use variants::quiet_order::{ByPhase, ChecksFirst, GeneratorOrder, WithQuietOrder};
use variants::shuffle::Shuffled;
use variants::swap_pick::SwapPick;

type Chapter4 = <TieBreaking as MoveOrdering>::Previous;

fn tie_breaking(c: &mut Criterion) {
    chapter_kit::time_orderings!(c, "tie-breaking", deep_suite(), [
        Chapter4 => "swap, generator order (ch04)",
        WithQuietOrder<GeneratorOrder> => "stable, generator order",
        WithQuietOrder<PieceOrder<0>> => "stable, K P N B R Q",
        WithQuietOrder<ByPhase> => "stable, piece-square by phase",
        SwapPick<ChecksFirst<ByPhase>> => "swap, checks + piece-square",
        TieBreaking => "stable, checks + piece-square (ch05)",
        Shuffled<1> => "shuffled, seed 1",
    ]);
}

criterion_group!(benches, tie_breaking);
criterion_main!(benches);
