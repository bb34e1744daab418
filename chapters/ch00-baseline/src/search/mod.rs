//! Iterative deepening over the alpha-beta search, and what a search reports.

mod alphabeta;
mod clock;
mod draw;
mod eval_path;
mod limits;
mod pv;
mod quiescence;
mod reductions;
mod rules;
mod scout;
mod stats;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use cozy_chess::Move;

/// Public so that the lab can tell which leaves of a recorded tree were draws.
pub use draw::is_draw;
pub use limits::{Clock, DEFAULT_MOVE_OVERHEAD, Limits, MAX_DEPTH, Signals};
pub use rules::TreeRules;
pub use scout::search_root_window;
pub use stats::{CUTOFF_INDEX_BUCKETS, SearchStats};

use crate::moves::legal_moves;
use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::score::{DRAW, INFINITY, Score, mated_in};
use alphabeta::Searcher;
use eval_path::EvalPath;
use limits::Stopper;
use pv::PvTable;

/// One finished iteration of iterative deepening.
#[derive(Clone, Debug)]
pub struct Iteration {
    pub depth: u32,
    pub score: Score,
    pub pv: Vec<Move>,
    /// Counters of the whole search so far (all iterations up to this one).
    pub total: SearchStats,
    /// Nodes of this iteration alone.
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What a search found and what it cost.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move.
    pub best_move: Option<Move>,
    /// The score of the last finished iteration.
    pub score: Score,
    /// Every finished iteration, shallowest first.
    pub iterations: Vec<Iteration>,
    /// Counters of everything searched, unfinished iteration included.
    pub stats: SearchStats,
    pub elapsed: Duration,
}

impl SearchResult {
    /// The depth of the last finished iteration.
    pub fn depth(&self) -> u32 {
        self.iterations.last().map_or(0, |it| it.depth)
    }

    pub fn pv(&self) -> &[Move] {
        self.iterations.last().map_or(&[], |it| &it.pv)
    }

    /// Effective branching factor of each iteration after the first: its nodes divided by
    /// the previous iteration's. Good ordering brings it towards the square root of the
    /// real branching factor.
    pub fn branching_factors(&self) -> Vec<f64> {
        self.iterations
            .windows(2)
            .map(|pair| pair[1].nodes as f64 / pair[0].nodes.max(1) as f64)
            .collect()
    }
}

// ANCHOR: iterative_deepening
/// Searches `position` with iterative deepening until a limit is reached: depth 1, 2,
/// 3…, each iteration a full-window search from scratch (only the ordering's tables
/// carry over). `on_iteration` hears about every finished iteration (UCI prints
/// `info` lines).
pub fn search<O: MoveOrdering>(
    position: &Position,
    ordering: &mut O,
    limits: &Limits,
    stop: &AtomicBool,
    on_iteration: impl FnMut(&Iteration),
) -> SearchResult {
    search_with(position, ordering, limits, Signals { stop, pondering: None }, on_iteration)
}

/// [`search`] under every signal UCI can send while it runs (`stop`, `ponderhit`).
pub fn search_with<O: MoveOrdering>(
    position: &Position,
    ordering: &mut O,
    limits: &Limits,
    signals: Signals,
    mut on_iteration: impl FnMut(&Iteration),
) -> SearchResult {
    let root = position.board();
    ordering.on_new_search();
    let mut searcher = Searcher {
        ordering,
        stats: SearchStats::default(),
        pv: PvTable::new(),
        path: position.earlier_hashes().to_vec(),
        root_moves: &limits.searchmoves,
        eval: EvalPath::new(root),
        rules: limits.tree,
        stopper: Stopper::new(limits, signals),
        aborted: false,
    };
    let fallback = legal_moves(root)
        .iter()
        .map(|scored| scored.mv)
        .find(|mv| limits.searchmoves.is_empty() || limits.searchmoves.contains(mv));
    let mut iterations: Vec<Iteration> = Vec::new();
    // A game that is over has nothing to search: mated or stalemated at the root.
    let game_over_score = if root.checkers().is_empty() { DRAW } else { mated_in(0) };
    let max_depth = if fallback.is_some() { limits.max_depth() } else { 0 };
    for depth in 1..=max_depth {
        let nodes_before = searcher.stats.nodes;
        let score = searcher.negamax(root, depth as i32, 0, -INFINITY, INFINITY);
        if searcher.aborted {
            break;
        }
        let iteration = Iteration {
            depth,
            score,
            pv: searcher.pv.line(0).to_vec(),
            total: searcher.stats,
            nodes: searcher.stats.nodes - nodes_before,
            elapsed: searcher.stopper.elapsed(),
        };
        on_iteration(&iteration);
        iterations.push(iteration);
        if searcher.stopper.past_soft_time() {
            break;
        }
    }
    let last = iterations.last();
    let no_iteration_score = if fallback.is_some() { DRAW } else { game_over_score };
    SearchResult {
        best_move: last.and_then(|it| it.pv.first().copied()).or(fallback),
        score: last.map_or(no_iteration_score, |it| it.score),
        stats: searcher.stats,
        elapsed: searcher.stopper.elapsed(),
        iterations,
    }
}
// ANCHOR_END: iterative_deepening

/// A fixed-depth search with fresh tables: what the bench suite and every test run.
pub fn search_to_depth<O: MoveOrdering>(position: &Position, depth: u32) -> SearchResult {
    search_to_depth_under::<O>(position, depth, TreeRules::default())
}

/// [`search_to_depth`] under other rules for the shape of the tree: what chapter 0's
/// measurements of its own design choices run.
pub fn search_to_depth_under<O: MoveOrdering>(
    position: &Position,
    depth: u32,
    tree: TreeRules,
) -> SearchResult {
    let mut ordering = O::default();
    let limits = Limits { tree, ..Limits::depth(depth) };
    search(position, &mut ordering, &limits, &AtomicBool::new(false), |_| {})
}
