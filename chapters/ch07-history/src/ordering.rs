//! Chapter 7's ordering: chapter 5's, with the quiet moves ordered by their history
//! first.

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch03_killers::is_quiet;
use ch05_tie_breaking::{TieBreaking, square_gain};
use cozy_chess::Move;

use crate::history_table::{HISTORY_MAX, HistoryTable};

// ANCHOR: history_bonus
/// What a quiet move's cutoff `depth` plies from the horizon earns it: Schaeffer's
/// `depth²`, so that a cutoff near the root, which saved a large subtree, outweighs
/// many near the leaves, scaled so that a cutoff at depth 1 moves an empty entry by
/// 32 and one at depth 8 by 2,048, and the bound starts to bite after a handful of
/// deep cutoffs.
pub fn history_bonus(depth: i32) -> i32 {
    32 * depth * depth
}
// ANCHOR_END: history_bonus

// ANCHOR: check_bonus
/// What a quiet move that gives check adds to its history: as much as any history
/// value can be, so that a quiet check comes before the other quiet moves unless its
/// history has learned strongly against it.
pub const CHECK_BONUS: SortScore = HISTORY_MAX;
// ANCHOR_END: check_bonus

// ANCHOR: history_ordering
/// The ordering `P` (chapter 5's in the chapter's engine) with a history table. Every
/// move outside the quiet stage keeps `P`'s key; a quiet move's score is its history,
/// plus [`CHECK_BONUS`] if it gives check, and chapter 5's square gain breaks the
/// ties.
#[derive(Default)]
pub struct HistoryWith<P = TieBreaking> {
    previous: P,
    table: HistoryTable,
}

/// The chapter's ordering.
pub type History = HistoryWith<TieBreaking>;

impl<P: MoveOrdering> MoveOrdering for HistoryWith<P> {
    ch00_baseline::previous_chapter!(P, "ch07-history");

    fn clear(&mut self) {
        self.table.clear();
        self.previous.clear();
    }

    // ANCHOR: history_technique
    /// A quiet move's key: its score (history and check bonus), chapter 5's square
    /// gain breaking ties. Asked when the pick reaches the quiet moves, so the table
    /// is read as the searches of the node's first moves (table move, captures,
    /// killers) left it.
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        Stage::Quiet.key(self.quiet_score(node, mv)).then(square_gain(node.board, mv))
    }

    // ANCHOR: history_learn
    /// Learns from main-search cutoffs by quiet moves only, as the killers do:
    /// captures are ordered by what they win, and a quiescence node's cutoffs answer
    /// one capture sequence. The quiet moves searched before the cutoff move did not
    /// cut off here, so they lose what it gains (the malus).
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let side = node.board.side_to_move();
            let bonus = history_bonus(node.depth);
            self.table.update(side, mv, bonus);
            for &failed in searched.iter().filter(|&&m| is_quiet(node.board, m)) {
                self.table.update(side, failed, -bonus);
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
    // ANCHOR_END: history_learn
    // ANCHOR_END: history_technique
}
// ANCHOR_END: history_ordering

impl<P> HistoryWith<P> {
    // ANCHOR: history_score
    /// The score of a quiet move: its history, and the check bonus if it gives check.
    pub fn quiet_score(&self, node: &Node, mv: Move) -> SortScore {
        let history = self.table.get(node.board.side_to_move(), mv);
        let check = if gives_check(node.board, mv) { CHECK_BONUS } else { 0 };
        history + check
    }
    // ANCHOR_END: history_score

    /// The history table: what the tests and the book's heat maps read.
    pub fn table(&self) -> &HistoryTable {
        &self.table
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

    /// A quiet cutoff lifts its move above the quiet moves searched before it, which
    /// sink below the ones never searched; captures and the table move keep chapter
    /// 5's key.
    #[test]
    fn a_quiet_cutoff_reorders_the_quiet_moves_only() {
        let board = Board::default();
        let node = Node { board: &board, ply: 2, depth: 4, table_move: "e2e4".parse().ok() };
        let mut history = History::default();
        let searched = [mv("a2a3"), mv("b2b3")];
        history.on_beta_cutoff(&node, mv("h2h3"), &searched);
        let score = |text: &str| full_key(&history, &node, mv(text));
        let chapter_5 = TieBreaking::default();
        let before = |text: &str| full_key(&chapter_5, &node, mv(text));
        assert!(score("h2h3") > score("g1f3") && before("h2h3") < before("g1f3"));
        assert!(score("a2a3") < score("c2c3") && score("b2b3") < score("c2c3"));
        assert_eq!(score("e2e4"), before("e2e4"), "the table move");
        let table_move = node.table_move.unwrap();
        for other in legal_moves(&board).iter().map(|s| s.mv) {
            if other != mv("h2h3") && other != table_move {
                assert!(full_key(&history, &node, other) < score("h2h3"), "{other}");
            }
        }
    }

    #[test]
    fn quiescence_and_captures_teach_nothing() {
        let board: Board = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
        let mut history = History::default();
        let main = Node { board: &board, ply: 1, depth: 3, table_move: None };
        history.on_beta_cutoff(&main, mv("e4d5"), &[]);
        let quiescence = Node { depth: 0, ..main };
        history.on_beta_cutoff(&quiescence, mv("e1d2"), &[]);
        assert_eq!(history.table().largest_magnitude(), 0);
    }

    /// The chapter keeps its table from one search to the next.
    #[test]
    fn the_chapter_keeps_the_table_between_searches() {
        let board = Board::default();
        let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
        let mut history = History::default();
        history.on_beta_cutoff(&node, mv("g1f3"), &[]);
        let before = history.table().get(cozy_chess::Color::White, mv("g1f3"));
        history.on_new_search();
        assert_eq!(history.table().get(cozy_chess::Color::White, mv("g1f3")), before);
    }

    #[test]
    fn the_bonus_grows_with_depth_and_stays_below_the_bound_at_realistic_depths() {
        assert_eq!(history_bonus(1), 32);
        assert!(history_bonus(2) > history_bonus(1));
        assert!(history_bonus(20) < HISTORY_MAX);
    }

    /// A quiet check with no history comes before a quiet move of any history short
    /// of the bound; one that history has learned against can come after.
    #[test]
    fn a_check_comes_first_unless_history_says_otherwise() {
        let board: Board = "2k5/8/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
        let node = Node { board: &board, ply: 1, depth: 8, table_move: None };
        let mut history = History::default();
        for _ in 0..8 {
            history.on_beta_cutoff(&node, mv("g1f2"), &[]);
        }
        let score = |history: &History, text: &str| history.score_quiet(&node, mv(text));
        assert!(score(&history, "a1a8") > score(&history, "g1f2"), "the check first");
        for _ in 0..20 {
            history.on_beta_cutoff(&node, mv("g1f2"), &[mv("a1a8")]);
        }
        assert!(score(&history, "a1a8") < score(&history, "g1f2"), "history against the check");
    }
}
