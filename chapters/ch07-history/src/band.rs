//! Where history puts a quiet move: in the quiet stage, after every killer, with history
//! first and chapter 5's key breaking the ties.

use ch00_baseline::sort_key::SortScore;
use ch05_tie_breaking::QUIET_ROOM;

// ANCHOR: history_score
/// How far apart two history values are spread: more than any two of chapter 5's keys
/// (each within `-QUIET_ROOM..=QUIET_ROOM`) can differ, so a higher history always wins
/// and chapter 5's key decides only between moves of equal history.
pub const HISTORY_STRIDE: SortScore = 2 * QUIET_ROOM + 1;

/// The score within the quiet stage of a move with history `history`, whose chapter 5
/// key is `tie_key`: history first, the key for ties.
pub fn history_score(history: i32, tie_key: SortScore) -> SortScore {
    history * HISTORY_STRIDE + tie_key
}
// ANCHOR_END: history_score

/// The history and the tie key a [`history_score`] was made of.
pub fn split_history_score(score: SortScore) -> (i32, SortScore) {
    let history = (score + QUIET_ROOM).div_euclid(HISTORY_STRIDE);
    (history, score - history * HISTORY_STRIDE)
}

#[cfg(test)]
mod tests {
    use ch00_baseline::sort_key::SortKey;

    use super::*;
    use crate::HISTORY_MAX;

    #[test]
    fn history_decides_and_the_key_breaks_ties() {
        assert!(history_score(1, -QUIET_ROOM) > history_score(0, QUIET_ROOM));
        assert!(history_score(-1, QUIET_ROOM) < history_score(0, -QUIET_ROOM));
        assert!(history_score(5, 3) > history_score(5, 2));
    }

    #[test]
    fn a_history_score_splits_back_into_its_parts() {
        for history in [-HISTORY_MAX, -77, -1, 0, 1, 300, HISTORY_MAX] {
            for tie_key in [-QUIET_ROOM, -999, -1, 0, 1, 600, QUIET_ROOM] {
                let score = history_score(history, tie_key);
                assert_eq!(split_history_score(score), (history, tie_key));
            }
        }
    }

    /// Every history score is a score the quiet stage can hold.
    #[test]
    fn every_history_score_fits_the_stage() {
        assert!(history_score(HISTORY_MAX, QUIET_ROOM) <= SortKey::MAX_SCORE);
        assert!(history_score(-HISTORY_MAX, -QUIET_ROOM) >= SortKey::MIN_SCORE);
    }
}
