//! Chapter 8's ordering: chapter 7's, with the quiet moves also judged by the moves
//! that led to the node.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::{is_quiet, killer_key};
use ch05_tie_breaking::square_gain;
use ch07_history::{History, history_bonus};
use cozy_chess::{Board, Move};

use crate::continuation_table::ContinuationTable;
use crate::countermove_table::CountermoveTable;
use crate::path_moves::PathMoves;
use crate::piece_to::PieceTo;

// ANCHOR: countermove_key
/// Where a countermove is searched: right after the two killers, before every other
/// quiet move, in the killer stage, which then holds both kinds of refutation, the
/// one of this ply and the one of the previous move. A countermove that is also the
/// table move or a killer keeps its earlier place.
pub const COUNTERMOVE_KEY: SortKey = killer_key(2);
// ANCHOR_END: countermove_key

// ANCHOR: continuation_ordering
/// Chapter 7's ordering with three tables that know the moves leading to the node:
/// the countermove of the opponent's last move, and how each quiet move has done
/// right after that move (one ply back) and after the mover's own move before it (two
/// plies back). A quiet move's score is chapter 7's (its history and the check bonus)
/// plus its two continuation values; chapter 5's square gain still breaks the ties.
#[derive(Default)]
pub struct ContinuationHistory {
    previous: History,
    path: PathMoves,
    countermoves: CountermoveTable,
    one_ply: ContinuationTable,
    two_plies: ContinuationTable,
}

impl MoveOrdering for ContinuationHistory {
    ch00_baseline::previous_chapter!(History, "ch08-continuation-history");

    fn clear(&mut self) {
        self.countermoves.clear();
        self.one_ply.clear();
        self.two_plies.clear();
        self.previous.clear();
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.record(board, ply, mv);
        self.previous.on_move_played(board, ply, mv);
    }

    // ANCHOR: countermove_score
    /// A quiet move that refuted the opponent's last move, the last time it was
    /// played, goes to [`COUNTERMOVE_KEY`]; every other move keeps `P`'s key.
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        let last = self.path.back(node.ply, 1);
        let refutes = last.is_some_and(|last| self.countermoves.get(last) == Some(mv));
        if refutes && key.stage == Stage::Quiet { COUNTERMOVE_KEY } else { key }
    }
    // ANCHOR_END: countermove_score

    // ANCHOR: continuation_score
    /// A quiet move's score: chapter 7's (history and check bonus) plus what this
    /// move, named by its piece and to-square, has done right after the opponent's
    /// last move and after the mover's own move before it. Chapter 5's square gain
    /// breaks ties.
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        let this = PieceTo::of(node.board, mv);
        let value = |table: &ContinuationTable, back| {
            self.path.back(node.ply, back).map_or(0, |earlier| table.get(earlier, this))
        };
        let history = self.previous.quiet_score(node, mv);
        let score = history + value(&self.one_ply, 1) + value(&self.two_plies, 2);
        Stage::Quiet.key(score).then(square_gain(node.board, mv))
    }
    // ANCHOR_END: continuation_score

    // ANCHOR: continuation_learn
    /// Learns from the cutoffs chapter 7's history learns from (main search, quiet
    /// moves), with chapter 7's bonus and malus: each distance's table, for the pair
    /// (earlier move, this move), and the countermove of the opponent's last move.
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let bonus = history_bonus(node.depth);
            let failed = searched.iter().filter(|&&m| is_quiet(node.board, m));
            for (table, back) in [(&mut self.one_ply, 1), (&mut self.two_plies, 2)] {
                let Some(earlier) = self.path.back(node.ply, back) else { continue };
                table.update(earlier, PieceTo::of(node.board, mv), bonus);
                for &other in failed.clone() {
                    table.update(earlier, PieceTo::of(node.board, other), -bonus);
                }
            }
            if let Some(last) = self.path.back(node.ply, 1) {
                self.countermoves.set(last, mv);
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
    // ANCHOR_END: continuation_learn
}
// ANCHOR_END: continuation_ordering

impl ContinuationHistory {
    /// The tables one and two plies back, for the tests that watch their bounds.
    pub fn continuation_tables(&self) -> [&ContinuationTable; 2] {
        [&self.one_ply, &self.two_plies]
    }

    /// The countermove table, for the tests.
    pub fn countermove_table(&self) -> &CountermoveTable {
        &self.countermoves
    }

    /// The moves of the path, for the tests.
    pub fn path(&self) -> &PathMoves {
        &self.path
    }
}
