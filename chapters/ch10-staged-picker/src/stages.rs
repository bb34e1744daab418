//! The staged walk through a node's moves: each stage's moves are generated and scored
//! only when the search asks for a move that the stages before could not give.

use std::cmp::Reverse;

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{Generation, MoveOrdering, MovePicker, Node, full_key};
use ch00_baseline::sort_key::{SortKey, Stage};
use cozy_chess::Move;

use crate::batches::{belongs_to, push_captures, push_quiets};

// ANCHOR: sort_pending
/// Puts `pending` in the order the chain's pick hands them out when it picks at every
/// index in turn: chapter 5's stable pick, which picking at every index makes a stable
/// sort by descending key (chapter 5's test, and this chapter's). Asked whenever a stage
/// adds moves to the pending ones, so that the moves are always handed out in sequence:
/// a node sorts a few moves per stage instead of scanning every pending move once per
/// move it hands out.
pub fn sort_pending(pending: &mut [ScoredMove]) {
    pending.sort_by_key(|scored| Reverse(scored.key));
}

/// The same, when only the first of `pending` is out of place (a move just demoted, with
/// its new key): the rest are in order already, so it is moved to its place among them,
/// after every move with a higher key and before the ones with its own key (it came
/// first), instead of sorting them all again.
pub fn resort_first(pending: &mut [ScoredMove]) {
    let Some((first, rest)) = pending.split_first() else { return };
    let place = rest.partition_point(|scored| scored.key > first.key);
    pending[..=place].rotate_left(1);
}
// ANCHOR_END: sort_pending

// ANCHOR: next_staged_move
/// The next move at `node` in exactly the order `ordering` gives when it scores every move
/// and picks the best remaining one, but generated and scored stage by stage.
///
/// The picker's frontier is the first stage not generated yet: every move of the stages
/// before it is in the picker's list, none of the stages from it on (except the bad
/// captures, which come with the captures and are told apart only when picked). The
/// pending moves are kept sorted in the pick's order, so the first of them is the best:
/// it may be handed out if its stage lies before the frontier, since no move still to be
/// generated can come before it. Otherwise the frontier's stage is generated, the pending
/// moves are sorted again, and the frontier moves on. Once it reaches the bad captures,
/// the last stage, everything has been generated and the pending moves go out in turn.
///
/// A move that the chain demotes as it is reached ([`MoveOrdering::demoted_key`]: a
/// capture that loses material) goes back among the pending moves with its new key, as in
/// the previous chapter, and waits for its stage: the bad captures, the last one, handed
/// out once everything else has been.
pub fn next_staged_move<O: MoveOrdering>(
    ordering: &O,
    node: &Node,
    picker: &mut MovePicker,
) -> Option<Move> {
    loop {
        let all_generated = picker.frontier() == Stage::BadCapture;
        if let Some(&best) = picker.pending().first() {
            if all_generated || best.key.stage() < picker.frontier() {
                picker.hand_out_first();
                match ordering.demoted_key(node, best.mv, best.key) {
                    None => return Some(best.mv),
                    Some(key) => picker.demote_last(key),
                }
                resort_first(picker.pending_mut());
                continue;
            }
        } else if all_generated {
            return None;
        }
        let added = generate_stage(ordering, node, picker);
        picker.set_frontier(next_stage(picker.frontier(), picker.generation()));
        if added {
            sort_pending(picker.pending_mut());
        }
    }
}
// ANCHOR_END: next_staged_move

/// The stage after `stage` for a node of `generation`. Quiescence out of check searches
/// no quiet move, so no killer of it: that stage is skipped.
fn next_stage(stage: Stage, generation: Generation) -> Stage {
    match (stage, generation) {
        (Stage::GoodCapture, Generation::TacticalMoves) => Stage::Quiet,
        _ => Stage::ALL[stage as usize + 1],
    }
}

// ANCHOR: generate_stage
/// Adds the moves of the frontier's stage to the pending moves, scored by `ordering`, and
/// says whether it added any. A stage with nothing to add (no table move, no killer, no
/// quiet move in quiescence) leaves the pending moves as they were, in order, and they
/// need no sorting.
fn generate_stage<O: MoveOrdering>(ordering: &O, node: &Node, picker: &mut MovePicker) -> bool {
    let stage = picker.frontier();
    let start = picker.moves().len();
    let suggested = matches!(stage, Stage::TableMove | Stage::Killer);
    match stage {
        Stage::GoodCapture => push_captures(node.board, picker),
        Stage::Quiet => push_quiets(node.board, picker.generation(), picker),
        Stage::BadCapture => {} // the losing captures, held back when picked
        _ => push_suggestions(node, picker, ordering.suggested_moves(node, stage)),
    }
    if picker.moves().len() == start {
        return false;
    }
    score_and_keep(ordering, node, picker, start, suggested);
    picker.moves().len() > start
}
// ANCHOR_END: generate_stage

// ANCHOR: suggestions
/// Adds each suggested move that this node searches: legal here (a table move may come
/// from another position whose key collided, a killer from a sibling), of the node's
/// generation, and not suggested twice.
#[inline(always)]
fn push_suggestions(node: &Node, picker: &mut MovePicker, suggestions: [Option<Move>; 2]) {
    let start = picker.moves().len();
    for mv in suggestions.into_iter().flatten() {
        let fresh = !picker.moves()[start..].iter().any(|scored| scored.mv == mv);
        // The cheap test first: in quiescence a quiet suggestion stops here.
        if fresh && belongs_to(node.board, picker.generation(), mv) && node.board.is_legal(mv) {
            picker.push_pending(ScoredMove { mv, key: SortKey::UNRANKED });
        }
    }
}
// ANCHOR_END: suggestions

// ANCHOR: score_and_keep
/// Keys the moves added from `start` and keeps the ones the frontier's stage hands out.
///
/// A suggestion is kept only if `ordering` puts it in the suggesting stage: a killer that
/// is the table move, or a capture in this position, belongs to the stage that generates
/// it. A generated move of an earlier stage than the frontier's is the table move or a
/// killer, which its stage added already: it is left out, and only then, so that no move
/// is ever lost, whatever the suggestions were.
fn score_and_keep<O: MoveOrdering>(
    ordering: &O,
    node: &Node,
    picker: &mut MovePicker,
    start: usize,
    suggested: bool,
) {
    let stage = picker.frontier();
    let handed_out = picker.moves().len() - picker.pending().len();
    let pending_start = start - handed_out;
    let mut kept = pending_start;
    for index in pending_start..picker.pending().len() {
        let mv = picker.pending()[index].mv;
        // The key the previous chapter's frame ends up with: a quiet move's is finished
        // (`score_quiet`) at once, since its stage is reached when it is generated.
        let key = full_key(ordering, node, mv);
        let keep = if suggested {
            key.stage() == stage
        } else {
            key.stage() >= stage || !picker.moves()[..start].iter().any(|s| s.mv == mv)
        };
        if keep {
            picker.pending_mut()[kept] = ScoredMove { mv, key };
            kept += 1;
        }
    }
    picker.truncate_pending(kept);
}
// ANCHOR_END: score_and_keep
