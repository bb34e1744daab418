//! Time to the fixed depth with one to four killer slots: does a slot that saves nodes
//! also save time? Extra slots cost a comparison per move at every node, so a slot can
//! save a few nodes and still lose time. Run with `cargo bench -p ch03-killers --bench slots`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, deep_suite, run_suite};
use ch03_killers::KillerOrdering;
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};

fn time<O: MoveOrdering>(group: &mut BenchmarkGroup<WallTime>, suite: &[SuitePosition]) {
    group.bench_function(O::NAME, |b| b.iter(|| run_suite::<O>(suite, |_| {})));
}

/// On the deep suite, where killers have plies to work with (see `tests/experiments.rs`).
/// Zero slots is chapter 2, timed against chapter 3 by `benches/search.rs`; on the deep
/// suite it would take minutes a sample.
fn killer_slots(c: &mut Criterion) {
    let suite = deep_suite();
    let mut group = c.benchmark_group("killer-slots");
    group.sample_size(10);
    time::<KillerOrdering<1>>(&mut group, &suite);
    time::<KillerOrdering<2>>(&mut group, &suite);
    time::<KillerOrdering<3>>(&mut group, &suite);
    time::<KillerOrdering<4>>(&mut group, &suite);
    group.finish();
}

criterion_group!(benches, killer_slots);
criterion_main!(benches);
