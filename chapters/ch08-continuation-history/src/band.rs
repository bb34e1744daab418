//! Where continuation history puts a quiet move: its values are added to the history
//! value chapter 7 already sorts the quiet stage by.

use ch00_baseline::sort_key::SortScore;
use ch07_history::HISTORY_STRIDE;

// ANCHOR: continuation_score
/// The quiet-stage score of a move that chapter 7 scored `history_score` (its history
/// times [`HISTORY_STRIDE`], plus chapter 5's key for ties), with `continuation` added
/// to its history: the sum of the three tables decides, chapter 5's key still breaks
/// the ties. Chapter 7 then lifts the quiet checks by one table's whole span
/// ([`ch07_history::band::CHECK_LIFT`]): a check still comes first unless the tables
/// rank another move far above it.
pub fn continuation_score(history_score: SortScore, continuation: i32) -> SortScore {
    history_score + continuation * HISTORY_STRIDE
}
// ANCHOR_END: continuation_score

#[cfg(test)]
mod tests {
    use ch00_baseline::sort_key::SortKey;
    use ch05_tie_breaking::QUIET_ROOM;
    use ch07_history::band::CHECK_LIFT;
    use ch07_history::{HISTORY_MAX, history_score};

    use super::*;

    /// Chapter 7's history and both continuation values at their bounds, with chapter 5's
    /// key at either end and chapter 7's check lift either way: still a score the quiet
    /// stage can hold.
    #[test]
    fn the_sum_of_three_tables_fits_the_stage() {
        let highest = continuation_score(history_score(HISTORY_MAX, QUIET_ROOM), 2 * HISTORY_MAX);
        let lowest = continuation_score(history_score(-HISTORY_MAX, -QUIET_ROOM), -2 * HISTORY_MAX);
        assert!(highest + CHECK_LIFT <= SortKey::MAX_SCORE);
        assert!(lowest - CHECK_LIFT >= SortKey::MIN_SCORE);
    }

    #[test]
    fn the_sum_decides_and_the_key_breaks_ties() {
        let ahead = continuation_score(history_score(3, -QUIET_ROOM), 2);
        let behind = continuation_score(history_score(4, QUIET_ROOM), 0);
        assert!(ahead > behind, "3 + 2 > 4 whatever the keys");
        let tie_a = continuation_score(history_score(3, 7), 2);
        let tie_b = continuation_score(history_score(5, 6), 0);
        assert!(tie_a > tie_b, "equal sums: the key decides");
    }
}
