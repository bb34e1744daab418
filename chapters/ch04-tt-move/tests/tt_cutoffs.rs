//! The table's score cutoffs (the UCI option `TT Cutoffs`): off by default, so the
//! ordering-only search is untouched; on, the table settles nodes with stored scores and
//! the search stays correct. The option's UCI side is checked for every chapter by
//! `chapter_tests!` (`uci_offers_table_cutoffs_only_with_a_table`).

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::{Bound, MoveOrdering, NodeResult, TableProbe};
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, SearchResult, search};
use ch04_tt_move::TtMove;
use cozy_chess::Board;

/// An exact score of 25 stored at depth 3 for the start position, then probed by a node
/// that needs depth 2.
fn offered_score(ordering: &mut TtMove) -> Option<i32> {
    let board = Board::default();
    let stored = NodeResult { depth: 3, ply: 1, score: 25, bound: Bound::Exact, best_move: None };
    ordering.store_result(&board, &stored);
    let probe = TableProbe { depth: 2, ply: 1, alpha: -100, beta: 100 };
    ordering.probe_table(&board, probe).score_cutoff
}

#[test]
fn stored_scores_are_offered_only_when_switched_on() {
    assert_eq!(offered_score(&mut TtMove::default()), None, "off by default");
    let mut on = TtMove::default();
    on.set_table_cutoffs(true);
    assert_eq!(offered_score(&mut on), Some(25));
    on.set_table_cutoffs(false);
    assert_eq!(offered_score(&mut on), None, "and off again");
}

fn searched(fen: &str, depth: u32, cutoffs: bool) -> (Position, SearchResult) {
    let position = Position::from_fen(fen).unwrap();
    let mut ordering = TtMove::default();
    ordering.set_table_cutoffs(cutoffs);
    let limits = Limits::depth(depth);
    let result = search(&position, &mut ordering, &limits, &AtomicBool::new(false), |_| {});
    (position, result)
}

#[test]
fn with_cutoffs_on_the_search_finds_the_mate_with_fewer_nodes() {
    // White mates in one on the back rank (Ra8#).
    let back_rank = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    let (position, on) = searched(back_rank, 5, true);
    let (_, off) = searched(back_rank, 5, false);
    assert_eq!(on.score, off.score, "mate in one either way");
    assert_eq!(on.best_move, off.best_move);
    assert!(position.board().is_legal(on.best_move.unwrap()));
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (position, on) = searched(kiwipete, 5, true);
    let (_, off) = searched(kiwipete, 5, false);
    assert!(position.board().is_legal(on.best_move.unwrap()));
    assert!(on.stats.nodes < off.stats.nodes, "{} >= {}", on.stats.nodes, off.stats.nodes);
}
