//! Follows one node of a search through the seams of the ordering it wraps, without
//! changing a single decision of that ordering: which moves the node's picker hands out,
//! in which stage, how many nodes each move's subtree takes, and which move cuts off.
//!
//! The picker is the ordering's own, wrapped: the recorder's picker hands out exactly
//! what it hands out, and notes it when the node is the watched one. The watched node and
//! what it did live in thread-locals while the recorder's search runs, on one thread: a
//! picker is made by the search, which knows nothing of the recorder.

use std::cell::{Cell, RefCell};

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::{Generation, MoveOrdering, MovePicker, Node, TableHint, TableProbe};
use cozy_chess::{Board, Move};

use crate::trace::{PendingMove, TracedMove};

/// `O`, watching the node the search reaches by playing `target` from the root.
#[derive(Default)]
pub(super) struct Recorder<O> {
    previous: O,
    /// The moves from the root to the watched node.
    target: Vec<Move>,
    /// How deep the watched node is searched: shallower searches of it (internal
    /// deepening, chapter 6) are counted, not recorded.
    depth: i32,
    /// Off during the iterations that only warm the tables.
    armed: bool,
    /// The moves from the root to the node being searched (entries past its ply are stale).
    path: Vec<Move>,
    /// The depth each node of the current path last probed its table at; `i32::MAX` for a
    /// node just entered. A probe shallower than the one before is a shallower search of
    /// the same node (chapter 6's internal deepening), which enters it once more.
    probed: Vec<i32>,
}

thread_local! {
    /// The ply of the watched node while the current path leads to it, else `None`.
    static WATCHED_PLY: Cell<Option<usize>> = const { Cell::new(None) };
    /// The depth of the search of the watched node under way: its own, or a shallower one.
    static WATCHED_DEPTH: Cell<i32> = const { Cell::new(0) };
    /// The depth of the watched node's own search, the one recorded.
    static OWN_DEPTH: Cell<i32> = const { Cell::new(0) };
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
    /// The nodes of the shallower searches of the node itself, before its own: the node
    /// entered again at each depth, and the subtrees below.
    pub deepening: u64,
    /// How many moves the node's picker gave a key (`score_move`, `score_quiet`): what
    /// a picker that scores every move pays, and a staged one saves.
    pub keyed: u64,
    /// Something the recorder cannot follow: the trace would be wrong.
    pub problem: Option<String>,
}

impl<O: MoveOrdering> MoveOrdering for Recorder<O> {
    ch00_baseline::previous_chapter!(O, O::NAME, picker = RecordingPicker<O::Picker>);

    fn probe_table(&mut self, board: &Board, probe: TableProbe) -> TableHint {
        if self.probed.len() <= probe.ply {
            self.probed.resize(probe.ply + 1, i32::MAX);
        }
        // A shallower search of a node enters it once more; probing again after the
        // shallower searches, deeper than the probe before, is no new entry.
        let entered_again =
            probe.depth < self.probed[probe.ply] && self.probed[probe.ply] != i32::MAX;
        self.probed[probe.ply] = probe.depth;
        if self.watches(probe.ply) {
            WATCHED_DEPTH.set(probe.depth);
            with_record(|record| record.reached = true);
        }
        if entered_again && self.in_watched_subtree(probe.ply) {
            self.count_node(probe.ply, None);
        }
        self.previous.probe_table(board, probe)
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.path.truncate(ply);
        self.path.push(mv);
        self.probed.truncate(ply + 1);
        if self.in_watched_subtree(ply) {
            self.count_node(ply, Some(mv));
        }
        self.update_watched_ply();
        self.previous.on_move_played(board, ply, mv)
    }

    fn score_move(&self, node: &Node, mv: Move) -> ch00_baseline::sort_key::SortKey {
        count_key(node);
        self.previous.score_move(node, mv)
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> ch00_baseline::sort_key::SortKey {
        count_key(node);
        self.previous.score_quiet(node, mv)
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if self.watches(node.ply) && node.depth == self.depth {
            with_record(|record| record.cutoff = Some(mv));
        }
        self.previous.on_beta_cutoff(node, mv, searched)
    }
}

impl<O: MoveOrdering> Recorder<O> {
    /// A recorder of the node after `target`, searched `depth` plies deep.
    pub(super) fn new(target: Vec<Move>, depth: i32) -> Self {
        WATCHED_PLY.set(None);
        WATCHED_DEPTH.set(0);
        OWN_DEPTH.set(depth);
        REPLAYING.set(false);
        with_record(|record| *record = Record::default());
        Self { target, depth, ..Self::default() }
    }

    /// From now on, record: the next search is the one to watch.
    pub(super) fn arm(&mut self) {
        self.armed = true;
        self.probed.clear();
        self.update_watched_ply();
    }

    pub(super) fn into_record(self) -> Record {
        WATCHED_PLY.set(None);
        with_record(std::mem::take)
    }

    /// Whether the node at `ply` (or a move played from it) is in the watched node's
    /// subtree, the watched node included, in the search being watched.
    fn in_watched_subtree(&self, ply: usize) -> bool {
        let depth = self.target.len();
        self.on_the_line() && ply >= depth && self.path.get(..depth) == Some(&self.target[..])
    }

    /// Whether the search is on the watched line: armed, and every node above the watched
    /// one in its own search, not a shallower one of it (chapter 6's internal deepening
    /// reaches the watched node's position in those too, at other depths).
    fn on_the_line(&self) -> bool {
        let root_depth = self.depth + self.target.len() as i32;
        let own = |ply: usize| self.probed.get(ply) == Some(&(root_depth - ply as i32));
        self.armed && (0..self.target.len()).all(own)
    }

    /// Counts a node of the watched subtree: one entered by playing `mv` from the node at
    /// `ply`, or (`None`) the node at `ply` entered again by a shallower search of it.
    /// Nodes of the watched node's shallower searches count as its deepening; the others
    /// belong to the move the node searched last.
    fn count_node(&self, ply: usize, mv: Option<Move>) {
        let depth = self.target.len();
        let own_search = WATCHED_DEPTH.get() == self.depth;
        let the_node_again = mv.is_none() && ply == depth;
        with_record(|record| match record.searched.last_mut() {
            _ if !own_search || the_node_again => record.deepening += 1,
            Some(last) if ply > depth || mv == Some(last.mv) => last.nodes += 1,
            _ => {
                let problem = format!("the search played {mv:?}, not the move handed out");
                record.problem.get_or_insert(problem);
            }
        });
    }

    /// Tells the picker whether the current path leads to the watched node.
    fn update_watched_ply(&self) {
        let depth = self.target.len();
        let leads = self.on_the_line() && self.path.get(..depth) == Some(&self.target[..]);
        WATCHED_PLY.set(leads.then_some(depth));
    }

    /// Whether the node at `ply` on the current path is the watched one.
    fn watches(&self, ply: usize) -> bool {
        self.on_the_line()
            && ply == self.target.len()
            && self.path.get(..ply) == Some(&self.target[..])
    }
}

/// Counts a key given at `node` if it is the watched node in its own search (a copy of
/// the picker replaying the rest of the order does not count).
fn count_key(node: &Node) {
    let own_search = WATCHED_DEPTH.get() == OWN_DEPTH.get() && node.depth == OWN_DEPTH.get();
    if !REPLAYING.get() && WATCHED_PLY.get() == Some(node.ply) && own_search {
        with_record(|record| record.keyed += 1);
    }
}

/// The ordering's own picker `P`, noting what it hands out at the watched node.
#[derive(Clone)]
pub(super) struct RecordingPicker<P> {
    inner: P,
}

impl<P: MovePicker> MovePicker for RecordingPicker<P> {
    fn new(generation: Generation) -> Self {
        RecordingPicker { inner: P::new(generation) }
    }

    fn next<O: MoveOrdering>(&mut self, ordering: &O, node: &Node) -> Option<ScoredMove> {
        let picked = self.inner.next(ordering, node)?;
        let own_search = WATCHED_DEPTH.get() == OWN_DEPTH.get() && node.depth == OWN_DEPTH.get();
        let watched = WATCHED_PLY.get() == Some(node.ply) && own_search;
        if !REPLAYING.get() && watched {
            let traced = TracedMove { mv: picked.mv, stage: picked.key.stage, nodes: 0 };
            let rest = rest_of_the_order(&self.inner, ordering, node);
            with_record(|record| {
                record.searched.push(traced);
                record.not_searched = rest;
            });
        }
        Some(picked)
    }
}

/// The moves `picker` has not handed out, in the order it would hand them out now.
/// A copy of the picker hands them out, so the search's own picker does not move.
fn rest_of_the_order<P: MovePicker, O: MoveOrdering>(
    picker: &P,
    ordering: &O,
    node: &Node,
) -> Vec<PendingMove> {
    let mut rest = picker.clone();
    REPLAYING.set(true);
    let order = std::iter::from_fn(|| {
        let picked = rest.next(ordering, node)?;
        Some(PendingMove { mv: picked.mv, stage: picked.key.stage })
    })
    .collect();
    REPLAYING.set(false);
    order
}
