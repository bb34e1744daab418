//! Every history entry stays within its bounds through a long search, checked after every
//! update; and the same search shows that a plain counter in 16 bits would not have.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch03_killers::is_quiet;
use ch07_history::{HISTORY_MAX, History, history_bonus};
use cozy_chess::Move;
use ordering_lab::bounds::{assert_bound_was_tested, long_search};

// ANCHOR: watched
/// The chapter's ordering, watched: after every cutoff it reads back each entry the cutoff
/// changed. Beside it, the counter Schaeffer's table would keep (`depth²` added per cutoff,
/// never lowered) in 64 bits, to see how far a 16-bit one would have had to go.
struct Watched {
    previous: History,
    largest_entry: i32,
    entries_checked: u64,
    plain_counters: Vec<i64>,
}

impl Default for Watched {
    fn default() -> Self {
        Self {
            previous: History::default(),
            largest_entry: 0,
            entries_checked: 0,
            plain_counters: vec![0; 2 * 64 * 64],
        }
    }
}

impl MoveOrdering for Watched {
    ch00_baseline::previous_chapter!(History, "watched ch07-history");

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.previous.on_beta_cutoff(node, mv, searched);
        if node.depth <= 0 || !is_quiet(node.board, mv) {
            return;
        }
        let side = node.board.side_to_move();
        let changed = searched.iter().copied().chain([mv]);
        for changed in changed.filter(|&m| is_quiet(node.board, m)) {
            let entry = self.previous.table().get(side, changed);
            assert!(entry.abs() <= HISTORY_MAX, "{changed} reached {entry}");
            self.largest_entry = self.largest_entry.max(entry.abs());
            self.entries_checked += 1;
        }
        let index = side as usize * 4096 + mv.from as usize * 64 + mv.to as usize;
        self.plain_counters[index] += i64::from(node.depth * node.depth);
    }
}
// ANCHOR_END: watched

#[test]
fn entries_stay_within_their_bounds_through_a_long_search() {
    let mut watched = Watched::default();
    long_search(&mut watched);
    assert_bound_was_tested(watched.entries_checked, watched.largest_entry, HISTORY_MAX);
    let plain = watched.plain_counters.iter().max().copied().unwrap_or(0);
    assert!(plain > i64::from(i16::MAX), "a plain 16-bit counter would have held {plain}");
    assert!(history_bonus(1) > 0);
}
