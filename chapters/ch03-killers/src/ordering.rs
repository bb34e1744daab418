//! Chapter 3's ordering: killer moves between the captures and the other quiet moves.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch02_mvv_lva::MvvLva;
use cozy_chess::Move;

use crate::killer_key::{is_quiet, killer_key};
use crate::killer_table::KillerTable;

// ANCHOR: killers_ordering
/// Chapter 2's ordering plus two killer moves per ply.
#[derive(Clone, Copy, Debug, Default)]
pub struct Killers {
    previous: MvvLva,
    killers: KillerTable,
}

impl MoveOrdering for Killers {
    ch00_baseline::previous_chapter!(MvvLva, "ch03-killers");

    fn clear(&mut self) {
        self.killers.clear();
        self.previous.clear();
    }

    // ANCHOR: killers_score
    /// A quiet move that is a killer of this ply gets its slot's killer key; every
    /// other move keeps chapter 2's key. A killer that captures something in this
    /// position (the square it goes to is occupied here) is scored as the capture it
    /// now is.
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let slot = is_quiet(node.board, mv).then(|| self.killers.slot_of(node.ply, mv));
        match slot.flatten() {
            Some(slot) => killer_key(slot),
            None => self.previous.score_move(node, mv),
        }
    }
    // ANCHOR_END: killers_score

    // ANCHOR: killers_learn
    /// Learns from main-search cutoffs only: a quiescence node searches captures, and
    /// in check its evasions answer that one check, not a threat its siblings share.
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            self.killers.remember(node.ply, mv);
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
    // ANCHOR_END: killers_learn

    /// The killers of a ply, for chapter 10's picker, which tries them before it
    /// generates the quiet moves.
    fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.killers(ply)
    }
}
// ANCHOR_END: killers_ordering

impl Killers {
    /// The killer table, for tests and for chapters that want to look at it.
    pub fn killer_table(&self) -> &KillerTable {
        &self.killers
    }
}
