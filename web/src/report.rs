//! What the pages are told, as JSON: plain data, with moves already written out (UCI for
//! machines, SAN for readers) and scores in the book's form (`+0.35`, `#3`), so the
//! JavaScript formats nothing about chess.

use serde::Serialize;

/// A move as both notations write it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveText {
    /// `e1g1` for castling, as UCI engines write it.
    pub uci: String,
    /// `O-O`, `Nxe5+`: as a chess book writes it.
    pub san: String,
}

/// One finished iteration of iterative deepening: what a long search reports as it goes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IterationReport {
    pub depth: u32,
    /// Nodes of this iteration alone.
    pub nodes: u64,
    /// Nodes of every iteration so far.
    pub total_nodes: u64,
    pub score: String,
    /// The principal variation, in SAN.
    pub pv: Vec<String>,
}

/// Main-search cutoffs made by the moves of one stage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StageCutoffs {
    /// The book's name of the stage: `table move`, `capture`, `killer`, ...
    pub stage: &'static str,
    pub cutoffs: u64,
}

/// A fixed-depth search with fresh tables: what the chapters' node-count tables count.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SearchReport {
    pub chapter: &'static str,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// Every node: main search and quiescence, all iterations.
    pub nodes: u64,
    pub quiescence_nodes: u64,
    pub score: String,
    /// `None` only when the side to move has no legal move.
    pub best_move: Option<MoveText>,
    /// The principal variation, in SAN.
    pub pv: Vec<String>,
    pub beta_cutoffs: u64,
    pub first_move_cutoffs: u64,
    /// `first_move_cutoffs / beta_cutoffs`, from 0 to 1 (0 when nothing cut off).
    pub first_move_cutoff_rate: f64,
    /// In search order of the stages.
    pub cutoffs_by_stage: Vec<StageCutoffs>,
    pub iterations: Vec<IterationReport>,
}

/// One move of the traced node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OrderedMove {
    #[serde(flatten)]
    pub text: MoveText,
    /// The stage the chapter's picker handed the move out in.
    pub stage: &'static str,
    /// The nodes of the move's subtree; `None` for a move never searched because an
    /// earlier one cut off.
    pub nodes: Option<u64>,
    /// Whether this move scored at least beta: the last move searched, when one did.
    pub cutoff: bool,
}

/// The root's moves in a chapter's order, from a scout search (the chapters' worked
/// positions).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OrderReport {
    pub chapter: &'static str,
    pub depth: u32,
    /// The root's score at `depth`, just above the scout's window.
    pub root_score: String,
    /// Whether the chapter ranks moves at all: chapter 0 does not, so its stages mean
    /// nothing.
    pub ranks_moves: bool,
    /// The root and everything below it in the scout search.
    pub nodes: u64,
    /// Searched moves first, in the order searched, then the moves never searched.
    pub moves: Vec<OrderedMove>,
}

/// One root move's share of a perft count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DividedMove {
    #[serde(flatten)]
    pub text: MoveText,
    pub nodes: u64,
}

/// The leaves of the legal move tree, taken through a chapter's move picker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PerftReport {
    pub chapter: &'static str,
    pub depth: u32,
    pub nodes: u64,
    /// Per root move, in Stockfish's order (`go perft`).
    pub divide: Vec<DividedMove>,
}
