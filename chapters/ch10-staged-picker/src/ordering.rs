//! Chapter 10's ordering: the previous chapter's order, handed out by a staged picker.

use ch00_baseline::ordering::{MoveOrdering, MovePicker, Node};
use ch09_see::See;
use cozy_chess::Move;

use crate::stages::next_staged_move;
use crate::unchanging::tables_stay_put;

/// The chapter before this one, whose order the picker hands out.
pub type PreviousChapter = See;

// ANCHOR: staged_ordering
/// The ordering `P` (chapter 9's in the chapter's engine), unchanged: every key is its
/// key. It has one seam of its own: the next move comes from the staged picker instead of
/// chapter 0's score-everything-then-pick frame, where the keys allow it. What the stages
/// suggest before anything is generated (the table move, the killers) and which picked
/// moves go back (chapter 9's losing captures), it asks the chain through the seams.
#[derive(Default)]
pub struct StagedWith<P = PreviousChapter> {
    previous: P,
}

/// The chapter's ordering: chapter 9's order, staged.
pub type StagedPicker = StagedWith<PreviousChapter>;

impl<P: MoveOrdering> MoveOrdering for StagedWith<P> {
    ch00_baseline::previous_chapter!(P, "ch10-staged-picker");

    fn next_move<O: MoveOrdering>(
        ordering: &O,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        if tables_stay_put(node.depth) {
            next_staged_move(ordering, node, picker)
        } else {
            // The previous chapter's own frame, its exchange check included.
            P::next_move(ordering, node, picker)
        }
    }
}
// ANCHOR_END: staged_ordering

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::{ScoredMove, legal_moves};
    use ch00_baseline::sort_key::Stage;
    use cozy_chess::Board;

    use super::*;
    use crate::stages::{resort_first, sort_pending};

    /// The legal moves of a busy middlegame position with random keys: few stages and
    /// scores, so that many keys tie.
    fn randomly_keyed_moves(rng: &mut fastrand::Rng) -> Vec<ScoredMove> {
        let board: Board =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
        let mut moves: Vec<ScoredMove> = legal_moves(&board).into_iter().collect();
        for scored in &mut moves {
            let stage = Stage::ALL[rng.usize(..Stage::ALL.len())];
            scored.key = stage.key(rng.i32(-3..3));
        }
        moves
    }

    /// Sorting the pending moves once hands them out as the pick would, one at a time,
    /// ties included, whatever the keys.
    #[test]
    fn the_sort_is_the_pick_at_every_index() {
        let ordering = StagedPicker::default();
        let mut rng = fastrand::Rng::with_seed(10);
        for _ in 0..200 {
            let mut picked = randomly_keyed_moves(&mut rng);
            let mut sorted = picked.clone();
            for index in 0..picked.len() {
                ordering.pick_move(&mut picked, index);
            }
            sort_pending(&mut sorted);
            assert_eq!(sorted, picked);
        }
    }

    /// Moving the first move to its place among moves already in order is the sort,
    /// whatever the first move's key, ties included.
    #[test]
    fn placing_the_first_move_is_the_sort() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..200 {
            let mut pending = randomly_keyed_moves(&mut rng);
            pending.truncate(rng.usize(1..=pending.len()));
            sort_pending(&mut pending[1..]);
            let mut sorted = pending.clone();
            sort_pending(&mut sorted);
            resort_first(&mut pending);
            assert_eq!(pending, sorted);
        }
    }
}
