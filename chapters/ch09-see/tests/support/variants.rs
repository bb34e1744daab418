//! The placements of losing captures the experiments compare with the chapter's own,
//! each an ordering over the chapter's (or chapter 7's) that answers the same seam,
//! [`MoveOrdering::demoted_key`], its own way.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch02_mvv_lva::capture_score;
use ch07_history::History;
use ch09_see::{See, losing_capture_key, see_ge};
use cozy_chess::Move;

/// Losing captures after the killers and before every quiet move: the placement the
/// sources recommend. The stages of chapter 0 have no stage there (its bad-capture stage
/// comes after the quiet moves), so they borrow the bottom of the killer stage, far below
/// the killers (scored 0 and -1 there), which puts them
/// after the killers and before the quiet moves, and keeps them out of the quiet stage,
/// whose keys the frame finishes later. The price: the cutoff statistics count them as
/// killers. In the main search only, as the chapter's: quiescence has no killers or
/// quiet moves to put them after.
#[derive(Default)]
pub struct AfterKillers {
    previous: See,
}

/// How far below the first killer's score the losing captures start: more than the
/// highest good-capture score of chapter 2 (119) and the two keys the killers take.
pub const BELOW_KILLERS: SortScore = 256;

/// The after-killers key of a losing capture that chapter 2 scored `score`.
pub fn after_killers_key(score: SortScore) -> SortKey {
    Stage::Killer.key(score - BELOW_KILLERS)
}

impl MoveOrdering for AfterKillers {
    ch00_baseline::previous_chapter!(See, "after killers");

    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        let demoted = self.previous.demoted_key(node, mv, key)?;
        let losing = demoted.stage == Stage::BadCapture;
        let score = capture_score(node.board, mv).filter(|_| losing);
        Some(score.map_or(demoted, after_killers_key))
    }
}

/// The chapter's question asked in quiescence as well, over `P`: over chapter 9's
/// ordering, the chapter's placement in both searches (quiescence moves its losing
/// captures behind the good ones too: the chapter's default until the time
/// measurements); over chapter 7's, in quiescence only (the main search keeps chapter
/// 2's order).
#[derive(Default)]
pub struct InQuiescence<P> {
    previous: P,
}

pub type BothSearches = InQuiescence<See>;
pub type QuiescenceOnly = InQuiescence<History>;

/// How the tables name [`InQuiescence`] over each ordering.
pub trait Searches: MoveOrdering {
    const SEARCHES: &'static str;
}

impl Searches for See {
    const SEARCHES: &'static str = "both searches";
}

impl Searches for History {
    const SEARCHES: &'static str = "quiescence only";
}

impl<P: Searches> MoveOrdering for InQuiescence<P> {
    ch00_baseline::previous_chapter!(P, P::SEARCHES);

    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        losing_in_quiescence(node, mv, key).or_else(|| self.previous.demoted_key(node, mv, key))
    }
}

/// The chapter's question and key, asked in quiescence, where the chapter does not ask.
fn losing_in_quiescence(node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
    let loses = node.depth <= 0 && key.stage == Stage::GoodCapture && !see_ge(node.board, mv, 0);
    let score = loses.then(|| capture_score(node.board, mv)).flatten();
    score.map(|score| Stage::BadCapture.key(score))
}

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
        losing_capture_key(node, mv, key).unwrap_or(key)
    }
}
