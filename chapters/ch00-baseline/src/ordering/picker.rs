//! How a node's moves come to the search: one at a time, from a [`MovePicker`] that asks
//! the ordering for each next move.
//!
//! The search never holds a node's move list itself. It asks for the next move until
//! there is none, so an ordering decides not only the order but also when moves are
//! generated and scored: chapters 0 to 6 generate and score everything at the first
//! request ([`score_all_then_pick`]); a staged picker can hand out the table move before
//! generating anything, and the captures before generating the quiet moves.

use cozy_chess::{Board, Move};

use crate::moves::{MoveList, push_legal_moves, push_tactical_moves};
use crate::ordering::{MoveOrdering, Node};
use crate::sort_key::Stage;

/// Which moves a node searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generation {
    /// Every legal move: the main search, and quiescence in check (every evasion).
    AllMoves,
    /// Captures and queen promotions: quiescence when not in check.
    TacticalMoves,
}

impl Generation {
    /// Appends every move of this kind on `board` to `list`, in generation order, unranked.
    pub fn generate(self, board: &Board, list: &mut MoveList) {
        match self {
            Generation::AllMoves => push_legal_moves(board, list),
            Generation::TacticalMoves => push_tactical_moves(board, list),
        }
    }
}

/// The state of one node's walk through its moves. The search makes one per node and
/// asks [`MovePicker::next_move`] until it returns `None` (or a move cuts off).
#[derive(Clone, Debug)]
pub struct MovePicker {
    /// Which moves the node searches.
    pub generation: Generation,
    /// The moves generated so far, with their keys. The first `next` of them have been
    /// handed out; the rest have not.
    pub moves: MoveList,
    /// How many moves of `moves` have been handed out.
    pub next: usize,
    /// Whether the node's moves have been generated. [`score_all_then_pick`] generates
    /// them all at the first request.
    pub generated: bool,
    /// Where a staged picker has got to: the stage whose moves it is handing out.
    /// [`score_all_then_pick`] has one stage only and leaves it alone.
    pub stage: Stage,
    /// How many moves have been handed out in all, by any picker.
    handed_out: usize,
}

impl MovePicker {
    /// A picker over the moves of `generation`, before anything is generated.
    pub fn new(generation: Generation) -> MovePicker {
        MovePicker {
            generation,
            moves: MoveList::new(),
            next: 0,
            generated: false,
            stage: Stage::TableMove,
            handed_out: 0,
        }
    }

    // ANCHOR: next_move
    /// The next move to search at `node`, as `ordering` decides; `None` when every move
    /// has been handed out. A node with no legal move returns `None` at once.
    pub fn next_move<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<Move> {
        let mv = ordering.next_move(ordering, node, self)?;
        self.handed_out += 1;
        Some(mv)
    }
    // ANCHOR_END: next_move

    /// The stage of the move handed out last, for the cutoff statistics. A picker that
    /// has generated the node's moves holds it in the move's key; a staged picker that
    /// hands out a move before generating (the table move) is in that move's stage.
    pub fn last_stage(&self) -> Stage {
        match self.next.checked_sub(1) {
            Some(index) if self.generated => self.moves[index].key.stage(),
            _ => self.stage,
        }
    }

    /// How many moves [`MovePicker::next_move`] has handed out so far.
    pub fn handed_out(&self) -> usize {
        self.handed_out
    }
}

// ANCHOR: score_all_then_pick
/// The frame of chapters 0 to 6: at the first request, generate every move of the node
/// and give each its key, once; at every request, pick the best remaining move and hand
/// it out. Picking is one pass over the unsearched moves, and most nodes that cut off do
/// so after one or two moves, so nothing is sorted up front.
///
/// `ordering` is the outermost ordering (the one the search was given), so the scores
/// and the pick are the last chapter's, wherever in the chain this frame is called from.
pub fn score_all_then_pick<O: MoveOrdering>(
    ordering: &O,
    node: &Node,
    picker: &mut MovePicker,
) -> Option<Move> {
    if !picker.generated {
        picker.generation.generate(node.board, &mut picker.moves);
        score_moves(ordering, node, &mut picker.moves);
        picker.generated = true;
    }
    let index = picker.next;
    if index == picker.moves.len() {
        return None;
    }
    ordering.pick_move(&mut picker.moves, index);
    picker.next += 1;
    Some(picker.moves[index].mv)
}
// ANCHOR_END: score_all_then_pick

// ANCHOR: score_moves
/// Gives every move of a node its sort key, once, before the first move is picked.
/// Picking then only compares keys.
pub fn score_moves<O: MoveOrdering>(ordering: &O, node: &Node, moves: &mut MoveList) {
    for scored in moves.iter_mut() {
        scored.key = ordering.score_move(node, scored.mv);
    }
}
// ANCHOR_END: score_moves

/// Every move `ordering` hands out at `node`, in order: what the search would try if no
/// move cut off (perft, and tests that look at an order, walk it).
pub fn ordered_moves<O: MoveOrdering>(
    ordering: &O,
    node: &Node,
    generation: Generation,
) -> Vec<Move> {
    let mut picker = MovePicker::new(generation);
    std::iter::from_fn(|| picker.next_move(ordering, node)).collect()
}
