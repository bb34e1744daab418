//! The moves shuffled at random before they are picked: what the order of ties is worth
//! when nothing decides it.

use std::cell::Cell;

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::MoveOrdering;

use super::quiet_order::{GeneratorOrder, WithQuietOrder};

// ANCHOR: shuffled
/// The stable pick over a list shuffled with the fixed seed `SEED`. The search has no
/// seam between generating and scoring, but a move's score does not depend on where it
/// stands in the list, so shuffling the scored list before the first pick is the same as
/// shuffling it before scoring: every tie is then broken at random.
pub struct Shuffled<const SEED: u64> {
    previous: WithQuietOrder<GeneratorOrder>,
    random: Cell<u64>,
}

impl<const SEED: u64> Default for Shuffled<SEED> {
    fn default() -> Self {
        Self { previous: WithQuietOrder::default(), random: Cell::new(SEED) }
    }
}

impl<const SEED: u64> MoveOrdering for Shuffled<SEED> {
    ch00_baseline::previous_chapter!(WithQuietOrder<GeneratorOrder>, "shuffled");

    fn clear(&mut self) {
        self.random.set(SEED);
        self.previous.clear();
    }

    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        if index == 0 {
            for last in (1..moves.len()).rev() {
                let other = (self.next_random() % (last as u64 + 1)) as usize;
                moves.swap(last, other);
            }
        }
        self.previous.pick_move(moves, index);
    }
}
// ANCHOR_END: shuffled

impl<const SEED: u64> Shuffled<SEED> {
    /// SplitMix64: a tiny generator with good statistics, so each seed is its own shuffle.
    fn next_random(&self) -> u64 {
        let state = self.random.get().wrapping_add(0x9e37_79b9_7f4a_7c15);
        self.random.set(state);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use cozy_chess::Board;

    use super::*;

    fn picked<O: MoveOrdering>(ordering: &O) -> Vec<String> {
        let mut moves = legal_moves(&Board::default());
        (0..moves.len()).for_each(|index| ordering.pick_move(&mut moves, index));
        moves.iter().map(|scored| scored.mv.to_string()).collect()
    }

    #[test]
    fn a_seed_shuffles_every_move_once_and_seeds_differ() {
        let generated = picked(&WithQuietOrder::<GeneratorOrder>::default());
        let one = picked(&Shuffled::<1>::default());
        let two = picked(&Shuffled::<2>::default());
        assert_ne!(one, generated);
        assert_ne!(one, two);
        let mut sorted = one.clone();
        sorted.sort();
        let mut expected = generated.clone();
        expected.sort();
        assert_eq!(sorted, expected);
    }

    #[test]
    fn the_same_seed_shuffles_the_same_way() {
        assert_eq!(picked(&Shuffled::<7>::default()), picked(&Shuffled::<7>::default()));
    }
}
