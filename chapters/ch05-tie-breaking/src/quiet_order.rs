//! The default order of quiet moves: a second key that only speaks where the earlier
//! chapters have nothing to say.

use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Move};

// ANCHOR: quiet_room
/// The room a default order has: its keys stay within `-QUIET_ROOM..=QUIET_ROOM`. They are
/// scores within the quiet stage, which comes after every table move, capture and killer
/// whatever the score, so the room only matters to an order that adds a bonus on top of
/// another (checks first, and the experiments).
pub const QUIET_ROOM: SortScore = 1_000;
// ANCHOR_END: quiet_room

// ANCHOR: quiet_order
/// A default order for the moves the earlier chapters leave unranked. With the stable
/// pick, moves with equal keys keep the generator's order, so a key that only tells apart
/// piece types orders the quiet moves exactly as a generator that emits pieces in that
/// order would.
pub trait QuietOrder: Default + Send + 'static {
    /// How tables name the ordering that uses this default.
    const NAME: &'static str;

    /// Higher is searched earlier; within `-QUIET_ROOM..=QUIET_ROOM`.
    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore;

    /// The same key in its named terms, for a later chapter that sorts by one of them
    /// before its own score (chapter 7 keeps the checks in front of history). Only an
    /// order that puts checks first tests for check; any other is all `rest`.
    fn quiet_terms(&self, board: &Board, mv: Move) -> QuietTerms {
        QuietTerms { check: false, rest: self.quiet_key(board, mv) }
    }
}
// ANCHOR_END: quiet_order

// ANCHOR: quiet_terms
/// A default order's key of a quiet move, in its named terms: whether the order found
/// that the move gives check, and the rest of the key (the piece-square gain, in the
/// chapter's order). [`QuietTerms::key`] adds them up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietTerms {
    pub check: bool,
    pub rest: SortScore,
}
// ANCHOR_END: quiet_terms

/// No key at all: the generator's own order, kept by the stable pick.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratorOrder;

impl QuietOrder for GeneratorOrder {
    const NAME: &'static str = "generator order (P N B R Q K)";

    fn quiet_key(&self, _board: &Board, _mv: Move) -> SortScore {
        0
    }
}
