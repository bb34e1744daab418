//! Time to the fixed depth on the bench suite: micro-Max's scheme, with and without the
//! table's score cutoffs, against chapter 0 and chapter 5's pipeline. Nodes are only half
//! of the question: the scheme spends no time scoring moves, the pipeline does. Run with
//! `cargo bench -p ch06-micro-max --bench micro_max` (the slow orderings take minutes).

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::suite::{SuitePosition, bench_suite, run_suite};
use ch05_tie_breaking::TieBreaking;
use ch06_micro_max::experiments::quiescence::MvvLvaInQuiescence;
use ch06_micro_max::{MicroMaxScheme, MicroMaxSchemeWithCutoffs};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};

fn time<O: MoveOrdering>(
    group: &mut BenchmarkGroup<WallTime>,
    label: &str,
    suite: &[SuitePosition],
) {
    group.bench_function(label, |b| b.iter(|| run_suite::<O>(suite, |_| {})));
}

fn scheme_against_pipeline(c: &mut Criterion) {
    let suite = bench_suite();
    let mut group = c.benchmark_group("micro-max");
    group.sample_size(10);
    time::<NoOrdering>(&mut group, "ch00", &suite);
    time::<MicroMaxScheme>(&mut group, "micro-Max's scheme", &suite);
    time::<MicroMaxSchemeWithCutoffs>(&mut group, "micro-Max's scheme, TT score cutoffs", &suite);
    time::<MvvLvaInQuiescence<MicroMaxSchemeWithCutoffs>>(
        &mut group,
        "micro-Max's scheme, TT score cutoffs, MVV-LVA in QS",
        &suite,
    );
    time::<TieBreaking>(&mut group, "ch05", &suite);
    group.finish();
}

criterion_group!(benches, scheme_against_pipeline);
criterion_main!(benches);
