//! Every call this crate makes into the chapters' engines, and nothing else: the rest of
//! the crate sees only [`ENGINES`] and the plain data of [`crate::report`], so a change
//! of the engine's API is ported here alone.
//!
//! Each chapter's engine is the same generic search over that chapter's ordering; the
//! table below instantiates it once per chapter, as the native binaries do.

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::perft::divide;
use ch00_baseline::position::Position;
use ch00_baseline::san::{san, san_line};
use ch00_baseline::score::human_score;
use ch00_baseline::search::{Iteration, Limits, MAX_DEPTH, search};
use ch00_baseline::sort_key::Stage;
use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Move};
use explore::trace::{stage_name, trace_node};

use crate::report::{
    DividedMove, IterationReport, MoveText, OrderReport, OrderedMove, PerftReport, SearchReport,
    StageCutoffs,
};

/// The deepest search the engine starts.
pub const MAX_SEARCH_DEPTH: u32 = MAX_DEPTH;

/// Hears about every finished iteration of a search.
pub type Progress<'a> = &'a mut dyn FnMut(&IterationReport);

/// One chapter's engine. Every function checks its FEN and returns the reason it is
/// wrong as `Err`, for the reader; depths are checked by the caller.
#[derive(Debug)]
pub struct Engine {
    /// The chapter's package name, `ch03-killers`.
    pub name: &'static str,
    /// The chapter whose ordering this one builds on: its own name for chapter 0.
    pub builds_on: &'static str,
    /// Searches to the depth with fresh tables, as the node-count tables do.
    pub search: fn(fen: &str, depth: u32, progress: Progress<'_>) -> Result<SearchReport, String>,
    /// The root's moves in the chapter's order, from a scout search of that depth.
    pub order: fn(fen: &str, depth: u32) -> Result<OrderReport, String>,
    /// Perft through the chapter's move picker, divided by root move.
    pub perft: fn(fen: &str, depth: u32) -> Result<PerftReport, String>,
}

const fn engine<O: MoveOrdering>() -> Engine {
    Engine {
        name: O::NAME,
        builds_on: <O::Previous as MoveOrdering>::NAME,
        search: search_with::<O>,
        order: order::<O>,
        perft: perft::<O>,
    }
}

/// Every chapter, in the book's order.
pub const ENGINES: [Engine; 11] = [
    engine::<NoOrdering>(),
    engine::<ch01_pick_move::PickMove>(),
    engine::<ch02_mvv_lva::MvvLva>(),
    engine::<ch03_killers::Killers>(),
    engine::<ch04_tt_move::TtMove>(),
    engine::<ch05_tie_breaking::TieBreaking>(),
    engine::<ch06_micro_max::MicroMax>(),
    engine::<ch07_history::History>(),
    engine::<ch08_continuation_history::ContinuationHistory>(),
    engine::<ch09_see::See>(),
    engine::<ch10_staged_picker::StagedPicker>(),
];

fn position(fen: &str) -> Result<Position, String> {
    Position::from_fen(fen).map_err(|error| error.to_string())
}

/// What `search_to_depth` runs (a fresh ordering, the depth as the only limit), with the
/// iterations reported as they finish.
fn search_with<O: MoveOrdering>(
    fen: &str,
    depth: u32,
    progress: Progress<'_>,
) -> Result<SearchReport, String> {
    let position = position(fen)?;
    let board = position.board();
    let mut ordering = O::default();
    let stop = AtomicBool::new(false);
    let result = search(&position, &mut ordering, &Limits::depth(depth), &stop, |iteration| {
        progress(&iteration_report(board, iteration))
    });
    let stats = result.stats;
    Ok(SearchReport {
        chapter: O::NAME,
        depth: result.depth(),
        nodes: stats.nodes,
        quiescence_nodes: stats.quiescence_nodes,
        score: human_score(result.score),
        best_move: result.best_move.map(|mv| move_text(board, mv)),
        pv: san_line(board, result.pv()),
        beta_cutoffs: stats.beta_cutoffs,
        first_move_cutoffs: stats.first_move_cutoffs,
        first_move_cutoff_rate: stats.first_move_cutoff_rate(),
        cutoffs_by_stage: Stage::ALL
            .iter()
            .zip(stats.cutoffs_by_stage)
            .map(|(&stage, cutoffs)| StageCutoffs { stage: stage_name(stage), cutoffs })
            .collect(),
        iterations: result.iterations.iter().map(|it| iteration_report(board, it)).collect(),
    })
}

fn iteration_report(board: &Board, iteration: &Iteration) -> IterationReport {
    IterationReport {
        depth: iteration.depth,
        nodes: iteration.nodes,
        total_nodes: iteration.total.nodes,
        score: human_score(iteration.score),
        pv: san_line(board, &iteration.pv),
    }
}

fn order<O: MoveOrdering>(fen: &str, depth: u32) -> Result<OrderReport, String> {
    let trace = trace_node::<O>(&position(fen)?, depth, &[]).map_err(|error| error.to_string())?;
    let board = &trace.board;
    let searched = trace.searched.iter().map(|traced| OrderedMove {
        text: move_text(board, traced.mv),
        stage: stage_name(traced.stage),
        nodes: Some(traced.nodes),
        cutoff: trace.cutoff == Some(traced.mv),
    });
    let not_searched = trace.not_searched.iter().map(|pending| OrderedMove {
        text: move_text(board, pending.mv),
        stage: stage_name(pending.stage),
        nodes: None,
        cutoff: false,
    });
    Ok(OrderReport {
        chapter: O::NAME,
        depth: trace.depth,
        root_score: human_score(trace.root_score),
        ranks_moves: trace.ranks_moves,
        nodes: trace.nodes(),
        moves: searched.chain(not_searched).collect(),
    })
}

fn perft<O: MoveOrdering>(fen: &str, depth: u32) -> Result<PerftReport, String> {
    let position = position(fen)?;
    let board = position.board();
    let divided = divide(&O::default(), board, depth);
    Ok(PerftReport {
        chapter: O::NAME,
        depth,
        nodes: divided.iter().map(|&(_, nodes)| nodes).sum(),
        divide: divided
            .into_iter()
            .map(|(mv, nodes)| DividedMove { text: move_text(board, mv), nodes })
            .collect(),
    })
}

fn move_text(board: &Board, mv: Move) -> MoveText {
    MoveText { uci: display_uci_move(board, mv).to_string(), san: san(board, mv) }
}
