//! The seams through which later chapters add move ordering.
//!
//! The search in this crate never decides an order itself: at every node it asks a
//! [`MoveOrdering`] the questions below, and chapter 0's [`NoOrdering`] answers each with
//! "nothing to add", so moves are searched in the order the generator yields them.
//!
//! 1. **A move suggested by a table** ([`MoveOrdering::probe_table`], with
//!    [`MoveOrdering::store_result`] to fill the table after the node is searched).
//! 2. **The next move to search**, from the ordering's [`MoveOrdering::Picker`]. Chapter
//!    0's picker, [`ScoreThenPick`], generates the node's moves at the first request,
//!    gives each a [`SortKey`] once ([`MoveOrdering::score_move`]), scores the quiet
//!    moves when the pick first reaches them ([`MoveOrdering::score_quiet`]), and picks
//!    the best remaining move at every request ([`MoveOrdering::pick_move`]).
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
pub use picker::{Generation, MovePicker, ScoreThenPick, full_key, ordered_moves};

use crate::moves::ScoredMove;
use crate::sort_key::SortKey;

// ANCHOR: seams
/// The seams of move ordering. See the module documentation.
pub trait MoveOrdering: Default + Send + 'static {
    /// The ordering of the chapter this one builds on; chapter 0 names itself.
    type Previous: MoveOrdering;

    /// What hands out a node's moves: chapter 0's [`ScoreThenPick`] until chapter
    /// 10's staged picker.
    type Picker: MovePicker;

    /// How tables, the UCI `id name` and the book call this ordering: the chapter's
    /// package name for a chapter's own ordering (`ch03-killers`), a short
    /// description for the variants an experiment measures.
    const NAME: &'static str;

    fn previous(&self) -> &Self::Previous;
    fn previous_mut(&mut self) -> &mut Self::Previous;

    /// Forgets everything learned: before each bench position and on `ucinewgame`.
    fn clear(&mut self) {
        self.previous_mut().clear()
    }

    /// A search starts: once per `go`, once per `search_to_depth`, before its first
    /// node. Tables that age their entries count searches here.
    fn on_new_search(&mut self) {
        self.previous_mut().on_new_search()
    }

    /// The size the UCI option `Hash` asks tables to use.
    fn set_table_megabytes(&mut self, megabytes: usize) {
        self.previous_mut().set_table_megabytes(megabytes)
    }

    /// Whether this ordering keeps a table that can return stored scores, so that UCI
    /// offers the option `TT Cutoffs`. Chapter 4's table can.
    const HAS_TABLE_CUTOFFS: bool = <Self::Previous as MoveOrdering>::HAS_TABLE_CUTOFFS;

    /// The UCI option `TT Cutoffs`: a table returns a stored score instead of
    /// searching (through [`TableHint::score_cutoff`]). Off by default, and never on
    /// in the book's node counts: the nodes it saves are not an ordering's, and it
    /// can change the root score. On, the engine searches like a full engine, to
    /// compare with one at equal depth.
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
    /// position's entry from memory now, so that the probe finds it in the cache; it
    /// must not change what the probe answers.
    #[inline(always)]
    fn prefetch_table(&self, board: &Board) {
        self.previous().prefetch_table(board)
    }

    /// Seam 1, when the table has nothing to say yet: the depth of a shallower search
    /// of this same node to run first, so that its best move lands in the table and
    /// is searched first (internal iterative deepening, chapter 6). `None` searches
    /// the node directly.
    #[inline(always)]
    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        self.previous().internal_deepening_depth(depth, table_move)
    }

    /// Seam 1, second half: told what a main-search node found.
    #[inline(always)]
    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.previous_mut().store_result(board, result)
    }

    /// Seam 2: the key that decides how early `mv` is searched, a stage and a score
    /// within it; greater is earlier. A move put in the quiet stage gets its key
    /// later, from [`MoveOrdering::score_quiet`]. Asked of every generated move, so
    /// the default, which only hands the question on, is inlined into the picker's
    /// loop.
    #[inline(always)]
    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        self.previous().score_move(node, mv)
    }

    /// Seam 2: the key of `mv`, a move [`MoveOrdering::score_move`] put in the quiet
    /// stage: its score there and the tie-break between equal scores. Asked once per
    /// quiet move, and only when the pick first reaches the quiet moves: most nodes
    /// cut off on the table move or a capture before that, and by then the searches
    /// of the node's first moves have taught the tables what they had to teach (the
    /// history heuristic reads them as they are then). Must return a key of the quiet
    /// stage.
    #[inline(always)]
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        self.previous().score_quiet(node, mv)
    }

    /// Seam 2: puts the move to search next at `moves[index]`. The moves before
    /// `index` have been searched; the ones from `index` on have not. Must only
    /// permute the unsearched part, so that no move is searched twice and none is
    /// skipped.
    #[inline(always)]
    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        self.previous().pick_move(moves, index)
    }

    /// Seam 2, when the pick reaches a move: the key `mv`, just picked with `key`,
    /// moves to instead of being handed out (it belongs further back after all), or
    /// `None` to hand it out. For a question too costly to ask of every move up front
    /// (chapter 9's exchange evaluation).
    #[inline(always)]
    fn demoted_key(&self, node: &Node, mv: Move, key: SortKey) -> Option<SortKey> {
        self.previous().demoted_key(node, mv, key)
    }

    /// Seam 2, for a picker that tries the killers before generating the quiet moves
    /// (chapter 10): the killer moves of `ply` (chapter 3), newest first. They may be
    /// illegal at the node, or captures there: the picker checks.
    #[inline(always)]
    fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.previous().killers(ply)
    }

    /// The search is about to play `mv` from `board`, the position at `ply`, and
    /// search the child at `ply + 1` (main search and quiescence alike). An ordering
    /// that needs the moves that led to a node (chapter 8's countermove and
    /// continuation history) keeps them by ply here: when a node at `ply` is
    /// searched, the moves recorded at plies `0..ply` are exactly its path from the
    /// root, since every later entry is written again before it is read.
    #[inline(always)]
    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        self.previous_mut().on_move_played(board, ply, mv)
    }

    /// Seam 3: `mv` scored at least beta at `node`. `searched` are the moves the node
    /// searched before it, in the order they were searched: they did not refute the
    /// node, which an ordering that learns may hold against them (the history
    /// heuristic's malus).
    #[inline(always)]
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.previous_mut().on_beta_cutoff(node, mv, searched)
    }
}
// ANCHOR_END: seams

// ANCHOR: previous_chapter
/// The plumbing every chapter's `impl MoveOrdering` needs, in one line: the ordering
/// it builds on (kept in a field named `previous`), this ordering's name and, unless
/// given (`picker = ...`), the picker of the ordering it builds on.
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
        $crate::previous_chapter!(
            $previous,
            $name,
            picker = <$previous as $crate::ordering::MoveOrdering>::Picker
        );
    };
    ($previous:ty, $name:expr, picker = $picker:ty) => {
        type Previous = $previous;
        type Picker = $picker;
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
/// as it is, so the search takes the moves in generation order. It overrides every
/// method, which also ends the chain of `Previous` (it is its own previous).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoOrdering;

impl MoveOrdering for NoOrdering {
    type Previous = NoOrdering;
    type Picker = ScoreThenPick;
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

    fn score_move(&self, _node: &Node, _mv: Move) -> SortKey {
        SortKey::UNRANKED
    }

    fn score_quiet(&self, _node: &Node, _mv: Move) -> SortKey {
        SortKey::UNRANKED
    }

    fn pick_move(&self, _moves: &mut [ScoredMove], _index: usize) {}

    fn demoted_key(&self, _node: &Node, _mv: Move, _key: SortKey) -> Option<SortKey> {
        None
    }

    fn killers(&self, _ply: usize) -> [Option<Move>; 2] {
        [None, None]
    }

    fn on_move_played(&mut self, _board: &Board, _ply: usize, _mv: Move) {}

    fn on_beta_cutoff(&mut self, _node: &Node, _mv: Move, _searched: &[Move]) {}
}
// ANCHOR_END: no_ordering
