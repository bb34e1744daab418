//! The chapter's tables on their own and in its ordering: what each remembers, where it
//! puts a move, and what it learns from a cutoff.

use ch00_baseline::ordering::{MoveOrdering, Node, full_key};
use ch00_baseline::sort_key::{SortScore, Stage};
use ch03_killers::killer_key;
use ch07_history::HISTORY_MAX;
use ch08_continuation_history::{
    COUNTERMOVE_KEY, ContinuationHistory, ContinuationTable, CountermoveTable, PathMoves, PieceTo,
};
use cozy_chess::{Board, Move};

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
    table.clear();
    assert_eq!(table.largest_magnitude(), 0);
}

/// After 1. e4, a quiet cutoff by ...Nc6 makes it the countermove of e4 (and a killer of
/// ply 1). Two plies deeper, after 1. Nf3 Nf6 2. e4, where no killer holds it, Nc6 comes
/// right after the killers; after 2. d4 it is an ordinary quiet move again.
#[test]
fn a_refutation_becomes_the_countermove_of_the_move_it_refuted() {
    let mut ordering = ContinuationHistory::default();
    let board = walk(&mut ordering, &["e2e4"]);
    let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
    assert_eq!(ordering.score_move(&node, mv("b8c6")).stage, Stage::Quiet);
    ordering.on_beta_cutoff(&node, mv("b8c6"), &[mv("a7a6")]);
    let deeper = walk(&mut ordering, &["g1f3", "g8f6", "e2e4"]);
    let node = Node { board: &deeper, ply: 3, depth: 3, table_move: None };
    assert_eq!(ordering.score_move(&node, mv("b8c6")), COUNTERMOVE_KEY);
    let other = walk(&mut ordering, &["g1f3", "g8f6", "d2d4"]);
    let node = Node { board: &other, ..node };
    assert_eq!(ordering.score_move(&node, mv("b8c6")).stage, Stage::Quiet);
}

/// A countermove comes after both killers and before every other quiet move; one that is
/// also a killer of its ply keeps the killer's place.
#[test]
fn a_countermove_comes_after_the_killers() {
    let mut ordering = ContinuationHistory::default();
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
    assert!(countermove < killer_key(1));
    assert!(countermove > full_key(&ordering, &node, mv("a7a6")));
    assert!(countermove > Stage::Quiet.key(SortScore::MAX));
}

/// A cutoff teaches the pair (previous move, cutoff move): the same move after another
/// previous move has learned nothing, and the moves searched before it lose.
#[test]
fn continuation_values_follow_the_previous_move() {
    let mut ordering = ContinuationHistory::default();
    let board = walk(&mut ordering, &["g1f3", "g8f6"]);
    let node = Node { board: &board, ply: 2, depth: 5, table_move: None };
    let before = |ordering: &ContinuationHistory, text: &str| full_key(ordering, &node, mv(text));
    let (d4, a3) = (before(&ordering, "d2d4"), before(&ordering, "a2a3"));
    ordering.on_beta_cutoff(&node, mv("d2d4"), &[mv("a2a3")]);
    let [one_ply, two_plies] = ordering.continuation_tables();
    let last = PieceTo::of(&Board::default(), mv("g1f3"));
    let g8f6 = ordering.path().back(2, 1).unwrap();
    assert!(one_ply.get(g8f6, PieceTo::of(&board, mv("d2d4"))) > 0);
    assert!(one_ply.get(g8f6, PieceTo::of(&board, mv("a2a3"))) < 0, "the malus");
    assert!(two_plies.get(last, PieceTo::of(&board, mv("d2d4"))) > 0);
    assert!(before(&ordering, "d2d4") > d4 && before(&ordering, "a2a3") < a3);
    let other = walk(&mut ordering, &["b1c3", "b8c6"]);
    let b8c6 = ordering.path().back(2, 1).unwrap();
    let [one_ply, _] = ordering.continuation_tables();
    assert_eq!(one_ply.get(b8c6, PieceTo::of(&other, mv("d2d4"))), 0);
}

#[test]
fn quiescence_and_captures_teach_nothing() {
    let mut ordering = ContinuationHistory::default();
    let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    ordering.on_move_played(&Board::default(), 0, mv("e2e4"));
    let main = Node { board: &board, ply: 1, depth: 3, table_move: None };
    ordering.on_beta_cutoff(&main, mv("e4d5"), &[]);
    let quiescence = Node { depth: 0, ..main };
    ordering.on_beta_cutoff(&quiescence, mv("e1d2"), &[]);
    assert!(ordering.continuation_tables().iter().all(|t| t.largest_magnitude() == 0));
}
