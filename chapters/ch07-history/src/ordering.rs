//! Chapter 7's ordering: chapter 6's, with the quiet moves it leaves to the default order
//! sorted by their history first.

use std::marker::PhantomData;

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{CHECKED, SortKey, Stage};
use ch03_killers::is_quiet;
use ch05_tie_breaking::TieBreakingTerms;
use ch06_micro_max::MicroMax;
use cozy_chess::Move;

use crate::band::{checks_first_score, history_score};
use crate::history_table::HistoryTable;
use crate::rules::{BetweenSearches, ChapterRules, HistoryRules};

// ANCHOR: history_ordering
/// The previous chapter's ordering `P` (chapter 6's by default) with a history table run
/// by the rules `R`. Every move outside the quiet stage keeps `P`'s key; the quiet moves
/// are sorted by history, the quiet checks first as chapter 5 put them, and `P`'s score
/// within the stage breaks the ties. The quiet moves searched before a cutoff move pay a
/// malus of what it gains.
pub struct HistoryWith<R, P = MicroMax> {
    previous: P,
    table: HistoryTable,
    rules: PhantomData<R>,
}

/// The chapter's ordering.
pub type History = HistoryWith<ChapterRules>;

impl<R: HistoryRules, P: TieBreakingTerms> MoveOrdering for HistoryWith<R, P> {
    ch00_baseline::previous_chapter!(P, R::NAME);

    fn clear(&mut self) {
        self.table.clear();
        self.previous.clear();
    }

    // ANCHOR: on_new_search
    /// A new search (a `go`) starts: the table keeps, ages or forgets what the last one
    /// learned, as the rules say.
    fn on_new_search(&mut self) {
        match R::BETWEEN_SEARCHES {
            BetweenSearches::Keep => {}
            BetweenSearches::Age(divisor) => self.table.age(divisor),
            BetweenSearches::Clear => self.table.clear(),
        }
        self.previous.on_new_search();
    }
    // ANCHOR_END: on_new_search

    /// A quiet move's history is read when the node's moves are scored: the cutoffs in
    /// the subtrees of the node's first moves change the table before the pick reaches
    /// the quiet moves. Until then it is the move's whole score in the quiet stage: `P`
    /// gives a quiet move no score of its own before the pick reaches it (chapter 5's
    /// default order is finished then, in `score_quiet`). Inlined into the frame's loop
    /// over the node's moves, as chapter 4's is.
    #[inline(always)]
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        let key = self.previous.score_move(node, mv);
        match key.stage() {
            Stage::Quiet => {
                if CHECKED {
                    assert_eq!(key, SortKey::UNRANKED, "a quiet key of its own before history");
                }
                Stage::Quiet.key(self.table.get(node.board.side_to_move(), mv))
            }
            _ => key,
        }
    }

    /// When the pick reaches the quiet moves, `P` tells the terms of chapter 5's default
    /// key (whether the move gives check, and the piece-square gain), and the history read
    /// above, the key's score until now, goes in front of that key, behind the checks.
    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        let history = key.score();
        let default = self.previous.quiet_terms(node, mv);
        let score = history_score(history, default.key());
        Stage::Quiet.key(checks_first_score(score, default.check))
    }

    /// Learns from main-search cutoffs by quiet moves only, as the killers do: captures
    /// are ordered by what they win, and a quiescence node's cutoffs answer one capture
    /// sequence. The quiet moves searched before the cutoff move did not cut off here,
    /// so they lose what it gains (the malus).
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let side = node.board.side_to_move();
            let bonus = R::bonus(node.depth);
            self.table.update(side, mv, bonus);
            for &failed in searched.iter().filter(|&&m| is_quiet(node.board, m)) {
                self.table.update(side, failed, -bonus);
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}
// ANCHOR_END: history_ordering

impl<R: HistoryRules, P: MoveOrdering> HistoryWith<R, P> {
    /// The history table, for the tests that watch its bounds.
    pub fn table(&self) -> &HistoryTable {
        &self.table
    }
}

impl<R, P: Default> Default for HistoryWith<R, P> {
    fn default() -> Self {
        Self { previous: P::default(), table: HistoryTable::default(), rules: PhantomData }
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::legal_moves;
    use ch00_baseline::ordering::full_key;
    use cozy_chess::Board;

    use super::*;

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    /// A quiet cutoff lifts its move above the quiet moves searched before it, which sink
    /// below the ones never searched; captures and the table move keep chapter 6's score.
    #[test]
    fn a_quiet_cutoff_reorders_the_quiet_moves_only() {
        let board = Board::default();
        let node = Node { board: &board, ply: 2, depth: 4, table_move: "e2e4".parse().ok() };
        let mut history = History::default();
        let searched = [mv("a2a3"), mv("b2b3")];
        history.on_beta_cutoff(&node, "h2h3".parse().unwrap(), &searched);
        let score = |mv: &str| full_key(&history, &node, mv.parse().unwrap());
        let chapter_6 = MicroMax::default();
        let before = |mv: &str| full_key(&chapter_6, &node, mv.parse().unwrap());
        assert!(score("h2h3") > score("g1f3") && before("h2h3") < before("g1f3"));
        assert!(score("a2a3") < score("c2c3") && score("b2b3") < score("c2c3"));
        assert_eq!(score("e2e4"), before("e2e4"), "the table move");
        let h2h3: Move = "h2h3".parse().unwrap();
        let table_move = node.table_move.unwrap();
        for other in legal_moves(&board).iter().map(|s| s.mv) {
            if other != h2h3 && other != table_move {
                assert!(full_key(&history, &node, other) < score("h2h3"), "{other}");
            }
        }
    }

    #[test]
    fn quiescence_and_captures_teach_nothing() {
        let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
        let mut history = History::default();
        let capture = "e4d5".parse().unwrap();
        let main = Node { board: &board, ply: 1, depth: 3, table_move: None };
        history.on_beta_cutoff(&main, capture, &[]);
        let quiescence = Node { depth: 0, ..main };
        history.on_beta_cutoff(&quiescence, "e1d2".parse().unwrap(), &[]);
        assert_eq!(history.table().largest_magnitude(), 0);
    }

    /// The chapter keeps its table from one search to the next.
    #[test]
    fn the_chapter_keeps_the_table_between_searches() {
        let board = Board::default();
        let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
        let mut history = History::default();
        history.on_beta_cutoff(&node, "g1f3".parse().unwrap(), &[]);
        let before = history.table().get(cozy_chess::Color::White, "g1f3".parse().unwrap());
        history.on_new_search();
        let after = history.table().get(cozy_chess::Color::White, "g1f3".parse().unwrap());
        assert_eq!(after, before);
    }
}
