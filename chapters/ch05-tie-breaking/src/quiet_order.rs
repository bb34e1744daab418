//! The default order of quiet moves: a second key that only speaks where the earlier
//! chapters have nothing to say.

use ch00_baseline::ordering::Node;
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

    /// Whether the key depends on what the order learns while the search runs
    /// ([`QuietOrder::on_quiet_cutoff`]). A key of the position alone is computed only
    /// when the pick reaches the quiet moves; a learned one is read when the node's moves
    /// are scored, because the cutoffs in the subtrees of the node's first moves would
    /// change it in between.
    const LEARNS: bool = false;

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
        0
    }
}
