//! Score, then pick, as two parts that can be swapped: the experiments of chapters 1 and
//! 2 measure one part while holding the other fixed.

use std::marker::PhantomData;

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, NoOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch01_pick_move::scoring::captures_and_promotions_first;
use ch02_mvv_lva::{MvvLva, mvv_lva_key};
use cozy_chess::{Board, Move};

use crate::picks::Pick;

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

/// Chapter 1's scores ([`captures_and_promotions_first`]) as a part of [`Frame`].
#[derive(Clone, Copy, Debug, Default)]
pub struct CapturesFirst;

impl Scorer for CapturesFirst {
    const NAME: &'static str = "captures and promotions first";
    fn score(board: &Board, mv: Move) -> SortKey {
        captures_and_promotions_first(board, mv)
    }
}

/// Chapter 2's scores ([`mvv_lva_key`], every other move unranked) as a part of [`Frame`].
impl Scorer for MvvLva {
    const NAME: &'static str = "MVV-LVA";
    fn score(board: &Board, mv: Move) -> SortKey {
        mvv_lva_key(board, mv).unwrap_or(SortKey::UNRANKED)
    }
}
