//! Chapter 3's ordering: killer moves between the captures and the other quiet moves.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch02_mvv_lva::MvvLva;
use cozy_chess::Move;

use crate::killer_key::{is_quiet, killer_key};
use crate::killer_table::KillerTable;

// ANCHOR: killers_ordering
/// Chapter 2's ordering plus `SLOTS` killer moves per ply. The chapter's own ordering is
/// [`Killers`], two slots; the other slot counts exist for the experiment that asks how
/// many slots pay.
#[derive(Clone, Copy, Debug, Default)]
pub struct KillerOrdering<const SLOTS: usize> {
    previous: MvvLva,
    killers: KillerTable<SLOTS>,
}

/// How many killers a ply keeps in the chapter's ordering: the experiment's choice.
pub const KILLER_SLOTS: usize = 2;

/// The chapter's ordering: [`KILLER_SLOTS`] killers per ply.
pub type Killers = KillerOrdering<KILLER_SLOTS>;

impl<const SLOTS: usize> MoveOrdering for KillerOrdering<SLOTS> {
    ch00_baseline::previous_chapter!(MvvLva, slot_count_name(SLOTS));

    fn clear(&mut self) {
        self.killers.clear();
        self.previous.clear();
    }

    /// A quiet move that is a killer of this ply gets its slot's killer key; every other
    /// move keeps chapter 2's key. A killer that captures something in this position (the
    /// square it goes to is occupied here) is scored as the capture it now is.
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let slot = is_quiet(node.board, mv).then(|| self.killers.slot_of(node.ply, mv));
        match slot.flatten() {
            Some(slot) => killer_key(slot),
            None => self.previous.score_move(node, mv),
        }
    }

    /// The killers of this ply, for a picker that tries them before generating the quiet
    /// moves; every other stage is the previous chapter's to answer.
    fn suggested_moves(&self, node: &Node, stage: Stage) -> [Option<Move>; 2] {
        match stage {
            Stage::Killer => {
                let mut killers = self.killers.killers(node.ply);
                [killers.next(), killers.next()]
            }
            _ => self.previous.suggested_moves(node, stage),
        }
    }

    /// Learns from main-search cutoffs only: a quiescence node searches captures, and
    /// in check its evasions answer that one check, not a threat its siblings share.
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            self.killers.remember(node.ply, mv);
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}
// ANCHOR_END: killers_ordering

impl<const SLOTS: usize> KillerOrdering<SLOTS> {
    /// The killer table, for tests and for chapters that want to look at it.
    pub fn killer_table(&self) -> &KillerTable<SLOTS> {
        &self.killers
    }
}

/// The name tables print for each slot count; two slots is the chapter itself.
const fn slot_count_name(slots: usize) -> &'static str {
    match slots {
        0 => "no killers",
        1 => "1 killer slot",
        2 => "ch03-killers",
        3 => "3 killer slots",
        4 => "4 killer slots",
        _ => "killer slots",
    }
}
