//! How a node's moves come to the search: one at a time, from a [`MovePicker`] that asks
//! the ordering for each next move.
//!
//! The search never holds a node's move list itself. It asks for the next move until
//! there is none, so an ordering decides not only the order but also when moves are
//! generated and scored: chapters 0 to 9 generate and score everything at the first
//! request and finish the quiet moves' keys when the pick reaches them
//! ([`score_all_then_pick`]); a staged picker can hand out the table move before
//! generating anything, and the captures before generating the quiet moves.

use arrayvec::ArrayVec;
use cozy_chess::{Board, Move};

use crate::moves::{MAX_MOVES, MoveList, ScoredMove, push_legal_moves, push_tactical_moves};
use crate::ordering::{MoveOrdering, Node};
use crate::sort_key::{CHECKED, SortKey, Stage};

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
    /// Always inlined into the frame: the compiler left it a call once the binary held a
    /// second copy of the search (`order`'s trace), and the calls cost more than the match.
    #[inline(always)]
    pub fn generate(self, board: &Board, list: &mut MoveList) {
        match self {
            Generation::AllMoves => push_legal_moves(board, list),
            Generation::TacticalMoves => push_tactical_moves(board, list),
        }
    }
}

/// The state of one node's walk through its moves. The search makes one per node and
/// asks [`MovePicker::next_move`] until it returns `None` (or a move cuts off).
///
/// Its state is private: an ordering changes it only through the operations below, which
/// keep the one invariant every picker relies on. The moves already handed out stay put
/// (the search's statistics and the malus read them); only the pending ones may be
/// reordered, given other keys or added to. A copy may be taken (the trace of `order`
/// replays a node's remaining order on one).
#[derive(Clone)]
pub struct MovePicker {
    /// Which moves the node searches.
    generation: Generation,
    /// The moves generated so far, with their keys. The first `next` of them have been
    /// handed out; the rest are pending.
    moves: MoveList,
    /// How many moves of `moves` have been handed out.
    next: usize,
    /// Whether [`score_all_then_pick`] has generated the node's moves (at the first
    /// request).
    generated: bool,
    /// Where the quiet stage starts in the pick: how many generated moves
    /// [`MoveOrdering::score_move`] put in an earlier stage. Those are handed out first,
    /// so when `next` reaches this index the quiet moves are next, and
    /// [`score_all_then_pick`] finishes their keys then ([`score_quiet_moves`]).
    quiet_stage_at: usize,
    /// Where a staged picker has got to: the first stage it has not generated yet.
    /// [`score_all_then_pick`] has one stage only and leaves it alone.
    frontier: Stage,
    /// The moves handed out so far, by any picker, in the order they were handed out:
    /// when one cuts off, the ones before it are the moves that did not
    /// ([`MovePicker::handed_out_before_last`]).
    handed_out: ArrayVec<Move, MAX_MOVES>,
}

impl MovePicker {
    /// A picker over the moves of `generation`, before anything is generated.
    pub fn new(generation: Generation) -> MovePicker {
        MovePicker {
            generation,
            moves: MoveList::new(),
            next: 0,
            generated: false,
            quiet_stage_at: usize::MAX,
            frontier: Stage::TableMove,
            handed_out: ArrayVec::new(),
        }
    }

    // ANCHOR: next_move
    /// The next move to search at `node`, as `ordering` decides; `None` when every move
    /// has been handed out. A node with no legal move returns `None` at once.
    pub fn next_move<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<Move> {
        let mv = O::next_move(ordering, node, self)?;
        self.handed_out.push(mv);
        Some(mv)
    }
    // ANCHOR_END: next_move

    /// Which moves the node searches.
    pub fn generation(&self) -> Generation {
        self.generation
    }

    /// The stage of the move handed out last, for the cutoff statistics: every picker
    /// keeps the moves it handed out, with their keys, at the front of its list.
    pub fn last_stage(&self) -> Stage {
        match self.next.checked_sub(1) {
            Some(index) => self.moves[index].key.stage(),
            None => self.frontier,
        }
    }

    /// How many moves [`MovePicker::next_move`] has handed out so far.
    pub fn handed_out(&self) -> usize {
        self.handed_out.len()
    }

    /// The moves handed out before the last one, in the order they were handed out: when
    /// the last one cut off, the moves the node searched in vain before it.
    pub fn handed_out_before_last(&self) -> &[Move] {
        let before_last = self.handed_out.len().saturating_sub(1);
        &self.handed_out[..before_last]
    }

    /// Every move in the list, with its key: the ones handed out, then the pending ones.
    pub fn moves(&self) -> &[ScoredMove] {
        &self.moves
    }

    /// The moves not handed out yet.
    pub fn pending(&self) -> &[ScoredMove] {
        &self.moves[self.next..]
    }

    /// The moves not handed out yet, for an ordering to reorder or key again.
    pub fn pending_mut(&mut self) -> &mut [ScoredMove] {
        &mut self.moves[self.next..]
    }

    /// Appends a pending move.
    pub fn push_pending(&mut self, scored: ScoredMove) {
        self.moves.push(scored);
    }

    /// Keeps only the first `count` pending moves; the moves handed out are never dropped.
    pub fn truncate_pending(&mut self, count: usize) {
        self.moves.truncate(self.next + count);
    }

    /// Hands out the first pending move, with its key; `None` if there is none. The
    /// search gets it only when the ordering's [`MoveOrdering::next_move`] returns it:
    /// the ordering may still take it back ([`MovePicker::demote_last`]).
    pub fn hand_out_first(&mut self) -> Option<ScoredMove> {
        let scored = *self.moves.get(self.next)?;
        self.next += 1;
        Some(scored)
    }

    /// The first stage a staged picker has not generated yet (the table move's, at first).
    pub fn frontier(&self) -> Stage {
        self.frontier
    }

    /// Moves the staged picker's frontier on to `stage`, once the stage before is generated.
    pub fn set_frontier(&mut self, stage: Stage) {
        if CHECKED {
            assert!(stage >= self.frontier, "the frontier only moves on");
        }
        self.frontier = stage;
    }

    // ANCHOR: demote_last
    /// Takes back the move handed out last and gives it `key`: it is pending again, at
    /// the front of the pending moves, and the next pick weighs it with its new key. For
    /// an ordering that looks at a move only once it is picked (chapter 9 checks a
    /// capture's exchange then) and finds it belongs further back.
    ///
    /// A move sent from a stage before the quiet stage to the quiet stage or later is one
    /// move fewer before the quiet stage, so the frame still finishes the quiet keys when
    /// the pick reaches them. Nothing else changes: the moves picked before stay put.
    pub fn demote_last(&mut self, key: SortKey) {
        let index = self.next.checked_sub(1).expect("a move was picked");
        let scored = &mut self.moves[index];
        let leaves_the_early_stages =
            scored.key.stage() < Stage::Quiet && key.stage() >= Stage::Quiet;
        scored.key = key;
        self.next = index;
        if leaves_the_early_stages && self.quiet_stage_at != usize::MAX {
            self.quiet_stage_at -= 1;
        }
    }
    // ANCHOR_END: demote_last
}

/// A stage's moves, appended to the pending ones: a generator can push into a picker as
/// into a list.
impl Extend<ScoredMove> for MovePicker {
    fn extend<I: IntoIterator<Item = ScoredMove>>(&mut self, moves: I) {
        self.moves.extend(moves);
    }
}

// ANCHOR: score_all_then_pick
/// The frame of chapters 0 to 9: at the first request, generate every move of the node
/// and give each its key, once; at every request, pick the best remaining move and hand
/// it out, unless the ordering takes it back ([`MoveOrdering::demoted_key`]). Picking is
/// one pass over the unsearched moves, and most nodes that cut off do so after one or two
/// moves, so nothing is sorted up front.
///
/// The keys of the quiet moves are finished later, when the pick first reaches the quiet
/// stage: every move of an earlier stage has been handed out by then, and most nodes never
/// get there. With a pick that keeps the unpicked moves in their order (the stable pick of
/// chapter 5, the first chapter with quiet keys to finish), the moves are handed out in
/// exactly the order they would be if every key were finished up front.
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
        picker.quiet_stage_at = score_moves(ordering, node, &mut picker.moves);
        picker.generated = true;
    }
    loop {
        let index = picker.next;
        if index == picker.moves.len() {
            return None;
        }
        if index == picker.quiet_stage_at {
            score_quiet_moves(ordering, node, &mut picker.moves[index..]);
        }
        ordering.pick_move(&mut picker.moves, index);
        picker.next += 1;
        let picked = picker.moves[index];
        match ordering.demoted_key(node, picked.mv, picked.key) {
            None => return Some(picked.mv),
            Some(key) => picker.demote_last(key),
        }
    }
}
// ANCHOR_END: score_all_then_pick

// ANCHOR: score_moves
/// Gives every move of a node its first sort key, once, before the first move is picked.
/// Picking then only compares keys. Returns how many moves are in a stage before the
/// quiet stage: the index at which the pick reaches the quiet moves.
pub fn score_moves<O: MoveOrdering>(ordering: &O, node: &Node, moves: &mut MoveList) -> usize {
    let mut before_quiet = 0;
    for scored in moves.iter_mut() {
        scored.key = ordering.score_move(node, scored.mv);
        before_quiet += usize::from(scored.key > LAST_KEY_BEFORE_QUIET);
    }
    before_quiet
}
// ANCHOR_END: score_moves

/// Every key above this one belongs to a stage before the quiet stage.
const LAST_KEY_BEFORE_QUIET: SortKey = Stage::Quiet.key(SortKey::MAX_SCORE);

// ANCHOR: score_quiet_moves
/// Finishes the keys of the quiet moves among `moves` ([`MoveOrdering::score_quiet`]),
/// once, when the pick reaches them; the moves of later stages keep theirs.
pub fn score_quiet_moves<O: MoveOrdering>(ordering: &O, node: &Node, moves: &mut [ScoredMove]) {
    for scored in moves.iter_mut().filter(|scored| scored.key.stage() == Stage::Quiet) {
        scored.key = ordering.score_quiet(node, scored.mv, scored.key);
        if CHECKED {
            assert_eq!(scored.key.stage(), Stage::Quiet, "score_quiet left the stage");
        }
    }
}
// ANCHOR_END: score_quiet_moves

/// The key `ordering` ends up giving `mv` in the default frame: [`MoveOrdering::score_move`]'s,
/// finished by [`MoveOrdering::score_quiet`] if it is a quiet move. For tests that look at
/// one move's key, and for an ordering whose pick needs every key up front.
pub fn full_key<O: MoveOrdering>(ordering: &O, node: &Node, mv: Move) -> SortKey {
    let key = ordering.score_move(node, mv);
    match key.stage() {
        Stage::Quiet => ordering.score_quiet(node, mv, key),
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
    let mut picker = MovePicker::new(generation);
    std::iter::from_fn(|| picker.next_move(ordering, node)).collect()
}

#[cfg(test)]
mod tests {
    use cozy_chess::Board;

    use super::*;
    use crate::moves::ScoredMove;
    use crate::ordering::NoOrdering;
    use crate::sort_key::{SortKey, Stage};

    /// An ordering one step up the chain: it scores (moves to higher squares first) and
    /// picks, and leaves `next_move` to chapter 0's frame.
    #[derive(Default)]
    struct HighSquaresFirst {
        previous: NoOrdering,
    }

    impl MoveOrdering for HighSquaresFirst {
        crate::previous_chapter!(NoOrdering, "high squares first");

        fn score_move(&self, _node: &Node, mv: Move) -> SortKey {
            Stage::Quiet.key(mv.to as i32)
        }

        fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
            let best = (index..moves.len()).max_by_key(|&i| (moves[i].key, usize::MAX - i));
            moves.swap(index, best.expect("a move is left"));
        }
    }

    /// The frame lives in chapter 0's ordering, yet must score and pick through the
    /// ordering the search holds: the chain's last, not its own.
    #[test]
    fn the_frame_scores_and_picks_through_the_outermost_ordering() {
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

    /// An ordering with quiet keys to finish: captures first, the quiet moves by their
    /// target square (counting how often it is asked), picked stably.
    #[derive(Default)]
    struct QuietByTarget {
        previous: NoOrdering,
        quiet_keys_asked: std::cell::Cell<usize>,
    }

    impl MoveOrdering for QuietByTarget {
        crate::previous_chapter!(NoOrdering, "quiet moves by target");

        fn score_move(&self, node: &Node, mv: Move) -> SortKey {
            match crate::moves::captured_piece(node.board, mv) {
                Some(victim) => Stage::GoodCapture.key(victim as i32),
                None => SortKey::UNRANKED,
            }
        }

        fn score_quiet(&self, _node: &Node, mv: Move, _key: SortKey) -> SortKey {
            self.quiet_keys_asked.set(self.quiet_keys_asked.get() + 1);
            Stage::Quiet.key(mv.to as i32 % 8)
        }

        fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
            let best = (index..moves.len()).rev().max_by_key(|&i| moves[i].key);
            moves[index..=best.expect("a move is left")].rotate_right(1);
        }
    }

    /// Finishing the quiet keys late hands the moves out in the order that finishing them
    /// up front would: a stable sort of the generated moves by their full keys.
    /// Kiwipete: captures and quiet moves of every piece.
    fn kiwipete() -> Board {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap()
    }

    #[test]
    fn late_quiet_keys_give_the_order_of_keys_given_up_front() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 1, table_move: None };
        let ordering = QuietByTarget::default();
        let mut up_front: Vec<Move> =
            crate::moves::legal_moves(&kiwipete).iter().map(|s| s.mv).collect();
        up_front.sort_by_key(|&mv| std::cmp::Reverse(full_key(&ordering, &node, mv)));
        ordering.quiet_keys_asked.set(0);
        assert_eq!(ordered_moves(&ordering, &node, Generation::AllMoves), up_front);
        let captures = crate::moves::tactical_moves(&kiwipete).len();
        assert_eq!(
            ordering.quiet_keys_asked.get(),
            up_front.len() - captures,
            "once per quiet move"
        );
    }

    /// A node that cuts off on a capture never asks for a quiet key.
    #[test]
    fn quiet_keys_wait_until_the_pick_reaches_the_quiet_moves() {
        let kiwipete = kiwipete();
        let captures = crate::moves::tactical_moves(&kiwipete).len();
        let node = Node { board: &kiwipete, ply: 0, depth: 1, table_move: None };
        let ordering = QuietByTarget::default();
        let mut picker = MovePicker::new(Generation::AllMoves);
        for _ in 0..captures {
            picker.next_move(&ordering, &node);
        }
        assert_eq!(ordering.quiet_keys_asked.get(), 0);
        picker.next_move(&ordering, &node);
        assert!(ordering.quiet_keys_asked.get() > 0);
    }

    /// A capture taken back to the last stage is picked again after every quiet move,
    /// and the quiet keys are still finished when the pick reaches the quiet moves.
    #[test]
    fn a_demoted_move_comes_again_with_its_new_key() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 1, table_move: None };
        let ordering = QuietByTarget::default();
        let mut picker = MovePicker::new(Generation::AllMoves);
        let first = picker.next_move(&ordering, &node).expect("a capture");
        let before_quiet = picker.quiet_stage_at;
        picker.demote_last(Stage::BadCapture.key(0));
        assert_eq!((picker.next, picker.quiet_stage_at), (0, before_quiet - 1));
        let rest: Vec<Move> = std::iter::from_fn(|| picker.next_move(&ordering, &node)).collect();
        assert_eq!(rest.last(), Some(&first));
        assert_eq!(rest.len(), crate::moves::legal_moves(&kiwipete).len());
        let quiet_moves = rest.len() - crate::moves::tactical_moves(&kiwipete).len();
        assert_eq!(ordering.quiet_keys_asked.get(), quiet_moves, "once per quiet move");
    }

    #[test]
    fn a_node_without_legal_moves_hands_out_nothing() {
        let stalemate: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
        let node = Node { board: &stalemate, ply: 3, depth: 2, table_move: None };
        let mut picker = MovePicker::new(Generation::AllMoves);
        assert_eq!(picker.next_move(&NoOrdering, &node), None);
        assert_eq!(picker.handed_out(), 0);
    }

    #[test]
    fn every_move_is_handed_out_once_and_counted() {
        let kiwipete = kiwipete();
        let node = Node { board: &kiwipete, ply: 0, depth: 0, table_move: None };
        let mut picker = MovePicker::new(Generation::TacticalMoves);
        let mut handed = Vec::new();
        while let Some(mv) = picker.next_move(&HighSquaresFirst::default(), &node) {
            handed.push(mv);
        }
        assert_eq!(picker.handed_out(), handed.len());
        let mut expected: Vec<Move> =
            crate::moves::tactical_moves(&kiwipete).iter().map(|s| s.mv).collect();
        expected.sort_by_key(|mv| (mv.from, mv.to));
        handed.sort_by_key(|mv| (mv.from, mv.to));
        assert_eq!(handed, expected);
    }
}
