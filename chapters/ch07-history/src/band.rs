//! Where history puts a quiet move: in the quiet stage, after every killer, the quiet
//! checks first, then history, and chapter 5's key breaking the ties.

use ch00_baseline::sort_key::SortScore;
use ch05_tie_breaking::QUIET_ROOM;
use ch05_tie_breaking::checks_first::CHECK_BONUS;

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

/// The score of a quiet move whose [`history_score`] is `score`, with the checks in front.
/// Whether it checks is read from its chapter 5 key `tie_key`, which has the answer
/// already: chapter 5 adds [`CHECK_BONUS`] to a piece-square gain within ±296, so a
/// check's key is at least 304 and any other's at most 296. No second check test is run.
pub fn checks_first_score(score: SortScore, tie_key: SortScore) -> SortScore {
    if tie_key_says_check(tie_key) { score + CHECK_LIFT } else { score - CHECK_LIFT }
}

/// Whether chapter 5's finished quiet key `tie_key` is a check's: above half the bonus.
pub fn tie_key_says_check(tie_key: SortScore) -> bool {
    tie_key > CHECK_BONUS / 2
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
        let lowest_check = CHECK_BONUS - 296;
        let highest_other = 296;
        let check = checks_first_score(history_score(-HISTORY_MAX, lowest_check), lowest_check);
        let other = checks_first_score(history_score(HISTORY_MAX, highest_other), highest_other);
        assert!(check > other, "{check} {other}");
        assert!(tie_key_says_check(lowest_check) && !tie_key_says_check(highest_other));
    }

    /// What [`checks_first_score`] relies on, over every quiet move of the suites'
    /// positions and of every position one move after them: chapter 5's key says check
    /// exactly when the move gives check.
    #[test]
    fn chapter_5_keys_say_which_quiet_moves_check() {
        use ch00_baseline::gives_check::gives_check;
        use ch00_baseline::moves::legal_moves;
        use ch00_baseline::suite::{bench_suite, outside_suite, realistic_suite};
        use ch03_killers::is_quiet;
        use ch05_tie_breaking::{ChapterDefault, QuietOrder};
        use cozy_chess::Board;

        let default = ChapterDefault::default();
        let roots = [bench_suite(), outside_suite(), realistic_suite()].concat();
        let (mut checks, mut quiets) = (0, 0);
        for root in roots {
            let root: Board = root.fen.parse().unwrap();
            let mut boards = vec![root.clone()];
            for scored in legal_moves(&root).iter() {
                let mut child = root.clone();
                child.play_unchecked(scored.mv);
                boards.push(child);
            }
            for board in boards {
                for mv in legal_moves(&board).iter().map(|scored| scored.mv) {
                    if is_quiet(&board, mv) {
                        let check = gives_check(&board, mv);
                        let key = default.quiet_key(&board, mv);
                        assert_eq!(tie_key_says_check(key), check, "{board} {mv} {key}");
                        checks += usize::from(check);
                        quiets += 1;
                    }
                }
            }
        }
        assert!(checks > 500 && quiets > 20_000, "{checks} checks of {quiets}");
    }
}
