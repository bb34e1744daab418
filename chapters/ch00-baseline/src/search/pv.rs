//! The principal variation, kept in a triangular table: each ply's line is its best move
//! followed by the line of the ply below.

use arrayvec::ArrayVec;
use cozy_chess::Move;

use crate::score::MAX_PLY;

type Line = ArrayVec<Move, MAX_PLY>;

pub(crate) struct PvTable {
    lines: Vec<Line>,
}

impl PvTable {
    pub(crate) fn new() -> Self {
        Self { lines: vec![Line::new(); MAX_PLY + 1] }
    }

    /// A node starts with an empty line.
    pub(crate) fn clear(&mut self, ply: usize) {
        self.lines[ply].clear();
    }

    /// `mv` raised alpha at `ply`: the line becomes `mv` and the child's line.
    pub(crate) fn update(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.lines.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        let child = &tail[0];
        line.extend(child.iter().copied().take(MAX_PLY - 1));
    }

    pub(crate) fn line(&self, ply: usize) -> &[Move] {
        &self.lines[ply]
    }
}
