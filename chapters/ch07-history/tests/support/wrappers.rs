//! The two rules of chapter 7 that the experiments vary by wrapping its ordering through
//! the seam: the malus, and the quiet checks in front of history.

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch07_history::band::CHECK_LIFT;
use cozy_chess::Move;

/// The ordering `O` without the malus: every cutoff reaches it as if no quiet move had
/// been searched before the one that cut off, so the cutoff move earns its bonus and
/// nothing is taken from the others.
#[derive(Default)]
pub struct WithoutMalus<O> {
    previous: O,
}

impl<O: MoveOrdering> MoveOrdering for WithoutMalus<O> {
    ch00_baseline::previous_chapter!(O, "no malus");

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, _searched: &[Move]) {
        self.previous.on_beta_cutoff(node, mv, &[]);
    }
}

/// Chapter 7's ordering `O` with history over every quiet move: the lift that puts the
/// quiet checks in front is taken back, so a check counts only among moves of equal
/// history (chapter 5's default key, under the history, still tells it).
#[derive(Default)]
pub struct HistoryOverChecksOf<O> {
    previous: O,
}

impl<O: MoveOrdering> MoveOrdering for HistoryOverChecksOf<O> {
    ch00_baseline::previous_chapter!(O, "history over checks");

    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        let lifted = self.previous.score_quiet(node, mv, key).score();
        let lift = if gives_check(node.board, mv) { CHECK_LIFT } else { -CHECK_LIFT };
        Stage::Quiet.key(lifted - lift)
    }
}
