//! PV-move ordering: the best move of the previous iteration first, with or without a
//! transposition table behind it.

use ch00_baseline::ordering::{MoveOrdering, Node, NodeResult, TableHint, TableProbe};
use ch00_baseline::sort_key::SortKey;
use ch03_killers::Killers;
use cozy_chess::{Board, Move};

use ch04_tt_move::{TtMove, table_move_first};

use super::pv_line::PvLine;

/// The orderings a PV line can back up, and what the pair is called in the tables.
pub trait PvBase: MoveOrdering {
    const WITH_PV_NAME: &'static str;
}

// ANCHOR: pv_fallback
/// `P`, and when `P` suggests no move for a node on the previous iteration's PV, the PV
/// move in the table move's place.
#[derive(Default)]
pub struct PvFallback<P> {
    previous: P,
    pv: PvLine,
}

impl<P: PvBase> MoveOrdering for PvFallback<P> {
    ch00_baseline::previous_chapter!(P, P::WITH_PV_NAME);

    fn clear(&mut self) {
        self.pv.clear();
        self.previous.clear();
    }

    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        let hint = self.previous.probe_table(board, node);
        TableHint { best_move: hint.best_move.or(self.pv.suggestion(board, node.ply)), ..hint }
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.pv.record(board, result);
        self.previous.store_result(board, result);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        table_move_first(node, mv).unwrap_or_else(|| self.previous.score_move(node, mv))
    }
}
// ANCHOR_END: pv_fallback

/// Chapter 3's ordering plus the PV move and no table: what engines did before
/// transposition tables, and what a table is said to make redundant.
pub type PvMove = PvFallback<Killers>;

/// Chapter 4's ordering plus the PV move where the table has lost the PV's entry. The
/// table keeps what it stores, so this can only matter where an entry was overwritten.
pub type TtAndPvMove = PvFallback<TtMove>;

impl PvBase for Killers {
    const WITH_PV_NAME: &'static str = "PV move alone";
}

impl PvBase for TtMove {
    const WITH_PV_NAME: &'static str = "TT move, PV move fallback";
}

impl<P> PvFallback<P> {
    /// The line the next iteration will follow.
    pub fn pv_line(&self) -> &PvLine {
        &self.pv
    }
}
