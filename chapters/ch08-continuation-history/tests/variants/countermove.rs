//! The countermove as an ordering over any other: one more quiet move lifted out of the
//! quiet stage, the one that last refuted the move just played.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::{KILLER_SLOTS, is_quiet, killer_key};
use cozy_chess::{Board, Move};

use super::countermove_table::CountermoveTable;
use super::path_moves::PathMoves;

// ANCHOR: countermove_key
/// Where a countermove is searched: right after the killers, before every other
/// quiet move. Chapter 3's killers take the keys of their slots; a countermove
/// takes the key of the slot after the last, so the killer stage holds both kinds
/// of refutation, the one of this ply and the one of the previous move. Only a
/// move the ordering below left in the quiet stage is lifted: a countermove that
/// is also the table move or a killer keeps its earlier place.
pub const COUNTERMOVE_KEY: SortKey = killer_key(KILLER_SLOTS);
// ANCHOR_END: countermove_key

// ANCHOR: countermove_ordering
/// The ordering `P` with a countermove table: a quiet move that refuted the previous move
/// the last time that move was played goes to [`COUNTERMOVE_KEY`]; every other move keeps
/// `P`'s key. The table learns from the cutoffs chapter 7's history learns from
/// (main-search cutoffs by quiet moves), and is kept between the searches of a game: a
/// slot holds a move, not a value to halve.
#[derive(Default)]
pub struct CountermoveWith<P> {
    previous: P,
    path: PathMoves,
    countermoves: CountermoveTable,
}

impl<P: MoveOrdering> MoveOrdering for CountermoveWith<P> {
    ch00_baseline::previous_chapter!(P, "countermove");

    fn clear(&mut self) {
        self.countermoves.clear();
        self.previous.clear();
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.record(board, ply, mv);
        self.previous.on_move_played(board, ply, mv);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        let last = self.path.back(node.ply, 1);
        let refuted = |last| self.countermoves.get(last) == Some(mv);
        if key.stage() == Stage::Quiet && last.is_some_and(refuted) { COUNTERMOVE_KEY } else { key }
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        let last = self.path.back(node.ply, 1);
        if let (true, Some(last)) = (node.depth > 0 && is_quiet(node.board, mv), last) {
            self.countermoves.set(last, mv);
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}
// ANCHOR_END: countermove_ordering

impl<P> CountermoveWith<P> {
    /// The countermove table, for the tests.
    pub fn countermove_table(&self) -> &CountermoveTable {
        &self.countermoves
    }

    /// The moves of the path, for the tests.
    pub fn path(&self) -> &PathMoves {
        &self.path
    }
}
