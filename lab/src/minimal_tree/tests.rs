//! The recorder on real searches: it must see the tree the search counted and scored.

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};
use ch02_mvv_lva::MvvLva;
use ch04_tt_move::TtMove;

use super::*;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Rooks and kings only: quiet checks, evasions in quiescence, repetitions.
const ROOK_ENDGAME: &str = "8/8/3k4/8/8/3K4/3R4/6r1 w - - 0 1";

fn check<O: MoveOrdering>(fen: &str, depth: u32) -> MinimalTreeSearch {
    let position = Position::from_fen(fen).unwrap();
    let measured = minimal_tree_search::<O>(&position, depth, 1).unwrap();
    let mut ordering = O::default();
    ordering.set_table_megabytes(1);
    let plain =
        search(&position, &mut ordering, &Limits::depth(depth), &AtomicBool::new(false), |_| {});
    assert_eq!(measured.stats, plain.stats, "recording changes nothing the search does");
    let minimal = measured.minimal;
    let searched_main = plain.stats.nodes - plain.stats.quiescence_nodes;
    assert!(minimal.main > 0 && minimal.main <= searched_main, "{minimal:?}");
    assert!(minimal.quiescence <= plain.stats.quiescence_nodes, "{minimal:?}");
    measured
}

/// With no ordering much of the tree is spent on moves a proof does not need; a better
/// ordering searches a tree closer to its minimal one.
#[test]
fn better_orderings_come_closer_to_the_minimal_tree() {
    let ratio = |m: MinimalTreeSearch| m.stats.nodes as f64 / m.minimal.total() as f64;
    let start = Position::default().board().to_string();
    let none = ratio(check::<NoOrdering>(&start, 3));
    let mvv_lva = ratio(check::<MvvLva>(&start, 3));
    assert!(none > mvv_lva && mvv_lva > 1.0, "{none} {mvv_lva}");
}

#[test]
fn the_recorder_follows_checks_draws_and_the_table() {
    check::<TtMove>(ROOK_ENDGAME, 7);
    check::<TtMove>(KIWIPETE, 4);
    check::<MvvLva>(&Position::default().board().to_string(), 4);
}
