//! The default order of quiet moves: a second key that only speaks where the earlier
//! chapters have nothing to say.

use ch00_baseline::moves::SortScore;
use ch00_baseline::ordering::Node;
use cozy_chess::{Board, Move};

// ANCHOR: unranked
/// The score every earlier chapter leaves on a move it does not rank: a quiet move that is
/// neither the table move nor a killer (and an under-promotion). Everything those chapters
/// do rank scores far above it (killers sit just below the capture band, a billion up), so
/// a default order may use any small number here without passing a ranked move.
pub const UNRANKED: SortScore = 0;

/// The room a default order has: its keys stay within `-QUIET_ROOM..=QUIET_ROOM`.
pub const QUIET_ROOM: SortScore = 1_000;
// ANCHOR_END: unranked

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

    /// A quiet move caused a cutoff in the main search. Orders that learn listen here;
    /// the others ignore it.
    fn on_quiet_cutoff(&mut self, _node: &Node, _mv: Move) {}

    fn clear(&mut self) {}
}
// ANCHOR_END: quiet_order

/// No key at all: the generator's own order, kept by the stable pick.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratorOrder;

impl QuietOrder for GeneratorOrder {
    const NAME: &'static str = "generator order (P N B R Q K)";

    fn quiet_key(&self, _board: &Board, _mv: Move) -> SortScore {
        UNRANKED
    }
}
