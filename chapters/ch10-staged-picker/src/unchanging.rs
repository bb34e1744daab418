//! Which nodes can be staged without changing the order: those whose keys cannot change
//! while they are searched.

// ANCHOR: tables_stay_put
/// The deepest node whose quiet moves get the same keys late as early: 2.
///
/// The previous chapter keys every move at the node's first request; the staged picker
/// keys the quiet moves only after the table move, the captures and the killers have been
/// searched. In between, the searches below may have changed what the keys read. Killers
/// are kept per ply, and nodes below this one are at other plies. The history table
/// learns from main-search cutoffs (depth 1 or more), and a node reads only its own
/// side's entries, which change only at its descendants two, four... plies down, at depth
/// `depth - 2` and below. For a node of depth 2 or less those are quiescence nodes, which
/// learn nothing: its keys are the same whenever they are computed. A deeper node keys
/// every move up front, as the previous chapter does. Such nodes are few (the tree is
/// mostly its last plies and quiescence), so staging them would gain little anyway.
pub const DEEPEST_STAGED_NODE: i32 = 2;

/// Whether a node of `depth` (zero or less in quiescence) is staged.
pub fn tables_stay_put(depth: i32) -> bool {
    depth <= DEEPEST_STAGED_NODE
}
// ANCHOR_END: tables_stay_put
