//! Follows one node of a search through the seams of the ordering it wraps, without
//! changing a single decision of that ordering: which moves the node's picker hands out,
//! in which stage, how many nodes each move's subtree takes, and which move cuts off.
//!
//! A normal search never runs through it, so tracing costs the engine nothing.
//!
//! The seam that hands out moves has no `self` (so that no frame can score through the
//! wrong ordering), so the node's picker is watched through a thread-local: the watched
//! node and what it did live there while the recorder's search runs, on one thread.

use std::cell::{Cell, RefCell};

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
}

thread_local! {
    /// The ply of the watched node while the current path leads to it, else `None`.
    static WATCHED_PLY: Cell<Option<usize>> = const { Cell::new(None) };
    /// Set while a copy of the picker replays the rest of the order: nothing is recorded.
    static REPLAYING: Cell<bool> = const { Cell::new(false) };
    /// What the watched node did.
    static RECORD: RefCell<Record> = RefCell::new(Record::default());
}

fn with_record<T>(f: impl FnOnce(&mut Record) -> T) -> T {
    RECORD.with(|record| f(&mut record.borrow_mut()))
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
            with_record(|record| record.reached = true);
        }
        self.previous.probe_table(board, probe)
    }

    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        let shallower = self.previous.internal_deepening_depth(depth, table_move);
        if self.armed && shallower.is_some() {
            // A node searched twice enters once more than its moves say.
            let problem = "the trace cannot follow internal iterative deepening".to_string();
            with_record(|record| {
                record.problem.get_or_insert(problem);
            });
        }
        shallower
    }

    fn next_move<X: MoveOrdering>(
        ordering: &X,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        let mv = O::next_move(ordering, node, picker)?;
        if !REPLAYING.get() && WATCHED_PLY.get() == Some(node.ply) {
            let traced = TracedMove { mv, stage: picker.last_stage(), nodes: 0 };
            let rest = rest_of_the_order(ordering, node, picker);
            with_record(|record| {
                record.searched.push(traced);
                record.not_searched = rest;
            });
        }
        Some(mv)
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.truncate(ply);
        self.path.push(mv);
        let depth = self.target.len();
        if self.armed && ply >= depth && self.path.get(..depth) == Some(&self.target[..]) {
            with_record(|record| match record.searched.last_mut() {
                // Every node of the watched node's subtree is entered by playing a move.
                Some(last) if ply > depth || last.mv == mv => last.nodes += 1,
                _ => {
                    let problem = format!("the search played {mv}, not the move handed out");
                    record.problem.get_or_insert(problem);
                }
            });
        }
        self.update_watched_ply();
        self.previous.on_move_played(board, ply, mv)
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if self.watches(node.ply) {
            with_record(|record| record.cutoff = Some(mv));
        }
        self.previous.on_beta_cutoff(node, mv, searched)
    }
}

impl<O: MoveOrdering> Recorder<O> {
    pub(super) fn new(target: Vec<Move>) -> Self {
        WATCHED_PLY.set(None);
        REPLAYING.set(false);
        with_record(|record| *record = Record::default());
        Self { target, ..Self::default() }
    }

    /// From now on, record: the next search is the one to watch.
    pub(super) fn arm(&mut self) {
        self.armed = true;
        self.update_watched_ply();
    }

    pub(super) fn into_record(self) -> Record {
        WATCHED_PLY.set(None);
        with_record(std::mem::take)
    }

    /// Tells the picker's seam whether the current path leads to the watched node.
    fn update_watched_ply(&self) {
        let depth = self.target.len();
        let leads = self.armed && self.path.get(..depth) == Some(&self.target[..]);
        WATCHED_PLY.set(leads.then_some(depth));
    }

    /// Whether the node at `ply` on the current path is the watched one.
    fn watches(&self, ply: usize) -> bool {
        self.armed && ply == self.target.len() && self.path.get(..ply) == Some(&self.target[..])
    }
}

/// The moves `picker` has not handed out, in the order it would hand them out now.
/// A copy of the picker hands them out, so the search's own picker does not move.
fn rest_of_the_order<X: MoveOrdering>(
    ordering: &X,
    node: &Node,
    picker: &MovePicker,
) -> Vec<PendingMove> {
    let mut rest = picker.clone();
    REPLAYING.set(true);
    let order = std::iter::from_fn(|| {
        let mv = rest.next_move(ordering, node)?;
        Some(PendingMove { mv, stage: rest.last_stage() })
    })
    .collect();
    REPLAYING.set(false);
    order
}
