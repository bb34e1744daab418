//! Chapter 1's experiments measured in nodes. Their times are in `benches/pick.rs`.

use ch00_baseline::ordering::NoOrdering;
use ch00_baseline::suite::{bench_suite, outside_suite, run_suite};
use ch01_pick_move::PickMove;
use chapter_kit::markdown::markdown_table;
use ordering_lab::cutoff_profile::{PROFILE_HEADER, profile_row};
use ordering_lab::frame::CapturesFirst;
use ordering_lab::frame::Frame;
use ordering_lab::pick_report::pick_variants_table;
use ordering_lab::picks::ManySwaps;

/// The experiments build the chapter's ordering from its parts; it must search exactly
/// the same tree as the chapter's own type.
#[test]
fn the_frame_of_the_chapters_parts_is_the_chapter() {
    let suite = bench_suite();
    let own = run_suite::<PickMove>(&suite, |_| {});
    let framed = run_suite::<Frame<CapturesFirst, ManySwaps>>(&suite, |_| {});
    assert_eq!(own.total(), framed.total());
}

/// The three picks give the same root scores (checked inside), not always the same node
/// counts: they pick the same best move but leave the rest of the list in different
/// orders, which matters among the many moves that tie.
#[test]
fn pick_variants_in_nodes() {
    insta::assert_snapshot!(pick_variants_table::<CapturesFirst>(&bench_suite()));
}

/// How many moves a node had and how many it searched, chapter 0 against chapter 1, on
/// the bench suite and on the outside positions.
#[test]
fn moves_searched_before_a_cutoff() {
    let mut rows = Vec::new();
    for (suite_name, suite) in [("bench", bench_suite()), ("outside", outside_suite())] {
        rows.push(profile_row::<NoOrdering>(suite_name, &suite));
        rows.push(profile_row::<PickMove>(suite_name, &suite));
    }
    insta::assert_snapshot!(markdown_table(&PROFILE_HEADER, &rows));
}
