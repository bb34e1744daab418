//! Records the tree a search visits, node by node, through the seams every ordering has,
//! without changing a single decision of the ordering it wraps.
//!
//! The seams say when the search plays a move (`on_move_played`: a child is entered),
//! when a main-search node starts its work (`probe_table`), what it found
//! (`store_result`) and when it cut off (`on_beta_cutoff`). What they do not say, the
//! recorder works out from the position as the search does: a quiescence node's stand
//! pat, whether a node was a draw. The proof computation then checks every main-search
//! score the search reported against the values of the recorded tree, so a recorder that
//! misread the search fails loudly instead of counting a wrong tree.

use std::sync::atomic::AtomicBool;

use ch00_baseline::eval::evaluate;
use ch00_baseline::key::position_key;
use ch00_baseline::moves::{legal_moves, tactical_moves};
use ch00_baseline::ordering::{MoveOrdering, Node, NodeResult, TableHint, TableProbe};
use ch00_baseline::position::Position;
use ch00_baseline::score::{DRAW, Score, mated_in};
use ch00_baseline::search::{Limits, SearchStats, TreeRules, is_draw, search};
use cozy_chess::{Board, Move};

use super::proof::{SearchedNode, TreeSize, minimal_tree};

/// `O`, recording each iteration of iterative deepening as a tree and adding up the
/// sizes of the trees and of their minimal trees.
#[derive(Default)]
pub struct Recorded<O> {
    previous: O,
    /// The engine's rules: the search runs with them (`Limits::depth`), and the recorder
    /// reads draws and stand pats by them.
    rules: TreeRules,
    /// The game's positions before the root, then the search path's, as the search keeps
    /// them for repetitions.
    path: Vec<u64>,
    earlier: usize,
    nodes: Vec<SearchedNode>,
    /// The node being searched at each ply, and its remaining depth.
    at_ply: Vec<(u32, i32)>,
    searched: TreeSize,
    minimal: TreeSize,
    error: Option<String>,
}

impl<O: MoveOrdering> MoveOrdering for Recorded<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);

    fn probe_table(&mut self, board: &Board, probe: TableProbe) -> TableHint {
        if probe.ply == 0 {
            self.finish_iteration();
            self.enter(board, None, probe.depth);
        }
        // A main-search node that probes is no draw: if it has no move, it is mate or
        // stalemate, and a move played from it makes it a node with moves.
        let (index, depth) = self.at_ply[probe.ply];
        let node = &mut self.nodes[index as usize];
        node.floor = Some(if board.checkers().is_empty() { DRAW } else { mated_in(probe.ply) });
        if depth != probe.depth {
            self.fail(format!("ply {}: depth {} recorded as {depth}", probe.ply, probe.depth));
        }
        self.previous.probe_table(board, probe)
    }

    fn internal_deepening_depth(&self, depth: i32, table_move: Option<Move>) -> Option<i32> {
        let shallower = self.previous.internal_deepening_depth(depth, table_move);
        // Searching a node twice would record it twice; no chapter's engine does.
        assert!(shallower.is_none(), "the recorder cannot follow internal deepening");
        shallower
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        let (index, _) = self.at_ply[result.ply];
        self.nodes[index as usize].reported = Some(result.score);
        self.previous.store_result(board, result);
    }

    fn on_move_played(&mut self, board: &Board, ply: usize, mv: Move) {
        let (parent, depth) = self.at_ply[ply];
        let first_child = self.nodes.len() == parent as usize + 1;
        let parent_node = &mut self.nodes[parent as usize];
        if parent_node.quiescence {
            // A move was searched: from now on only a cutoff leaves moves out.
            parent_node.complete |= first_child;
        } else {
            parent_node.floor = None;
        }
        self.path.truncate(self.earlier + ply);
        self.path.push(position_key(board));
        let mut child = board.clone();
        child.play_unchecked(mv);
        let child_depth = if parent_node.quiescence { 0 } else { depth - 1 };
        self.enter(&child, Some(parent), child_depth);
        self.previous.on_move_played(board, ply, mv);
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        let (index, _) = self.at_ply[node.ply];
        let moves = if node.depth > 0 || self.in_check_in_quiescence(node.board) {
            legal_moves(node.board).len()
        } else {
            tactical_moves(node.board).len()
        };
        self.nodes[index as usize].complete = searched.len() + 1 == moves;
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}

impl<O: MoveOrdering> Recorded<O> {
    /// A recorder for a search from `position`, whose earlier positions count for
    /// repetitions as they do in the search.
    pub fn new(position: &Position) -> Self {
        let path = position.earlier_hashes().to_vec();
        Self { earlier: path.len(), path, ..Self::default() }
    }

    fn in_check_in_quiescence(&self, board: &Board) -> bool {
        self.rules.quiescence_evasions && !board.checkers().is_empty()
    }

    /// Records the node the search enters at `board`, `depth` plies from the horizon.
    fn enter(&mut self, board: &Board, parent: Option<u32>, depth: i32) {
        let ply = parent.map_or(0, |parent| self.nodes[parent as usize].ply as usize + 1);
        let quiescence = depth <= 0;
        let (floor, complete) = if quiescence {
            self.quiescence_floor(board, ply)
        } else {
            // Until it probes the table, a main-search node is a draw the search saw.
            (Some(DRAW), true)
        };
        let ply_u8 = u8::try_from(ply).expect("the search stops before ply 128");
        let node =
            SearchedNode { parent, ply: ply_u8, quiescence, floor, complete, reported: None };
        self.at_ply.truncate(ply);
        self.at_ply.push((self.nodes.len() as u32, depth));
        self.nodes.push(node);
    }

    /// A quiescence node's value before any move, as the search computes it, and whether
    /// it has no move to search (then that value is exact even if it stands pat).
    fn quiescence_floor(&self, board: &Board, ply: usize) -> (Option<Score>, bool) {
        let rules = self.rules;
        if rules.quiescence_draws && is_draw(board, &self.path, rules.repetitions_for_draw) {
            return (Some(DRAW), true);
        }
        if self.in_check_in_quiescence(board) {
            (Some(mated_in(ply)), legal_moves(board).is_empty())
        } else {
            (Some(rules.grain(evaluate(board))), tactical_moves(board).is_empty())
        }
    }

    fn fail(&mut self, error: String) {
        self.error.get_or_insert(error);
    }

    /// Adds the iteration just recorded to the sums, and forgets it.
    fn finish_iteration(&mut self) {
        if self.nodes.is_empty() {
            return;
        }
        match minimal_tree(&self.nodes) {
            Ok((_, size)) => self.minimal += size,
            Err(error) => self.fail(error),
        }
        for node in &self.nodes {
            self.searched += if node.quiescence {
                TreeSize { main: 0, quiescence: 1 }
            } else {
                TreeSize { main: 1, quiescence: 0 }
            };
        }
        self.nodes.clear();
        self.at_ply.clear();
    }
}

/// A search and the minimal trees of its iterations, added up.
#[derive(Clone, Copy, Debug)]
pub struct MinimalTreeSearch {
    pub stats: SearchStats,
    pub minimal: TreeSize,
}

/// Searches `position` to `depth` with ordering `O` and a table of `megabytes`, and
/// measures the minimal tree of every iteration it searched. Errs if the recorded tree
/// is not the one the search counted or scored.
pub fn minimal_tree_search<O: MoveOrdering>(
    position: &Position,
    depth: u32,
    megabytes: usize,
) -> Result<MinimalTreeSearch, String> {
    let mut recorder = Recorded::<O>::new(position);
    recorder.set_table_megabytes(megabytes);
    let result =
        search(position, &mut recorder, &Limits::depth(depth), &AtomicBool::new(false), |_| {});
    recorder.finish_iteration();
    if let Some(error) = recorder.error {
        return Err(error);
    }
    let counted = TreeSize {
        main: result.stats.nodes - result.stats.quiescence_nodes,
        quiescence: result.stats.quiescence_nodes,
    };
    if recorder.searched != counted {
        return Err(format!("recorded {:?}, the search counted {counted:?}", recorder.searched));
    }
    Ok(MinimalTreeSearch { stats: result.stats, minimal: recorder.minimal })
}
