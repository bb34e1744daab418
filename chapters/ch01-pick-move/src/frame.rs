//! Score, then pick, as two parts that can be swapped: the experiments of this chapter
//! and the next measure one part while holding the other fixed.

use std::marker::PhantomData;

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, NoOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use cozy_chess::{Board, Move};

use crate::pick_variants::Pick;

/// A rule that scores a move from the board alone (no memory of the search).
pub trait Scorer: Default + Send + 'static {
    const NAME: &'static str;
    fn score(board: &Board, mv: Move) -> SortKey;
}

// ANCHOR: frame
/// The ordering made of scorer `S` and pick `P`, and nothing else.
#[derive(Debug, Default)]
pub struct Frame<S, P> {
    previous: NoOrdering,
    parts: PhantomData<(S, P)>,
}

impl<S: Scorer, P: Pick> MoveOrdering for Frame<S, P> {
    ch00_baseline::previous_chapter!(NoOrdering, S::NAME);

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        S::score(node.board, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        P::pick(moves, index);
    }
}
// ANCHOR_END: frame
