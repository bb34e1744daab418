//! The criterion bench every chapter owes: time to the fixed depth on the bench suite,
//! this chapter against the previous one. Time is measured here and only here; no test
//! ever asserts a time.
//!
//! A chapter's `benches/search.rs` is one line: `chapter_kit::chapter_bench!(TheOrdering);`
//! (the chapter lists `criterion` as a dev-dependency). Run it with
//! `cargo bench -p ch03-killers`.

/// Times each ordering on a suite in one criterion group, ten samples each (a suite run
/// is long enough that ten samples give a stable mean). Every chapter's timing benches are
/// made of it:
///
/// ```ignore
/// chapter_kit::time_orderings!(c, "killer-slots", deep_suite(), [
///     KillerOrdering<1> => "1 slot",
///     KillerOrdering<2> => "2 slots",
/// ]);
/// ```
#[macro_export]
macro_rules! time_orderings {
    ($criterion:expr, $group:expr, $suite:expr, [$($ordering:ty => $label:expr),+ $(,)?]) => {{
        let suite = $suite;
        let mut group = $criterion.benchmark_group($group);
        group.sample_size(10);
        $(
            group.bench_function($label, |b| {
                b.iter(|| $crate::ch00_baseline::suite::run_suite::<$ordering>(&suite, |_| {}))
            });
        )+
        group.finish();
    }};
}

/// Expands to a criterion `main` timing `$ordering` and its previous chapter on the suite.
#[macro_export]
macro_rules! chapter_bench {
    ($ordering:ty) => {
        fn bench_suite_time(c: &mut criterion::Criterion) {
            use $crate::ch00_baseline::ordering::MoveOrdering;
            type Previous = <$ordering as MoveOrdering>::Previous;
            let suite = $crate::ch00_baseline::suite::bench_suite();
            if <Previous as MoveOrdering>::NAME == <$ordering as MoveOrdering>::NAME {
                $crate::time_orderings!(c, "bench-suite", suite, [
                    $ordering => <$ordering as MoveOrdering>::NAME,
                ]);
            } else {
                $crate::time_orderings!(c, "bench-suite", suite, [
                    Previous => <Previous as MoveOrdering>::NAME,
                    $ordering => <$ordering as MoveOrdering>::NAME,
                ]);
            }
        }
        criterion::criterion_group!(benches, bench_suite_time);
        criterion::criterion_main!(benches);
    };
}
