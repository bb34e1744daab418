//! How a node's moves come to the search: one at a time, from the ordering's
//! [`MovePicker`].
//!
//! The search never holds a node's move list itself. It asks for the next move until
//! there is none, so an ordering decides not only the order but also when moves are
//! generated and scored: chapters 0 to 9 generate and score everything at the first
//! request and score the quiet moves when the pick reaches them ([`ScoreThenPick`]);
//! chapter 10's staged picker hands out the table move before generating anything, and
//! the captures before generating the quiet moves.

use cozy_chess::{Board, Move};

use crate::moves::{MoveList, ScoredMove, push_legal_moves, push_tactical_moves};
use crate::ordering::{MoveOrdering, Node};
use crate::sort_key::{SortKey, Stage};

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
    /// Always inlined into the picker: most nodes are quiescence nodes, and the call
    /// costs more than the match.
    #[inline(always)]
    pub fn generate(self, board: &Board, list: &mut MoveList) {
        match self {
            Generation::AllMoves => push_legal_moves(board, list),
            Generation::TacticalMoves => push_tactical_moves(board, list),
        }
    }
}

// ANCHOR: move_picker
/// One node's walk through its moves. The search makes one per node and asks
/// [`MovePicker::next`] until it returns `None` (or a move cuts off).
pub trait MovePicker: Clone {
    /// A picker over the moves of `generation`, before anything is generated.
    fn new(generation: Generation) -> Self;

    /// The next move to search at `node`, as `ordering` orders them, with the key it
    /// was handed out with (its stage is the one the search counts the cutoff under);
    /// `None` when every move has been handed out. Must hand out every move of the
    /// picker's [`Generation`] exactly once, and never a move that is not legal.
    ///
    /// `ordering` is the ordering the search was given, the last of the chain: a
    /// picker written in an earlier chapter scores and picks through it, so it always
    /// uses the last chapter's scores.
    fn next<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove>;
}
// ANCHOR_END: move_picker

// ANCHOR: score_then_pick
/// The picker of chapters 0 to 9: at the first request, generate every move of the
/// node and give each its key, once; at every request, pick the best remaining move
/// and hand it out, unless the ordering takes it back
/// ([`MoveOrdering::demoted_key`]). Picking is one pass over the unsearched moves,
/// and most nodes that cut off do so after one or two moves, so nothing is sorted up
/// front.
///
/// The quiet moves are scored later, when the pick first reaches the quiet stage:
/// every move of an earlier stage has been handed out by then, and most nodes never
/// get there.
#[derive(Clone)]
pub struct ScoreThenPick {
    /// Which moves the node searches.
    generation: Generation,
    /// The moves generated, with their keys. The first `next` of them have been
    /// handed out; the rest are pending.
    moves: MoveList,
    /// How many moves of `moves` have been handed out.
    next: usize,
    /// Whether the node's moves have been generated (at the first request).
    generated: bool,
    /// How many moves are in a stage before the quiet stage, not counting the ones
    /// handed out: when `next` reaches it, the quiet moves are next, and they are
    /// scored.
    quiet_stage_at: usize,
}

impl MovePicker for ScoreThenPick {
    fn new(generation: Generation) -> Self {
        ScoreThenPick {
            generation,
            moves: MoveList::new(),
            next: 0,
            generated: false,
            quiet_stage_at: 0,
        }
    }

    // ANCHOR: score_then_pick_next
    fn next<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove> {
        if !self.generated {
            self.generated = true;
            self.generation.generate(node.board, &mut self.moves);
            for scored in self.moves.iter_mut() {
                scored.key = ordering.score_move(node, scored.mv);
                self.quiet_stage_at += usize::from(scored.key.stage < Stage::Quiet);
            }
        }
        loop {
            let index = self.next;
            if index == self.moves.len() {
                return None;
            }
            if index == self.quiet_stage_at {
                score_quiet_moves(ordering, node, &mut self.moves[index..]);
            }
            ordering.pick_move(&mut self.moves, index);
            self.next += 1;
            let picked = self.moves[index];
            match ordering.demoted_key(node, picked.mv, picked.key) {
                None => return Some(picked),
                Some(key) => self.demote_last(key),
            }
        }
    }
    // ANCHOR_END: score_then_pick_next
}
// ANCHOR_END: score_then_pick

impl ScoreThenPick {
    // ANCHOR: demote_last
    /// Takes back the move handed out last and gives it `key`: it is pending again,
    /// at the front of the pending moves, and the next pick weighs it with its new
    /// key. A move sent from an earlier stage to the quiet stage or a later one is
    /// one move fewer before the quiet stage, so the quiet moves are still scored
    /// when the pick reaches them.
    fn demote_last(&mut self, key: SortKey) {
        self.next -= 1;
        let scored = &mut self.moves[self.next];
        if scored.key.stage < Stage::Quiet && key.stage >= Stage::Quiet {
            self.quiet_stage_at -= 1;
        }
        scored.key = key;
    }
    // ANCHOR_END: demote_last
}

// ANCHOR: score_quiet_moves
/// Scores the quiet moves among `moves` ([`MoveOrdering::score_quiet`]), once, when
/// the pick reaches them; the moves of later stages keep their keys.
fn score_quiet_moves<O: MoveOrdering>(ordering: &O, node: &Node, moves: &mut [ScoredMove]) {
    for scored in moves.iter_mut().filter(|scored| scored.key.stage == Stage::Quiet) {
        scored.key = ordering.score_quiet(node, scored.mv);
        debug_assert_eq!(scored.key.stage, Stage::Quiet, "score_quiet left the quiet stage");
    }
}
// ANCHOR_END: score_quiet_moves

/// The key `ordering` ends up giving `mv` in [`ScoreThenPick`]: [`MoveOrdering::score_move`]'s,
/// or [`MoveOrdering::score_quiet`]'s if it is a quiet move. For tests that look at one
/// move's key.
pub fn full_key<O: MoveOrdering>(ordering: &O, node: &Node, mv: Move) -> SortKey {
    let key = ordering.score_move(node, mv);
    match key.stage {
        Stage::Quiet => ordering.score_quiet(node, mv),
        _ => key,
    }
}

/// Every move `ordering` hands out at `node`, in order: what the search would try if no
/// move cut off (perft, and tests that look at an order, walk it).
pub fn ordered_moves<O: MoveOrdering>(
    ordering: &O,
    node: &Node,
    generation: Generation,
) -> Vec<Move> {
    let mut picker = O::Picker::new(generation);
    std::iter::from_fn(|| picker.next(ordering, node).map(|scored| scored.mv)).collect()
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use cozy_chess::Board;

    use super::*;
    use crate::moves::ScoredMove;
    use crate::ordering::NoOrdering;
    use crate::sort_key::{SortKey, Stage};

    /// An ordering one step up the chain: it scores (moves to higher squares first) and
    /// picks, and leaves the picker to chapter 0.
    #[derive(Default)]
    struct HighSquaresFirst {
        previous: NoOrdering,
    }

    impl MoveOrdering for HighSquaresFirst {
        crate::previous_chapter!(NoOrdering, "high squares first");

        fn score_move(&self, _node: &Node, mv: Move) -> SortKey {
            Stage::GoodCapture.key(mv.to as i32)
        }

        fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
            let best = (index..moves.len()).max_by_key(|&i| (moves[i].key, usize::MAX - i));
            moves.swap(index, best.expect("a move is left"));
        }
    }

    /// The picker lives in chapter 0's ordering, yet must score and pick through the
    /// ordering the search holds: the chain's last, not its own.
    #[test]
    fn the_picker_scores_and_picks_through_the_outermost_ordering() {
        let board = Board::default();
        let node = Node { board: &board, ply: 0, depth: 1, table_move: None };
        let ordering = HighSquaresFirst::default();
        let order = ordered_moves(&ordering, &node, Generation::AllMoves);
        let targets: Vec<usize> = order.iter().map(|mv| mv.to as usize).collect();
        assert_eq!(order.len(), 20);
        assert!(targets.windows(2).all(|pair| pair[0] >= pair[1]), "{targets:?}");
        let unordered = ordered_moves(&NoOrdering, &node, Generation::AllMoves);
        assert_ne!(order, unordered, "chapter 0 alone keeps generation order");
    }

    /// An ordering with quiet moves to score: captures first, the quiet moves by their
    /// target square (counting how often it is asked), picked stably.
    #[derive(Default)]
    struct QuietByTarget {
        previous: NoOrdering,
        quiet_scores_asked: Cell<usize>,
    }

    impl MoveOrdering for QuietByTarget {
        crate::previous_chapter!(NoOrdering, "quiet moves by target");

        fn score_move(&self, node: &Node, mv: Move) -> SortKey {
            match crate::moves::captured_piece(node.board, mv) {
                Some(victim) => Stage::GoodCapture.key(victim as i32),
                None => SortKey::UNRANKED,
            }
        }

        fn score_quiet(&self, _node: &Node, mv: Move) -> SortKey {
            self.quiet_scores_asked.set(self.quiet_scores_asked.get() + 1);
            Stage::Quiet.key(mv.to as i32 % 8)
        }

        fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
            let best = (index..moves.len()).rev().max_by_key(|&i| moves[i].key);
            moves[index..=best.expect("a move is left")].rotate_right(1);
        }

        fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
            // Every capture of a pawn belongs at the end, once it is picked.
            let pawn =
                crate::moves::captured_piece(node.board, mv) == Some(cozy_chess::Piece::Pawn);
            (pawn && key.stage == Stage::GoodCapture).then(|| Stage::BadCapture.key(0))
        }
    }

    /// Kiwipete: captures and quiet moves of every piece.
    fn kiwipete() -> Board {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap()
    }

    /// Scoring the quiet moves late hands the moves out in the order that scoring them
    /// up front would: a stable sort of the generated moves by their full keys, with the
    /// demoted captures last.
    #[test]
    fn late_quiet_scores_give_the_order_of_scores_given_up_front() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 1, table_move: None };
        let ordering = QuietByTarget::default();
        let final_key = |mv| {
            let key = full_key(&ordering, &node, mv);
            ordering.demoted_key(&node, mv, key).unwrap_or(key)
        };
        let mut up_front: Vec<Move> =
            crate::moves::legal_moves(&kiwipete).iter().map(|s| s.mv).collect();
        up_front.sort_by_key(|&mv| std::cmp::Reverse(final_key(mv)));
        ordering.quiet_scores_asked.set(0);
        let order = ordered_moves(&ordering, &node, Generation::AllMoves);
        let captures = crate::moves::tactical_moves(&kiwipete).len();
        assert_eq!(
            ordering.quiet_scores_asked.get(),
            up_front.len() - captures,
            "once per quiet move"
        );
        let keys = |moves: &[Move]| moves.iter().map(|&mv| final_key(mv)).collect::<Vec<_>>();
        assert_eq!(keys(&order), keys(&up_front));
    }

    /// A node that cuts off on a capture never asks for a quiet score.
    #[test]
    fn quiet_scores_wait_until_the_pick_reaches_the_quiet_moves() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 1, table_move: None };
        let ordering = QuietByTarget::default();
        let mut picker = ScoreThenPick::new(Generation::AllMoves);
        let first = picker.next(&ordering, &node).expect("a capture");
        assert_eq!(first.key.stage, Stage::GoodCapture);
        assert_eq!(ordering.quiet_scores_asked.get(), 0);
        while picker.next(&ordering, &node).is_some_and(|s| s.key.stage == Stage::GoodCapture) {}
        assert!(ordering.quiet_scores_asked.get() > 0);
    }

    #[test]
    fn a_node_without_legal_moves_hands_out_nothing() {
        let stalemate: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
        let node = Node { board: &stalemate, ply: 3, depth: 2, table_move: None };
        let mut picker = ScoreThenPick::new(Generation::AllMoves);
        assert_eq!(picker.next(&NoOrdering, &node), None);
    }

    #[test]
    fn every_move_is_handed_out_once() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 0, table_move: None };
        let mut handed =
            ordered_moves(&HighSquaresFirst::default(), &node, Generation::TacticalMoves);
        let mut expected: Vec<Move> =
            crate::moves::tactical_moves(&kiwipete).iter().map(|s| s.mv).collect();
        expected.sort_by_key(|mv| (mv.from, mv.to));
        handed.sort_by_key(|mv| (mv.from, mv.to));
        assert_eq!(handed, expected);
    }
}
