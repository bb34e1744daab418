//! The swapping pick against the check every pick must pass (`ordering_lab::picks`).

use ch00_baseline::sort_key::Stage;
use ch01_pick_move::pick::pick_by_swapping;
use ordering_lab::picks::{assert_picks_every_move_once_best_first, tied_moves};

#[test]
fn swapping_picks_every_move_once_best_first() {
    assert_picks_every_move_once_best_first(pick_by_swapping);
}

#[test]
fn swapping_picks_the_first_of_equal_best_moves() {
    let mut moves = tied_moves();
    let first_best = *moves.iter().find(|m| m.key == Stage::Quiet.key(4)).unwrap();
    pick_by_swapping(&mut moves, 0);
    assert_eq!(moves[0], first_best);
}
