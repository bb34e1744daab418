//! The TT move on top of chapter 2, skipping chapter 3: to compare what killers and the
//! TT move each save on their own.

use ch00_baseline::ordering::{MoveOrdering, Node, NodeResult, TableHint, TableProbe};
use ch00_baseline::sort_key::SortKey;
use ch02_mvv_lva::MvvLva;
use cozy_chess::{Board, Move};

use ch04_tt_move::TtMove;

// ANCHOR: without_killers
/// Chapter 4's ordering with its killers never fed: cutoffs go straight to chapter 2,
/// so the killer table inside stays empty and the TT move is the only addition to
/// MVV-LVA.
#[derive(Default)]
pub struct TtMoveWithoutKillers {
    inner: TtMove,
}

impl MoveOrdering for TtMoveWithoutKillers {
    type Previous = MvvLva;
    type Picker = <TtMove as MoveOrdering>::Picker;
    const NAME: &'static str = "TT move alone";

    fn previous(&self) -> &MvvLva {
        self.inner.previous().previous()
    }

    fn previous_mut(&mut self) -> &mut MvvLva {
        self.inner.previous_mut().previous_mut()
    }

    fn clear(&mut self) {
        self.inner.clear();
    }

    fn set_table_megabytes(&mut self, megabytes: usize) {
        self.inner.set_table_megabytes(megabytes);
    }

    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        self.inner.probe_table(board, node)
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.inner.store_result(board, result);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        self.inner.score_move(node, mv)
    }
}
// ANCHOR_END: without_killers
