//! The placements of losing captures the experiments compare with the chapter's own.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch09_see::{ChapterPlacement, Placement, See, SeeWith, see_ge};
use cozy_chess::Move;

/// Losing captures after the killers and before every quiet move: the placement the
/// sources recommend. The stages of chapter 0 have no stage there (its bad-capture stage
/// comes after the quiet moves), so they borrow the countermove stage, below any
/// countermove (scored 0 there), which puts them after the killers and the countermove
/// and before the quiet moves, and keeps them out of the quiet stage, whose keys the
/// frame finishes later. The price: the cutoff statistics count them as countermoves.
#[derive(Clone, Copy, Debug, Default)]
pub struct AfterKillersPlacement;

/// How far below a countermove's score the losing captures start: more than the highest
/// good-capture score of chapter 2 (119).
pub const BELOW_COUNTERMOVE: SortScore = 256;

impl Placement for AfterKillersPlacement {
    const NAME: &'static str = "after killers";

    fn key(score: SortScore) -> SortKey {
        Stage::CounterMove.key(score - BELOW_COUNTERMOVE)
    }
}

/// The chapter's placement, in the main search only: quiescence keeps chapter 2's order.
#[derive(Clone, Copy, Debug, Default)]
pub struct MainSearchOnlyPlacement;

impl Placement for MainSearchOnlyPlacement {
    const NAME: &'static str = "main search only";
    const QUIESCENCE: bool = false;

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

/// Losing captures after all quiet moves, in chapter 0's bad-capture stage.
#[derive(Clone, Copy, Debug, Default)]
pub struct AfterQuietsPlacement;

impl Placement for AfterQuietsPlacement {
    const NAME: &'static str = "after quiets";

    fn key(score: SortScore) -> SortKey {
        Stage::BadCapture.key(score)
    }
}

pub type AfterKillers = SeeWith<AfterKillersPlacement>;
pub type AfterQuiets = SeeWith<AfterQuietsPlacement>;
pub type MainSearchOnly = SeeWith<MainSearchOnlyPlacement>;
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
        if key.stage() == Stage::GoodCapture && !see_ge(node.board, mv, 0) {
            ChapterPlacement::key(key.score())
        } else {
            key
        }
    }
}
