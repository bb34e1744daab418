//! The previous iteration's principal variation, rebuilt from the seams, for the
//! PV-move experiment: the oldest form of "best move first", and one that needs no
//! transposition table.

use ch00_baseline::key::position_key;
use ch00_baseline::ordering::{Bound, NodeResult};
use ch00_baseline::score::MAX_PLY;
use cozy_chess::{Board, Move};

/// A line of play: for each ply from some node down, the position (by hash) and the
/// move that was best there.
type Line = Vec<(u64, Move)>;

// ANCHOR: pv_line
/// The principal variation of the last finished iteration, position by position.
///
/// The search does not hand its PV to the ordering, so it is rebuilt the way the search
/// builds its own: a triangular table. An exact node (its score fell inside the window)
/// is a PV node of its subtree; its line is its own best move followed by the line of
/// the ply below, which at that moment is its best child's line, because in alpha-beta
/// only the move that raises alpha produces an exact child. When the root stores its
/// result, its line is the whole PV, kept as the suggestion for the next iteration.
///
/// A suggestion is given only when the position matches the one on the line, so once the
/// search leaves the PV the line stays silent, which is what "follow the PV" means.
#[derive(Clone, Debug)]
pub struct PvLine {
    lines: Vec<Line>,
    previous_iteration: Line,
}
// ANCHOR_END: pv_line

impl Default for PvLine {
    fn default() -> Self {
        Self { lines: vec![Line::new(); MAX_PLY + 1], previous_iteration: Line::new() }
    }
}

impl PvLine {
    // ANCHOR: record
    /// Takes in what a main-search node found.
    pub fn record(&mut self, board: &Board, result: &NodeResult) {
        let (Bound::Exact, Some(best)) = (result.bound, result.best_move) else {
            return;
        };
        let ply = result.ply.min(MAX_PLY - 1);
        let (head, tail) = self.lines.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push((position_key(board), best));
        // At depth 1 the children are quiescence nodes, which store nothing: the ply
        // below holds a stale line from elsewhere, so the line ends here.
        if result.depth > 1 {
            line.extend_from_slice(&tail[0]);
        }
        if ply == 0 {
            self.previous_iteration.clone_from(line);
        }
    }
    // ANCHOR_END: record

    /// The previous iteration's best move for this position, if the position is the one
    /// the PV reached at this ply.
    pub fn suggestion(&self, board: &Board, ply: usize) -> Option<Move> {
        let &(hash, mv) = self.previous_iteration.get(ply)?;
        (hash == position_key(board)).then_some(mv)
    }

    /// The moves of the last recorded root line.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.previous_iteration.iter().map(|&(_, mv)| mv)
    }

    pub fn clear(&mut self) {
        *self = Self::default();
    }
}
