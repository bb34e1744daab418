//! The staged picker: a node's moves generated and scored one stage at a time, only
//! when the search asks for a move that the stages before could not give.

use arrayvec::ArrayVec;
use ch00_baseline::moves::{MoveList, ScoredMove};
use ch00_baseline::ordering::{Generation, MoveOrdering, MovePicker, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::{is_quiet, killer_key};
use cozy_chess::Move;

use crate::batches::{belongs_to, push_captures, push_quiets};

// ANCHOR: steps
/// Where a staged picker stands: the stage it hands out from, or the batch it must
/// generate first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    TableMove,
    GenerateCaptures,
    GoodCaptures,
    Killers { slot: usize },
    GenerateQuiets,
    Quiets,
    BadCaptures,
    Done,
}
// ANCHOR_END: steps

// ANCHOR: staged_struct
/// A node's moves in stages: the table move before anything is generated, then the
/// captures, generated and scored alone, then the killers, then the quiet moves,
/// generated and scored only when the search gets that far, then the captures that
/// lose material, held back as they were reached among the captures. Each move is
/// handed out in the stage of the batch that produced it, and once: the table move
/// and the killers are left out of the batches that generate them again.
#[derive(Clone)]
pub struct StagedMoves {
    generation: Generation,
    step: Step,
    /// The batch being handed out (the captures, then the quiet moves), sorted.
    batch: MoveList,
    /// How many moves of `batch` (or of `bad_captures`) have been handed out.
    next: usize,
    /// The captures that lose material, in the order they will be handed out.
    bad_captures: MoveList,
    /// The moves handed out before their batch was generated: the table move, the
    /// killers.
    early: ArrayVec<Move, 3>,
}
// ANCHOR_END: staged_struct

impl MovePicker for StagedMoves {
    fn new(generation: Generation) -> Self {
        StagedMoves {
            generation,
            step: Step::TableMove,
            batch: MoveList::new(),
            next: 0,
            bad_captures: MoveList::new(),
            early: ArrayVec::new(),
        }
    }

    // ANCHOR: staged_moves
    /// The next move: each step hands one out, or moves the picker on to the next
    /// step (generating and keying a batch on the way) and hands out nothing.
    fn next<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove> {
        loop {
            let picked = match self.step {
                Step::TableMove => self.table_move(node),
                Step::GenerateCaptures => self.generate_captures(ordering, node),
                Step::GoodCaptures => self.good_capture(ordering, node),
                Step::Killers { slot } => self.killer(ordering, node, slot),
                Step::GenerateQuiets => self.generate_quiets(ordering, node),
                Step::Quiets => self.quiet(),
                Step::BadCaptures => self.bad_capture(),
                Step::Done => return None,
            };
            if picked.is_some() {
                return picked;
            }
        }
    }
    // ANCHOR_END: staged_moves
}

impl StagedMoves {
    // ANCHOR: steps_one_by_one
    // ANCHOR: table_move_step
    /// The table move, if it is a move of this node, before anything is generated.
    fn table_move(&mut self, node: &Node) -> Option<ScoredMove> {
        self.step = Step::GenerateCaptures;
        let mv = node.table_move.filter(|&mv| self.searches(node, mv))?;
        self.early.push(mv);
        Some(ScoredMove { mv, key: Stage::TableMove.key(0) })
    }
    // ANCHOR_END: table_move_step

    /// The captures (and queen promotions), generated for the pieces that can
    /// capture, keyed by the ordering's `score_move` and sorted.
    fn generate_captures<O: MoveOrdering>(
        &mut self,
        ordering: &O,
        node: &Node,
    ) -> Option<ScoredMove> {
        push_captures(node.board, &mut self.batch);
        self.key_batch(|mv| ordering.score_move(node, mv));
        self.step = Step::GoodCaptures;
        None
    }

    // ANCHOR: good_capture_step
    /// The next capture, unless the ordering sends it back for the last stage
    /// (chapter 9's exchange evaluation: it loses material).
    fn good_capture<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove> {
        let Some(capture) = self.batch.get(self.next).copied() else {
            // Quiescence out of check searches no quiet move, so no killer.
            let quiescence = self.generation == Generation::TacticalMoves;
            self.step = if quiescence { Step::GenerateQuiets } else { Step::Killers { slot: 0 } };
            return None;
        };
        self.next += 1;
        match ordering.demoted_key(node, capture.mv, capture.key) {
            None => Some(capture),
            Some(key) => {
                self.hold_back(ScoredMove { mv: capture.mv, key });
                None
            }
        }
    }
    // ANCHOR_END: good_capture_step

    /// The killer of `slot`, if it is a quiet move of this node.
    fn killer<O: MoveOrdering>(
        &mut self,
        ordering: &O,
        node: &Node,
        slot: usize,
    ) -> Option<ScoredMove> {
        let Some(&killer) = ordering.killers(node.ply).get(slot) else {
            self.step = Step::GenerateQuiets;
            return None;
        };
        self.step = Step::Killers { slot: slot + 1 };
        let mv = killer.filter(|&mv| self.is_killer_here(node, mv))?;
        self.early.push(mv);
        Some(ScoredMove { mv, key: killer_key(slot) })
    }

    // ANCHOR: generate_quiets_step
    /// The quiet moves, generated only now, keyed by the ordering's `score_quiet`
    /// (with the history tables as the searches of the earlier stages left them) and
    /// sorted.
    fn generate_quiets<O: MoveOrdering>(
        &mut self,
        ordering: &O,
        node: &Node,
    ) -> Option<ScoredMove> {
        self.batch.clear();
        push_quiets(node.board, self.generation, &mut self.batch);
        self.key_batch(|mv| ordering.score_quiet(node, mv));
        self.step = Step::Quiets;
        None
    }
    // ANCHOR_END: generate_quiets_step

    fn quiet(&mut self) -> Option<ScoredMove> {
        let Some(quiet) = self.batch.get(self.next).copied() else {
            (self.step, self.next) = (Step::BadCaptures, 0);
            return None;
        };
        self.next += 1;
        Some(quiet)
    }

    fn bad_capture(&mut self) -> Option<ScoredMove> {
        let Some(bad) = self.bad_captures.get(self.next).copied() else {
            self.step = Step::Done;
            return None;
        };
        self.next += 1;
        Some(bad)
    }
    // ANCHOR_END: steps_one_by_one

    /// Whether the node searches `mv`, a move a table suggests: legal here (the
    /// table's keys collide, a killer comes from a sibling) and of the node's
    /// generation.
    fn searches(&self, node: &Node, mv: Move) -> bool {
        belongs_to(node.board, self.generation, mv) && node.board.is_legal(mv)
    }

    /// Whether `mv` is handed out as a killer here: a quiet move the node searches
    /// that the table move did not already hand out. A killer that captures here is a
    /// capture.
    fn is_killer_here(&self, node: &Node, mv: Move) -> bool {
        !self.early.contains(&mv) && is_quiet(node.board, mv) && self.searches(node, mv)
    }

    // ANCHOR: key_batch
    /// Gives the batch just generated its keys, leaves out the moves handed out
    /// early, and sorts it as the pick of chapters 5 to 9 hands moves out: by key,
    /// the generator's order breaking ties (a stable sort).
    fn key_batch(&mut self, key: impl Fn(Move) -> SortKey) {
        let early = &self.early;
        self.batch.retain(|scored| !early.contains(&scored.mv));
        for scored in self.batch.iter_mut() {
            scored.key = key(scored.mv);
        }
        self.batch.sort_by_key(|scored| std::cmp::Reverse(scored.key));
        self.next = 0;
    }
    // ANCHOR_END: key_batch

    // ANCHOR: hold_back
    /// Keeps a capture the ordering sent back for the last stage, among the others in
    /// the order chapter 9's pick gives them: by key, and before the ones of its key
    /// held back earlier (that pick leaves the capture it sent back last in front).
    fn hold_back(&mut self, capture: ScoredMove) {
        let place = self.bad_captures.partition_point(|held| held.key > capture.key);
        self.bad_captures.insert(place, capture);
    }
    // ANCHOR_END: hold_back
}
