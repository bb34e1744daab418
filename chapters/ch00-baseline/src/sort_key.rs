//! The order in which a node's moves are searched, stated once: first the stage a move
//! belongs to, then its score within that stage.
//!
//! Every chapter that orders moves gives each move a [`SortKey`] made of a named
//! [`Stage`] and a score. The stage decides first, so a chapter that adds a kind of move
//! (killers, the table move, losing captures) names the stage it belongs to instead of
//! inventing a number that happens to fall between two others.

use std::cmp::Ordering;
use std::fmt;

/// A score within a stage: the higher, the earlier the move is searched among the moves
/// of its stage. A chapter builds it as a sum of named terms (what a capture wins, how
/// often a quiet move cut off, ...).
pub type SortScore = i32;

// ANCHOR: stage
/// The stages of move ordering. Declaration order is search order: every move of an
/// earlier stage is searched before any move of a later one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// The move a table remembers as best for this position (chapter 4). It is the
    /// most likely to cut off, and a staged picker can try it before generating
    /// anything.
    TableMove,
    /// Captures and promotions not known to lose material, by what they win (chapter
    /// 2). Until a chapter evaluates exchanges (static exchange evaluation), that is
    /// every capture.
    GoodCapture,
    /// Quiet moves that caused a cutoff at the same ply of the search (chapter 3).
    Killer,
    /// Every other move: quiet moves and under-promotions, in a default order
    /// (chapter 5) or by what caused cutoffs before (history).
    Quiet,
    /// Captures that lose material once the exchange is played out: searched last.
    BadCapture,
}
// ANCHOR_END: stage

impl Stage {
    /// Every stage, in search order.
    pub const ALL: [Stage; 5] =
        [Stage::TableMove, Stage::GoodCapture, Stage::Killer, Stage::Quiet, Stage::BadCapture];

    /// The key of a move of this stage with `score` within it, and no tie-break.
    pub const fn key(self, score: SortScore) -> SortKey {
        SortKey { stage: self, score, tie_break: 0 }
    }
}

// ANCHOR: sort_key
/// What the pick compares, in this order: the stage, the score within the stage, and
/// a tie-break between moves of equal score (chapter 5's default order breaks the
/// ties of the quiet moves). A move of an earlier stage is searched before any move
/// of a later one; within a stage, the higher score first. Greater keys are searched
/// earlier.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SortKey {
    pub stage: Stage,
    pub score: SortScore,
    pub tie_break: SortScore,
}

impl SortKey {
    /// This key, with `tie_break` deciding between moves of its stage and score.
    pub const fn then(self, tie_break: SortScore) -> SortKey {
        SortKey { tie_break, ..self }
    }
}

impl Ord for SortKey {
    fn cmp(&self, other: &Self) -> Ordering {
        // An earlier stage is the greater key.
        (other.stage.cmp(&self.stage))
            .then(self.score.cmp(&other.score))
            .then(self.tie_break.cmp(&other.tie_break))
    }
}

impl PartialOrd for SortKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
// ANCHOR_END: sort_key

impl SortKey {
    /// The key of a move nothing has ranked: a quiet move with score 0. Chapter 0 gives
    /// every move this key, and each later chapter ranks some moves away from it.
    pub const UNRANKED: SortKey = Stage::Quiet.key(0);
}

impl fmt::Debug for SortKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tie_break {
            0 => write!(f, "{:?}({})", self.stage, self.score),
            tie_break => write!(f, "{:?}({}, {tie_break})", self.stage, self.score),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stage_decides_before_the_score() {
        for pair in Stage::ALL.windows(2) {
            let lowest_of_earlier = pair[0].key(SortScore::MIN);
            let highest_of_later = pair[1].key(SortScore::MAX);
            assert!(lowest_of_earlier > highest_of_later, "{pair:?}");
        }
    }

    #[test]
    fn within_a_stage_a_higher_score_comes_first() {
        for stage in Stage::ALL {
            assert!(stage.key(1) > stage.key(0));
            assert!(stage.key(0) > stage.key(-1));
            assert_eq!(stage.key(7), stage.key(7));
        }
    }

    #[test]
    fn the_tie_break_decides_only_between_equal_scores() {
        assert!(Stage::Quiet.key(1).then(-500) > Stage::Quiet.key(0).then(500));
        assert!(Stage::Quiet.key(0).then(1) > Stage::Quiet.key(0));
        assert!(Stage::Killer.key(0).then(-9) > Stage::Quiet.key(9).then(9));
    }

    #[test]
    fn a_key_reads_as_stage_and_score() {
        assert_eq!(format!("{:?}", Stage::Killer.key(-1)), "Killer(-1)");
        assert_eq!(format!("{:?}", Stage::Quiet.key(3).then(-7)), "Quiet(3, -7)");
        assert_eq!(SortKey::UNRANKED, Stage::Quiet.key(0));
    }
}
