//! The placements of losing captures the experiments compare with the chapter's own.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch09_see::{ChapterPlacement, Placement, See, SeeWith, losing_capture_key};
use cozy_chess::Move;

/// Losing captures after the killers and before every quiet move: the placement the
/// sources recommend. The stages of chapter 0 have no stage there (its bad-capture stage
/// comes after the quiet moves), so they borrow the countermove stage, below any
/// countermove (scored 0 there), which puts them after the killers and the countermove
/// and before the quiet moves, and keeps them out of the quiet stage, whose keys the
/// frame finishes later. The price: the cutoff statistics count them as countermoves.
/// In the main search only, as the chapter's: quiescence has no killers or quiet moves
/// to put them after.
#[derive(Clone, Copy, Debug, Default)]
pub struct AfterKillersPlacement;

/// How far below a countermove's score the losing captures start: more than the highest
/// good-capture score of chapter 2 (119).
pub const BELOW_COUNTERMOVE: SortScore = 256;

impl Placement for AfterKillersPlacement {
    const NAME: &'static str = "after killers";
    const QUIESCENCE: bool = ChapterPlacement::QUIESCENCE;

    fn key(score: SortScore) -> SortKey {
        Stage::CounterMove.key(score - BELOW_COUNTERMOVE)
    }
}

/// The chapter's placement in both searches: quiescence moves its losing captures
/// behind the good ones too (the chapter's default until the time measurements).
#[derive(Clone, Copy, Debug, Default)]
pub struct BothSearchesPlacement;

impl Placement for BothSearchesPlacement {
    const NAME: &'static str = "both searches";
    const QUIESCENCE: bool = true;

    fn key(score: SortScore) -> SortKey {
        ChapterPlacement::key(score)
    }
}

/// The chapter's placement, in quiescence only: the main search keeps chapter 2's order.
#[derive(Clone, Copy, Debug, Default)]
pub struct QuiescenceOnlyPlacement;

impl Placement for QuiescenceOnlyPlacement {
    const NAME: &'static str = "quiescence only";
    const MAIN_SEARCH: bool = false;

    fn key(score: SortScore) -> SortKey {
        ChapterPlacement::key(score)
    }
}

pub type AfterKillers = SeeWith<AfterKillersPlacement>;
pub type BothSearches = SeeWith<BothSearchesPlacement>;
pub type QuiescenceOnly = SeeWith<QuiescenceOnlyPlacement>;

/// The chapter's ordering with every capture's exchange evaluated when the node's moves
/// are scored, before the first is picked, instead of when the pick reaches it. The
/// same placement; what differs is how many exchanges are evaluated (and so the time),
/// and the order among losing captures of equal score.
#[derive(Default)]
pub struct EagerSee {
    previous: See,
}

impl MoveOrdering for EagerSee {
    ch00_baseline::previous_chapter!(See, "ch09, SEE when scored");

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        losing_capture_key::<ChapterPlacement>(node, mv, key).unwrap_or(key)
    }
}
