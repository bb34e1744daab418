//! A worked position: one node of a real search, move by move. Which moves the node's
//! picker hands out and in which stage, how many nodes each move's subtree takes, and which
//! move cuts off: what a chapter's technique changes, shown where it happens.
//!
//! The node is one of a scout search: iterative deepening runs to `depth - 1` with the
//! chapter's ordering, so its tables are as warm as a real search's, then the root is
//! searched `depth` plies deep with a null window just below its score (`score - 1..score`),
//! so that the best move fails high and the root cuts off. The traced node is that root,
//! or the node reached from it by a line of moves the search plays there.

mod recorder;

use std::any::TypeId;
use std::fmt;
use std::sync::atomic::AtomicBool;

use cozy_chess::util::parse_uci_move;
use cozy_chess::{Board, Move};

use ch00_baseline::moves::legal_moves;
use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::position::{Position, PositionError};
use ch00_baseline::score::Score;
use ch00_baseline::search::{Limits, MAX_DEPTH, search, search_root_window, search_to_depth};
use ch00_baseline::sort_key::Stage;
use recorder::Recorder;

/// A move the traced node searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TracedMove {
    pub mv: Move,
    /// The stage the picker handed it out in.
    pub stage: Stage,
    /// The nodes of its subtree: the child it leads to and everything below.
    pub nodes: u64,
}

/// A move the traced node never searched, because an earlier one cut off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingMove {
    pub mv: Move,
    pub stage: Stage,
}

/// One node of a scout search, as its ordering walked it.
#[derive(Clone, Debug)]
pub struct NodeTrace {
    /// The ordering's name: the chapter's package name.
    pub ordering: &'static str,
    /// Whether the ordering ranks moves at all: chapter 0 leaves every move unranked, so
    /// the stages it hands its moves out in mean nothing.
    pub ranks_moves: bool,
    pub root: Board,
    /// The moves from the root to the node.
    pub line: Vec<Move>,
    /// The node's position.
    pub board: Board,
    /// The depth of the scout search at the root.
    pub depth: u32,
    /// The root's score at `depth`: the scout's window is `root_score - 1..root_score`.
    pub root_score: Score,
    /// The moves searched, in the order the picker handed them out.
    pub searched: Vec<TracedMove>,
    /// The move that scored at least beta, the last of `searched`; `None` if every move
    /// failed low.
    pub cutoff: Option<Move>,
    /// The moves left when the last searched move was handed out, in the order they would
    /// have come.
    pub not_searched: Vec<PendingMove>,
    /// The nodes of the shallower searches of the node before its own (chapter 6's
    /// internal deepening): zero for every other chapter.
    pub deepening: u64,
    /// How many of the node's moves its picker gave a key, up to the cutoff: every
    /// generated move for a picker that scores them all, fewer for a staged one.
    pub keyed: u64,
}

impl NodeTrace {
    /// The node and its whole subtree.
    pub fn nodes(&self) -> u64 {
        1 + self.deepening + self.searched.iter().map(|traced| traced.nodes).sum::<u64>()
    }

    /// How deep the node itself is searched.
    pub fn remaining_depth(&self) -> u32 {
        self.depth - self.line.len() as u32
    }
}

/// Why a node cannot be traced: bad input, said for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceError {
    Depth {
        depth: u32,
    },
    /// The root has no legal move: the game is over.
    GameOver,
    /// A move of the line, or the line itself.
    Position(PositionError),
    /// The line reaches the horizon: the node would be a quiescence node.
    LineTooLong {
        moves: usize,
        depth: u32,
    },
    /// The search never searched the node: a move before it cut off, or it is a draw.
    NotSearched {
        line: String,
    },
    /// The recorder met something it cannot count.
    Unfollowable(String),
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Depth { depth } => write!(f, "depth {depth} is not between 1 and {MAX_DEPTH}"),
            Self::GameOver => f.write_str("the side to move has no legal move: nothing to search"),
            Self::Position(error) => write!(f, "{error}"),
            Self::LineTooLong { moves, depth } => write!(
                f,
                "a line of {moves} moves needs a depth of at least {}, not {depth}: the node \
                 must be searched at least one ply deep",
                moves + 1
            ),
            Self::NotSearched { line } => write!(
                f,
                "the search never searched the node after {line}: a move before it cut off, \
                 or the node is a draw; trace one of the moves the search did search"
            ),
            Self::Unfollowable(problem) => write!(f, "{problem}"),
        }
    }
}

impl std::error::Error for TraceError {}

/// The moves of `text` (UCI, separated by spaces, `e1g1` castles) played from `board`.
pub fn parse_line(board: &Board, text: &str) -> Result<Vec<Move>, TraceError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let position = Position::from_board(board.clone());
    position.with_moves(words.iter().copied()).map_err(TraceError::Position)?;
    let mut board = board.clone();
    let moves = words.iter().map(|word| {
        let mv = parse_uci_move(&board, word).expect("with_moves read it");
        board.play_unchecked(mv);
        mv
    });
    Ok(moves.collect())
}

/// Traces the node after `line` in the scout search of `position` at `depth` (see the
/// module documentation) with ordering `O`, fresh tables first.
pub fn trace_node<O: MoveOrdering>(
    position: &Position,
    depth: u32,
    line: &[Move],
) -> Result<NodeTrace, TraceError> {
    if !(1..=MAX_DEPTH).contains(&depth) {
        return Err(TraceError::Depth { depth });
    }
    if line.len() as u32 >= depth {
        return Err(TraceError::LineTooLong { moves: line.len(), depth });
    }
    let root = position.board();
    let board = board_after(root, line)?;
    if legal_moves(root).is_empty() {
        return Err(TraceError::GameOver);
    }
    let root_score = search_to_depth::<O>(position, depth).score;
    let node_depth = (depth as usize - line.len()) as i32;
    let mut recorder = Recorder::<O>::new(line.to_vec(), node_depth);
    if depth > 1 {
        let warm = Limits::depth(depth - 1);
        search(position, &mut recorder, &warm, &AtomicBool::new(false), |_| {});
    } else {
        recorder.on_new_search();
    }
    recorder.arm();
    let (_, stats) = search_root_window(position, &mut recorder, depth, root_score - 1, root_score);
    let record = recorder.into_record();
    if let Some(problem) = record.problem {
        return Err(TraceError::Unfollowable(problem));
    }
    if !record.reached {
        let line = ch00_baseline::uci::uci_line(root, line);
        return Err(TraceError::NotSearched { line });
    }
    let trace = NodeTrace {
        ordering: O::NAME,
        ranks_moves: TypeId::of::<O>() != TypeId::of::<NoOrdering>(),
        root: root.clone(),
        line: line.to_vec(),
        board,
        depth,
        root_score,
        searched: record.searched,
        cutoff: record.cutoff,
        not_searched: record.not_searched,
        deepening: record.deepening,
        keyed: record.keyed,
    };
    if line.is_empty() && trace.nodes() != stats.nodes {
        let counted =
            format!("the trace counted {} nodes, the search {}", trace.nodes(), stats.nodes);
        return Err(TraceError::Unfollowable(counted));
    }
    Ok(trace)
}

/// The position after `line`, each of its moves checked for legality.
fn board_after(root: &Board, line: &[Move]) -> Result<Board, TraceError> {
    let mut board = root.clone();
    for &mv in line {
        if !board.is_legal(mv) {
            let error = PositionError::IllegalMove { text: mv.to_string(), fen: board.to_string() };
            return Err(TraceError::Position(error));
        }
        board.play_unchecked(mv);
    }
    Ok(board)
}

/// How the book names a stage.
pub fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::TableMove => "table move",
        Stage::GoodCapture => "capture",
        Stage::Killer => "killer",
        Stage::Quiet => "quiet",
        Stage::BadCapture => "losing capture",
    }
}

#[cfg(test)]
mod tests;
