//! Iterative deepening inside a node: search it shallower first, so that its best
//! move is in the table when the real search starts.

// ANCHOR: deepen_every_node
/// micro-Max's rule: every node of depth 2 or more is first searched one ply
/// shallower. That shallower search asks the same question of itself, so every node
/// is searched at depth 1, 2, ... up to its own depth, each iteration leaving its
/// best move in the table for the next.
pub fn deepen_every_node(depth: i32) -> Option<i32> {
    (depth >= 2).then_some(depth - 1)
}
// ANCHOR_END: deepen_every_node

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_one_is_never_deepened() {
        assert_eq!(deepen_every_node(1), None);
        assert_eq!(deepen_every_node(2), Some(1));
        assert_eq!(deepen_every_node(7), Some(6));
    }
}
