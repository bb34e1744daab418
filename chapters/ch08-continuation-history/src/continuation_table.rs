//! Continuation history: how well a quiet move has done right after a given earlier move.

use ch07_history::gravity_update;

use crate::piece_to::PieceTo;

// ANCHOR: continuation_table
/// One bounded history value for every pair (earlier move, this move), each named by its
/// coloured piece and to-square: 768 × 768 entries of 16 bits, 1.2 MB.
///
/// One table serves both distances the chapter reads. One ply back the earlier move is
/// the opponent's; two plies back it is the mover's own: the colours of the pair differ,
/// so the two never share an entry.
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
    /// A table with no entries, for an ordering whose rules read none: the chapter's
    /// engine, which would otherwise allocate and clear 1.2 MB it never reads.
    pub fn unused() -> Self {
        Self { entries: Box::default() }
    }

    /// The largest entry by magnitude: what the bound test watches.
    pub fn largest_magnitude(&self) -> i32 {
        self.entries.iter().map(|&e| i32::from(e).abs()).max().unwrap_or(0)
    }

    /// Divides every entry by `divisor` (rounding toward zero), as chapter 7's table ages.
    pub fn age(&mut self, divisor: i16) {
        self.entries.iter_mut().for_each(|entry| *entry /= divisor);
    }

    pub fn clear(&mut self) {
        self.entries.fill(0);
    }
}

#[cfg(test)]
mod tests {
    use ch07_history::HISTORY_MAX;
    use cozy_chess::Board;

    use super::*;

    #[test]
    fn a_pair_learns_apart_from_other_pairs() {
        let mut board = Board::default();
        let e2e4 = PieceTo::of(&board, "e2e4".parse().unwrap());
        let d2d4 = PieceTo::of(&board, "d2d4".parse().unwrap());
        board.play("e2e4".parse().unwrap());
        let e7e5 = PieceTo::of(&board, "e7e5".parse().unwrap());
        let mut table = ContinuationTable::default();
        table.update(e2e4, e7e5, 500);
        assert_eq!(table.get(e2e4, e7e5), 500);
        assert_eq!(table.get(d2d4, e7e5), 0, "another earlier move");
        assert_eq!(table.get(e7e5, e2e4), 0, "the pair the other way round");
        table.update(e2e4, e7e5, -20_000);
        assert!(table.get(e2e4, e7e5) >= -HISTORY_MAX);
        let before = table.get(e2e4, e7e5);
        table.age(2);
        assert_eq!(table.get(e2e4, e7e5), before / 2, "halved toward zero");
        table.clear();
        assert_eq!(table.largest_magnitude(), 0);
    }
}
