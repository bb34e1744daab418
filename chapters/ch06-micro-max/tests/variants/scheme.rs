//! micro-Max's scheme in the forms the chapter measures beside its engine: with the
//! captures of quiescence in generation order (the scheme has nothing else to go on
//! there), and with the table's stored scores returned, as micro-Max's own table does.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::SortKey;
use ch06_micro_max::MicroMax;
use cozy_chess::Move;

// ANCHOR: generation_order_in_quiescence
/// The ordering `O` in the main search; in quiescence (depth 0 and below), where our
/// search never consults the table, the captures in generation order: the scheme with
/// nothing but the table to go on.
#[derive(Default)]
pub struct GenerationOrderInQuiescence<O> {
    previous: O,
}

impl<O: MoveOrdering> MoveOrdering for GenerationOrderInQuiescence<O> {
    ch00_baseline::previous_chapter!(O, "generation order in QS");

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        if node.depth > 0 { self.previous.score_move(node, mv) } else { SortKey::UNRANKED }
    }
}
// ANCHOR_END: generation_order_in_quiescence

/// The ordering `O` with the table's score cutoffs on (the UCI option `TT Cutoffs`): a
/// stored score ends a search when it settles the node. Not ordering: it can change the
/// root score, so the experiments label it apart.
pub struct WithScoreCutoffs<O> {
    previous: O,
}

impl<O: MoveOrdering> Default for WithScoreCutoffs<O> {
    fn default() -> Self {
        let mut previous = O::default();
        previous.set_table_cutoffs(true);
        Self { previous }
    }
}

impl<O: MoveOrdering> MoveOrdering for WithScoreCutoffs<O> {
    ch00_baseline::previous_chapter!(O, "TT score cutoffs");
}

/// The scheme with nothing but the table: generation order in quiescence too.
pub type PlainScheme = GenerationOrderInQuiescence<MicroMax>;
/// The plain scheme with score cutoffs.
pub type PlainSchemeWithCutoffs = WithScoreCutoffs<PlainScheme>;
/// The chapter's engine with score cutoffs, as micro-Max itself searches.
pub type MicroMaxWithCutoffs = WithScoreCutoffs<MicroMax>;
