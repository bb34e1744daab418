//! Time to the fixed depth on the deep suite for each way of choosing the first move, and
//! for the table's score cutoffs. Nodes are counted in `tests/experiments.rs`; this asks
//! whether the nodes saved are time saved, table upkeep included. Run with
//! `cargo bench -p ch04-tt-move --bench variants`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, deep_suite, run_suite};
use ch03_killers::Killers;
use ch04_tt_move::TtMove;
use ch04_tt_move::variants::{PvMove, TtAndPvMove, TtScoreCutoffs};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};

fn time<O: MoveOrdering>(group: &mut BenchmarkGroup<WallTime>, suite: &[SuitePosition]) {
    group.bench_function(O::NAME, |b| b.iter(|| run_suite::<O>(suite, |_| {})));
}

fn first_move_sources(c: &mut Criterion) {
    let suite = deep_suite();
    let mut group = c.benchmark_group("first-move-sources");
    group.sample_size(10);
    time::<Killers>(&mut group, &suite);
    time::<PvMove>(&mut group, &suite);
    time::<TtMove>(&mut group, &suite);
    time::<TtAndPvMove>(&mut group, &suite);
    time::<TtScoreCutoffs>(&mut group, &suite);
    group.finish();
}

criterion_group!(benches, first_move_sources);
criterion_main!(benches);
