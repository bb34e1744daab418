//! Where history puts a quiet move: in the quiet stage, after every killer, the quiet
//! checks first, then history, and chapter 5's key breaking the ties.

use ch00_baseline::sort_key::SortScore;
use ch05_tie_breaking::QUIET_ROOM;

use crate::HISTORY_MAX;

// ANCHOR: history_score
/// How far apart two history values are spread: more than any two of chapter 5's keys
/// (each within `-QUIET_ROOM..=QUIET_ROOM`) can differ, so a higher history always wins
/// and chapter 5's key decides only between moves of equal history.
pub const HISTORY_STRIDE: SortScore = 2 * QUIET_ROOM + 1;

/// The score within the quiet stage of a move with history `history`, whose chapter 5
/// key is `tie_key`: history first, the key for ties. (`history` is what the tables
/// learned about the move: chapter 7's history, plus the continuation values of chapter
/// 8's experiments.)
pub fn history_score(history: i32, tie_key: SortScore) -> SortScore {
    history * HISTORY_STRIDE + tie_key
}
// ANCHOR_END: history_score

// ANCHOR: checks_first
/// How far a quiet check is lifted above, and every other quiet move pushed below, its
/// history score: more than the whole span of history values, so every quiet check comes
/// before every quiet move that does not check, and history orders each group.
pub const CHECK_LIFT: SortScore = (HISTORY_MAX + 1) * HISTORY_STRIDE;

/// The score of a quiet move whose [`history_score`] is `score`, with the checks in front:
/// `check` is chapter 5's own term for it ([`ch05_tie_breaking::QuietTerms`]), so no
/// second check test is run.
pub fn checks_first_score(score: SortScore, check: bool) -> SortScore {
    if check { score + CHECK_LIFT } else { score - CHECK_LIFT }
}
// ANCHOR_END: checks_first

#[cfg(test)]
mod tests {
    use ch00_baseline::sort_key::SortKey;

    use super::*;

    #[test]
    fn history_decides_and_the_key_breaks_ties() {
        assert!(history_score(1, -QUIET_ROOM) > history_score(0, QUIET_ROOM));
        assert!(history_score(-1, QUIET_ROOM) < history_score(0, -QUIET_ROOM));
        assert!(history_score(5, 3) > history_score(5, 2));
    }

    /// Every history score, lifted or pushed down, is a score the quiet stage can hold.
    #[test]
    fn every_history_score_fits_the_stage() {
        assert!(history_score(HISTORY_MAX, QUIET_ROOM) + CHECK_LIFT <= SortKey::MAX_SCORE);
        assert!(history_score(-HISTORY_MAX, -QUIET_ROOM) - CHECK_LIFT >= SortKey::MIN_SCORE);
    }

    /// The worst-placed check with the lowest history still comes before the best-placed
    /// other move with the highest.
    #[test]
    fn every_quiet_check_comes_before_every_other_quiet_move() {
        let lowest_check = history_score(-HISTORY_MAX, -QUIET_ROOM);
        let highest_other = history_score(HISTORY_MAX, QUIET_ROOM);
        let (check, other) =
            (checks_first_score(lowest_check, true), checks_first_score(highest_other, false));
        assert!(check > other, "{check} {other}");
    }
}
