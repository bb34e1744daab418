//! Picking: bringing the best remaining move to the front of the unsearched part.

use ch00_baseline::moves::ScoredMove;

// ANCHOR: pick_by_swapping
/// The classic pick: walks the moves after `index` and swaps one into `index` every time
/// it has a higher key than the move sitting there. When it returns, `moves[index]` holds the
/// first highest-scoring move of `moves[index..]`. The moves it swaps out land where the
/// better move stood, so equal-scored moves lose the order they had: the pick is not stable.
pub fn pick_by_swapping(moves: &mut [ScoredMove], index: usize) {
    for later in index + 1..moves.len() {
        if moves[later].key > moves[index].key {
            moves.swap(index, later);
        }
    }
}
// ANCHOR_END: pick_by_swapping

#[cfg(test)]
pub(crate) mod tests {
    use ch00_baseline::moves::{ScoredMove, legal_moves};
    use ch00_baseline::sort_key::Stage;
    use cozy_chess::Board;

    use super::*;

    /// Kiwipete's 48 moves with scores that repeat (0 to 4), so that ties are exercised.
    pub(crate) fn tied_moves() -> Vec<ScoredMove> {
        let board: Board =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
        let mut moves: Vec<ScoredMove> = legal_moves(&board).into_iter().collect();
        for (index, scored) in moves.iter_mut().enumerate() {
            scored.key = Stage::Quiet.key((index as i32 * 7) % 5);
        }
        moves
    }

    /// Runs `pick` at every index, as the move loop does, and checks that every move comes
    /// out exactly once and that scores never rise.
    pub(crate) fn assert_picks_every_move_once_best_first(pick: fn(&mut [ScoredMove], usize)) {
        let original = tied_moves();
        let mut moves = original.clone();
        for index in 0..moves.len() {
            let before: Vec<ScoredMove> = moves[..index].to_vec();
            pick(&mut moves, index);
            assert_eq!(moves[..index], before[..], "pick touched searched moves");
            let best = moves[index..].iter().map(|m| m.key).max().unwrap();
            assert_eq!(moves[index].key, best, "index {index} is not a best remaining move");
        }
        let mut picked: Vec<_> = moves.iter().map(|m| m.mv.to_string()).collect();
        let mut expected: Vec<_> = original.iter().map(|m| m.mv.to_string()).collect();
        picked.sort();
        expected.sort();
        assert_eq!(picked, expected, "a move was lost or repeated");
    }

    #[test]
    fn swapping_picks_every_move_once_best_first() {
        assert_picks_every_move_once_best_first(pick_by_swapping);
    }

    #[test]
    fn swapping_picks_the_first_of_equal_best_moves() {
        let mut moves = tied_moves();
        let first_best = *moves.iter().find(|m| m.key == Stage::Quiet.key(4)).unwrap();
        pick_by_swapping(&mut moves, 0);
        assert_eq!(moves[0], first_best);
    }
}
