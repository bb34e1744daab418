//! Keys collide: a table move may belong to another position. Chapter 4's engine, with
//! its table answering as if keys collided, and chapter 4 over a real table that verifies
//! two bits of each key, must still search no illegal move, count perft right and find
//! the same root scores.
ordering_lab::collision_tests!(ch04_tt_move::TtMove);

use ch00_baseline::ordering::MoveOrdering;
use ch04_tt_move::{TranspositionTable, TtMove};

/// Chapter 4 over 64 buckets that keep two bits of each key: most probes that find
/// anything find another position's entry.
struct TwoKeyBits {
    previous: TtMove,
}

impl Default for TwoKeyBits {
    fn default() -> Self {
        Self { previous: TtMove::with_table(TranspositionTable::with_buckets(64, 2)) }
    }
}

impl MoveOrdering for TwoKeyBits {
    ch00_baseline::previous_chapter!(TtMove, "two key bits");
}

mod two_key_bits {
    ordering_lab::collision_tests!(super::TwoKeyBits);
}
