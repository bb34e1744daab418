//! Time to the fixed depth on the bench suite: micro-Max's scheme, with and without the
//! table's score cutoffs, against chapter 0 and chapter 5's pipeline. Nodes are only half
//! of the question: the scheme spends no time scoring moves, the pipeline does. Run with
//! `cargo bench -p ch06-micro-max --bench micro_max` (the slow orderings take minutes).

/// The experiments' variants, shared with `tests/experiments.rs`; this bench times the
/// scheme's.
#[path = "../tests/variants/mod.rs"]
#[allow(dead_code, unused_imports)]
mod variants;

use ch00_baseline::ordering::NoOrdering;
use ch00_baseline::suite::bench_suite;
use ch05_tie_breaking::TieBreaking;
use ch06_micro_max::MicroMax;
use criterion::{Criterion, criterion_group, criterion_main};
use variants::scheme::{MicroMaxWithCutoffs, PlainScheme};

fn scheme_against_pipeline(c: &mut Criterion) {
    chapter_kit::time_orderings!(c, "micro-max", bench_suite(), [
        NoOrdering => "ch00",
        PlainScheme => "scheme, generation order in QS",
        MicroMax => "ch06: scheme, MVV-LVA in QS",
        MicroMaxWithCutoffs => "ch06 with TT score cutoffs",
        TieBreaking => "ch05",
    ]);
}

criterion_group!(benches, scheme_against_pipeline);
criterion_main!(benches);
