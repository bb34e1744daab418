//! Where continuation history puts a quiet move: its values are added to the history
//! value chapter 7 already sorts the quiet stage by.

// ANCHOR: continuation_score
/// The history of a quiet move that chapter 7 read as `history`, with `continuation`
/// added: chapter 7 then orders the quiet stage by the sum of the three tables
/// ([`ch07_history::history_score`]), with chapter 5's key still breaking the ties, and
/// lifts the quiet checks by one table's whole span ([`ch07_history::band::CHECK_LIFT`]):
/// a check still comes first unless the tables rank another move far above it.
pub fn continuation_score(history: i32, continuation: i32) -> i32 {
    history + continuation
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
        let highest = history_score(continuation_score(HISTORY_MAX, 2 * HISTORY_MAX), QUIET_ROOM);
        let lowest = history_score(continuation_score(-HISTORY_MAX, -2 * HISTORY_MAX), -QUIET_ROOM);
        assert!(highest + CHECK_LIFT <= SortKey::MAX_SCORE);
        assert!(lowest - CHECK_LIFT >= SortKey::MIN_SCORE);
    }

    #[test]
    fn the_sum_decides_and_the_key_breaks_ties() {
        let ahead = history_score(continuation_score(3, 2), -QUIET_ROOM);
        let behind = history_score(continuation_score(4, 0), QUIET_ROOM);
        assert!(ahead > behind, "3 + 2 > 4 whatever the keys");
        let tie_a = history_score(continuation_score(3, 2), 7);
        let tie_b = history_score(continuation_score(5, 0), 6);
        assert!(tie_a > tie_b, "equal sums: the key decides");
    }
}
