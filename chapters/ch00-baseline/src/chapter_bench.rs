//! The criterion bench every chapter owes: time to the fixed depth on the bench suite,
//! this chapter against the previous one. Time is measured here and only here; no test
//! ever asserts a time.
//!
//! A chapter's `benches/search.rs` is one line: `ch00_baseline::chapter_bench!(TheOrdering);`
//! (the chapter lists `criterion` as a dev-dependency). Run it with
//! `cargo bench -p ch03-killers`.

/// Expands to a criterion `main` timing `$ordering` and its previous chapter on the suite.
#[macro_export]
macro_rules! chapter_bench {
    ($ordering:ty) => {
        fn bench_suite_time(c: &mut criterion::Criterion) {
            use $crate::ordering::MoveOrdering;
            type Previous = <$ordering as MoveOrdering>::Previous;
            let suite = $crate::suite::bench_suite();
            let mut group = c.benchmark_group("bench-suite");
            group.sample_size(10);
            if <Previous as MoveOrdering>::NAME != <$ordering as MoveOrdering>::NAME {
                group.bench_function(<Previous as MoveOrdering>::NAME, |b| {
                    b.iter(|| $crate::suite::run_suite::<Previous>(&suite, |_| {}))
                });
            }
            group.bench_function(<$ordering as MoveOrdering>::NAME, |b| {
                b.iter(|| $crate::suite::run_suite::<$ordering>(&suite, |_| {}))
            });
            group.finish();
        }
        criterion::criterion_group!(benches, bench_suite_time);
        criterion::criterion_main!(benches);
    };
}
