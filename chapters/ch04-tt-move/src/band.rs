//! Where the table move sits among the sort scores: above every capture.

use ch00_baseline::moves::SortScore;
use ch00_baseline::ordering::Node;
use ch02_mvv_lva::ABOVE_CAPTURES;
use cozy_chess::Move;

/// The sort score of the table move: the first score above the capture band of chapter 2,
/// so it is searched before the best capture (and, by chapter 3, before every killer).
pub const TABLE_MOVE_SCORE: SortScore = ABOVE_CAPTURES;

// ANCHOR: table_move_first
/// The table move's sort score if `mv` is the move the table suggested for this node.
///
/// This comparison is also the whole legality check. The search only ever scores and
/// plays the moves of its own legal move list, so a suggestion that is not in that list
/// (a move stored for another position whose key collided with this one) never matches
/// any move, and the node is ordered as if the table had said nothing. No move from the
/// table is ever played on trust.
pub fn table_move_first(node: &Node, mv: Move) -> Option<SortScore> {
    (node.table_move == Some(mv)).then_some(TABLE_MOVE_SCORE)
}
// ANCHOR_END: table_move_first
