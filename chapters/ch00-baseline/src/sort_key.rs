//! The order in which a node's moves are searched, stated once: first the stage a move
//! belongs to, then its score within that stage.
//!
//! Every chapter that orders moves gives each move a [`SortKey`] made of a named
//! [`Stage`] and a score. The stage decides first, so a chapter that adds a kind of move
//! (killers, the table move, losing captures) names the stage it belongs to instead of
//! inventing a number that happens to fall between two others.

use std::fmt;

/// Whether the keys and the picker check their invariants (a score within its stage's
/// range, a quiet key left in the quiet stage) and panic when one breaks. On in every
/// test: each chapter's tests turn on this crate's feature `checked-keys` through their
/// dev-dependency on it, and debug builds check anyway. Off in the engines that are
/// built, counted and played (`cargo build --release -p chNN`, `cargo xtask`): in chapter
/// 4 the assertion kept `SortKey::new` from inlining and cost about 24 instructions a
/// node (measured under cachegrind). Criterion benches build the dev-dependencies, so
/// they run checked.
pub const CHECKED: bool = cfg!(any(test, debug_assertions, feature = "checked-keys"));

/// A score within a stage: the higher, the earlier the move is searched among the moves
/// of its stage. It must stay within [`SortKey::MIN_SCORE`]`..=`[`SortKey::MAX_SCORE`].
pub type SortScore = i32;

// ANCHOR: stage
/// The stages of move ordering. Declaration order is search order: every move of an
/// earlier stage is searched before any move of a later one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// The move a table remembers as best for this position (chapter 4). It is the most
    /// likely to cut off, and a staged picker can try it before generating anything.
    TableMove,
    /// Captures and promotions not known to lose material, by what they win (chapter 2).
    /// Until a chapter evaluates exchanges (static exchange evaluation), that is every
    /// capture.
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

    /// The key of a move of this stage with `score` within it.
    pub const fn key(self, score: SortScore) -> SortKey {
        SortKey::new(self, score)
    }
}

// ANCHOR: sort_key
/// What the pick compares: a stage, then a score within the stage. Higher keys are
/// searched earlier.
///
/// The two are packed into one `i32` so that picking compares one integer, as it did
/// when orderings handed out plain numbers, and a scored move stays eight bytes: the
/// stage's distance from the last stage in the high bits, the score (offset to be
/// non-negative) in the low [`SortKey::SCORE_BITS`] bits.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SortKey(i32);

impl SortKey {
    /// How many bits the score within a stage has: room for chapter 8's quiet value (the
    /// sum of three history tables, each ±16,384) times the spread of chapter 5's
    /// tie-breaking key (2,001), and then some. The stage's rank (at most 4) takes the
    /// three bits above, which still fit an `i32`.
    pub const SCORE_BITS: u32 = 28;
    /// The highest score a stage holds.
    pub const MAX_SCORE: SortScore = (1 << (Self::SCORE_BITS - 1)) - 1;
    /// The lowest score a stage holds.
    pub const MIN_SCORE: SortScore = -(1 << (Self::SCORE_BITS - 1));

    /// The key of a move nothing has ranked: a quiet move with score 0. Chapter 0 gives
    /// every move this key, and each later chapter ranks some moves away from it.
    pub const UNRANKED: SortKey = SortKey::new(Stage::Quiet, 0);

    /// A move of `stage` with `score` within it. A score outside the stage's range is a
    /// bug of the ordering that gave it: the tests panic on it ([`CHECKED`]), the engine
    /// saturates.
    pub const fn new(stage: Stage, score: SortScore) -> SortKey {
        if CHECKED {
            assert!(Self::MIN_SCORE <= score && score <= Self::MAX_SCORE, "score out of range");
        }
        let score = if score > Self::MAX_SCORE {
            Self::MAX_SCORE
        } else if score < Self::MIN_SCORE {
            Self::MIN_SCORE
        } else {
            score
        };
        let rank = Stage::BadCapture as i32 - stage as i32;
        SortKey((rank << Self::SCORE_BITS) | (score - Self::MIN_SCORE))
    }

    /// The stage this key puts its move in. Every chapter's scorer asks it of every move,
    /// so it is a `match` on the rank rather than an index into [`Stage::ALL`]: the index
    /// would be checked against the array's bounds on each call.
    pub const fn stage(self) -> Stage {
        match self.0 >> Self::SCORE_BITS {
            4 => Stage::TableMove,
            3 => Stage::GoodCapture,
            2 => Stage::Killer,
            1 => Stage::Quiet,
            _ => Stage::BadCapture,
        }
    }

    /// The score within the stage.
    pub const fn score(self) -> SortScore {
        (self.0 & ((1 << Self::SCORE_BITS) - 1)) + Self::MIN_SCORE
    }
}
// ANCHOR_END: sort_key

impl fmt::Debug for SortKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}({})", self.stage(), self.score())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stage_decides_before_the_score() {
        for pair in Stage::ALL.windows(2) {
            let lowest_of_earlier = pair[0].key(SortKey::MIN_SCORE);
            let highest_of_later = pair[1].key(SortKey::MAX_SCORE);
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
    fn stage_and_score_come_back_out() {
        for stage in Stage::ALL {
            for score in [SortKey::MIN_SCORE, -1_000, -1, 0, 1, 119, SortKey::MAX_SCORE] {
                let key = stage.key(score);
                assert_eq!((key.stage(), key.score()), (stage, score));
            }
        }
    }

    #[test]
    #[should_panic(expected = "score out of range")]
    fn a_score_outside_the_range_panics_in_the_tests() {
        Stage::Quiet.key(SortKey::MAX_SCORE + 1);
    }

    #[test]
    fn a_key_reads_as_stage_and_score() {
        assert_eq!(format!("{:?}", Stage::Killer.key(-1)), "Killer(-1)");
        assert_eq!(SortKey::UNRANKED, Stage::Quiet.key(0));
    }
}
