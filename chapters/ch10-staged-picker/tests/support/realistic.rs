//! The realistic suite as `bench --suite realistic --hash 64` searches it: each position
//! to its depth with a fresh ordering whose table has 64 MB (the suite runner of
//! `ch00_baseline::suite` keeps the default size, 16 MB).

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};
use ch00_baseline::suite::SuitePosition;

/// The table size the realistic suite is defined with.
pub const REALISTIC_MEGABYTES: usize = 64;

/// The total nodes of `O` on `suite`, each position searched as the realistic suite's
/// bench searches it.
pub fn realistic_nodes<O: MoveOrdering>(suite: &[SuitePosition]) -> u64 {
    let mut nodes = 0;
    for position in suite {
        let start = Position::from_fen(&position.fen).expect("suite positions are checked");
        let mut ordering = O::default();
        ordering.set_table_megabytes(REALISTIC_MEGABYTES);
        let limits = Limits::depth(position.depth);
        nodes +=
            search(&start, &mut ordering, &limits, &AtomicBool::new(false), |_| {}).stats.nodes;
    }
    nodes
}
