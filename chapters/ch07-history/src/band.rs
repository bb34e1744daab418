//! Where history puts a quiet move among the sort scores: inside the room chapter 5 gives
//! the quiet moves, below every killer, with chapter 5's key breaking ties.

use ch00_baseline::moves::SortScore;
use ch05_tie_breaking::quiet_order::QUIET_ROOM;

// ANCHOR: history_score
/// How far apart two history values are spread: more than any two of chapter 5's keys
/// (each within `-QUIET_ROOM..=QUIET_ROOM`) can differ, so a higher history always wins
/// and chapter 5's key decides only between moves of equal history.
pub const HISTORY_STRIDE: SortScore = 2 * QUIET_ROOM + 1;

/// Whether `previous` is a score the earlier chapters left to the default order of the
/// quiet moves: everything they rank themselves (table move, captures, killers) scores
/// far above the room.
pub fn is_default_ordered(previous: SortScore) -> bool {
    previous.abs() <= QUIET_ROOM
}

/// The sort score of a default-ordered move with history `history`, whose chapter 5 key
/// is `tie_key`: history first, the key for ties.
pub fn history_score(history: i32, tie_key: SortScore) -> SortScore {
    history * HISTORY_STRIDE + tie_key
}
// ANCHOR_END: history_score

#[cfg(test)]
mod tests {
    use ch03_killers::killer_score;

    use super::*;
    use crate::HISTORY_MAX;

    #[test]
    fn history_decides_and_the_key_breaks_ties() {
        assert!(history_score(1, -QUIET_ROOM) > history_score(0, QUIET_ROOM));
        assert!(history_score(-1, QUIET_ROOM) < history_score(0, -QUIET_ROOM));
        assert!(history_score(5, 3) > history_score(5, 2));
    }

    /// The best history with the best key still comes after the last killer slot that
    /// chapter 3's experiments try.
    #[test]
    fn every_history_score_stays_below_the_killers() {
        assert!(history_score(HISTORY_MAX, QUIET_ROOM) < killer_score(3));
        assert!(!is_default_ordered(killer_score(3)));
        assert!(is_default_ordered(history_score(0, QUIET_ROOM)));
    }
}
