//! The countermove table: for each move, the quiet move that last refuted it.

use cozy_chess::Move;

use crate::piece_to::PieceTo;

// ANCHOR: countermove_table
/// One slot per previous move (its coloured piece and to-square): the quiet move that
/// last caused a cutoff right after it. A new refutation replaces the old one, as a
/// killer slot does; the slot says nothing about how often it worked.
#[derive(Clone, Debug)]
pub struct CountermoveTable {
    replies: Box<[Option<Move>]>,
}

impl Default for CountermoveTable {
    fn default() -> Self {
        Self { replies: vec![None; PieceTo::COUNT].into_boxed_slice() }
    }
}

impl CountermoveTable {
    /// The quiet move that last refuted `previous`.
    pub fn get(&self, previous: PieceTo) -> Option<Move> {
        self.replies[previous.index()]
    }

    /// `reply` refuted `previous`.
    pub fn set(&mut self, previous: PieceTo, reply: Move) {
        self.replies[previous.index()] = Some(reply);
    }
}
// ANCHOR_END: countermove_table

impl CountermoveTable {
    pub fn clear(&mut self) {
        self.replies.fill(None);
    }
}
