//! Chapter 10's ordering: the order of the chapter it builds on, handed out by a
//! staged picker.

use ch00_baseline::ordering::MoveOrdering;
use ch09_see::See;

use crate::staged_picker::StagedMoves;

// ANCHOR: staged_ordering
/// The ordering `P` (chapter 9's in the chapter's engine), unchanged: every key is
/// its key. Only its picker is this chapter's own.
#[derive(Default)]
pub struct StagedWith<P = See> {
    previous: P,
}

/// The chapter's ordering: chapter 9's order, staged.
pub type StagedPicker = StagedWith<See>;

impl<P: MoveOrdering> MoveOrdering for StagedWith<P> {
    ch00_baseline::previous_chapter!(P, "ch10-staged-picker", picker = StagedMoves);
}
// ANCHOR_END: staged_ordering
