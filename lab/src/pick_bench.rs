//! The pick claim, in time, for any scorer: `benches/pick.rs` of this chapter and of the
//! next are one line each, `ordering_lab::pick_benches!(TheScorer);`.
//!
//! Two groups. `pick-in-search` times the bench suite searched with each pick (a pick
//! that visits more nodes also spends more time: the node counts are in each chapter's
//! `pick_variants_in_nodes` snapshot). `pick-alone` times nothing but picking, on the
//! move lists of every position one ply below the bench and outside suites' positions:
//! picking the first move (a node that cuts at once), the first three, and every move
//! (a node without cutoff).

use std::cmp::Reverse;

use ch00_baseline::moves::{MoveList, ScoredMove, legal_moves};
use ch00_baseline::ordering::{Node, full_key};
use ch00_baseline::position::Position;
use ch00_baseline::sort_key::SortKey;
use ch00_baseline::suite::{bench_suite, outside_suite};

use crate::frame::{Frame, Scorer};
use crate::picks::{ManySwaps, Pick};

/// How many moves of each list `pick-alone` picks: `None` is all of them.
pub const PICK_COUNTS: [(&str, Option<usize>); 3] =
    [("first move", Some(1)), ("first three", Some(3)), ("every move", None)];

/// The move lists, scored by `S`, of every child of every suite position.
pub fn child_move_lists<S: Scorer>() -> Vec<MoveList> {
    let ordering = Frame::<S, ManySwaps>::default();
    let mut lists = Vec::new();
    for position in bench_suite().iter().chain(&outside_suite()) {
        let root = Position::from_fen(&position.fen).expect("suite positions are valid");
        for scored in legal_moves(root.board()) {
            let mut child = root.board().clone();
            child.play_unchecked(scored.mv);
            let mut moves = legal_moves(&child);
            let node = Node { board: &child, ply: 1, depth: 1, table_move: None };
            for scored in moves.iter_mut() {
                scored.key = full_key(&ordering, &node, scored.mv);
            }
            lists.push(moves);
        }
    }
    lists
}

/// Picks the first `count` moves of every list (all when `None`), as the move loop
/// would, and returns the sum of the picked scores so that nothing is optimised away.
pub fn pick_first<P: Pick>(lists: &mut [MoveList], count: Option<usize>) -> i64 {
    let mut sum = 0;
    for moves in lists {
        for index in 0..count.unwrap_or(moves.len()).min(moves.len()) {
            P::pick(moves, index);
            sum += key_value(moves[index].key);
        }
    }
    sum
}

/// A number for each key, summed so that the picks' work cannot be optimised away and
/// can be checked: different stages or scores give different numbers.
fn key_value(key: SortKey) -> i64 {
    ((key.stage as i64) << 32) + i64::from(key.score)
}

/// Sum of the scores [`pick_first`] should return, for checking the benches' work.
pub fn best_scores_sum(lists: &[MoveList], count: Option<usize>) -> i64 {
    lists
        .iter()
        .map(|moves| {
            let mut scores: Vec<ScoredMove> = moves.to_vec();
            scores.sort_by_key(|m| Reverse(m.key));
            let taken = count.unwrap_or(scores.len()).min(scores.len());
            scores[..taken].iter().map(|m| key_value(m.key)).sum::<i64>()
        })
        .sum()
}

/// Expands to a criterion `main` with the two groups described in the module
/// documentation, for scorer `$scorer`.
#[macro_export]
macro_rules! pick_benches {
    ($scorer:ty) => {
        use $crate::frame::Frame;
        use $crate::pick_bench::{PICK_COUNTS, best_scores_sum, child_move_lists, pick_first};
        use $crate::picks::{ManySwaps, OneSwap, Pick, SortFirst};

        fn pick_in_search(c: &mut criterion::Criterion) {
            let suite = ch00_baseline::suite::bench_suite();
            let mut group = c.benchmark_group("pick-in-search");
            group.sample_size(10);
            group.bench_function(ManySwaps::NAME, |b| {
                b.iter(|| {
                    ch00_baseline::suite::run_suite::<Frame<$scorer, ManySwaps>>(&suite, |_| {})
                })
            });
            group.bench_function(OneSwap::NAME, |b| {
                b.iter(|| {
                    ch00_baseline::suite::run_suite::<Frame<$scorer, OneSwap>>(&suite, |_| {})
                })
            });
            group.bench_function(SortFirst::NAME, |b| {
                b.iter(|| {
                    ch00_baseline::suite::run_suite::<Frame<$scorer, SortFirst>>(&suite, |_| {})
                })
            });
            group.finish();
        }

        fn time_pick<P: Pick>(
            group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
            lists: &[ch00_baseline::moves::MoveList],
            count: Option<usize>,
        ) {
            assert_eq!(pick_first::<P>(&mut lists.to_vec(), count), best_scores_sum(lists, count));
            group.bench_function(P::NAME, |b| {
                b.iter_batched_ref(
                    || lists.to_vec(),
                    |lists| pick_first::<P>(lists, count),
                    criterion::BatchSize::LargeInput,
                )
            });
        }

        fn pick_alone(c: &mut criterion::Criterion) {
            let lists = child_move_lists::<$scorer>();
            for (label, count) in PICK_COUNTS {
                let mut group = c.benchmark_group(format!("pick-alone/{label}"));
                time_pick::<ManySwaps>(&mut group, &lists, count);
                time_pick::<OneSwap>(&mut group, &lists, count);
                time_pick::<SortFirst>(&mut group, &lists, count);
                group.finish();
            }
        }

        criterion::criterion_group!(benches, pick_alone, pick_in_search);
        criterion::criterion_main!(benches);
    };
}
