//! The minimal tree of small trees built by hand, each small enough to count on paper.

use super::*;

/// Builds a recording in the order a search enters its nodes.
#[derive(Default)]
struct Tree {
    nodes: Vec<SearchedNode>,
}

impl Tree {
    fn push(&mut self, parent: Option<u32>, quiescence: bool, floor: Option<Score>) -> u32 {
        let ply = parent.map_or(0, |parent| self.nodes[parent as usize].ply + 1);
        let node = SearchedNode { parent, ply, quiescence, floor, complete: true, reported: None };
        self.nodes.push(node);
        self.nodes.len() as u32 - 1
    }

    /// A main-search node with moves.
    fn main(&mut self, parent: Option<u32>) -> u32 {
        self.push(parent, false, None)
    }

    /// A quiescence node standing pat at `value` (a leaf, unless children are added).
    fn stand_pat(&mut self, parent: u32, value: Score) -> u32 {
        self.push(Some(parent), true, Some(value))
    }

    /// Marks a node as cut off before its last move.
    fn cut(&mut self, node: u32) {
        self.nodes[node as usize].complete = false;
    }

    fn minimal(&self) -> (Score, TreeSize) {
        minimal_tree(&self.nodes).unwrap()
    }
}

fn size(main: u64, quiescence: u64) -> TreeSize {
    TreeSize { main, quiescence }
}

/// A PV node whose moves are all leaves: every move is needed (each proves it does not
/// beat the best), and the best one proves the value is reached.
#[test]
fn a_pv_node_needs_every_child() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, 10); // worth -10 to the root
    tree.stand_pat(root, -5); // worth 5: the best
    tree.stand_pat(root, 40);
    assert_eq!(tree.minimal(), (5, size(1, 3)));
}

/// Below a PV node, a move that is not the best is a cut node: one refuting reply
/// suffices, and the replies the search tried before it are not part of the proof.
#[test]
fn a_cut_node_needs_one_refutation() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, -20); // the best move: the root is worth 20
    let cut = tree.main(Some(root));
    tree.cut(cut);
    tree.stand_pat(cut, 50); // does not refute: worth -50 to `cut`, which needs -20
    tree.stand_pat(cut, -30); // refutes: worth 30 to `cut`
    assert_eq!(tree.minimal(), (20, size(2, 2)));
}

/// Below a cut node, the refuting move leads to an all node: every one of its moves
/// must be shown not to help.
#[test]
fn an_all_node_needs_every_child() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, 0); // the root is worth 0
    let cut = tree.main(Some(root));
    tree.cut(cut);
    let all = tree.main(Some(cut));
    for value in [10, 20, 0] {
        tree.stand_pat(all, value); // every reply leaves `all` at most 0
    }
    assert_eq!(tree.minimal(), (0, size(3, 4)));
}

/// The search found a refutation first that takes a whole subtree to prove; a later
/// move refutes too, with a single node. The minimal tree takes the cheaper one.
#[test]
fn the_cheapest_refutation_need_not_be_the_first() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, -20);
    let cut = tree.main(Some(root));
    tree.cut(cut);
    let expensive = tree.main(Some(cut));
    tree.stand_pat(expensive, 50);
    tree.stand_pat(expensive, 40);
    let cheap = tree.stand_pat(cut, -30);
    assert_eq!(tree.minimal(), (20, size(2, 2)));
    // Without the cheap one, the expensive refutation is the proof.
    tree.nodes.truncate(cheap as usize);
    assert_eq!(tree.minimal(), (20, size(3, 3)));
}

/// A stand pat proves a lower bound by itself, captures or not; it cannot prove an upper
/// bound while captures were left unsearched.
#[test]
fn stand_pat_proves_lower_bounds_only() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, -20);
    let cut = tree.main(Some(root));
    tree.cut(cut);
    let unsearched = tree.stand_pat(cut, -30); // a stand-pat cutoff with captures left
    tree.cut(unsearched);
    let searched = tree.stand_pat(cut, -25); // stands pat too, after searching its capture
    tree.stand_pat(searched, 60);
    assert_eq!(tree.minimal(), (20, size(2, 3)));
}

/// Along the principal variation every node needs every child, one of them exactly.
#[test]
fn the_principal_variation_is_proven_exactly() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    let pv = tree.main(Some(root));
    tree.stand_pat(pv, 7); // `pv` is worth -7, the root 7
    tree.stand_pat(pv, 9);
    tree.stand_pat(root, 100); // a bad move for the root, a leaf
    assert_eq!(tree.minimal(), (7, size(2, 3)));
}

/// Of two moves that reach the root's value, the cheaper one is proven exactly.
#[test]
fn the_cheaper_of_two_best_moves_is_proven_exactly() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    let deep = tree.main(Some(root));
    tree.stand_pat(deep, 7);
    tree.stand_pat(deep, 9); // `deep` is worth -7: exactly takes both replies, at least one
    tree.stand_pat(root, -7); // also worth 7 to the root, exactly, in one node
    // The root, `deep` at least -7 (itself and one reply), the leaf exactly: four nodes,
    // where proving `deep` exactly would take five.
    assert_eq!(tree.minimal(), (7, size(2, 2)));
}

/// A recording whose values disagree with what the search reported is refused: the
/// lab's model of the search would be wrong.
#[test]
fn a_disagreement_with_the_search_is_an_error() {
    let mut tree = Tree::default();
    let root = tree.main(None);
    tree.stand_pat(root, -3);
    tree.nodes[0].reported = Some(4);
    assert!(minimal_tree(&tree.nodes).unwrap_err().contains("reported 4"));
    tree.nodes[0].reported = Some(3);
    assert_eq!(tree.minimal().0, 3);
    tree.nodes[1].parent = Some(1);
    assert!(minimal_tree(&tree.nodes).is_err(), "a node must come after its parent");
}
