//! Quiescence search: at the horizon, keep searching captures until the position is quiet,
//! so the evaluation never judges a position in the middle of an exchange.

use arrayvec::ArrayVec;
use cozy_chess::{Board, Move};

use crate::gives_check::gives_check;
use crate::moves::MAX_MOVES;
use crate::ordering::{Generation, MoveOrdering, MovePicker, Node};
use crate::score::{DRAW, MAX_PLY, Score, mated_in};
use crate::search::alphabeta::Searcher;
use crate::search::draw::{is_draw, no_draw_after};

impl<O: MoveOrdering> Searcher<'_, O> {
    // ANCHOR: quiescence
    /// Stand pat (take the static evaluation) or try a capture or queen promotion,
    /// whichever is better. In check there is no standing pat: every evasion is
    /// searched, so that a mate at the horizon is seen as a mate. Each of these
    /// choices is one of the [`TreeRules`](crate::search::TreeRules), which chapter
    /// 0's page measures.
    pub(crate) fn quiescence(
        &mut self,
        board: &Board,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        self.enter_node();
        self.stats.quiescence_nodes += 1;
        self.pv.clear(ply);
        if self.aborted {
            return DRAW;
        }
        let rules = self.rules;
        if rules.quiescence_draws && is_draw(board, &self.path, rules.repetitions_for_draw) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(board, ply);
        }

        let in_check = rules.quiescence_evasions && !board.checkers().is_empty();
        let stand_pat = if in_check { mated_in(ply) } else { self.evaluate(board, ply) };
        let mut best_score = stand_pat;
        if best_score >= beta {
            return best_score;
        }
        alpha = alpha.max(best_score);

        let node = Node { board, ply, depth: 0, table_move: None };
        let generation = if in_check { Generation::AllMoves } else { Generation::TacticalMoves };
        let mut picker = O::Picker::new(generation);
        // The moves handed out so far: when one cuts off, the ones before it did not.
        let mut searched: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        let prunes = !in_check && (!rules.quiescence_promotions || rules.delta_margin.is_some());
        while let Some(picked) = picker.next(self.ordering, &node) {
            let mv = picked.mv;
            searched.push(mv);
            if prunes && rules.skips_in_quiescence(board, mv, stand_pat, alpha) {
                continue;
            }
            let score = -self.search_child(board, mv, 0, ply, -beta, -alpha);
            if self.aborted {
                return DRAW;
            }
            best_score = best_score.max(score);
            if score > alpha {
                alpha = score;
                self.pv.update(ply, mv);
            }
            if score >= beta {
                self.stats.record_cutoff(true, searched.len(), picked.key.stage);
                self.ordering.on_beta_cutoff(&node, mv, &searched[..searched.len() - 1]);
                break;
            }
        }
        best_score
    }
    // ANCHOR_END: quiescence

    // ANCHOR: stand_pat_unplayed
    /// The score of the quiescence node after `mv`, if it is one that stands pat at
    /// once with the window `beta` gives it: `None` leaves it to be played and
    /// searched.
    ///
    /// Most quiescence nodes do just that: on entry their static evaluation is
    /// already at least beta. The parent knows that evaluation before the move is
    /// played (the evaluation sums are updated move by move), and can tell from its
    /// own board that the child is not in check and is no draw. Playing the move on a
    /// copy of the board would then only confirm what is known: so the child is
    /// counted as the node it is, as it would count itself, and its stand pat
    /// returned. The tree, its node count and every score are exactly those of
    /// playing it; only the copy and the move are saved.
    pub(crate) fn stand_pat_unplayed(
        &mut self,
        board: &Board,
        mv: Move,
        ply: usize,
        beta: Score,
    ) -> Option<Score> {
        let stand_pat = self.rules.grain(self.eval.evaluate_after(board, ply));
        let surely_stands = stand_pat >= beta
            && no_draw_after(board, mv, self.path.len())
            && !gives_check(board, mv);
        if !surely_stands {
            return None;
        }
        self.enter_node();
        self.stats.quiescence_nodes += 1;
        self.pv.clear(ply + 1);
        Some(if self.aborted { DRAW } else { stand_pat })
    }
    // ANCHOR_END: stand_pat_unplayed
}
