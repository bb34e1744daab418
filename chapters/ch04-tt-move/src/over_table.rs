//! Building an ordering over a table of the caller's choosing: another size, or one that
//! keeps so few key bits that keys collide (the collision tests of every chapter with a
//! table, in the lab).

use ch00_baseline::ordering::MoveOrdering;

use crate::{TranspositionTable, TtMoveWith};

/// An ordering that can be built over a transposition table of the caller's choosing.
pub trait OverTable: MoveOrdering {
    fn over_table(table: TranspositionTable) -> Self;
}

impl<P: MoveOrdering> OverTable for TtMoveWith<P> {
    fn over_table(table: TranspositionTable) -> Self {
        Self::with_table(table)
    }
}
