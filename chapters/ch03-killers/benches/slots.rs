//! Time to the fixed depth with one to four killer slots: does a slot that saves nodes
//! also save time? Extra slots cost a comparison per move at every node, so a slot can
//! save a few nodes and still lose time. Run with `cargo bench -p ch03-killers --bench slots`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::deep_suite;
use criterion::{Criterion, criterion_group, criterion_main};
use ordering_lab::killer_slots::KillerSlots;

/// On the deep suite, where killers have plies to work with (see `tests/experiments.rs`).
/// Zero slots is chapter 2, timed against chapter 3 by `benches/search.rs`; on the deep
/// suite it would take minutes a sample.
fn killer_slots(c: &mut Criterion) {
    chapter_kit::time_orderings!(c, "killer-slots", deep_suite(), [
        KillerSlots<1> => <KillerSlots<1> as MoveOrdering>::NAME,
        KillerSlots<2> => <KillerSlots<2> as MoveOrdering>::NAME,
        KillerSlots<3> => <KillerSlots<3> as MoveOrdering>::NAME,
        KillerSlots<4> => <KillerSlots<4> as MoveOrdering>::NAME,
    ]);
}

criterion_group!(benches, killer_slots);
criterion_main!(benches);
