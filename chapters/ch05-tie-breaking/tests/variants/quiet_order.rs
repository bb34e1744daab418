//! The default orders the chapter chose its own against: each is a score for the quiet
//! moves, put into chapter 5's ordering in place of the chapter's default order.

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch04_tt_move::TtMove;
use ch05_tie_breaking::{gain_at_phase, pick_stable, square_gain};
use cozy_chess::{Board, Move};

// ANCHOR: quiet_order
/// A default order for the moves the earlier chapters leave unranked. With the stable
/// pick, moves with equal scores keep the generator's order, so a score that only tells
/// apart piece types orders the quiet moves exactly as a generator that emits pieces in
/// that order would.
pub trait QuietOrder: Default + Send + 'static {
    /// How tables name the ordering that uses this default.
    const NAME: &'static str;

    /// Higher is searched earlier.
    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore;

    /// The key of the quiet stage this order gives `mv`.
    fn key(&self, board: &Board, mv: Move) -> SortKey {
        Stage::Quiet.key(self.quiet_key(board, mv))
    }
}
// ANCHOR_END: quiet_order

/// Chapter 5's ordering with the default order `Q` in place of the chapter's: chapter 4's
/// scores, the quiet moves by `Q`, the stable pick.
#[derive(Default)]
pub struct WithQuietOrder<Q> {
    previous: TtMove,
    order: Q,
}

impl<Q: QuietOrder> MoveOrdering for WithQuietOrder<Q> {
    ch00_baseline::previous_chapter!(TtMove, Q::NAME);

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        self.order.key(node.board, mv)
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        pick_stable(moves, index);
    }
}

/// No key at all: the generator's own order, kept by the stable pick.
#[derive(Clone, Copy, Debug, Default)]
pub struct GeneratorOrder;

impl QuietOrder for GeneratorOrder {
    const NAME: &'static str = "generator order (P N B R Q K)";

    fn quiet_key(&self, _board: &Board, _mv: Move) -> SortScore {
        0
    }
}

/// The chapter's square gain, the tables blended by the phase of the position.
#[derive(Clone, Copy, Debug, Default)]
pub struct ByPhase;

impl QuietOrder for ByPhase {
    const NAME: &'static str = "piece-square gain by phase";

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        square_gain(board, mv)
    }
}

/// The square gain at a fixed phase: 24 reads the middlegame tables alone, 0 the
/// endgame tables alone. Does following the phase matter?
#[derive(Clone, Copy, Debug, Default)]
pub struct FixedPhase<const PHASE: SortScore>;

impl<const PHASE: SortScore> QuietOrder for FixedPhase<PHASE> {
    const NAME: &'static str = match PHASE {
        0 => "piece-square gain, endgame",
        _ => "piece-square gain, middlegame",
    };

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        gain_at_phase(board, mv, PHASE)
    }
}

/// The default order `Q` with the quiet checks brought in front of it: `Q` breaks the
/// ties among the checks and among the others. `ChecksFirst<ByPhase>` is the chapter's
/// default order.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChecksFirst<Q>(Q);

impl<Q: QuietOrder> QuietOrder for ChecksFirst<Q> {
    const NAME: &'static str = "checks first";

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        self.0.quiet_key(board, mv)
    }

    fn key(&self, board: &Board, mv: Move) -> SortKey {
        Stage::Quiet.key(i32::from(gives_check(board, mv))).then(self.quiet_key(board, mv))
    }
}
