//! Chapter 10's ordering: the previous chapter's order, handed out by a staged picker.

use std::cmp::Reverse;

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, MovePicker, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::KillerTable;
use ch04_tt_move::OverTable;
use ch09_see::{ChapterPlacement, See, losing_capture_key};
use cozy_chess::Move;

use crate::stages::{StageAdvice, next_staged_move};
use crate::unchanging::tables_stay_put;

/// The chapter before this one, whose order the picker hands out.
pub type PreviousChapter = See;

// ANCHOR: staged_ordering
/// The previous chapter's ordering, unchanged (every key is its key), with one seam of its
/// own: the next move comes from the staged picker instead of chapter 0's
/// score-everything-then-pick frame, where the keys allow it.
#[derive(Default)]
pub struct StagedPicker {
    previous: PreviousChapter,
}

impl MoveOrdering for StagedPicker {
    ch00_baseline::previous_chapter!(PreviousChapter, "ch10-staged-picker");

    fn next_move<O: MoveOrdering>(
        &self,
        outer: &O,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        if tables_stay_put(node.depth) {
            next_staged_move(outer, node, picker, self)
        } else {
            // The previous chapter's own frame, its exchange check included.
            self.previous.next_move(outer, node, picker)
        }
    }
}

impl StageAdvice for StagedPicker {
    fn suggestions(&self, node: &Node, stage: Stage) -> [Option<Move>; 2] {
        match stage {
            Stage::TableMove => [node.table_move, None],
            Stage::Killer => {
                let mut killers = self.killer_table().killers(node.ply);
                [killers.next(), killers.next()]
            }
            // Chapter 8 measured a countermove table and kept none (none paid), and
            // chapter 9 adds none: this stage has nothing to suggest.
            _ => [None, None],
        }
    }

    /// Chapter 9's question, asked of every move the pick reaches, as chapter 9 asks it.
    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        losing_capture_key::<ChapterPlacement>(node, mv, key)
    }

    /// The chain's pick is chapter 5's stable pick, and picking at every index with it is
    /// a stable sort by descending key (chapter 5's test, and this chapter's below).
    fn sort_pending(&self, pending: &mut [ScoredMove]) {
        pending.sort_by_key(|scored| Reverse(scored.key));
    }

    /// The stable sort's place for the first move: after every move with a higher key,
    /// before the ones with its own key (it came first).
    fn resort_first(&self, pending: &mut [ScoredMove]) {
        let Some((first, rest)) = pending.split_first() else { return };
        let place = rest.partition_point(|scored| scored.key > first.key);
        pending[..=place].rotate_left(1);
    }
}
// ANCHOR_END: staged_ordering

impl StagedPicker {
    /// Chapter 3's killers, held six chapters down the chain.
    fn killer_table(&self) -> &KillerTable<2> {
        let continuation = self.previous.previous();
        let history = continuation.previous();
        let micro_max = history.previous();
        let tie_breaking = micro_max.previous();
        let tt_move = tie_breaking.previous();
        tt_move.previous().killer_table()
    }
}

/// Chapter 10 over a table of the caller's choosing (the collision test cuts its keys).
impl OverTable for StagedPicker {
    fn over_table(table: ch04_tt_move::TranspositionTable) -> Self {
        Self { previous: PreviousChapter::over_table(table) }
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use cozy_chess::Board;

    use super::*;

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
            ordering.sort_pending(&mut sorted);
            assert_eq!(sorted, picked);
        }
    }

    /// Moving the first move to its place among moves already in order is the sort,
    /// whatever the first move's key, ties included.
    #[test]
    fn placing_the_first_move_is_the_sort() {
        let ordering = StagedPicker::default();
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..200 {
            let mut pending = randomly_keyed_moves(&mut rng);
            pending.truncate(rng.usize(1..=pending.len()));
            ordering.sort_pending(&mut pending[1..]);
            let mut sorted = pending.clone();
            ordering.sort_pending(&mut sorted);
            ordering.resort_first(&mut pending);
            assert_eq!(pending, sorted);
        }
    }
}
