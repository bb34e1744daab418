//! The oracle tree: how many nodes the search would visit if, at every node, the move that
//! proved best or refuted it came first. It is the yardstick the results page measures each
//! chapter against ("× oracle tree").
//!
//! No ordering knows the best move before searching, but a search that has already run
//! does: a complete search records, at every node, the move that cut off or raised alpha
//! last, keyed by the position and the remaining depth. The same search is then run again
//! with that move first wherever it is known (every other move keeps the fallback
//! ordering's place). Searching the best move first changes the windows below it, so the
//! second search meets nodes the first never saw and finds better moves at some it did;
//! what it learns is added to the oracle (a newer run's move replaces an older one) and
//! the search is run again, until the node count stops shrinking. The smallest count is
//! the oracle tree of the position at that depth.
//!
//! It is an upper bound on the minimal tree, not the minimal tree itself: one move per
//! position and depth cannot follow every path's window, and a refutation found by a
//! different ordering could be cheaper still. It is what a perfect move ordering of this
//! search, with its quiescence, its iterative deepening and its extensions, would come
//! close to.

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::{MoveOrdering, Node, NodeResult, ScoreThenPick};
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, SearchStats, search};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use cozy_chess::{Board, Move};
use fnv::FnvHashMap;

/// The best or refuting move of each position, by position key and remaining depth
/// (quiescence nodes have depth zero or less).
pub type OracleMoves = FnvHashMap<(u64, i32), Move>;

/// `O`, with the oracle's move, where it knows one, first.
#[derive(Default)]
pub struct Oracle<O> {
    previous: O,
    known: OracleMoves,
    learned: OracleMoves,
}

impl<O: MoveOrdering> MoveOrdering for Oracle<O> {
    // The oracle move goes first whatever the picker of `O` would generate first, so the
    // order is the one chapter 0's picker hands out with it in front.
    ch00_baseline::previous_chapter!(O, "oracle", picker = ScoreThenPick);

    fn score_move(&self, node: &Node, mv: Move) -> SortKey {
        match self.known.get(&(node.board.hash(), node.depth)) {
            Some(&best) if best == mv => Stage::TableMove.key(SortScore::MAX),
            _ => self.previous.score_move(node, mv),
        }
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        if let Some(best) = result.best_move {
            self.learned.insert((board.hash(), result.depth), best);
        }
        self.previous.store_result(board, result);
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        self.learned.insert((node.board.hash(), node.depth), mv);
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}

/// One search of `position` to `depth` with ordering `O` and a table of `megabytes`.
pub fn search_once<O: MoveOrdering>(
    position: &Position,
    depth: u32,
    megabytes: usize,
    ordering: &mut O,
) -> SearchStats {
    ordering.set_table_megabytes(megabytes);
    let stop = AtomicBool::new(false);
    search(position, ordering, &Limits::depth(depth), &stop, |_| {}).stats
}

/// What the oracle found for one position: the node counts of its rounds (the first is
/// the fallback ordering alone) and the smallest one's statistics.
pub struct OracleTree {
    pub rounds: Vec<u64>,
    pub best: SearchStats,
}

/// The oracle tree of `position` at `depth`, over the fallback ordering `O`: rounds until
/// the count stops shrinking, at most `max_rounds`.
pub fn oracle_tree<O: MoveOrdering>(
    position: &Position,
    depth: u32,
    megabytes: usize,
    max_rounds: usize,
) -> OracleTree {
    let mut known = OracleMoves::default();
    let mut rounds = Vec::new();
    let mut best: Option<SearchStats> = None;
    for _ in 0..max_rounds {
        let mut ordering = Oracle::<O> { known, ..Oracle::default() };
        let stats = search_once(position, depth, megabytes, &mut ordering);
        rounds.push(stats.nodes);
        let shrank = best.is_none_or(|best| stats.nodes < best.nodes);
        if shrank {
            best = Some(stats);
        }
        known = ordering.known;
        known.extend(ordering.learned);
        if !shrank {
            break;
        }
    }
    OracleTree { rounds, best: best.expect("at least one round") }
}

#[cfg(test)]
mod tests {
    use ch02_mvv_lva::MvvLva;

    use super::*;

    /// On a small search the oracle must not change the root score, and must search fewer
    /// nodes than the ordering it starts from (the first round is that ordering itself).
    /// The fallback scores its moves through the default frame, as every chapter from 1
    /// on does; chapter 0 hands moves out unscored, so no key of the oracle's would count.
    #[test]
    fn the_oracle_shrinks_the_tree_and_keeps_the_score() {
        let position = Position::from_board(Board::default());
        let depth = 4;
        let tree = oracle_tree::<MvvLva>(&position, depth, 1, 6);
        assert!(tree.rounds.len() >= 2, "{:?}", tree.rounds);
        assert!(tree.best.nodes < tree.rounds[0] / 2, "{:?}", tree.rounds);
        let limits = Limits::depth(depth);
        let stop = AtomicBool::new(false);
        let plain = search(&position, &mut MvvLva::default(), &limits, &stop, |_| {});
        let mut first = Oracle::<MvvLva>::default();
        search(&position, &mut first, &limits, &stop, |_| {});
        let mut second = Oracle::<MvvLva> { known: first.learned, ..Oracle::default() };
        let again = search(&position, &mut second, &limits, &stop, |_| {});
        assert_eq!(plain.score, again.score, "the oracle changes order, never the score");
        assert!(again.stats.nodes < plain.stats.nodes);
    }
}
