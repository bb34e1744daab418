//! The two alternatives to chapter 1's classic pick that chapters 1 and 2 measure against
//! it, the three picks as types, to plug into [`crate::frame::Frame`], and the check every
//! pick must pass.

use std::cmp::Reverse;

use ch00_baseline::moves::{ScoredMove, legal_moves};
use ch00_baseline::sort_key::Stage;
use ch01_pick_move::pick::pick_by_swapping;
use cozy_chess::Board;

// ANCHOR: pick_by_one_swap
/// Finds the first highest-scoring move of `moves[index..]`, then swaps it into `index`:
/// one swap per call instead of one per improvement. The best score so far stays in a
/// local variable, so the loop only reads the list. It picks the same move as
/// [`pick_by_swapping`], but leaves the rest of the list in a different order.
pub fn pick_by_one_swap(moves: &mut [ScoredMove], index: usize) {
    let (mut best, mut best_key) = (index, moves[index].key);
    for (later, scored) in moves.iter().enumerate().skip(index + 1) {
        if scored.key > best_key {
            (best, best_key) = (later, scored.key);
        }
    }
    moves.swap(index, best);
}
// ANCHOR_END: pick_by_one_swap

// ANCHOR: sort_up_front
/// Sorts the whole list, best first, when the first move is asked for; later picks find
/// it already in place. The sort is stable: equal-scored moves keep the generator's order.
pub fn sort_up_front(moves: &mut [ScoredMove], index: usize) {
    if index == 0 {
        moves.sort_by_key(|m| Reverse(m.key));
    }
}
// ANCHOR_END: sort_up_front

/// A way of picking, named for the tables.
pub trait Pick: Default + Send + 'static {
    const NAME: &'static str;
    fn pick(moves: &mut [ScoredMove], index: usize);
}

/// Declares a unit type that picks with `$function` and is called `$name` in tables.
macro_rules! pick_type {
    ($(#[$doc:meta])* $type:ident, $name:literal, $function:path) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $type;

        impl Pick for $type {
            const NAME: &'static str = $name;
            fn pick(moves: &mut [ScoredMove], index: usize) {
                $function(moves, index);
            }
        }
    };
}

pick_type!(
    /// [`pick_by_swapping`], chapter 1's own.
    ManySwaps, "swap at every better move", pick_by_swapping
);
pick_type!(
    /// [`pick_by_one_swap`].
    OneSwap, "find the best, swap once", pick_by_one_swap
);
pick_type!(
    /// [`sort_up_front`].
    SortFirst, "sort the whole list first", sort_up_front
);

/// Kiwipete's 48 moves with scores that repeat (0 to 4), so that ties are exercised.
pub fn tied_moves() -> Vec<ScoredMove> {
    let board: Board =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    let mut moves: Vec<ScoredMove> = legal_moves(&board).into_iter().collect();
    for (index, scored) in moves.iter_mut().enumerate() {
        scored.key = Stage::Quiet.key((index as i32 * 7) % 5);
    }
    moves
}

/// Runs `pick` at every index, as the move loop does, and checks that every move comes
/// out exactly once and that keys never rise.
pub fn assert_picks_every_move_once_best_first(pick: fn(&mut [ScoredMove], usize)) {
    let original = tied_moves();
    let mut moves = original.clone();
    for index in 0..moves.len() {
        let before: Vec<ScoredMove> = moves[..index].to_vec();
        pick(&mut moves, index);
        assert_eq!(moves[..index], before[..], "pick touched searched moves");
        let best = moves[index..].iter().map(|m| m.key).max().unwrap();
        assert_eq!(moves[index].key, best, "index {index} is not a best remaining move");
    }
    let mut picked: Vec<_> = moves.iter().map(|m| m.mv.to_string()).collect();
    let mut expected: Vec<_> = original.iter().map(|m| m.mv.to_string()).collect();
    picked.sort();
    expected.sort();
    assert_eq!(picked, expected, "a move was lost or repeated");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_swap_picks_every_move_once_best_first() {
        assert_picks_every_move_once_best_first(pick_by_one_swap);
    }

    #[test]
    fn sorting_picks_every_move_once_best_first() {
        assert_picks_every_move_once_best_first(sort_up_front);
    }

    #[test]
    fn both_swapping_picks_choose_the_same_move_but_leave_different_lists() {
        let mut many = tied_moves();
        let mut one = tied_moves();
        pick_by_swapping(&mut many, 0);
        pick_by_one_swap(&mut one, 0);
        assert_eq!(many[0], one[0]);
        assert_ne!(many, one);
    }

    #[test]
    fn sorting_keeps_equal_moves_in_generation_order() {
        let original = tied_moves();
        let mut sorted = original.clone();
        sort_up_front(&mut sorted, 0);
        for score in 0..5 {
            let key = Stage::Quiet.key(score);
            let before: Vec<_> = original.iter().filter(|m| m.key == key).collect();
            let after: Vec<_> = sorted.iter().filter(|m| m.key == key).collect();
            assert_eq!(before, after, "score {score}");
        }
    }
}
