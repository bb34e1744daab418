//! Iterative deepening inside a node: search it shallower first, so that its best move is
//! in the table when the real search starts.

use cozy_chess::Move;

// ANCHOR: deepen_every_node
/// micro-Max's rule: every node of depth 2 or more is first searched one ply shallower.
/// That shallower search asks the same question of itself, so every node is searched at
/// depth 1, 2, ... up to its own depth, each iteration leaving its best move in the table
/// for the next.
pub fn deepen_every_node(depth: i32) -> Option<i32> {
    (depth >= 2).then_some(depth - 1)
}
// ANCHOR_END: deepen_every_node

// ANCHOR: deepen_without_table_move
/// Internal iterative deepening as most engines use it: only a node the table knows
/// nothing about, at least `min_depth` deep, is first searched `reduction` plies
/// shallower; every other node already has a move to try first. micro-Max's rule
/// restricted to such nodes is `min_depth` 2, `reduction` 1.
pub fn deepen_without_table_move(
    depth: i32,
    table_move: Option<Move>,
    min_depth: i32,
    reduction: i32,
) -> Option<i32> {
    (table_move.is_none() && depth >= min_depth.max(2)).then_some(depth - reduction)
}
// ANCHOR_END: deepen_without_table_move

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_one_is_never_deepened() {
        assert_eq!(deepen_every_node(1), None);
        assert_eq!(deepen_every_node(2), Some(1));
        assert_eq!(deepen_every_node(7), Some(6));
        assert_eq!(deepen_without_table_move(1, None, 0, 1), None);
    }

    #[test]
    fn a_table_move_makes_deepening_unnecessary() {
        let mv = "e2e4".parse().ok();
        assert_eq!(deepen_without_table_move(5, mv, 2, 1), None);
        assert_eq!(deepen_without_table_move(5, None, 2, 1), Some(4));
        assert_eq!(deepen_without_table_move(4, None, 5, 2), None);
        assert_eq!(deepen_without_table_move(6, None, 5, 2), Some(4));
    }
}
