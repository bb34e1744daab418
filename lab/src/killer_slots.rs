//! Chapter 3's killers with another number of slots per ply than its two: what chapter
//! 3's experiments and chapter 10's slot-count example measure.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::score::MAX_PLY;
use ch00_baseline::sort_key::SortKey;
use ch02_mvv_lva::MvvLva;
use ch03_killers::{is_quiet, killer_key};
use cozy_chess::Move;

/// Chapter 2's ordering plus `SLOTS` killer moves per ply, kept as chapter 3 keeps its
/// two: the newest first, none twice. Two slots is chapter 3 node for node.
#[derive(Clone, Copy, Debug)]
pub struct KillerSlots<const SLOTS: usize> {
    previous: MvvLva,
    plies: [[Option<Move>; SLOTS]; MAX_PLY],
}

impl<const SLOTS: usize> Default for KillerSlots<SLOTS> {
    fn default() -> Self {
        Self { previous: MvvLva::default(), plies: [[None; SLOTS]; MAX_PLY] }
    }
}

impl<const SLOTS: usize> MoveOrdering for KillerSlots<SLOTS> {
    ch00_baseline::previous_chapter!(MvvLva, slot_count_name(SLOTS));

    fn clear(&mut self) {
        *self = Self::default();
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let slots = self.plies.get(node.ply).filter(|_| is_quiet(node.board, mv));
        match slots.and_then(|slots| slots.iter().position(|&killer| killer == Some(mv))) {
            Some(slot) => killer_key(slot),
            None => self.previous.score_move(node, mv),
        }
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if let Some(slots) = self.plies.get_mut(node.ply).filter(|_| SLOTS > 0)
            && node.depth > 0
            && is_quiet(node.board, mv)
            && slots[0] != Some(mv)
        {
            let end = slots.iter().position(|&killer| killer == Some(mv)).unwrap_or(SLOTS - 1);
            slots[..=end].rotate_right(1);
            slots[0] = Some(mv);
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }

    /// The first two killers, for chapter 10's picker (an experiment there uses no more).
    fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        let slots = self.plies.get(ply).map_or(&[][..], |slots| &slots[..]);
        [slots.first().copied().flatten(), slots.get(1).copied().flatten()]
    }
}

/// The name tables print for each slot count; two slots is chapter 3 itself.
const fn slot_count_name(slots: usize) -> &'static str {
    match slots {
        0 => "no killers",
        1 => "1 killer slot",
        2 => "2 killer slots",
        3 => "3 killer slots",
        4 => "4 killer slots",
        _ => "killer slots",
    }
}
