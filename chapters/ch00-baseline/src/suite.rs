//! The bench suite: the positions and depths every chapter is measured on.
//!
//! The files live in the workspace's `data/` folder, one position a line:
//! `name | depth | fen`. They are compiled into the engine so that `bench` needs no path;
//! a reader's own file of positions is read by [`positions_file`].

pub mod positions_file;

use std::time::Duration;

use cozy_chess::util::display_uci_move;

use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::score::Score;
use crate::search::{SearchStats, TreeRules, search_to_depth_under};

/// One position of a suite and the depth it is searched to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuitePosition {
    pub name: String,
    pub depth: u32,
    pub fen: String,
}

/// The positions every chapter's table and gain test use.
pub fn bench_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../../data/bench.txt")).expect("data/bench.txt is well formed")
}

/// The bench suite two plies deeper. Chapter 0 cannot search it (its quiescence search
/// explodes), but from chapter 2 on every ordering can, and techniques that need depth to
/// show (killers, the TT move, tie-breaking) are also measured here.
pub fn deep_suite() -> Vec<SuitePosition> {
    let mut suite = bench_suite();
    suite.iter_mut().for_each(|position| position.depth += 2);
    suite
}

/// Positions kept out of the bench suite, to check that a default chosen by measurement
/// was not tuned to the suite.
pub fn outside_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../../data/outside.txt")).expect("data/outside.txt is well formed")
}

/// Positions made after chapter 5's default order was chosen (`data/make_fresh.py`), to
/// confirm a decision that looking at the outside positions had helped shape.
pub fn fresh_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../../data/fresh.txt")).expect("data/fresh.txt is well formed")
}

/// Positions from self-play games at the depths engines search (`data/make_realistic.py`):
/// where the later chapters' techniques have plies to act on. Too deep for the first
/// chapters, which `cargo xtask compare` runs some plies shallower (see `--shallower`).
pub fn realistic_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../../data/realistic.txt"))
        .expect("data/realistic.txt is well formed")
}

/// Reads `name | depth | fen` lines; `#` starts a comment, blank lines are skipped. A
/// line without its depth is an error; see [`positions_file`] for what else a line may be.
pub fn parse_suite(text: &str) -> Result<Vec<SuitePosition>, String> {
    positions_file::parse_positions_to_depth(text, "line", None)
}

/// What one chapter's search did on one suite position.
#[derive(Clone, Debug)]
pub struct PositionReport {
    pub name: String,
    pub depth: u32,
    pub score: Score,
    /// In UCI notation (`e1g1` for castling), so tables read like any engine's output.
    pub best_move: String,
    pub stats: SearchStats,
    /// Effective branching factor per iteration (see `SearchResult::branching_factors`).
    pub branching_factors: Vec<f64>,
    pub elapsed: Duration,
}

/// A chapter's results on a whole suite.
#[derive(Clone, Debug, Default)]
pub struct SuiteReport {
    pub positions: Vec<PositionReport>,
}

impl SuiteReport {
    pub fn total(&self) -> SearchStats {
        let mut total = SearchStats::default();
        for position in &self.positions {
            total += position.stats;
        }
        total
    }

    pub fn total_nodes(&self) -> u64 {
        self.total().nodes
    }

    pub fn elapsed(&self) -> Duration {
        self.positions.iter().map(|p| p.elapsed).sum()
    }

    /// The mean effective branching factor of the deepest iteration of every position.
    pub fn mean_branching_factor(&self) -> f64 {
        let last: Vec<f64> =
            self.positions.iter().filter_map(|p| p.branching_factors.last().copied()).collect();
        if last.is_empty() { 0.0 } else { last.iter().sum::<f64>() / last.len() as f64 }
    }
}

/// Searches one suite position to its depth with fresh tables.
pub fn run_position<O: MoveOrdering>(position: &SuitePosition) -> PositionReport {
    run_position_under::<O>(position, TreeRules::default())
}

/// [`run_position`] under other rules for the shape of the tree.
pub fn run_position_under<O: MoveOrdering>(
    position: &SuitePosition,
    tree: TreeRules,
) -> PositionReport {
    let start = Position::from_fen(&position.fen).expect("suite positions are checked when read");
    let result = search_to_depth_under::<O>(&start, position.depth, tree);
    let best_move = result
        .best_move
        .map_or_else(|| "(none)".to_string(), |mv| display_uci_move(start.board(), mv).to_string());
    PositionReport {
        name: position.name.clone(),
        depth: position.depth,
        score: result.score,
        best_move,
        stats: result.stats,
        branching_factors: result.branching_factors(),
        elapsed: result.elapsed,
    }
}

/// Searches every position of a suite, telling `progress` after each one.
pub fn run_suite<O: MoveOrdering>(
    suite: &[SuitePosition],
    progress: impl FnMut(&PositionReport),
) -> SuiteReport {
    run_suite_under::<O>(suite, TreeRules::default(), progress)
}

/// [`run_suite`] under other rules for the shape of the tree (chapter 0's measurements).
pub fn run_suite_under<O: MoveOrdering>(
    suite: &[SuitePosition],
    tree: TreeRules,
    mut progress: impl FnMut(&PositionReport),
) -> SuiteReport {
    let positions = suite
        .iter()
        .map(|position| {
            let report = run_position_under::<O>(position, tree);
            progress(&report);
            report
        })
        .collect();
    SuiteReport { positions }
}
