//! Where the table move is searched: first, in a stage of its own.

use ch00_baseline::ordering::Node;
use ch00_baseline::sort_key::{SortKey, Stage};
use cozy_chess::Move;

/// The sort key of the table move: the first stage, before the best capture and every
/// killer.
pub const TABLE_MOVE_KEY: SortKey = Stage::TableMove.key(0);

// ANCHOR: table_move_first
/// The table move's sort key if `mv` is the move the table suggested for this node.
///
/// This comparison is also the whole legality check. The search only ever scores and
/// plays the moves of its own legal move list, so a suggestion that is not in that
/// list (a move stored for another position whose key collided with this one) never
/// matches any move, and the node is ordered as if the table had said nothing. No
/// move from the table is ever played on trust.
pub fn table_move_first(node: &Node, mv: Move) -> Option<SortKey> {
    (node.table_move == Some(mv)).then_some(TABLE_MOVE_KEY)
}
// ANCHOR_END: table_move_first
