//! Time to the fixed depth with each way of breaking ties, on the deep suite (where the
//! searches are long enough to time well): does an order that saves nodes also save time?
//! The stable pick moves a block of moves where the swapping pick swaps a few, and the
//! piece-square default costs a table lookup per quiet move. Run with
//! `cargo bench -p ch05-tie-breaking --bench tie_breaking`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, deep_suite, run_suite};
use ch05_tie_breaking::experiments::piece_order::PieceOrder;
use ch05_tie_breaking::experiments::shuffle::Shuffled;
use ch05_tie_breaking::experiments::swap_pick::SwapPick;
use ch05_tie_breaking::{
    GeneratorOrder, PHASE_OF_THE_POSITION, TableGain, TieBreaking, TieBreakingWith,
};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};

type Chapter4 = <TieBreaking as MoveOrdering>::Previous;

fn time<O: MoveOrdering>(
    group: &mut BenchmarkGroup<WallTime>,
    label: &str,
    suite: &[SuitePosition],
) {
    group.bench_function(label, |b| b.iter(|| run_suite::<O>(suite, |_| {})));
}

fn tie_breaking(c: &mut Criterion) {
    let suite = deep_suite();
    let mut group = c.benchmark_group("tie-breaking");
    group.sample_size(10);
    time::<Chapter4>(&mut group, "swap, generator order (ch04)", &suite);
    time::<TieBreakingWith<GeneratorOrder>>(&mut group, "stable, generator order", &suite);
    time::<TieBreakingWith<PieceOrder<0>>>(&mut group, "stable, K P N B R Q", &suite);
    time::<SwapPick<TableGain<PHASE_OF_THE_POSITION>>>(
        &mut group,
        "swap, piece-square by phase",
        &suite,
    );
    time::<TieBreaking>(&mut group, "stable, piece-square by phase (ch05)", &suite);
    time::<Shuffled<1>>(&mut group, "shuffled, seed 1", &suite);
    group.finish();
}

criterion_group!(benches, tie_breaking);
criterion_main!(benches);
