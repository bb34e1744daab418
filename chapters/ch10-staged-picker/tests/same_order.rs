//! The staged picker hands out exactly chapter 9's order: at every node of real searches,
//! move by move, and in the node counts of whole suites.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{Generation, MoveOrdering, MovePicker, Node, ScoreThenPick};
use ch00_baseline::suite::{SuitePosition, bench_suite, realistic_suite, run_suite};
use ch09_see::See;
use ch10_staged_picker::{StagedMoves, StagedPicker};

/// The staged picker and chapter 9's picker (score every move, then pick) walking the same
/// node side by side: every move handed out, with its key, must be the same. Both ask the
/// ordering at the same moments, so the history a quiet move is scored by is the same.
#[derive(Clone)]
struct Lockstep {
    staged: StagedMoves,
    frame: ScoreThenPick,
}

impl MovePicker for Lockstep {
    fn new(generation: Generation) -> Self {
        Lockstep { staged: StagedMoves::new(generation), frame: ScoreThenPick::new(generation) }
    }

    fn next<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove> {
        let staged = self.staged.next(ordering, node);
        let frame = self.frame.next(ordering, node);
        assert_eq!(staged, frame, "at {} (depth {})", node.board, node.depth);
        staged
    }
}

/// The chapter's ordering, its moves handed out by both pickers at once.
#[derive(Default)]
struct Checked {
    previous: StagedPicker,
}

impl MoveOrdering for Checked {
    ch00_baseline::previous_chapter!(StagedPicker, "checked", picker = Lockstep);
}

#[test]
fn every_node_of_the_bench_suite_gets_chapter_9s_order() {
    run_suite::<Checked>(&bench_suite(), |_| {});
}

/// The realistic suite two plies short of its depth (a few seconds): the nodes where
/// staging acts most, the table moves and killers of long searches.
#[test]
fn every_node_of_the_realistic_suite_gets_chapter_9s_order() {
    let mut suite = realistic_suite();
    suite.iter_mut().for_each(|position| position.depth -= 2);
    run_suite::<Checked>(&suite, |_| {});
}

fn assert_same_nodes_as_chapter_9(suite: &[SuitePosition]) {
    let staged = run_suite::<StagedPicker>(suite, |_| {});
    let previous = run_suite::<See>(suite, |_| {});
    for (mine, theirs) in staged.positions.iter().zip(&previous.positions) {
        assert_eq!(
            (mine.stats, mine.score),
            (theirs.stats, theirs.score),
            "{} at depth {}",
            mine.name,
            mine.depth
        );
    }
}

#[test]
fn the_bench_suite_costs_chapter_9s_nodes_exactly() {
    assert_same_nodes_as_chapter_9(&bench_suite());
}
