//! The candidates of the chapter's two experiments, as columns measured side by side:
//! the stable pick against the swapping pick, and the default orders for quiet moves.

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::pst::FULL_PHASE;
use ch00_baseline::suite::SuitePosition;
use ch05_tie_breaking::TieBreaking;
use ordering_lab::comparison::Column;
use ordering_lab::parallel::{job, measure};

use crate::variants::centre::TowardCentre;
use crate::variants::killer_pieces::KillerPieces;
use crate::variants::piece_order::PieceOrder;
use crate::variants::quiet_order::{
    ByPhase, ChecksFirst, FixedPhase, GeneratorOrder, WithQuietOrder,
};
use crate::variants::swap_pick::SwapPick;

type Chapter4 = <TieBreaking as MoveOrdering>::Previous;
type ChecksThenByPhase = ChecksFirst<ByPhase>;

pub const STABLE_DEFAULT: &str = "stable, checks + piece-square (ch05)";

/// Stable or swapping pick, under three default orders; chapter 4 first.
pub fn stability_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<Chapter4>("swap, generator order (ch04)", suite),
        job::<WithQuietOrder<GeneratorOrder>>("stable, generator order", suite),
        job::<SwapPick<PieceOrder<0>>>("swap, K P N B R Q", suite),
        job::<WithQuietOrder<PieceOrder<0>>>("stable, K P N B R Q", suite),
        job::<WithQuietOrder<ByPhase>>("stable, piece-square by phase", suite),
        job::<SwapPick<ChecksThenByPhase>>("swap, checks + piece-square", suite),
        job::<TieBreaking>(STABLE_DEFAULT, suite),
    ])
}

const MIDDLEGAME: i32 = FULL_PHASE;
const ENDGAME: i32 = 0;
pub const BY_PHASE: &str = "piece-square by phase";
pub const CHECKS_THEN_BY_PHASE: &str = "checks, then piece-square by phase";

/// Default orders for quiet moves, all with the stable pick; the generator's order first.
pub fn quiet_order_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<WithQuietOrder<GeneratorOrder>>("generator order", suite),
        job::<WithQuietOrder<PieceOrder<0>>>("K P N B R Q", suite),
        job::<WithQuietOrder<PieceOrder<1>>>("Q R B N P K", suite),
        job::<WithQuietOrder<PieceOrder<2>>>("N B R Q P K", suite),
        job::<WithQuietOrder<TowardCentre>>("toward the centre", suite),
        job::<WithQuietOrder<FixedPhase<MIDDLEGAME>>>("piece-square, middlegame", suite),
        job::<WithQuietOrder<FixedPhase<ENDGAME>>>("piece-square, endgame", suite),
        job::<WithQuietOrder<ByPhase>>(BY_PHASE, suite),
        job::<WithQuietOrder<ChecksFirst<GeneratorOrder>>>("checks, then generator order", suite),
        job::<WithQuietOrder<ChecksThenByPhase>>(CHECKS_THEN_BY_PHASE, suite),
        job::<KillerPieces<PieceOrder<0>>>("killer pieces on K P N B R Q", suite),
        job::<KillerPieces<ByPhase>>("killer pieces on piece-square", suite),
    ])
}

/// The column under `label`.
pub fn column<'a>(columns: &'a [Column], label: &str) -> &'a Column {
    columns.iter().find(|c| c.label == label).expect("a measured column")
}
