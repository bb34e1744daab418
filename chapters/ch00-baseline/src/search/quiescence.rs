//! Quiescence search: at the horizon, keep searching captures until the position is quiet,
//! so the evaluation never judges a position in the middle of an exchange.

use cozy_chess::Board;

use crate::ordering::{Generation, MoveOrdering, MovePicker, Node};
use crate::score::{DRAW, MAX_PLY, Score, mated_in};
use crate::search::alphabeta::Searcher;
use crate::search::draw::is_draw;

impl<O: MoveOrdering> Searcher<'_, O> {
    // ANCHOR: quiescence
    /// Stand pat (take the static evaluation) or try a capture or queen promotion, whichever
    /// is better. In check there is no standing pat: every evasion is searched, so that a
    /// mate at the horizon is seen as a mate.
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
        if self.aborted || is_draw(board, &self.path) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval.evaluate(board, ply);
        }

        let in_check = !board.checkers().is_empty();
        let mut best_score = if in_check { mated_in(ply) } else { self.eval.evaluate(board, ply) };
        if best_score >= beta {
            return best_score;
        }
        alpha = alpha.max(best_score);

        let node = Node { board, ply, depth: 0, table_move: None };
        let generation = if in_check { Generation::AllMoves } else { Generation::TacticalMoves };
        let mut picker = MovePicker::new(generation);
        while let Some(mv) = picker.next_move(self.ordering, &node) {
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
                self.stats.record_cutoff(true, picker.handed_out(), picker.last_stage());
                self.ordering.on_beta_cutoff(&node, mv, picker.handed_out_before_last());
                break;
            }
        }
        best_score
    }
    // ANCHOR_END: quiescence
}
