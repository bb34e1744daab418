//! Follows one node of a search through the seams of the ordering it wraps, without
//! changing a single decision of that ordering: which moves the node's picker hands out,
//! in which stage, how many nodes each move's subtree takes, and which move cuts off.
//!
//! A normal search never runs through it, so tracing costs the engine nothing.

use std::cell::RefCell;

use cozy_chess::{Board, Move};

use crate::ordering::{MoveOrdering, MovePicker, Node, TableHint, TableProbe};
use crate::trace::{PendingMove, TracedMove};

/// `O`, watching the node the search reaches by playing `target` from the root.
#[derive(Default)]
pub(super) struct Recorder<O> {
    previous: O,
    /// The moves from the root to the watched node.
    target: Vec<Move>,
    /// Off during the iterations that only warm the tables.
    armed: bool,
    /// The moves from the root to the node being searched (entries past its ply are stale).
    path: Vec<Move>,
    /// What the watched node did. `next_move` only borrows the ordering, hence the cell.
    record: RefCell<Record>,
}

/// What the watched node did.
#[derive(Debug, Default)]
pub(super) struct Record {
    /// The search asked the node's table: it reached the node and did not stop there.
    pub reached: bool,
    /// The moves handed out and searched, in order, with their subtrees' nodes.
    pub searched: Vec<TracedMove>,
    /// The moves not handed out yet when the last searched move was, in the order the
    /// picker would have handed them out then.
    pub not_searched: Vec<PendingMove>,
    pub cutoff: Option<Move>,
    /// Something the recorder cannot follow: the trace would be wrong.
    pub problem: Option<String>,
}

impl<O: MoveOrdering> MoveOrdering for Recorder<O> {
    crate::previous_chapter!(O, O::NAME);

    fn probe_table(&mut self, board: &Board, probe: TableProbe) -> TableHint {
        if self.watches(probe.ply) {
            self.record.get_mut().reached = true;
        }
        self.previous.probe_table(board, probe)
    }

    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        let shallower = self.previous.internal_deepening_depth(depth, table_move);
        if self.armed && shallower.is_some() {
            // A node searched twice enters once more than its moves say.
            let problem = "the trace cannot follow internal iterative deepening".to_string();
            self.record.borrow_mut().problem.get_or_insert(problem);
        }
        shallower
    }

    fn next_move<X: MoveOrdering>(
        &self,
        outer: &X,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        let mv = self.previous.next_move(outer, node, picker)?;
        if self.watches(node.ply) {
            let mut record = self.record.borrow_mut();
            record.searched.push(TracedMove { mv, stage: picker.last_stage(), nodes: 0 });
            record.not_searched = self.rest_of_the_order(node, picker);
        }
        Some(mv)
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.truncate(ply);
        self.path.push(mv);
        let depth = self.target.len();
        if self.armed && ply >= depth && self.path.get(..depth) == Some(&self.target[..]) {
            let record = self.record.get_mut();
            match record.searched.last_mut() {
                // Every node of the watched node's subtree is entered by playing a move.
                Some(last) if ply > depth || last.mv == mv => last.nodes += 1,
                _ => {
                    let problem = format!("the search played {mv}, not the move handed out");
                    record.problem.get_or_insert(problem);
                }
            }
        }
        self.previous.on_move_played(board, ply, mv)
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if self.watches(node.ply) {
            self.record.get_mut().cutoff = Some(mv);
        }
        self.previous.on_beta_cutoff(node, mv, searched)
    }
}

impl<O: MoveOrdering> Recorder<O> {
    pub(super) fn new(target: Vec<Move>) -> Self {
        Self { target, ..Self::default() }
    }

    /// From now on, record: the next search is the one to watch.
    pub(super) fn arm(&mut self) {
        self.armed = true;
    }

    pub(super) fn into_record(self) -> Record {
        self.record.into_inner()
    }

    /// Whether the node at `ply` on the current path is the watched one.
    fn watches(&self, ply: usize) -> bool {
        self.armed && ply == self.target.len() && self.path.get(..ply) == Some(&self.target[..])
    }

    /// The moves `picker` has not handed out, in the order it would hand them out now.
    /// A copy of the picker hands them out, so the search's own picker does not move.
    fn rest_of_the_order(&self, node: &Node, picker: &MovePicker) -> Vec<PendingMove> {
        let mut rest = picker.clone();
        std::iter::from_fn(|| {
            let mv = rest.next_move(&self.previous, node)?;
            Some(PendingMove { mv, stage: rest.last_stage() })
        })
        .collect()
    }
}
