//! Time to the fixed depth on the deep suite for each way of choosing the first move, and
//! for the table's score cutoffs; and the time a fresh table takes to set up. Nodes are counted in `tests/experiments.rs`; this asks
//! whether the nodes saved are time saved, table upkeep included. Run with
//! `cargo bench -p ch04-tt-move --bench variants`.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::deep_suite;
use ch03_killers::Killers;
use ch04_tt_move::{DEFAULT_MEGABYTES, TtMove};
use criterion::{Criterion, criterion_group, criterion_main};
use ordering_lab::tt_variants::{PvMove, TtAndPvMove, TtScoreCutoffs};

fn first_move_sources(c: &mut Criterion) {
    chapter_kit::time_orderings!(c, "first-move-sources", deep_suite(), [
        Killers => Killers::NAME,
        PvMove => PvMove::NAME,
        TtMove => TtMove::NAME,
        TtAndPvMove => TtAndPvMove::NAME,
        TtScoreCutoffs => TtScoreCutoffs::NAME,
    ]);
}

/// What every bench position pays before its first node: a fresh ordering allocates and
/// empties its table (a game pays it once, at `ucinewgame`). Set against the suite's
/// time, it tells how much of chapter 4's time is table setup rather than search.
fn table_setup(c: &mut Criterion) {
    let mut group = c.benchmark_group("table-setup");
    let name = format!("TtMove::default ({DEFAULT_MEGABYTES} MB)");
    group.bench_function(name, |b| b.iter(TtMove::default));
    group.finish();
}

criterion_group!(benches, first_move_sources, table_setup);
criterion_main!(benches);
