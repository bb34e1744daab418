//! Continuation history's table: how well a quiet move has done right after a given
//! earlier move.

use ch07_history::gravity_update;

use crate::piece_to::PieceTo;

// ANCHOR: continuation_table
/// One bounded history value for every pair (earlier move, this move), each named by
/// its coloured piece and to-square: 768 × 768 entries of 16 bits, 1.2 MB.
///
/// The chapter gives each distance it reads its own table. One table could serve
/// both: one ply back the earlier move is the opponent's, two plies back the mover's
/// own, so the colours of the pair differ in the one case and agree in the other, and
/// the two distances never touch the same entry.
#[derive(Clone, Debug)]
pub struct ContinuationTable {
    entries: Box<[i16]>,
}

impl Default for ContinuationTable {
    fn default() -> Self {
        Self { entries: vec![0; PieceTo::COUNT * PieceTo::COUNT].into_boxed_slice() }
    }
}

impl ContinuationTable {
    fn slot(earlier: PieceTo, this: PieceTo) -> usize {
        earlier.index() * PieceTo::COUNT + this.index()
    }

    /// The value of `this` played after `earlier`.
    pub fn get(&self, earlier: PieceTo, this: PieceTo) -> i32 {
        i32::from(self.entries[Self::slot(earlier, this)])
    }

    /// Moves the value of `this` after `earlier` by `change` with chapter 7's bounded
    /// update, so it stays within chapter 7's bounds like a history entry.
    pub fn update(&mut self, earlier: PieceTo, this: PieceTo, change: i32) {
        let entry = &mut self.entries[Self::slot(earlier, this)];
        *entry = gravity_update(*entry, change);
    }
}
// ANCHOR_END: continuation_table

impl ContinuationTable {
    /// The largest entry by magnitude: what the bound test watches.
    pub fn largest_magnitude(&self) -> i32 {
        self.entries.iter().map(|&e| i32::from(e).abs()).max().unwrap_or(0)
    }

    pub fn clear(&mut self) {
        self.entries.fill(0);
    }
}
