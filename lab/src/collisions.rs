//! Deliberate key collisions, for chapter 4 and every chapter that keeps its table.
//!
//! A table move may belong to another position: keys collide. Here they collide on
//! purpose: every other probe that finds nothing of its own is answered with the move
//! the table gave another position, as a table whose keys collide would answer, and the
//! engine must not care: it searches no illegal move, perft is unchanged, and the root
//! scores are the ones the same ordering finds with a normal table. Each chapter from 4 on
//! runs these checks on its own engine (its `tests/collisions.rs`); chapter 4 also runs
//! them on a real table that verifies two bits of each key.

use std::sync::atomic::{AtomicU64, Ordering};

use ch00_baseline::ordering::{
    Bound, Generation, MoveOrdering, Node, NodeResult, TableHint, TableProbe, ordered_moves,
};
use ch00_baseline::perft::perft;
use ch00_baseline::score::INFINITY;
use ch00_baseline::sort_key::SortKey;
use ch00_baseline::suite::{bench_suite, run_suite};
use cozy_chess::{Board, Move};

/// The illegal suggestions of every `Colliding` ordering the suite runner built and dropped.
static ILLEGAL_SUGGESTIONS: AtomicU64 = AtomicU64::new(0);

// ANCHOR: colliding
/// `O`, whose table answers as if keys collided: at every other probe, the move it last
/// suggested or was given for some position, whatever the position asking.
#[derive(Default)]
pub struct Colliding<O> {
    inner: O,
    /// The last table move suggested or stored: another position's, by now.
    last_suggestion: Option<Move>,
    probes: u64,
    /// Table moves that were not legal in the position they were suggested for.
    illegal_suggestions: u64,
}

impl<O> Colliding<O> {
    /// `inner`, answering as if its keys collided.
    pub fn new(inner: O) -> Self {
        Self { inner, last_suggestion: None, probes: 0, illegal_suggestions: 0 }
    }
}
// ANCHOR_END: colliding

/// Every seam that sees a move the search is about to play, or has played, checks that
/// it is legal where it is played.
impl<O: MoveOrdering> MoveOrdering for Colliding<O> {
    type Previous = O;
    type Picker = O::Picker;
    const NAME: &'static str = "colliding keys";

    fn previous(&self) -> &O {
        &self.inner
    }

    fn previous_mut(&mut self) -> &mut O {
        &mut self.inner
    }

    fn probe_table(&mut self, board: &Board, node: TableProbe) -> TableHint {
        let mut hint = self.inner.probe_table(board, node);
        self.probes += 1;
        if self.probes.is_multiple_of(2) {
            hint.best_move = self.last_suggestion.or(hint.best_move);
        }
        if hint.best_move.is_some() {
            self.last_suggestion = hint.best_move;
        }
        if hint.best_move.is_some_and(|mv| !board.is_legal(mv)) {
            self.illegal_suggestions += 1;
            ILLEGAL_SUGGESTIONS.fetch_add(1, Ordering::Relaxed);
        }
        hint
    }

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        assert!(node.board.is_legal(mv), "scored an illegal move {mv}");
        self.inner.score_move(node, mv)
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        if let Some(mv) = result.best_move {
            assert!(board.is_legal(mv), "searched an illegal move {mv}");
            self.last_suggestion = Some(mv);
        }
        self.inner.store_result(board, result);
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        assert!(node.board.is_legal(mv), "an illegal move {mv} cut off");
        self.inner.on_beta_cutoff(node, mv, searched);
    }
}

// ANCHOR: same_scores
/// The bench suite with colliding keys: no illegal move anywhere (the seams above
/// assert it), and every root score equal to the one `O` finds with its normal table.
pub fn assert_colliding_keys_cost_order_never_correctness<O: MoveOrdering>() {
    let suite = bench_suite();
    ILLEGAL_SUGGESTIONS.store(0, Ordering::Relaxed);
    let colliding = run_suite::<Colliding<O>>(&suite, |_| {});
    let normal = run_suite::<O>(&suite, |_| {});
    assert!(
        ILLEGAL_SUGGESTIONS.load(Ordering::Relaxed) > 0,
        "the test is void unless the table suggested moves from other positions"
    );
    for (with, without) in colliding.positions.iter().zip(&normal.positions) {
        assert_eq!(with.score, without.score, "{}", with.name);
    }
}
// ANCHOR_END: same_scores

/// Perft through a colliding table equals plain perft on four standard positions.
pub fn assert_perft_unchanged_with_colliding_table<O: MoveOrdering>() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        let board: Board = fen.parse().expect("standard perft position");
        let expected = perft(&ch00_baseline::ordering::NoOrdering, &board, 3);
        let mut colliding = Colliding::new(O::default());
        assert_eq!(perft_through_table(&mut colliding, &board, 3, 0), expected, "{fen}");
        assert!(colliding.illegal_suggestions > 0, "no collision tested on {fen}");
    }
}

/// Perft that asks the table at every node, as the search does, and stores the first
/// move it searched: table moves reorder the list and never add to it.
fn perft_through_table<O: MoveOrdering>(
    ordering: &mut O,
    board: &Board,
    depth: i32,
    ply: usize,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let probe = TableProbe { depth, ply, alpha: -INFINITY, beta: INFINITY };
    let hint = ordering.probe_table(board, probe);
    let node = Node { board, ply, depth, table_move: hint.best_move };
    let moves = ordered_moves(ordering, &node, Generation::AllMoves);
    let mut leaves = 0;
    for &mv in &moves {
        let mut child = board.clone();
        child.play_unchecked(mv);
        leaves += perft_through_table(ordering, &child, depth - 1, ply + 1);
    }
    let result =
        NodeResult { depth, ply, score: 0, bound: Bound::Lower, best_move: moves.first().copied() };
    ordering.store_result(board, &result);
    leaves
}

/// The two collision tests, for a chapter's `tests/collisions.rs`:
/// `ordering_lab::collision_tests!(TheOrdering);`.
#[macro_export]
macro_rules! collision_tests {
    ($ordering:ty) => {
        #[test]
        fn colliding_keys_cost_order_never_correctness() {
            $crate::collisions::assert_colliding_keys_cost_order_never_correctness::<$ordering>();
        }

        #[test]
        fn perft_is_unchanged_when_every_node_asks_a_colliding_table() {
            $crate::collisions::assert_perft_unchanged_with_colliding_table::<$ordering>();
        }
    };
}
