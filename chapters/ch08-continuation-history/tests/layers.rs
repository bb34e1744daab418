//! The chapter's layers and tables on their own: what each remembers, where it puts a
//! move, and what it learns from a cutoff.

mod variants;

use ch00_baseline::ordering::{MoveOrdering, Node, full_key};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::{KILLER_SLOTS, killer_key};
use ch05_tie_breaking::QUIET_ROOM;
use ch07_history::band::CHECK_LIFT;
use ch07_history::{HISTORY_MAX, History, history_score};
use cozy_chess::{Board, Move};
use variants::choices::EveryTable;
use variants::continuation::{ContinuationWith, continuation_score};
use variants::continuation_table::ContinuationTable;
use variants::countermove::COUNTERMOVE_KEY;
use variants::countermove_table::CountermoveTable;
use variants::path_moves::PathMoves;
use variants::piece_to::PieceTo;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays `moves` from the start through the seam, as the search would, and returns the
/// position reached.
fn walk(ordering: &mut impl MoveOrdering, moves: &[&str]) -> Board {
    let mut board = Board::default();
    for (ply, text) in moves.iter().enumerate() {
        ordering.on_move_played(&board, ply, mv(text));
        board.play(mv(text));
    }
    board
}

#[test]
fn a_node_sees_the_moves_of_its_own_path() {
    let root = Board::default();
    let mut path = PathMoves::default();
    path.record(&root, 0, mv("e2e4"));
    let mut after = root.clone();
    after.play(mv("e2e4"));
    path.record(&after, 1, mv("e7e5"));
    assert_eq!(path.back(2, 1), Some(PieceTo::of(&after, mv("e7e5"))));
    assert_eq!(path.back(2, 2), Some(PieceTo::of(&root, mv("e2e4"))));
    assert_eq!(path.back(1, 2), None, "one ply down, nothing two plies back");
    assert_eq!(path.back(0, 1), None);
    // The search backs up and tries another first move: the sibling's path.
    path.record(&root, 0, mv("d2d4"));
    assert_eq!(path.back(1, 1), Some(PieceTo::of(&root, mv("d2d4"))));
}

#[test]
fn the_piece_and_its_square_name_the_move_not_the_origin() {
    let board: Board = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1".parse().unwrap();
    let a1d1 = PieceTo::of(&board, mv("a1d1"));
    let h1d1 = PieceTo::of(&board, mv("h1d1"));
    let e1d1 = PieceTo::of(&board, mv("e1d1"));
    assert_eq!(a1d1, h1d1, "both rooks to d1");
    assert_ne!(a1d1, e1d1, "the king to d1");
}

#[test]
fn colours_are_apart_and_every_index_fits() {
    let white: Board = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
    let black: Board = "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    let up = PieceTo::of(&white, mv("e2e3"));
    let down = PieceTo::of(&black, mv("e7e6"));
    assert_ne!(up, down);
    assert!(up.index() < PieceTo::COUNT && down.index() < PieceTo::COUNT);
}

#[test]
fn the_last_refutation_is_kept() {
    let mut board = Board::default();
    let e2e4 = PieceTo::of(&board, mv("e2e4"));
    board.play(mv("e2e4"));
    let mut table = CountermoveTable::default();
    assert_eq!(table.get(e2e4), None);
    table.set(e2e4, mv("c7c5"));
    table.set(e2e4, mv("e7e5"));
    assert_eq!(table.get(e2e4), Some(mv("e7e5")));
    table.clear();
    assert_eq!(table.get(e2e4), None);
}

#[test]
fn a_pair_learns_apart_from_other_pairs() {
    let mut board = Board::default();
    let e2e4 = PieceTo::of(&board, mv("e2e4"));
    let d2d4 = PieceTo::of(&board, mv("d2d4"));
    board.play(mv("e2e4"));
    let e7e5 = PieceTo::of(&board, mv("e7e5"));
    let mut table = ContinuationTable::default();
    table.update(e2e4, e7e5, 500);
    assert_eq!(table.get(e2e4, e7e5), 500);
    assert_eq!(table.get(d2d4, e7e5), 0, "another earlier move");
    assert_eq!(table.get(e7e5, e2e4), 0, "the pair the other way round");
    table.update(e2e4, e7e5, -20_000);
    assert!(table.get(e2e4, e7e5) >= -HISTORY_MAX);
    let before = table.get(e2e4, e7e5);
    table.age(2);
    assert_eq!(table.get(e2e4, e7e5), before / 2, "halved toward zero");
    table.clear();
    assert_eq!(table.largest_magnitude(), 0);
}

/// Chapter 7's history and both continuation values at their bounds, with chapter 5's
/// key at either end and chapter 7's check lift either way: still a score the quiet
/// stage can hold.
#[test]
fn the_sum_of_three_tables_fits_the_stage() {
    let highest = history_score(continuation_score(HISTORY_MAX, 2 * HISTORY_MAX), QUIET_ROOM);
    let lowest = history_score(continuation_score(-HISTORY_MAX, -2 * HISTORY_MAX), -QUIET_ROOM);
    assert!(highest + CHECK_LIFT <= SortKey::MAX_SCORE);
    assert!(lowest - CHECK_LIFT >= SortKey::MIN_SCORE);
}

#[test]
fn the_sum_decides_and_the_key_breaks_ties() {
    let ahead = history_score(continuation_score(3, 2), -QUIET_ROOM);
    let behind = history_score(continuation_score(4, 0), QUIET_ROOM);
    assert!(ahead > behind, "3 + 2 > 4 whatever the keys");
    let tie_a = history_score(continuation_score(3, 2), 7);
    let tie_b = history_score(continuation_score(5, 0), 6);
    assert!(tie_a > tie_b, "equal sums: the key decides");
}

/// After 1. e4, a quiet cutoff by ...Nc6 makes it the countermove of e4 (and a killer of
/// ply 1). Two plies deeper, after 1. Nf3 Nf6 2. e4, where no killer holds it, Nc6 comes
/// right after the killers; after 2. d4 it is an ordinary quiet move again.
#[test]
fn a_refutation_becomes_the_countermove_of_the_move_it_refuted() {
    let mut ordering = EveryTable::default();
    let board = walk(&mut ordering, &["e2e4"]);
    let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
    assert_eq!(ordering.score_move(&node, mv("b8c6")).stage(), Stage::Quiet);
    ordering.on_beta_cutoff(&node, mv("b8c6"), &[mv("a7a6")]);
    let deeper = walk(&mut ordering, &["g1f3", "g8f6", "e2e4"]);
    let node = Node { board: &deeper, ply: 3, depth: 3, table_move: None };
    assert_eq!(ordering.score_move(&node, mv("b8c6")), COUNTERMOVE_KEY);
    let other = walk(&mut ordering, &["g1f3", "g8f6", "d2d4"]);
    let node = Node { board: &other, ..node };
    assert_eq!(ordering.score_move(&node, mv("b8c6")).stage(), Stage::Quiet);
}

/// A countermove comes after both killers and before every other quiet move; one that is
/// also a killer of its ply keeps the killer's place.
#[test]
fn a_countermove_comes_after_the_killers() {
    let mut ordering = EveryTable::default();
    let board = walk(&mut ordering, &["e2e4"]);
    let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
    for killer in ["g8f6", "d7d6", "b8c6"] {
        ordering.on_beta_cutoff(&node, mv(killer), &[]);
    }
    // b8c6 refuted e4 last and is the newest killer; d7d6 the other killer; g8f6 neither.
    assert_eq!(ordering.score_move(&node, mv("b8c6")), Stage::Killer.key(0));
    let deeper = walk(&mut ordering, &["g1f3", "g8f6", "e2e4"]);
    let node = Node { board: &deeper, ply: 3, depth: 3, table_move: None };
    let countermove = ordering.score_move(&node, mv("b8c6"));
    assert!(countermove < killer_key(KILLER_SLOTS - 1));
    assert!(countermove > full_key(&ordering, &node, mv("a7a6")));
    assert!(countermove > Stage::Quiet.key(SortKey::MAX_SCORE));
}

/// A cutoff teaches the pair (previous move, cutoff move): the same move after another
/// previous move has learned nothing, and the moves searched before it lose.
#[test]
fn continuation_values_follow_the_previous_move() {
    let mut ordering = ContinuationWith::<History, 1>::default();
    let board = walk(&mut ordering, &["g1f3", "g8f6"]);
    let node = Node { board: &board, ply: 2, depth: 5, table_move: None };
    ordering.on_beta_cutoff(&node, mv("d2d4"), &[mv("a2a3")]);
    assert!(ordering.value(&node, PieceTo::of(&board, mv("d2d4"))) > 0);
    assert!(ordering.value(&node, PieceTo::of(&board, mv("a2a3"))) < 0, "the malus");
    let other = walk(&mut ordering, &["b1c3", "b8c6"]);
    let node = Node { board: &other, ..node };
    assert_eq!(ordering.value(&node, PieceTo::of(&other, mv("d2d4"))), 0);
}

/// Between the searches of a game the continuation values are halved and the countermove
/// is kept.
#[test]
fn a_new_search_halves_the_values_and_keeps_the_countermove() {
    let mut ordering = EveryTable::default();
    let board = walk(&mut ordering, &["g1f3", "g8f6"]);
    let node = Node { board: &board, ply: 2, depth: 5, table_move: None };
    ordering.on_beta_cutoff(&node, mv("d2d4"), &[]);
    let d2d4 = PieceTo::of(&board, mv("d2d4"));
    let before = ordering.previous().value(&node, d2d4);
    ordering.on_new_search();
    assert_eq!(ordering.previous().value(&node, d2d4), before / 2);
    let last = ordering.path().back(2, 1).unwrap();
    assert_eq!(ordering.countermove_table().get(last), Some(mv("d2d4")));
}

#[test]
fn quiescence_and_captures_teach_nothing() {
    let mut ordering = ContinuationWith::<History, 1>::default();
    let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    ordering.on_move_played(&Board::default(), 0, mv("e2e4"));
    let main = Node { board: &board, ply: 1, depth: 3, table_move: None };
    ordering.on_beta_cutoff(&main, mv("e4d5"), &[]);
    let quiescence = Node { depth: 0, ..main };
    ordering.on_beta_cutoff(&quiescence, mv("e1d2"), &[]);
    assert_eq!(ordering.table().largest_magnitude(), 0);
}
