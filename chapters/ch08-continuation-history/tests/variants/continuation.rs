//! Continuation history as an ordering over any other: the quiet moves judged by how they
//! did right after the move `BACK` plies up the path, one layer a distance.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::is_quiet;
use ch07_history::HistoryRules;
use cozy_chess::{Board, Move};

use super::continuation_table::ContinuationTable;
use super::path_moves::PathMoves;
use super::piece_to::PieceTo;

// ANCHOR: continuation_score
/// The score of a quiet move that the ordering below put in the quiet stage, `history`
/// (chapter 7's history value, plus what a continuation layer below it added), with
/// `continuation` added: chapter 7 then orders the quiet stage by the sum of the tables
/// ([`ch07_history::history_score`]), with chapter 5's key still breaking the ties, and
/// lifts the quiet checks by one table's whole span ([`ch07_history::band::CHECK_LIFT`]):
/// a check still comes first unless the tables rank another move far above it.
pub fn continuation_score(history: i32, continuation: i32) -> i32 {
    history + continuation
}
// ANCHOR_END: continuation_score

// ANCHOR: continuation_ordering
/// The ordering `P` with continuation history `BACK` plies back: one ply back reads a
/// quiet move's value after the opponent's last move, two plies back after the mover's own
/// move before it. Layers of different distances stack, each with its own table:
/// `ContinuationWith<ContinuationWith<History, 2>, 1>` reads both. Every move outside the
/// quiet stage keeps `P`'s key.
#[derive(Default)]
pub struct ContinuationWith<P, const BACK: usize> {
    previous: P,
    path: PathMoves,
    table: ContinuationTable,
}

impl<P: MoveOrdering, const BACK: usize> MoveOrdering for ContinuationWith<P, BACK> {
    ch00_baseline::previous_chapter!(P, plies_name(BACK));

    fn clear(&mut self) {
        self.table.clear();
        self.previous.clear();
    }

    // ANCHOR: on_new_search
    /// A new search (a `go`) starts: the values the last one learned are halved, as
    /// engines age their history, so that the new search outweighs the old one. (Node
    /// counts never see it: every bench position starts from an empty table.)
    fn on_new_search(&mut self) {
        self.table.age(2);
        self.previous.on_new_search();
    }
    // ANCHOR_END: on_new_search

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.record(board, ply, mv);
        self.previous.on_move_played(board, ply, mv);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        if key.stage() != Stage::Quiet {
            return key;
        }
        let value = self.value(node, PieceTo::of(node.board, mv));
        Stage::Quiet.key(continuation_score(key.score(), value))
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.learn(node, mv, searched);
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}

impl<P, const BACK: usize> ContinuationWith<P, BACK> {
    /// What the table adds to the history of `this` at `node`: its value after the move
    /// `BACK` plies up the path, nothing when the path is shorter than that.
    pub fn value(&self, node: &Node, this: PieceTo) -> i32 {
        let earlier = self.path.back(node.ply, BACK);
        earlier.map_or(0, |earlier| self.table.get(earlier, this))
    }

    /// Learns from the cutoffs chapter 7's history learns from (main search, quiet moves)
    /// with chapter 7's bonus; the quiet moves `searched` before the cutoff move lose what
    /// it gains (the malus).
    pub fn learn(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        let earlier = self.path.back(node.ply, BACK);
        let Some(earlier) = earlier.filter(|_| node.depth > 0 && is_quiet(node.board, mv)) else {
            return;
        };
        let bonus = ch07_history::ChapterRules::bonus(node.depth);
        self.table.update(earlier, PieceTo::of(node.board, mv), bonus);
        for &failed in searched.iter().filter(|&&m| is_quiet(node.board, m)) {
            self.table.update(earlier, PieceTo::of(node.board, failed), -bonus);
        }
    }
}
// ANCHOR_END: continuation_ordering

/// How tables name a layer of `back` plies.
const fn plies_name(back: usize) -> &'static str {
    match back {
        1 => "1 ply",
        2 => "2 plies",
        _ => "continuation history",
    }
}

impl<P, const BACK: usize> ContinuationWith<P, BACK> {
    /// The table, for the tests that watch its bounds.
    pub fn table(&self) -> &ContinuationTable {
        &self.table
    }
}
