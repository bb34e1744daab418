//! Chapter 4's ordering: the move the transposition table holds for the position first.

use ch00_baseline::key::position_key;
use ch00_baseline::ordering::{MoveOrdering, Node, NodeResult, TableHint, TableProbe};
use ch00_baseline::sort_key::SortKey;
use ch03_killers::Killers;
use cozy_chess::{Board, Move};

use crate::score_cutoff::settled_score;
use crate::table::{DEFAULT_MEGABYTES, TranspositionTable};
use crate::table_move::table_move_first;

// ANCHOR: tt_move_ordering
/// Chapter 3's ordering plus a transposition table whose use is the move it suggests.
/// It returns a stored score only when the UCI option `TT Cutoffs` asks (off by
/// default): this chapter measures ordering, and a score cutoff saves nodes by not
/// searching them at all (the experiments measure it apart).
///
/// `P` is the ordering it builds on: chapter 3's, [`Killers`], in the chapter's
/// engine ([`TtMove`]); a later chapter's experiment can build the chain over a
/// variant of chapter 3 there.
pub struct TtMoveWith<P = Killers> {
    previous: P,
    table: TranspositionTable,
    /// Whether a stored score that settles the node is handed to the search.
    score_cutoffs: bool,
}

/// The chapter's ordering: the table move over chapter 3's killers.
pub type TtMove = TtMoveWith<Killers>;

impl<P: MoveOrdering> MoveOrdering for TtMoveWith<P> {
    ch00_baseline::previous_chapter!(P, "ch04-tt-move");

    fn clear(&mut self) {
        self.table.clear();
        self.previous.clear();
    }

    fn set_table_megabytes(&mut self, megabytes: usize) {
        self.table.resize(megabytes);
        self.previous.set_table_megabytes(megabytes);
    }

    fn on_new_search(&mut self) {
        self.table.new_search();
        self.previous.on_new_search();
    }

    const HAS_TABLE_CUTOFFS: bool = true;

    fn set_table_cutoffs(&mut self, on: bool) {
        self.score_cutoffs = on;
        self.previous.set_table_cutoffs(on);
    }

    #[inline(always)]
    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        let hint = self.previous.probe_table(board, node);
        let entry = self.table.probe(position_key(board), node.ply);
        let stored = entry.and_then(|entry| entry.best_move);
        let settled = entry.filter(|_| self.score_cutoffs).and_then(|e| settled_score(&e, &node));
        TableHint {
            best_move: stored.or(hint.best_move),
            score_cutoff: settled.or(hint.score_cutoff),
        }
    }

    fn prefetch_table(&self, board: &Board) {
        self.table.prefetch(position_key(board));
        self.previous.prefetch_table(board);
    }

    #[inline(always)]
    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.table.store(position_key(board), result.ply, result.into());
        self.previous.store_result(board, result);
    }

    /// Asked of every generated move, so it is inlined into the picker's loop.
    #[inline(always)]
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        table_move_first(node, mv).unwrap_or_else(|| self.previous.score_move(node, mv))
    }
}
// ANCHOR_END: tt_move_ordering

impl<P: MoveOrdering> Default for TtMoveWith<P> {
    fn default() -> Self {
        Self::with_table(TranspositionTable::new(DEFAULT_MEGABYTES))
    }
}

impl<P: MoveOrdering> TtMoveWith<P> {
    /// Chapter 4's ordering over a table of the caller's choosing: another size, or one
    /// that keeps few key bits so that collisions happen (see `tests/collisions.rs`).
    pub fn with_table(table: TranspositionTable) -> Self {
        Self { previous: P::default(), table, score_cutoffs: false }
    }

    /// The table, for the experiments that read stored scores too.
    pub fn table(&self) -> &TranspositionTable {
        &self.table
    }
}
