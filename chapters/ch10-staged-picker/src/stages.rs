//! The staged walk through a node's moves: each stage's moves are generated and scored
//! only when the search asks for a move that the stages before could not give.

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{Generation, MoveOrdering, MovePicker, Node, full_key};
use ch00_baseline::sort_key::{SortKey, Stage};
use cozy_chess::Move;

use crate::batches::{belongs_to, push_captures, push_quiets};

// ANCHOR: stage_advice
/// What the staged picker asks the chapters before it, besides the keys: the moves a
/// stage suggests before anything is generated (the table move, the killers, the
/// countermove), and whether a move the pick reaches belongs further back after all
/// (chapter 9's exchange check). The chapter's ordering answers from its chain.
pub trait StageAdvice {
    /// The moves to try in `stage` at `node`, in the order the tables hold them. They may
    /// be illegal here, or belong to another stage in this position: the picker checks.
    fn suggestions(&self, node: &Node, stage: Stage) -> [Option<Move>; 2];

    /// The key `mv`, just picked with `key`, moves to instead of being handed out; `None`
    /// hands it out. Asked at the point the previous chapter asks it, so the order stays.
    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey>;

    /// Puts `pending` in the order the pick hands them out when it picks at every index
    /// in turn. Asked whenever a stage adds moves to the pending ones, so that the moves
    /// are always handed out in sequence: a node sorts a few moves per stage instead of
    /// scanning every pending move once per move it hands out.
    fn sort_pending(&self, pending: &mut [ScoredMove]);

    /// The same, when only the first of `pending` is out of place (a move just demoted,
    /// with its new key): the rest are in order already, so it is moved to its place
    /// among them instead of sorting them all again.
    fn resort_first(&self, pending: &mut [ScoredMove]);
}
// ANCHOR_END: stage_advice

// ANCHOR: next_staged_move
/// The next move at `node` in exactly the order `outer` gives when it scores every move
/// and picks the best remaining one, but generated and scored stage by stage.
///
/// `picker.stage` is the frontier: every move of the stages before it is in
/// `picker.moves`, none of the stages from it on has been generated (except the bad
/// captures, which come with the captures and are told apart only when picked). The
/// pending moves are kept sorted in the pick's order, so the first of them is the best:
/// it may be handed out if its stage lies before the frontier, since no move still to be
/// generated can come before it. Otherwise the frontier's stage is generated, the pending
/// moves are sorted again, and the frontier moves on. Once it reaches the bad captures,
/// the last stage, everything has been generated and the pending moves go out in turn.
///
/// `picker.moves[..picker.next]` are the moves handed out, with their keys (the search's
/// statistics read the stage of the move that cut off there); the rest are pending. A
/// move that `advice` demotes as it is reached (a capture that loses material) goes back
/// among the pending moves with its new key, as in the previous chapter, and waits for
/// its stage: the bad captures, the last one, handed out once everything else has been.
pub fn next_staged_move<O: MoveOrdering>(
    outer: &O,
    node: &Node,
    picker: &mut MovePicker,
    advice: &impl StageAdvice,
) -> Option<Move> {
    picker.generated = true;
    loop {
        let index = picker.next;
        let all_generated = picker.stage == Stage::BadCapture;
        if index < picker.moves.len() {
            let best = picker.moves[index];
            if all_generated || best.key.stage() < picker.stage {
                picker.next += 1;
                match advice.demoted_key(node, best.mv, best.key) {
                    None => return Some(best.mv),
                    Some(key) => picker.demote_last(key),
                }
                advice.resort_first(&mut picker.moves[index..]);
                continue;
            }
        } else if all_generated {
            return None;
        }
        let added = generate_stage(outer, node, picker, advice);
        picker.stage = next_stage(picker.stage, picker.generation);
        if added {
            advice.sort_pending(&mut picker.moves[index..]);
        }
    }
}
// ANCHOR_END: next_staged_move

/// The stage after `stage` for a node of `generation`. Quiescence out of check searches
/// no quiet move, so no killer or countermove of it: those stages are skipped.
fn next_stage(stage: Stage, generation: Generation) -> Stage {
    match (stage, generation) {
        (Stage::GoodCapture, Generation::TacticalMoves) => Stage::Quiet,
        _ => Stage::ALL[stage as usize + 1],
    }
}

// ANCHOR: generate_stage
/// Adds the moves of the frontier's stage to the pending moves, scored by `outer`, and
/// says whether it added any. A stage with nothing to add (no table move, no killer,
/// no countermove, no quiet move in quiescence) leaves the pending moves as they were,
/// in order, and they need no sorting.
fn generate_stage<O: MoveOrdering>(
    outer: &O,
    node: &Node,
    picker: &mut MovePicker,
    advice: &impl StageAdvice,
) -> bool {
    let stage = picker.stage;
    let start = picker.moves.len();
    let suggested = matches!(stage, Stage::TableMove | Stage::Killer | Stage::CounterMove);
    match stage {
        Stage::GoodCapture => push_captures(node.board, &mut picker.moves),
        Stage::Quiet => push_quiets(node.board, picker.generation, &mut picker.moves),
        Stage::BadCapture => {} // the losing captures, held back when picked
        _ => push_suggestions(node, picker, advice.suggestions(node, stage)),
    }
    if picker.moves.len() == start {
        return false;
    }
    score_and_keep(outer, node, picker, start, suggested);
    picker.moves.len() > start
}
// ANCHOR_END: generate_stage

// ANCHOR: suggestions
/// Adds each suggested move that this node searches: legal here (a table move may come
/// from another position whose key collided, a killer from a sibling), of the node's
/// generation, and not suggested twice.
fn push_suggestions(node: &Node, picker: &mut MovePicker, suggestions: [Option<Move>; 2]) {
    let start = picker.moves.len();
    for mv in suggestions.into_iter().flatten() {
        let fresh = !picker.moves[start..].iter().any(|scored| scored.mv == mv);
        // The cheap test first: in quiescence a quiet suggestion stops here.
        if fresh && belongs_to(node.board, picker.generation, mv) && node.board.is_legal(mv) {
            picker.moves.push(ScoredMove { mv, key: SortKey::UNRANKED });
        }
    }
}
// ANCHOR_END: suggestions

// ANCHOR: score_and_keep
/// Keys the moves added from `start` and keeps the ones the frontier's stage hands out.
///
/// A suggestion is kept only if `outer` puts it in the suggesting stage: a killer that is
/// the table move, or a capture in this position, belongs to the stage that generates it.
/// A generated move of an earlier stage than the frontier's is the table move, a killer
/// or the countermove, which its stage added already: it is left out, and only then, so
/// that no move is ever lost, whatever the suggestions were.
fn score_and_keep<O: MoveOrdering>(
    outer: &O,
    node: &Node,
    picker: &mut MovePicker,
    start: usize,
    suggested: bool,
) {
    let stage = picker.stage;
    let mut kept = start;
    for index in start..picker.moves.len() {
        let mv = picker.moves[index].mv;
        // The key the previous chapter's frame ends up with: a quiet move's is finished
        // (`score_quiet`) at once, since its stage is reached when it is generated.
        let key = full_key(outer, node, mv);
        let keep = if suggested {
            key.stage() == stage
        } else {
            key.stage() >= stage || !picker.moves[..start].iter().any(|s| s.mv == mv)
        };
        if keep {
            picker.moves[kept] = ScoredMove { mv, key };
            kept += 1;
        }
    }
    picker.moves.truncate(kept);
}
// ANCHOR_END: score_and_keep
