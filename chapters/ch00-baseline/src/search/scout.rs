//! One more iteration of a search, at the root, with a window of the caller's choosing:
//! what an engine's scout search does when it asks "is the score at least beta?". The
//! worked positions search their node this way (see [`crate::trace`]).

use std::sync::atomic::AtomicBool;

use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::score::Score;
use crate::search::alphabeta::Searcher;
use crate::search::eval_path::EvalPath;
use crate::search::limits::{Limits, Signals, Stopper};
use crate::search::pv::PvTable;
use crate::search::stats::SearchStats;

/// Searches `position` `depth` plies deep with the window `alpha..beta`, continuing a
/// search `ordering` has been part of: as the next iteration of iterative deepening
/// would, without [`MoveOrdering::on_new_search`]. Returns the fail-soft score and what
/// the iteration counted.
pub fn search_root_window<O: MoveOrdering>(
    position: &Position,
    ordering: &mut O,
    depth: u32,
    alpha: Score,
    beta: Score,
) -> (Score, SearchStats) {
    let limits = Limits::depth(depth);
    let stop = AtomicBool::new(false);
    let root = position.board();
    let mut searcher = Searcher {
        ordering,
        stats: SearchStats::default(),
        pv: PvTable::new(),
        path: position.earlier_hashes().to_vec(),
        root_moves: &[],
        eval: EvalPath::new(root),
        rules: limits.tree,
        stopper: Stopper::new(&limits, Signals { stop: &stop, pondering: None }),
        aborted: false,
    };
    let score = searcher.negamax(root, depth as i32, 0, alpha, beta);
    (score, searcher.stats)
}
