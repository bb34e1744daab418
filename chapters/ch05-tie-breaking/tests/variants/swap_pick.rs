//! Any ordering with chapter 1's swapping pick in place of its own: separates what the
//! default order does from what the stable pick does.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node, full_key};
use ch00_baseline::sort_key::SortKey;
use ch01_pick_move::pick::pick_by_swapping;
use cozy_chess::Move;

use ch05_tie_breaking::QuietOrder;
use ch05_tie_breaking::TieBreakingWith;

/// `TieBreakingWith<Q>`'s scores, picked by swapping: the unstable pick of chapters 1
/// to 4 with a default order on top.
#[derive(Default)]
pub struct SwapPick<Q> {
    previous: TieBreakingWith<Q>,
}

impl<Q: QuietOrder> MoveOrdering for SwapPick<Q> {
    ch00_baseline::previous_chapter!(TieBreakingWith<Q>, Q::NAME);

    /// Every key whole, up front. Where the swapping pick moves a tie depends on the keys
    /// it passes over, so the quiet keys cannot wait until the pick reaches the quiet
    /// moves, as they do under the stable pick, without changing the order.
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        full_key(&self.previous, node, mv)
    }

    fn score_quiet(&self, _node: &Node, _mv: Move, key: SortKey) -> SortKey {
        key
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_by_swapping(moves, index);
    }
}
