//! Search scores: centipawns, with the values near the ends reserved for mates.

/// A search score in centipawns, from the side to move's point of view.
pub type Score = i32;

/// Larger than any score a search can return: the initial alpha-beta window.
pub const INFINITY: Score = 32_000;

/// The score of giving mate right now. A mate found `n` plies from the root scores
/// `MATE - n`, so a shorter mate always scores higher than a longer one.
pub const MATE: Score = 31_000;

/// The score of a drawn position.
pub const DRAW: Score = 0;

/// The deepest ply the search ever reaches (main search plus quiescence).
pub const MAX_PLY: usize = 128;

/// The score of being checkmated `ply` plies from the root.
pub fn mated_in(ply: usize) -> Score {
    -MATE + ply as Score
}

/// How a score reads in UCI: `cp 31` or `mate 3` (moves, not plies; negative when mated).
pub fn uci_score(score: Score) -> String {
    match mate_distance_in_plies(score) {
        Some(plies) if score > 0 => format!("mate {}", (plies + 1) / 2),
        // Mated on the board: UCI has no "minus zero".
        Some(0) => "mate 0".to_string(),
        Some(plies) => format!("mate -{}", (plies + 1) / 2),
        None => format!("cp {score}"),
    }
}

/// The same score for people: `+0.31`, `#3` or `#-2`.
pub fn human_score(score: Score) -> String {
    match mate_distance_in_plies(score) {
        Some(plies) if score > 0 => format!("#{}", (plies + 1) / 2),
        Some(plies) => format!("#-{}", (plies + 1) / 2),
        None => format!("{:+.2}", score as f64 / 100.0),
    }
}

/// `Some(plies to mate)` when the score is a mate score.
fn mate_distance_in_plies(score: Score) -> Option<i32> {
    let distance = MATE - score.abs();
    (distance <= MAX_PLY as Score).then_some(distance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_read_in_moves() {
        assert_eq!(uci_score(MATE - 1), "mate 1");
        assert_eq!(uci_score(MATE - 3), "mate 2");
        assert_eq!(uci_score(mated_in(2)), "mate -1");
        assert_eq!(uci_score(mated_in(0)), "mate 0");
        assert_eq!(uci_score(-25), "cp -25");
        assert_eq!(human_score(31), "+0.31");
        assert_eq!(human_score(MATE - 5), "#3");
    }
}
