//! The transposition table's other use: returning a stored score instead of searching.

use ch00_baseline::key::position_key;
use ch00_baseline::ordering::{Bound, MoveOrdering, TableHint, TableProbe};
use ch00_baseline::score::Score;
use cozy_chess::Board;

use ch04_tt_move::{TableEntry, TtMove};

// ANCHOR: score_cutoffs
/// Chapter 4's ordering, and also a stored score returned at once when the table
/// searched the position at least as deep and the score settles the node for this
/// window. Not a move-ordering technique: the nodes it saves are never searched at all,
/// and a score found through one path of moves can be reused through another, where the
/// repetition history differs, so the root score may change.
#[derive(Default)]
pub struct TtScoreCutoffs {
    previous: TtMove,
}

impl MoveOrdering for TtScoreCutoffs {
    ch00_baseline::previous_chapter!(TtMove, "TT move + score cutoffs");

    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        let hint = self.previous.probe_table(board, node);
        let entry = self.previous.table().probe(position_key(board), node.ply);
        TableHint { score_cutoff: entry.and_then(|entry| settled_score(&entry, &node)), ..hint }
    }
}

/// The stored score, if it is deep enough and decides the node: an exact score always
/// does, a lower bound does if it already reaches beta, an upper bound if it stays at or
/// below alpha.
fn settled_score(entry: &TableEntry, node: &TableProbe) -> Option<Score> {
    let decides = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => entry.score >= node.beta,
        Bound::Upper => entry.score <= node.alpha,
    };
    (entry.depth >= node.depth && decides).then_some(entry.score)
}
// ANCHOR_END: score_cutoffs
