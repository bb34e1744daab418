//! Time to the fixed depth with one to four killer slots: does a slot that saves nodes
//! also save time? Extra slots cost a comparison per move at every node, so a slot can
//! save a few nodes and still lose time. Run with `cargo bench -p ch03-killers --bench slots`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::deep_suite;
use ch03_killers::KillerOrdering;
use criterion::{Criterion, criterion_group, criterion_main};

/// On the deep suite, where killers have plies to work with (see `tests/experiments.rs`).
/// Zero slots is chapter 2, timed against chapter 3 by `benches/search.rs`; on the deep
/// suite it would take minutes a sample.
fn killer_slots(c: &mut Criterion) {
    chapter_kit::time_orderings!(c, "killer-slots", deep_suite(), [
        KillerOrdering<1> => <KillerOrdering<1> as MoveOrdering>::NAME,
        KillerOrdering<2> => <KillerOrdering<2> as MoveOrdering>::NAME,
        KillerOrdering<3> => <KillerOrdering<3> as MoveOrdering>::NAME,
        KillerOrdering<4> => <KillerOrdering<4> as MoveOrdering>::NAME,
    ]);
}

criterion_group!(benches, killer_slots);
criterion_main!(benches);
