//! Chapter 8's tables, each one on or off: the choices the experiments compare with the
//! chapter's engine, which keeps all three with the malus.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::is_quiet;
use ch05_tie_breaking::square_gain;
use ch07_history::{History, history_bonus};
use ch08_continuation_history::{
    COUNTERMOVE_KEY, ContinuationTable, CountermoveTable, PathMoves, PieceTo,
};
use cozy_chess::{Board, Move};

/// Chapter 7's ordering with the countermove (`COUNTERMOVE`), continuation history one
/// ply back (`ONE_PLY`) and two plies back (`TWO_PLIES`), each on or off, the continuation
/// tables learning with or without the malus (`MALUS`); chapter 7's own history keeps its
/// malus either way. All three on with the malus is chapter 8's engine, node for node.
#[derive(Default)]
pub struct Tables<
    const COUNTERMOVE: bool,
    const ONE_PLY: bool,
    const TWO_PLIES: bool,
    const MALUS: bool,
> {
    previous: History,
    path: PathMoves,
    countermoves: CountermoveTable,
    one_ply: ContinuationTable,
    two_plies: ContinuationTable,
}

impl<const C: bool, const O: bool, const T: bool, const M: bool> MoveOrdering
    for Tables<C, O, T, M>
{
    ch00_baseline::previous_chapter!(History, "tables");

    fn clear(&mut self) {
        *self = Self::default();
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.record(board, ply, mv);
        self.previous.on_move_played(board, ply, mv);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        let last = self.path.back(node.ply, 1);
        let refutes = C && last.is_some_and(|last| self.countermoves.get(last) == Some(mv));
        if refutes && key.stage == Stage::Quiet { COUNTERMOVE_KEY } else { key }
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        let this = PieceTo::of(node.board, mv);
        let value = |on: bool, table: &ContinuationTable, back| {
            let earlier = self.path.back(node.ply, back).filter(|_| on);
            earlier.map_or(0, |earlier| table.get(earlier, this))
        };
        let history = self.previous.quiet_score(node, mv);
        let score = history + value(O, &self.one_ply, 1) + value(T, &self.two_plies, 2);
        Stage::Quiet.key(score).then(square_gain(node.board, mv))
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let bonus = history_bonus(node.depth);
            let failed = searched.iter().filter(|&&m| M && is_quiet(node.board, m));
            for (on, table, back) in [(O, &mut self.one_ply, 1), (T, &mut self.two_plies, 2)] {
                let Some(earlier) = self.path.back(node.ply, back).filter(|_| on) else {
                    continue;
                };
                table.update(earlier, PieceTo::of(node.board, mv), bonus);
                for &other in failed.clone() {
                    table.update(earlier, PieceTo::of(node.board, other), -bonus);
                }
            }
            if let Some(last) = self.path.back(node.ply, 1).filter(|_| C) {
                self.countermoves.set(last, mv);
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}

impl<const C: bool, const O: bool, const T: bool, const M: bool> Tables<C, O, T, M> {
    /// The tables one and two plies back, for the tests that watch their bounds.
    pub fn continuation_tables(&self) -> [&ContinuationTable; 2] {
        [&self.one_ply, &self.two_plies]
    }
}
