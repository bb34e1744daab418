//! The stable pick: the best remaining move comes forward, and every move it passes over
//! keeps its place in the queue.

use ch00_baseline::moves::ScoredMove;

// ANCHOR: pick_stable
/// Brings the first highest-scoring move of `moves[index..]` to `index` and shifts
/// the moves it jumps over one place to the right (one `memmove`: `rotate_right`).
///
/// Chapter 1's pick swaps the move at `index` far down the list each time something
/// better turns up, so after a few picks moves of equal score no longer stand in the
/// order they had before scoring. Here only the picked move changes its place: the
/// order the moves had before scoring breaks every tie.
///
/// One pass over the pending moves finds the first of the best: a later move takes its
/// place only with a strictly higher key. Nothing moves when that move is already first.
#[inline]
pub fn pick_stable(moves: &mut [ScoredMove], index: usize) {
    let unsearched = &mut moves[index..];
    let mut best = 0;
    for (later, scored) in unsearched.iter().enumerate().skip(1) {
        if scored.key > unsearched[best].key {
            best = later;
        }
    }
    if best > 0 {
        unsearched[..=best].rotate_right(1);
    }
}
// ANCHOR_END: pick_stable

#[cfg(test)]
mod tests {
    use std::cmp::Reverse;

    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::sort_key::Stage;
    use ch01_pick_move::pick::pick_by_swapping;
    use cozy_chess::Board;

    use super::*;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /// Kiwipete's 48 moves with few distinct scores, so that ties are everywhere.
    fn scored_with_ties() -> Vec<ScoredMove> {
        let board: Board = KIWIPETE.parse().unwrap();
        let mut moves: Vec<ScoredMove> = legal_moves(&board).into_iter().collect();
        for (number, scored) in moves.iter_mut().enumerate() {
            scored.key = Stage::Quiet.key((number * 7 % 5) as i32);
        }
        moves
    }

    fn pick_all(moves: &mut [ScoredMove], pick: fn(&mut [ScoredMove], usize)) {
        for index in 0..moves.len() {
            pick(moves, index);
        }
    }

    // ANCHOR: stable_sort_test
    #[test]
    fn picking_every_index_is_a_stable_sort_by_descending_score() {
        let mut picked = scored_with_ties();
        let mut sorted = picked.clone();
        sorted.sort_by_key(|scored| Reverse(scored.key));
        pick_all(&mut picked, pick_stable);
        assert_eq!(picked, sorted);
    }
    // ANCHOR_END: stable_sort_test

    #[test]
    fn every_move_is_picked_once() {
        let original = scored_with_ties();
        let mut picked = original.clone();
        pick_all(&mut picked, pick_stable);
        let mut before: Vec<String> = original.iter().map(|s| s.mv.to_string()).collect();
        let mut after: Vec<String> = picked.iter().map(|s| s.mv.to_string()).collect();
        before.sort();
        after.sort();
        assert_eq!(before, after);
    }

    #[test]
    fn the_searched_part_is_never_touched() {
        let mut moves = scored_with_ties();
        pick_all(&mut moves[..10], pick_stable);
        let searched = moves[..10].to_vec();
        pick_stable(&mut moves, 10);
        assert_eq!(moves[..10], searched[..]);
    }

    #[test]
    fn the_first_of_equal_best_moves_is_picked() {
        let mut moves = scored_with_ties();
        let first_best = moves.iter().find(|scored| scored.key == Stage::Quiet.key(4)).copied();
        pick_stable(&mut moves, 0);
        assert_eq!(Some(moves[0]), first_best);
    }

    /// The contrast the chapter is about: the swapping pick picks the same scores in the
    /// same sequence, but not the same moves among equals.
    #[test]
    fn the_swapping_pick_reorders_ties() {
        let mut swapped = scored_with_ties();
        let mut stable = swapped.clone();
        pick_all(&mut swapped, pick_by_swapping);
        pick_all(&mut stable, pick_stable);
        let scores = |moves: &[ScoredMove]| moves.iter().map(|s| s.key).collect::<Vec<_>>();
        assert_eq!(scores(&swapped), scores(&stable));
        assert_ne!(swapped, stable);
    }
}
