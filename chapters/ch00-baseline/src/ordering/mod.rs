//! The seams through which later chapters add move ordering.
//!
//! The search in this crate never decides an order itself: at every node it asks a
//! [`MoveOrdering`] the questions below, and chapter 0's [`NoOrdering`] answers each with
//! "nothing to add", so moves are searched in the order the generator yields them.
//!
//! 1. **A move suggested by a table** ([`MoveOrdering::probe_table`], with
//!    [`MoveOrdering::store_result`] to fill the table after the node is searched, and
//!    [`MoveOrdering::internal_deepening_depth`] to fill it first when it is empty).
//! 2. **The next move to search** ([`MoveOrdering::next_move`]), asked until there is
//!    none. Chapter 0's answer, [`score_all_then_pick`], generates the node's moves at
//!    the first request, gives each a [`SortKey`] once ([`MoveOrdering::score_move`]),
//!    finishes the keys of the quiet moves when the pick first reaches them
//!    ([`MoveOrdering::score_quiet`]), and picks the best remaining move at every request
//!    ([`MoveOrdering::pick_move`]).
//! 3. **Learning from a cutoff** ([`MoveOrdering::on_beta_cutoff`]).
//!
//! Each chapter's ordering wraps the previous chapter's ([`MoveOrdering::Previous`]) and
//! overrides only the seams its own technique touches: every method it leaves alone is
//! handed to the previous chapter by the defaults below. That is how a chapter crate holds
//! its own feature and nothing else.

mod node;
mod picker;

use cozy_chess::{Board, Move};

pub use node::{Bound, Node, NodeResult, TableHint, TableProbe};
pub use picker::{
    Generation, MovePicker, full_key, ordered_moves, score_all_then_pick, score_moves,
    score_quiet_moves,
};

use crate::moves::ScoredMove;
use crate::sort_key::{SortKey, Stage};

// ANCHOR: seams
/// The seams of move ordering. See the module documentation.
pub trait MoveOrdering: Default + Send + 'static {
    /// The ordering of the chapter before; chapter 0 names itself.
    type Previous: MoveOrdering;

    /// How tables, the UCI `id name` and the book call this ordering: the chapter's
    /// package name for a chapter's own ordering (`ch03-killers`), a short description
    /// for the variants an experiment measures.
    const NAME: &'static str;

    fn previous(&self) -> &Self::Previous;
    fn previous_mut(&mut self) -> &mut Self::Previous;

    /// Forgets everything learned: before each bench position and on `ucinewgame`.
    fn clear(&mut self) {
        self.previous_mut().clear()
    }

    /// A search starts: once per `go`, once per `search_to_depth`, before its first
    /// node. Tables that age their entries count searches here; guessing the start from
    /// the nodes (say, "the root at depth 1") breaks as soon as an ordering deepens at
    /// the root.
    fn on_new_search(&mut self) {
        self.previous_mut().on_new_search()
    }

    /// The size the UCI option `Hash` asks tables to use.
    fn set_table_megabytes(&mut self, megabytes: usize) {
        self.previous_mut().set_table_megabytes(megabytes)
    }

    /// A table of exactly `buckets` buckets that verifies only `key_bits` bits of each
    /// position's key, in place of the one the ordering keeps: with few bits, positions
    /// pass for one another, and the collision tests show that a wrong table move costs
    /// order, never correctness.
    fn set_table_buckets(&mut self, buckets: usize, key_bits: u32) {
        self.previous_mut().set_table_buckets(buckets, key_bits)
    }

    /// Whether this ordering keeps a table that can return stored scores, so that UCI
    /// offers the option `TT Cutoffs`. Chapter 4's table can.
    const HAS_TABLE_CUTOFFS: bool = <Self::Previous as MoveOrdering>::HAS_TABLE_CUTOFFS;

    /// The UCI option `TT Cutoffs`: a table returns a stored score instead of searching
    /// (through [`TableHint::score_cutoff`]). Off by default, and never on in the book's
    /// node counts: the nodes it saves are not an ordering's, and it can change the root
    /// score. On, the engine searches like a full engine, to compare with one at equal depth.
    fn set_table_cutoffs(&mut self, on: bool) {
        self.previous_mut().set_table_cutoffs(on)
    }

    /// Seam 1: asked once per main-search node, before its moves are generated.
    #[inline(always)]
    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        self.previous_mut().probe_table(board, node)
    }

    /// Seam 1, ahead of time: the search has just made the move into `board` and will
    /// soon ask [`MoveOrdering::probe_table`] about it. A table can start loading the
    /// position's entry from memory now, so that the probe finds it in the cache; it must
    /// not change what the probe answers.
    fn prefetch_table(&self, board: &Board) {
        self.previous().prefetch_table(board)
    }

    /// Seam 1, when the table has nothing: the depth of a shallower search of this same
    /// node to run first, so that its best move lands in the table and is searched first
    /// (internal iterative deepening). `None`, the default, searches the node directly.
    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        self.previous().internal_deepening_depth(depth, table_move)
    }

    /// Seam 1, second half: told what a main-search node found.
    #[inline(always)]
    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.previous_mut().store_result(board, result)
    }

    /// Seam 2: the next move to search at `node`, or `None` when every move has been
    /// handed out; the search asks through [`MovePicker::next_move`] until then. The
    /// default frame, [`score_all_then_pick`], generates every move at the first request
    /// and asks `ordering` to score each ([`MoveOrdering::score_move`], then
    /// [`MoveOrdering::score_quiet`] for the quiet moves once the pick reaches them) and to
    /// pick the next ([`MoveOrdering::pick_move`]).
    ///
    /// `ordering` is the ordering the search was given, the last of the chain. This seam
    /// has no `self`: a frame written in an earlier chapter can only score and pick
    /// through `ordering`, so it always uses the last chapter's scores. Must hand out
    /// every move of the picker's [`Generation`] exactly once (a staged picker skips the
    /// generated copies of the moves it handed out early) and never a move that is not
    /// legal.
    fn next_move<O: MoveOrdering>(
        ordering: &O,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        Self::Previous::next_move(ordering, node, picker)
    }

    /// Seam 2, for a picker that hands out moves before generating (a staged picker): the
    /// moves the tables suggest for `stage` at `node` (the table move, the killers), in
    /// the order the tables hold them. They may be illegal here, or belong to another
    /// stage in this position: the picker checks. Each chapter with a table answers for
    /// its own stage and hands the others down.
    fn suggested_moves(&self, node: &Node, stage: Stage) -> [Option<Move>; 2] {
        self.previous().suggested_moves(node, stage)
    }

    /// Seam 2, when the pick reaches a move: the key `mv`, just picked with `key`, moves
    /// to instead of being handed out (it belongs further back after all), or `None` to
    /// hand it out. For a question too costly to ask of every move up front (chapter 9's
    /// exchange evaluation).
    #[inline(always)]
    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        self.previous().demoted_key(node, mv, key)
    }

    /// Seam 2, in the default frame: the key that decides how early `mv` is searched,
    /// a stage and a score within it; higher is earlier. Asked of every generated move,
    /// so the default, which only hands the question on, is inlined into the frame's loop.
    #[inline(always)]
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        self.previous().score_move(node, mv)
    }

    /// Seam 2, in the default frame: the final key of a move that
    /// [`MoveOrdering::score_move`] put in the quiet stage with `key`. The frame asks it
    /// once per quiet move, and only when the pick first reaches the quiet stage: most
    /// nodes cut off on the table move or a capture before that, so work that only orders
    /// the quiet moves among themselves (a check test, a table look-up) belongs here,
    /// not in `score_move`. Must return a key of the quiet stage.
    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        self.previous().score_quiet(node, mv, key)
    }

    /// Seam 2, in the default frame: puts the move to search next at `moves[index]`.
    /// The moves before `index` have been searched; the ones from `index` on have not.
    /// Must only permute the unsearched part, so that no move is searched twice and none
    /// is skipped.
    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        self.previous().pick_move(moves, index)
    }

    /// The search is about to play `mv` from `board`, the position at `ply`, and search
    /// the child at `ply + 1` (main search and quiescence alike). An ordering that needs
    /// the moves that led to a node (countermove, continuation history) keeps them by
    /// ply here: when a node at `ply` is searched, the moves recorded at plies
    /// `0..ply` are exactly its path from the root, since every later entry is written
    /// again before it is read. The search keeps no such stack for orderings that do not
    /// need it.
    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.previous_mut().on_move_played(board, ply, mv)
    }

    /// Seam 3: `mv` scored at least beta at `node`. `searched` are the moves the node
    /// searched before it, in the order they were searched: they did not refute the node,
    /// which an ordering that learns may hold against them (the history heuristic's
    /// malus).
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.previous_mut().on_beta_cutoff(node, mv, searched)
    }
}
// ANCHOR_END: seams

// ANCHOR: previous_chapter
/// The plumbing every chapter's `impl MoveOrdering` needs, in one line: the previous
/// chapter's ordering (kept in a field named `previous`) and this ordering's name.
///
/// ```ignore
/// impl MoveOrdering for Killers {
///     ch00_baseline::previous_chapter!(MvvLva, "ch03-killers");
///     // ...only the methods of the chapter's own technique...
/// }
/// ```
#[macro_export]
macro_rules! previous_chapter {
    ($previous:ty, $name:expr) => {
        type Previous = $previous;
        const NAME: &'static str = $name;

        fn previous(&self) -> &$previous {
            &self.previous
        }

        fn previous_mut(&mut self) -> &mut $previous {
            &mut self.previous
        }
    };
}
// ANCHOR_END: previous_chapter

// ANCHOR: no_ordering
/// Chapter 0: no ordering at all. Every move is unranked and the pick leaves the list
/// as it is, so the search takes the moves in generation order. It overrides every method, which also ends the chain of
/// `Previous` (it is its own previous).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoOrdering;

impl MoveOrdering for NoOrdering {
    type Previous = NoOrdering;
    const NAME: &'static str = "ch00-baseline";

    fn previous(&self) -> &Self::Previous {
        self
    }

    fn previous_mut(&mut self) -> &mut Self::Previous {
        self
    }

    fn clear(&mut self) {}

    fn on_new_search(&mut self) {}

    fn set_table_megabytes(&mut self, _megabytes: usize) {}

    fn set_table_buckets(&mut self, _buckets: usize, _key_bits: u32) {}

    const HAS_TABLE_CUTOFFS: bool = false;

    fn set_table_cutoffs(&mut self, _on: bool) {}

    fn probe_table(&mut self, _board: &Board, _node: TableProbe) -> TableHint {
        TableHint::default()
    }

    fn prefetch_table(&self, _board: &Board) {}

    fn internal_deepening_depth(&self, _depth: i32, _table_move: Option<Move>) -> Option<i32> {
        None
    }

    fn store_result(&mut self, _board: &Board, _result: &NodeResult) {}

    fn next_move<O: MoveOrdering>(
        ordering: &O,
        node: &Node,
        picker: &mut MovePicker,
    ) -> Option<Move> {
        score_all_then_pick(ordering, node, picker)
    }

    fn suggested_moves(&self, _node: &Node, _stage: Stage) -> [Option<Move>; 2] {
        [None, None]
    }

    fn demoted_key(&self, _node: &Node, _mv: Move, _key: SortKey) -> Option<SortKey> {
        None
    }

    fn score_move(&self, _node: &Node, _mv: Move) -> SortKey {
        SortKey::UNRANKED
    }

    fn score_quiet(&self, _node: &Node, _mv: Move, key: SortKey) -> SortKey {
        key
    }

    fn pick_move(&self, _moves: &mut [ScoredMove], _index: usize) {}

    fn on_move_played(&mut self, _board: &Board, _ply: usize, _mv: Move) {}

    fn on_beta_cutoff(&mut self, _node: &Node, _mv: Move, _searched: &[Move]) {}
}
// ANCHOR_END: no_ordering
