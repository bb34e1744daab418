//! The staged picker hands out exactly the previous chapter's order: at every staged node
//! of real searches, move by move, and in the node counts of whole suites.

use ch00_baseline::ordering::{MoveOrdering, MovePicker, Node, score_all_then_pick};
use ch00_baseline::suite::{SuitePosition, bench_suite, realistic_suite, run_suite};
use ch10_staged_picker::{PreviousChapter, StagedPicker, tables_stay_put};
use cozy_chess::Move;

/// The chapter's ordering, checking every move it hands out at a staged node against the
/// previous chapter's picker (score every move, then pick, checking each good capture's
/// exchange when it is picked) run afresh. The keys of a staged node do not change while
/// it is searched, so a fresh run now gives the order the previous chapter gave at the
/// node's first request.
#[derive(Default)]
struct Checked {
    previous: StagedPicker,
}

impl MoveOrdering for Checked {
    ch00_baseline::previous_chapter!(StagedPicker, "checked");

    fn next_move<O: MoveOrdering>(
        ordering: &O,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        let handed_out = picker.handed_out();
        let staged = StagedPicker::next_move(ordering, node, picker);
        if tables_stay_put(node.depth) {
            let mut frame = MovePicker::new(picker.generation());
            let expected =
                (0..=handed_out).map(|_| score_all_then_pick(ordering, node, &mut frame)).last();
            assert_eq!(staged, expected.flatten(), "move {handed_out} of {}", node.board);
        }
        staged
    }
}

#[test]
fn every_staged_node_of_the_bench_suite_gets_the_previous_chapters_order() {
    run_suite::<Checked>(&bench_suite(), |_| {});
}

fn assert_same_nodes_as_the_previous_chapter(suite: &[SuitePosition]) {
    let staged = run_suite::<StagedPicker>(suite, |_| {});
    let previous = run_suite::<PreviousChapter>(suite, |_| {});
    for (mine, theirs) in staged.positions.iter().zip(&previous.positions) {
        assert_eq!(
            (mine.stats.nodes, mine.score),
            (theirs.stats.nodes, theirs.score),
            "{} at depth {}",
            mine.name,
            mine.depth
        );
    }
}

#[test]
fn the_bench_suite_costs_the_previous_chapters_nodes_exactly() {
    assert_same_nodes_as_the_previous_chapter(&bench_suite());
}

/// The realistic suite two plies short of its depth (a few seconds): the nodes where
/// staging acts most, the table moves and killers of long searches.
#[test]
fn the_realistic_suite_costs_the_previous_chapters_nodes_exactly() {
    let mut suite = realistic_suite();
    suite.iter_mut().for_each(|position| position.depth -= 2);
    assert_same_nodes_as_the_previous_chapter(&suite);
}
