//! The time file on the book page (`cargo run --release -p ch10-staged-picker --example
//! time`) is current: its node counts are the ones the chapters search today. Times
//! cannot be checked, nodes can; when they change, the times are of another engine.

use std::thread;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::report::thousands;
use ch00_baseline::suite::{realistic_suite, run_suite};
use ch04_tt_move::TtMove;
use ch10_staged_picker::{PreviousChapter, StagedPicker};
use ordering_lab::realistic::Realistic;

#[test]
fn the_time_files_node_counts_are_current() {
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../book/src/generated/ch10-staged-picker-time.md");
    let page = std::fs::read_to_string(path).expect("the generated time file");
    let suite = realistic_suite();
    let (ch04, staged) = thread::scope(|scope| {
        let ch04 = scope.spawn(|| run_suite::<Realistic<TtMove>>(&suite, |_| {}).total_nodes());
        let staged = run_suite::<Realistic<StagedPicker>>(&suite, |_| {}).total_nodes();
        (ch04.join().expect("chapter 4's run"), staged)
    });
    let expected = format!(
        "Nodes: {} {}, {} and {} {} each",
        TtMove::NAME,
        thousands(ch04),
        PreviousChapter::NAME,
        StagedPicker::NAME,
        thousands(staged)
    );
    assert!(
        page.contains(&expected),
        "{path} is not current: rerun `cargo run --release -p ch10-staged-picker --example time` \
         (expected '{expected}')"
    );
}
