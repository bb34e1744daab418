//! The table ages once per search, told so by the `on_new_search` seam, however often
//! an ordering searches the root: an ordering that deepens every node (as chapter 6's
//! experiments do) visits the root at depth 1 many times in one search.

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search, search_to_depth};
use ch04_tt_move::TtMove;
use cozy_chess::Move;

/// Chapter 4's ordering, with every node of depth 2 or more searched one ply shallower
/// first (micro-Max's internal iterative deepening), the root included.
#[derive(Default)]
struct DeepeningEveryNode {
    previous: TtMove,
}

impl MoveOrdering for DeepeningEveryNode {
    ch00_baseline::previous_chapter!(TtMove, "ch04 deepening every node");

    fn internal_deepening_depth(&self, depth: i32, _table_move: Option<Move>) -> Option<i32> {
        (depth >= 2).then_some(depth - 1)
    }
}

fn age_after_searches<O: MoveOrdering>(ordering: &mut O, searches: u8) {
    let position = Position::default();
    for _ in 0..searches {
        search(&position, ordering, &Limits::depth(4), &AtomicBool::new(false), |_| {});
    }
}

#[test]
fn the_table_ages_exactly_once_per_search() {
    let mut plain = TtMove::default();
    age_after_searches(&mut plain, 3);
    assert_eq!(plain.table().age(), 3);

    let mut deepening = DeepeningEveryNode::default();
    age_after_searches(&mut deepening, 3);
    assert_eq!(deepening.previous().table().age(), 3);
}

#[test]
fn a_fixed_depth_search_still_starts_from_fresh_tables() {
    // `search_to_depth` builds its own ordering, so the seam changes nothing there.
    let first = search_to_depth::<TtMove>(&Position::default(), 4);
    let second = search_to_depth::<TtMove>(&Position::default(), 4);
    assert_eq!(first.stats, second.stats);
}
