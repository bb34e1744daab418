//! A continuation layer without the malus, for the experiments that ask what the malus is
//! worth: only the continuation table forgoes it; chapter 7's history below keeps its own.

use ch00_baseline::ordering::{MoveOrdering, Node};
use cozy_chess::Move;

use super::continuation::ContinuationWith;

/// [`ContinuationWith`] whose table learns as if no quiet move had been searched before
/// the one that cut off: the cutoff move earns its bonus and nothing is taken from the
/// others. The orderings below it still see the moves searched.
#[derive(Default)]
pub struct WithoutMalus<P, const BACK: usize> {
    previous: ContinuationWith<P, BACK>,
}

impl<P: MoveOrdering, const BACK: usize> MoveOrdering for WithoutMalus<P, BACK> {
    ch00_baseline::previous_chapter!(ContinuationWith<P, BACK>, "no malus");

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.previous.learn(node, mv, &[]);
        self.previous.previous_mut().on_beta_cutoff(node, mv, searched);
    }
}
