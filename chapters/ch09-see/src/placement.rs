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
/// in chapter 2's order among themselves.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterPlacement;

impl Placement for ChapterPlacement {
    const NAME: &'static str = "ch09-see";

    fn key(score: SortScore) -> SortKey {
        Stage::BadCapture.key(score)
    }
}
// ANCHOR_END: chapter_placement
