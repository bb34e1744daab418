//! What the search tells the ordering about a node, before and after searching it.

use cozy_chess::Move;

use crate::score::Score;

/// What the search tells the ordering about the node whose moves it is ordering.
#[derive(Clone, Copy, Debug)]
pub struct Node<'a> {
    pub board: &'a cozy_chess::Board,
    /// Distance from the root, in plies.
    pub ply: usize,
    /// Remaining depth; zero or less in quiescence search.
    pub depth: i32,
    /// The move [`super::MoveOrdering::probe_table`] suggested for this node, if any.
    /// It may not even be legal here (table keys collide): the search only ever plays
    /// moves the picker hands out from its own legal move list, so a stale suggestion can
    /// cost order, never correctness.
    pub table_move: Option<Move>,
}

/// How a node's score relates to its true value, given the window it was searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact: it fell inside the window.
    Exact,
    /// A move reached beta: the true value is at least the score.
    Lower,
    /// No move reached alpha: the true value is at most the score.
    Upper,
}

/// What a node found, handed to [`super::MoveOrdering::store_result`] when it is done.
#[derive(Clone, Copy, Debug)]
pub struct NodeResult {
    pub depth: i32,
    pub ply: usize,
    pub score: Score,
    pub bound: Bound,
    /// The move that raised alpha last, or caused the cutoff; `None` if no move raised alpha.
    pub best_move: Option<Move>,
}

/// The window and depth of the node asking the table.
#[derive(Clone, Copy, Debug)]
pub struct TableProbe {
    pub depth: i32,
    pub ply: usize,
    pub alpha: Score,
    pub beta: Score,
}

/// What a table lookup gives the search.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableHint {
    /// A move to order first.
    pub best_move: Option<Move>,
    /// A score to return at once, without searching. Move ordering never sets this: a
    /// score cutoff saves nodes by skipping the search, not by ordering it, and changes
    /// what the search can prove. Chapter 4 sets it only when the full-engine setting
    /// `TT Cutoffs` is switched on (off by default).
    pub score_cutoff: Option<Score>,
}
