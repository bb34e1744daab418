//! Where a capture that loses material is searched: the choice the sources disagree on,
//! named so that the experiments can vary it.

use ch00_baseline::sort_key::{SortKey, SortScore, Stage};

// ANCHOR: placement
/// One answer to "where do losing captures go?". The chapter's is [`ChapterPlacement`];
/// the experiments (`tests/support/variants.rs`) define the others.
pub trait Placement: Default + Send + 'static {
    /// How tables name the ordering that uses this placement.
    const NAME: &'static str;

    /// Whether main-search nodes move their losing captures.
    const MAIN_SEARCH: bool = true;

    /// Whether quiescence nodes move their losing captures (behind the good ones: the
    /// quiescence search has no killers or quiet moves).
    const QUIESCENCE: bool = true;

    /// The key of a losing capture that chapter 2 scored `score` among the good captures.
    fn key(score: SortScore) -> SortKey;
}
// ANCHOR_END: placement

// ANCHOR: chapter_placement
/// The chapter's placement: losing captures in the last stage, after every quiet move,
/// in chapter 2's order among themselves, in the main search only.
///
/// Quiescence keeps chapter 2's order. There the exchange check is asked at most of the
/// nodes the search visits and saves few of them: demoted in quiescence as well, the
/// losing captures saved about one per cent more nodes and cost a few per cent more time
/// to the same depth, on the realistic suite and on positions outside it (the chapter's
/// page has the tables). An engine that prunes losing captures in quiescence gets more
/// for the same check; this book only orders.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterPlacement;

impl Placement for ChapterPlacement {
    const NAME: &'static str = "ch09-see";
    const QUIESCENCE: bool = false;

    fn key(score: SortScore) -> SortKey {
        Stage::BadCapture.key(score)
    }
}
// ANCHOR_END: chapter_placement
