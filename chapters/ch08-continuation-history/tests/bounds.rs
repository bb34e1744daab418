//! Every continuation entry of the chapter's engine stays within chapter 7's bounds
//! through a long search, checked after every update.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch03_killers::is_quiet;
use ch07_history::HISTORY_MAX;
use ch08_continuation_history::{ContinuationHistory, PathMoves, PieceTo};
use cozy_chess::{Board, Move};
use ordering_lab::bounds::{assert_bound_was_tested, long_search};

// ANCHOR: watched
/// The chapter's ordering, watched: it keeps its own copy of the path's moves and, after
/// every cutoff, reads back each continuation entry the cutoff changed, one ply back and
/// two plies back.
#[derive(Default)]
struct Watched {
    previous: ContinuationHistory,
    path: PathMoves,
    largest_entry: i32,
    entries_checked: u64,
}

impl MoveOrdering for Watched {
    ch00_baseline::previous_chapter!(ContinuationHistory, "watched ch08");

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.record(board, ply, mv);
        self.previous.on_move_played(board, ply, mv);
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.previous.on_beta_cutoff(node, mv, searched);
        if node.depth <= 0 || !is_quiet(node.board, mv) {
            return;
        }
        let [one_ply, two_plies] = self.previous.continuation_tables();
        let earlier = [(1, one_ply), (2, two_plies)];
        for (back, table) in earlier {
            let Some(earlier) = self.path.back(node.ply, back) else { continue };
            let changed = searched.iter().copied().chain([mv]);
            for changed in changed.filter(|&m| is_quiet(node.board, m)) {
                let entry = table.get(earlier, PieceTo::of(node.board, changed));
                assert!(entry.abs() <= HISTORY_MAX, "{changed} reached {entry}");
                self.largest_entry = self.largest_entry.max(entry.abs());
                self.entries_checked += 1;
            }
        }
    }
}
// ANCHOR_END: watched

#[test]
fn entries_stay_within_their_bounds_through_a_long_search() {
    let mut watched = Watched::default();
    long_search(&mut watched);
    assert_bound_was_tested(watched.entries_checked, watched.largest_entry, HISTORY_MAX);
    let tables = watched.previous.continuation_tables();
    assert!(tables.iter().all(|table| table.largest_magnitude() <= HISTORY_MAX));
}
