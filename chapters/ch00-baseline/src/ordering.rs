//! The seams through which later chapters add move ordering.
//!
//! The search in this crate never decides an order itself: at every node it asks a
//! [`MoveOrdering`] four things, and chapter 0's [`NoOrdering`] answers each with "do
//! nothing", so moves are searched in the order the generator yields them.
//!
//! 1. **A move suggested by a table** ([`MoveOrdering::probe_table`], with
//!    [`MoveOrdering::store_result`] to fill the table after the node is searched).
//! 2. **Scoring the moves of a node** ([`MoveOrdering::score_move`]), once per move, before
//!    the move loop starts.
//! 3. **Picking the next move** ([`MoveOrdering::pick_move`]) at each index of the loop.
//! 4. **Learning from a cutoff** ([`MoveOrdering::on_beta_cutoff`]).
//!
//! Each chapter's ordering wraps the previous chapter's ([`MoveOrdering::Previous`]) and
//! overrides only the seams its own technique touches: every method it leaves alone is
//! handed to the previous chapter by the defaults below. That is how a chapter crate holds
//! its own feature and nothing else.

use cozy_chess::{Board, Move};

use crate::moves::{MoveList, ScoredMove, SortScore};
use crate::score::Score;

/// What the search tells the ordering about the node whose moves it is ordering.
#[derive(Clone, Copy, Debug)]
pub struct Node<'a> {
    pub board: &'a Board,
    /// Distance from the root, in plies.
    pub ply: usize,
    /// Remaining depth; zero or less in quiescence search.
    pub depth: i32,
    /// The move [`MoveOrdering::probe_table`] suggested for this node, if any.
    /// It may not even be legal here (table keys collide): the search only ever plays
    /// moves of its own legal move list, so a stale suggestion can cost order, never
    /// correctness.
    pub table_move: Option<Move>,
}

/// How a node's score relates to its true value, given the window it was searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact: it fell inside the window.
    Exact,
    /// A move reached beta: the true value is at least the score.
    Lower,
    /// No move reached alpha: the true value is at most the score.
    Upper,
}

/// What a node found, handed to [`MoveOrdering::store_result`] when it is done.
#[derive(Clone, Copy, Debug)]
pub struct NodeResult {
    pub depth: i32,
    pub ply: usize,
    pub score: Score,
    pub bound: Bound,
    /// The move that raised alpha last, or caused the cutoff; `None` if no move raised alpha.
    pub best_move: Option<Move>,
    /// The best-scoring move even when none raised alpha (fail-soft keeps it).
    pub highest_move: Option<Move>,
}

/// What a table lookup gives the search.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableHint {
    /// A move to order first.
    pub best_move: Option<Move>,
    /// A score to return at once, without searching. Move ordering never sets this: a
    /// score cutoff saves nodes by skipping the search, not by ordering it, and changes
    /// what the search can prove. Chapter 4 uses it only in a separately labelled
    /// experiment.
    pub score_cutoff: Option<Score>,
}

// ANCHOR: seams
/// The four seams of move ordering. See the module documentation.
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

    /// Seam 1: asked once per main-search node, before its moves are generated.
    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        self.previous_mut().probe_table(board, node)
    }

    /// Seam 1, when the table has nothing: the depth of a shallower search of this same
    /// node to run first, so that its best move lands in the table and is searched first
    /// (internal iterative deepening). `None`, the default, searches the node directly.
    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        self.previous().internal_deepening_depth(depth, table_move)
    }

    /// Seam 1, second half: told what a main-search node found.
    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        self.previous_mut().store_result(board, result)
    }

    /// Seam 2: how early a move should be searched; higher is earlier.
    fn score_move(&self, node: &Node, mv: Move) -> SortScore {
        self.previous().score_move(node, mv)
    }

    /// Seam 3: puts the move to search next at `moves[index]`. The moves before `index`
    /// have been searched; the ones from `index` on have not. Must only permute the
    /// unsearched part, so that no move is searched twice and none is skipped.
    fn pick_move(&self, moves: &mut [ScoredMove], index: usize) {
        self.previous().pick_move(moves, index)
    }

    /// Seam 4: `mv`, the move at `index` in the node's list, scored at least beta.
    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, index: usize) {
        self.previous_mut().on_beta_cutoff(node, mv, index)
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

// ANCHOR: score_moves
/// Gives every move of a node its sort score, once, before the first move is searched.
/// Picking then only compares numbers.
pub fn score_moves<O: MoveOrdering>(ordering: &O, node: &Node, moves: &mut MoveList) {
    for scored in moves.iter_mut() {
        scored.score = ordering.score_move(node, scored.mv);
    }
}
// ANCHOR_END: score_moves

/// The window and depth of the node asking the table.
#[derive(Clone, Copy, Debug)]
pub struct TableProbe {
    pub depth: i32,
    pub ply: usize,
    pub alpha: Score,
    pub beta: Score,
}

// ANCHOR: no_ordering
/// Chapter 0: no ordering at all. Every seam does nothing, so the search takes the moves
/// in generation order. It overrides every method, which also ends the chain of
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

    fn probe_table(&mut self, _board: &Board, _node: TableProbe) -> TableHint {
        TableHint::default()
    }

    fn internal_deepening_depth(&self, _depth: i32, _table_move: Option<Move>) -> Option<i32> {
        None
    }

    fn store_result(&mut self, _board: &Board, _result: &NodeResult) {}

    fn score_move(&self, _node: &Node, _mv: Move) -> SortScore {
        0
    }

    fn pick_move(&self, _moves: &mut [ScoredMove], _index: usize) {}

    fn on_beta_cutoff(&mut self, _node: &Node, _mv: Move, _index: usize) {}
}
// ANCHOR_END: no_ordering
