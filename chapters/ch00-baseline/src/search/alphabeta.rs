//! The main search: negamax alpha-beta, fail-soft, with no pruning or reductions beyond
//! alpha-beta itself. That restraint is deliberate: with nothing else cutting the tree,
//! move ordering changes how many nodes are visited and never the score. (Late-move
//! reductions exist as an option, off by default, to show what ordering is worth in a
//! search that has them: `reductions.rs`.)

use arrayvec::ArrayVec;
use cozy_chess::{Board, Move};

use crate::key::position_key;
use crate::moves::MAX_MOVES;
use crate::ordering::{Bound, Generation, MoveOrdering, MovePicker, Node, NodeResult, TableProbe};
use crate::score::{DRAW, MAX_PLY, Score, mated_in};
use crate::search::draw::is_draw;
use crate::search::eval_path::EvalPath;
use crate::search::limits::Stopper;
use crate::search::pv::PvTable;
use crate::search::reductions::reduction;
use crate::search::rules::TreeRules;
use crate::search::stats::SearchStats;

/// The state of one search: the ordering it asks, what it counted, and the path of
/// positions from the start of the game to the node being searched.
pub(crate) struct Searcher<'a, O> {
    pub(crate) ordering: &'a mut O,
    pub(crate) stats: SearchStats,
    pub(crate) pv: PvTable,
    /// Hashes of the game's positions, then of the search path (current node excluded).
    pub(crate) path: Vec<u64>,
    /// `go searchmoves`: the only root moves to search; empty means all.
    pub(crate) root_moves: &'a [cozy_chess::Move],
    /// The evaluation sums of the positions of the search path, updated move by move.
    pub(crate) eval: EvalPath,
    /// The shape of the tree: the engine's defaults unless an experiment asks otherwise.
    pub(crate) rules: TreeRules,
    pub(crate) stopper: Stopper<'a>,
    /// Set once a limit is hit; from then on every node returns at once and the
    /// unfinished iteration is thrown away.
    pub(crate) aborted: bool,
}

impl<O: MoveOrdering> Searcher<'_, O> {
    // ANCHOR: enter_node
    /// Counts a node on entry, the same way in the main search and in quiescence.
    pub(crate) fn enter_node(&mut self) {
        self.stats.nodes += 1;
        if self.stopper.should_stop(self.stats.nodes) {
            self.aborted = true;
        }
    }
    // ANCHOR_END: enter_node

    // ANCHOR: negamax
    /// The value of `board` for the side to move, searched `depth` plies deep, then
    /// through quiescence. Fail-soft: the score may fall outside `alpha..beta`.
    pub(crate) fn negamax(
        &mut self,
        board: &Board,
        depth: i32,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        if depth <= 0 {
            return self.quiescence(board, ply, alpha, beta);
        }
        self.enter_node();
        self.pv.clear(ply);
        if self.aborted {
            return DRAW;
        }
        if ply > 0 && is_draw(board, &self.path, self.rules.repetitions_for_draw) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(board, ply);
        }
        if self.rules.mate_distance_pruning {
            let (low, high) = (alpha.max(mated_in(ply)), beta.min(-mated_in(ply + 1)));
            if low >= high {
                return low;
            }
        }

        let probe = TableProbe { depth, ply, alpha, beta };
        let mut hint = self.ordering.probe_table(board, probe);
        if let (Some(score), true) = (hint.score_cutoff, ply > 0) {
            return score;
        }
        if let Some(shallower) = self.ordering.internal_deepening_depth(depth, hint.best_move) {
            self.negamax(board, shallower.clamp(1, depth - 1), ply, alpha, beta);
            if self.aborted {
                return DRAW;
            }
            hint.best_move = self.ordering.probe_table(board, probe).best_move;
        }

        let node = Node { board, ply, depth, table_move: hint.best_move };
        let mut picker = O::Picker::new(Generation::AllMoves);
        // The moves handed out so far: when one cuts off, the ones before it did not.
        let mut searched: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        let original_alpha = alpha;
        let mut best_score = -crate::score::INFINITY;
        let mut best_move = None;
        // ANCHOR: move_loop
        while let Some(picked) = picker.next(self.ordering, &node) {
            let mv = picked.mv;
            searched.push(mv);
            if ply == 0 && !self.root_moves.is_empty() && !self.root_moves.contains(&mv) {
                continue; // `go searchmoves` leaves this root move out
            }
            let stage = picked.key.stage;
            let reduction = reduction(&self.rules, board, depth, searched.len(), stage, mv);
            let score = if reduction > 0 {
                self.search_reduced(board, mv, depth, reduction, ply, alpha, beta)
            } else {
                -self.search_child(board, mv, depth - 1, ply, -beta, -alpha)
            };
            if self.aborted {
                return DRAW;
            }
            best_score = best_score.max(score);
            if score > alpha {
                alpha = score;
                best_move = Some(mv);
                self.pv.update(ply, mv);
            }
            if score >= beta {
                self.stats.record_cutoff(false, searched.len(), stage);
                self.ordering.on_beta_cutoff(&node, mv, &searched[..searched.len() - 1]);
                break;
            }
        }
        // ANCHOR_END: move_loop
        if searched.is_empty() {
            let in_check = !board.checkers().is_empty();
            return if in_check { mated_in(ply) } else { DRAW };
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let result = NodeResult { depth, ply, score: best_score, bound, best_move };
        self.ordering.store_result(board, &result);
        best_score
    }
    // ANCHOR_END: negamax

    /// The static evaluation of `board`, at the evaluation grain of the rules.
    #[inline]
    pub(crate) fn evaluate(&self, board: &Board, ply: usize) -> Score {
        self.rules.grain(self.eval.evaluate(board, ply))
    }

    // ANCHOR: search_child
    /// Plays `mv` on a copy of `board` and searches the child (through quiescence
    /// when `depth` is zero), keeping the path of positions up to date for repetition
    /// checks and the evaluation sums for the child's evaluation. A quiescence child
    /// that would stand pat on entry is answered without playing the move
    /// ([`Searcher::stand_pat_unplayed`]).
    pub(crate) fn search_child(
        &mut self,
        board: &Board,
        mv: Move,
        depth: i32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        self.ordering.on_move_played(board, ply, mv);
        self.eval.play(ply, board, mv);
        if depth <= 0
            && let Some(stand_pat) = self.stand_pat_unplayed(board, mv, ply, beta)
        {
            return stand_pat;
        }
        let mut child = board.clone();
        child.play_unchecked(mv);
        if depth > 0 {
            // The child is a main-search node: it will probe the table.
            self.ordering.prefetch_table(&child);
        }
        self.path.push(position_key(board));
        let score = self.negamax(&child, depth, ply + 1, alpha, beta);
        self.path.pop();
        score
    }
    // ANCHOR_END: search_child
}
