//! Any ordering with chapter 1's swapping pick in place of its own: separates what the
//! default order does from what the stable pick does.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node, full_key};
use ch00_baseline::sort_key::SortKey;
use ch01_pick_move::pick::pick_by_swapping;
use cozy_chess::Move;

use super::quiet_order::{QuietOrder, WithQuietOrder};

/// `WithQuietOrder<Q>`'s scores, picked by swapping: the unstable pick of chapters 1
/// to 4 with a default order on top.
#[derive(Default)]
pub struct SwapPick<Q> {
    previous: WithQuietOrder<Q>,
}

impl<Q: QuietOrder> MoveOrdering for SwapPick<Q> {
    ch00_baseline::previous_chapter!(WithQuietOrder<Q>, Q::NAME);

    /// Every key whole, up front. Where the swapping pick moves a tie depends on the keys
    /// it passes over, so the quiet scores cannot wait until the pick reaches the quiet
    /// moves, as they do under the stable pick, without changing the order. (They are
    /// asked again then, and come out the same.)
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        full_key(&self.previous, node, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_by_swapping(moves, index);
    }
}
