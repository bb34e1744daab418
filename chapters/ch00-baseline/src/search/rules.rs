//! The rules that shape the tree, apart from the order of the moves.
//!
//! The engine's defaults are the book's choices: quiescence searches every evasion when
//! in check, every node checks for draws, the evaluation counts single centipawns, nothing
//! is pruned. Each choice costs or saves nodes against an engine that decides otherwise,
//! so each can be switched here, and chapter 0's page measures what each one costs
//! (`book/src/generated/ch00-tree-*.md`, written by `cargo xtask tree --write-book`).
//! Only experiments switch them: the engine and its node counts always use the defaults.
//! The search reads them where it needs them, a few well-predicted tests a node, so there
//! is one search for the engine and the experiments alike (chapter 0's lab notes measure
//! what reading them costs).
//! The one exception is [`TreeRules::late_move_reductions`], which is not one of chapter
//! 0's choices but the reduction every modern engine makes: the UCI option `Late Move
//! Reductions` switches it on, off by default, so that a reader can see what the
//! orderings are worth in a search that reduces.

use cozy_chess::{Board, Move, Piece};

use crate::moves::capture;
use crate::pst::MIDDLEGAME_VALUE;
use crate::score::Score;

// ANCHOR: tree_rules
/// How the search shapes its tree. [`TreeRules::default`] is the engine's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeRules {
    /// In check, quiescence searches every evasion and never stands pat, so a mate at
    /// the horizon is scored as a mate. Off: it stands pat and searches captures, in
    /// check or not.
    pub quiescence_evasions: bool,
    /// Quiescence also searches a pawn's push to the last rank that makes a queen.
    /// Off: captures only.
    pub quiescence_promotions: bool,
    /// Quiescence nodes check for draws by repetition, the fifty-move rule and
    /// insufficient material, as main-search nodes do. Off: they only evaluate.
    pub quiescence_draws: bool,
    /// How many earlier occurrences of a position on the game and search path make it
    /// a draw: 1 (the engine's: a repetition that can happen once can be forced
    /// again) or 2 (the rules' third occurrence).
    pub repetitions_for_draw: u8,
    /// The static evaluation is rounded down to a multiple of this many centipawns. A
    /// coarser evaluation makes more moves score the same, and a move that only
    /// equals beta still cuts off.
    pub eval_grain: Score,
    /// Delta pruning: quiescence skips a capture that could not lift the score to
    /// alpha even if it won the victim and this much more. `None`: nothing is
    /// skipped.
    pub delta_margin: Option<Score>,
    /// Mate distance pruning: a node returns at once when even the shortest mate from
    /// here could not change the window.
    pub mate_distance_pruning: bool,
    /// Late-move reductions: the main search tries a late quiet move less deep first,
    /// and searches it to full depth only if the shallow search says it may raise
    /// alpha ([`crate::search::reductions`]). The tree, and so the score, then
    /// depends on the order of the moves. Off: no reductions, and ordering changes
    /// only the node count.
    pub late_move_reductions: bool,
}
// ANCHOR_END: tree_rules

impl Default for TreeRules {
    fn default() -> Self {
        Self::ENGINE
    }
}

impl TreeRules {
    /// The engine's rules: the book's choices, with late-move reductions off.
    pub const ENGINE: TreeRules = TreeRules {
        quiescence_evasions: true,
        quiescence_promotions: true,
        quiescence_draws: true,
        repetitions_for_draw: 1,
        eval_grain: 1,
        delta_margin: None,
        mate_distance_pruning: false,
        late_move_reductions: false,
    };
}

impl TreeRules {
    /// `score` at this evaluation's grain, rounded down.
    #[inline]
    pub fn grain(&self, score: Score) -> Score {
        if self.eval_grain <= 1 {
            score
        } else {
            score.div_euclid(self.eval_grain) * self.eval_grain
        }
    }
}

impl TreeRules {
    /// Whether quiescence, not in check, leaves `mv` out: a promotion without a capture
    /// when promotions are off, or a capture that delta pruning finds hopeless against
    /// `alpha` from the static evaluation `stand_pat`.
    pub(crate) fn skips_in_quiescence(
        &self,
        board: &Board,
        mv: Move,
        stand_pat: Score,
        alpha: Score,
    ) -> bool {
        let victim = capture(board, mv).map(|(victim, _)| victim);
        if victim.is_none() && !self.quiescence_promotions {
            return true;
        }
        self.delta_margin.is_some_and(|margin| {
            let won = victim.map_or(0, |victim| MIDDLEGAME_VALUE[victim as usize]);
            let promoted = mv.promotion.map_or(0, |piece| {
                MIDDLEGAME_VALUE[piece as usize] - MIDDLEGAME_VALUE[Piece::Pawn as usize]
            });
            stand_pat + won + promoted + margin <= alpha
        })
    }
}
