//! Mate scores in the table: stored as distance from the node, read back as distance
//! from the root.
//!
//! The search scores a mate found `n` plies from the root as `MATE - n`. That number
//! describes the path from the root, but a table entry describes a position, which can be
//! reached again at another ply, in this iteration or the next. Stored as it is, a mate
//! in 3 from here, seen first at ply 4 and found again at ply 2, would read as a mate two
//! plies too short or too long. So the table stores the distance from the node itself and
//! adds the ply of whoever reads it.

use ch00_baseline::score::{MATE, MAX_PLY, Score};

/// Scores this close to `MATE` (in absolute value) are mates.
const MATE_BOUND: Score = MATE - MAX_PLY as Score;

// ANCHOR: mate_scores
/// The score to store for a node at `ply`: a mate counted from the root becomes a
/// mate counted from the node.
pub fn score_to_table(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score + ply as Score
    } else if score <= -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

/// The score a stored entry means for a node at `ply`: a mate counted from the
/// entry's node becomes a mate counted from the root again.
pub fn score_from_table(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score - ply as Score
    } else if score <= -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}
// ANCHOR_END: mate_scores

#[cfg(test)]
mod tests {
    use ch00_baseline::score::mated_in;

    use super::*;

    #[test]
    fn a_mate_keeps_its_distance_from_the_node() {
        // Mate in 3 plies from a node at ply 4: MATE - 7 from the root.
        let stored = score_to_table(MATE - 7, 4);
        assert_eq!(stored, MATE - 3, "stored as mate in 3 from the node");
        assert_eq!(score_from_table(stored, 2), MATE - 5, "read at ply 2: mate at ply 5");
    }

    #[test]
    fn being_mated_mirrors_giving_mate() {
        let stored = score_to_table(mated_in(6), 5);
        assert_eq!(stored, mated_in(1));
        assert_eq!(score_from_table(stored, 1), mated_in(2));
    }

    #[test]
    fn ordinary_scores_pass_unchanged() {
        for score in [-900, 0, 35, MATE_BOUND - 1] {
            assert_eq!(score_to_table(score, 9), score);
            assert_eq!(score_from_table(score, 9), score);
        }
    }
}
