//! Chapter 8's ordering: chapter 7's, with the quiet moves also judged by the moves that
//! led to the node.

use std::marker::PhantomData;

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::is_quiet;
use ch07_history::{BetweenSearches, History, HistoryRules};
use cozy_chess::{Board, Move};

use crate::band::continuation_score;
use crate::continuation_table::ContinuationTable;
use crate::countermove_table::CountermoveTable;
use crate::path_moves::PathMoves;
use crate::piece_to::PieceTo;
use crate::rules::{ChapterRules, ContinuationRules};

// ANCHOR: ordering
/// The previous chapter's ordering `P` (chapter 7's by default) with a countermove table
/// and a continuation table, used as the rules `R` say. Every move outside the quiet
/// stage keeps `P`'s key. A quiet move that refuted the previous move last time moves up
/// to the countermove stage; every other quiet move adds its continuation values to the
/// history `P` sorted it by.
pub struct ContinuationWith<R, P = History> {
    previous: P,
    path: PathMoves,
    countermoves: CountermoveTable,
    continuation: ContinuationTable,
    rules: PhantomData<R>,
}

/// The chapter's ordering.
pub type ContinuationHistory = ContinuationWith<ChapterRules>;

impl<R: ContinuationRules, P: MoveOrdering> MoveOrdering for ContinuationWith<R, P> {
    ch00_baseline::previous_chapter!(P, R::NAME);

    fn clear(&mut self) {
        self.countermoves.clear();
        self.continuation.clear();
        self.previous.clear();
    }

    // ANCHOR: on_new_search
    /// A new search (a `go`) starts: the tables keep, age or forget what the last one
    /// learned, as the rules say. Ageing halves the continuation values; a countermove
    /// slot has no value to halve, so it is kept until a new refutation replaces it. An
    /// unused continuation table holds only zeros: it is not walked at every `go`.
    fn on_new_search(&mut self) {
        match R::BETWEEN_SEARCHES {
            BetweenSearches::Age(divisor) if R::ONE_PLY || R::TWO_PLY => {
                self.continuation.age(divisor)
            }
            BetweenSearches::Clear => {
                self.countermoves.clear();
                self.continuation.clear();
            }
            BetweenSearches::Keep | BetweenSearches::Age(_) => {}
        }
        self.previous.on_new_search();
    }
    // ANCHOR_END: on_new_search

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        if R::COUNTERMOVE || R::ONE_PLY || R::TWO_PLY {
            self.path.record(board, ply, mv);
        }
        self.previous.on_move_played(board, ply, mv);
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        if key.stage() != Stage::Quiet {
            return key;
        }
        if R::COUNTERMOVE {
            let last = self.path.back(node.ply, 1);
            if last.is_some_and(|last| self.countermoves.get(last) == Some(mv)) {
                return Stage::CounterMove.key(0);
            }
        }
        if !R::ONE_PLY && !R::TWO_PLY {
            return key;
        }
        let this = PieceTo::of(node.board, mv);
        Stage::Quiet.key(continuation_score(key.score(), self.continuation_value(node, this)))
    }

    /// Learns from the same cutoffs as chapter 7's history: main search, quiet moves.
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        let learns = R::COUNTERMOVE || R::ONE_PLY || R::TWO_PLY;
        if learns && node.depth > 0 && is_quiet(node.board, mv) {
            let last = self.path.back(node.ply, 1);
            if let (true, Some(last)) = (R::COUNTERMOVE, last) {
                self.countermoves.set(last, mv);
            }
            let bonus = ch07_history::ChapterRules::bonus(node.depth);
            for earlier in self.earlier_moves(node).into_iter().flatten() {
                let table = &mut self.continuation;
                table.update(earlier, PieceTo::of(node.board, mv), bonus);
                if R::MALUS {
                    for &failed in searched.iter().filter(|&&m| is_quiet(node.board, m)) {
                        table.update(earlier, PieceTo::of(node.board, failed), -bonus);
                    }
                }
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}
// ANCHOR_END: ordering

impl<R: ContinuationRules, P> ContinuationWith<R, P> {
    // ANCHOR: earlier_moves
    /// The earlier moves whose continuation values this node reads and teaches: the
    /// opponent's last move, then the mover's own before it, each if the rules use it
    /// and the path is long enough.
    fn earlier_moves(&self, node: &Node) -> [Option<PieceTo>; 2] {
        let one = if R::ONE_PLY { self.path.back(node.ply, 1) } else { None };
        let two = if R::TWO_PLY { self.path.back(node.ply, 2) } else { None };
        [one, two]
    }

    /// What the continuation table adds to the history of `this` at `node`.
    fn continuation_value(&self, node: &Node, this: PieceTo) -> i32 {
        let earlier = self.earlier_moves(node).into_iter().flatten();
        earlier.map(|earlier| self.continuation.get(earlier, this)).sum()
    }
    // ANCHOR_END: earlier_moves

    /// The continuation table, for the tests that watch its bounds.
    pub fn continuation_table(&self) -> &ContinuationTable {
        &self.continuation
    }

    /// The countermove table, for the tests.
    pub fn countermove_table(&self) -> &CountermoveTable {
        &self.countermoves
    }
}

impl<R: ContinuationRules, P: Default> Default for ContinuationWith<R, P> {
    fn default() -> Self {
        Self::around(P::default())
    }
}

impl<R: ContinuationRules, P> ContinuationWith<R, P> {
    fn around(previous: P) -> Self {
        let continuation = if R::ONE_PLY || R::TWO_PLY {
            ContinuationTable::default()
        } else {
            ContinuationTable::unused()
        };
        Self {
            previous,
            path: PathMoves::default(),
            countermoves: CountermoveTable::default(),
            continuation,
            rules: PhantomData,
        }
    }
}

#[cfg(test)]
mod tests {
    use cozy_chess::Board;

    use super::*;

    /// Every table on: what the unit tests exercise (the chapter's engine keeps none).
    #[derive(Clone, Copy, Debug, Default)]
    struct Everything;

    impl ContinuationRules for Everything {
        const NAME: &'static str = "every table";
        const COUNTERMOVE: bool = true;
        const ONE_PLY: bool = true;
        const TWO_PLY: bool = true;
        const MALUS: bool = true;
    }

    type EveryTable = ContinuationWith<Everything>;

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    /// Plays `moves` from the start through the seam, as the search would, and returns
    /// the position reached.
    fn walk(ordering: &mut EveryTable, moves: &[&str]) -> Board {
        let mut board = Board::default();
        for (ply, text) in moves.iter().enumerate() {
            ordering.on_move_played(&board, ply, mv(text));
            board.play(mv(text));
        }
        board
    }

    /// After 1. e4, a quiet cutoff by ...Nc6 makes it the countermove of e4 (and a
    /// killer of ply 1). Two plies deeper, after 1. Nf3 Nf6 2. e4, where no killer
    /// holds it, Nc6 comes right after the killers; after 2. d4 it is an ordinary quiet
    /// move again.
    #[test]
    fn a_refutation_becomes_the_countermove_of_the_move_it_refuted() {
        let mut ordering = EveryTable::default();
        let board = walk(&mut ordering, &["e2e4"]);
        let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
        assert_eq!(ordering.score_move(&node, mv("b8c6")).stage(), Stage::Quiet);
        ordering.on_beta_cutoff(&node, mv("b8c6"), &[mv("a7a6")]);
        let deeper = walk(&mut ordering, &["g1f3", "g8f6", "e2e4"]);
        let node = Node { board: &deeper, ply: 3, depth: 3, table_move: None };
        assert_eq!(ordering.score_move(&node, mv("b8c6")).stage(), Stage::CounterMove);
        let other = walk(&mut ordering, &["g1f3", "g8f6", "d2d4"]);
        let node = Node { board: &other, ..node };
        assert_eq!(ordering.score_move(&node, mv("b8c6")).stage(), Stage::Quiet);
    }

    /// A cutoff teaches the pair (previous move, cutoff move): the same move after
    /// another previous move has learned nothing, and the moves searched before it lose.
    #[test]
    fn continuation_values_follow_the_previous_move() {
        let mut ordering = EveryTable::default();
        let board = walk(&mut ordering, &["g1f3", "g8f6"]);
        let node = Node { board: &board, ply: 2, depth: 5, table_move: None };
        ordering.on_beta_cutoff(&node, mv("d2d4"), &[mv("a2a3")]);
        let after_nf3_nf6 = ordering.continuation_value(&node, PieceTo::of(&board, mv("d2d4")));
        assert!(after_nf3_nf6 > 0);
        let failed = ordering.continuation_value(&node, PieceTo::of(&board, mv("a2a3")));
        assert!(failed < 0, "the malus");
        let other = walk(&mut ordering, &["b1c3", "b8c6"]);
        let node = Node { board: &other, ..node };
        assert_eq!(ordering.continuation_value(&node, PieceTo::of(&other, mv("d2d4"))), 0);
    }

    /// Between the searches of a game the continuation values are halved and the
    /// countermove is kept (the rules' default).
    #[test]
    fn a_new_search_halves_the_values_and_keeps_the_countermove() {
        let mut ordering = EveryTable::default();
        let board = walk(&mut ordering, &["g1f3", "g8f6"]);
        let node = Node { board: &board, ply: 2, depth: 5, table_move: None };
        ordering.on_beta_cutoff(&node, mv("d2d4"), &[]);
        let d2d4 = PieceTo::of(&board, mv("d2d4"));
        let before = ordering.continuation_value(&node, d2d4);
        ordering.on_new_search();
        assert_eq!(ordering.continuation_value(&node, d2d4), before / 2);
        let last = ordering.path.back(2, 1).unwrap();
        assert_eq!(ordering.countermove_table().get(last), Some(mv("d2d4")));
    }

    #[test]
    fn quiescence_and_captures_teach_nothing() {
        let mut ordering = EveryTable::default();
        let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
        ordering.on_move_played(&Board::default(), 0, mv("e2e4"));
        let main = Node { board: &board, ply: 1, depth: 3, table_move: None };
        ordering.on_beta_cutoff(&main, mv("e4d5"), &[]);
        let quiescence = Node { depth: 0, ..main };
        ordering.on_beta_cutoff(&quiescence, mv("e1d2"), &[]);
        assert_eq!(ordering.continuation_table().largest_magnitude(), 0);
    }
}
