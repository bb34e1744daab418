//! The smallest part of a searched tree that proves its root's value.
//!
//! A node's value is at least `t` when one move refutes `t` (a child worth at most `-t`),
//! or when its stand pat already reaches `t`; it is at most `t` when every move was
//! searched and none beats `t`, and the stand pat does not either. Knuth and Moore's
//! minimal tree is the union of the two proofs that the root is worth exactly its value
//! `v`: below the root the thresholds stay `v` and `-v`, alternating by ply. At a node
//! that must be at least its threshold (a cut node) one refuting child suffices, and the
//! cheapest refutation among the searched children is taken, whichever the search found;
//! at a node that must be at most its threshold (an all node) every child is needed; a
//! node that must be exactly its threshold (a PV node) needs every child, one of them
//! exactly, the one that makes the proof cheapest.

use std::ops::Add;

use ch00_baseline::score::Score;

/// One node of a recorded search, in the order the search entered them (a parent before
/// its children, a subtree before its next sibling).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchedNode {
    /// The index of the parent in the recording; `None` for the root.
    pub parent: Option<u32>,
    /// Distance from the root: the node's threshold is the root's value at even plies
    /// and its negation at odd ones.
    pub ply: u8,
    pub quiescence: bool,
    /// What the node is worth without searching a move: the stand pat in quiescence
    /// (being mated, in check), the value of a leaf the search scored at once (a draw, a
    /// mate, a stalemate). `None` for a main-search node with moves.
    pub floor: Option<Score>,
    /// Whether every move the node had was searched: false after a cutoff that left some
    /// out, and at a stand-pat cutoff with captures left.
    pub complete: bool,
    /// The score the search itself reported for this node, where it reports one: the
    /// computation checks that its own values agree.
    pub reported: Option<Score>,
}

/// Nodes, main search and quiescence apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeSize {
    pub main: u64,
    pub quiescence: u64,
}

impl TreeSize {
    pub fn total(&self) -> u64 {
        self.main + self.quiescence
    }

    fn one(node: &SearchedNode) -> TreeSize {
        if node.quiescence {
            TreeSize { main: 0, quiescence: 1 }
        } else {
            TreeSize { main: 1, quiescence: 0 }
        }
    }

    fn without(self, part: TreeSize) -> TreeSize {
        TreeSize { main: self.main - part.main, quiescence: self.quiescence - part.quiescence }
    }
}

impl Add for TreeSize {
    type Output = TreeSize;
    fn add(self, other: TreeSize) -> TreeSize {
        TreeSize { main: self.main + other.main, quiescence: self.quiescence + other.quiescence }
    }
}

impl std::ops::AddAssign for TreeSize {
    fn add_assign(&mut self, other: TreeSize) {
        *self = *self + other;
    }
}

/// The cheaper of two proofs, by total nodes; `None` is no proof at all.
fn cheaper(a: Option<TreeSize>, b: Option<TreeSize>) -> Option<TreeSize> {
    match (a, b) {
        (Some(a), Some(b)) => Some(if b.total() < a.total() { b } else { a }),
        (a, b) => a.or(b),
    }
}

/// What a node's children offer its proofs, gathered child by child.
#[derive(Clone, Copy)]
struct Children {
    /// The cheapest child proven to be worth at most the child's threshold: a refutation.
    cheapest_refutation: Option<TreeSize>,
    /// Every child proven to be worth at least its threshold; `None` once one cannot be.
    all_bounded: Option<TreeSize>,
    /// The child whose exact proof costs least over its bound proof: (extra nodes,
    /// exact proof, bound proof).
    cheapest_exact: Option<(u64, TreeSize, TreeSize)>,
}

impl Default for Children {
    fn default() -> Self {
        Children {
            cheapest_refutation: None,
            all_bounded: Some(TreeSize::default()),
            cheapest_exact: None,
        }
    }
}

/// The three proofs a node can give about its threshold `t`.
#[derive(Clone, Copy)]
struct Proofs {
    at_least: Option<TreeSize>,
    at_most: Option<TreeSize>,
    exactly: Option<TreeSize>,
}

fn proofs(node: &SearchedNode, children: &Children, threshold: Score) -> Proofs {
    let own = TreeSize::one(node);
    let at_least = if node.floor.is_some_and(|floor| floor >= threshold) {
        Some(own)
    } else {
        children.cheapest_refutation.map(|child| own + child)
    };
    let floor_allows = node.floor.is_none_or(|floor| floor <= threshold);
    let all_children = children.all_bounded.filter(|_| node.complete && floor_allows);
    let at_most = all_children.map(|children| own + children);
    let exactly = all_children.and_then(|bounded| {
        if node.floor == Some(threshold) {
            Some(own + bounded)
        } else {
            let (_, exact, bound) = children.cheapest_exact?;
            Some(own + bounded.without(bound) + exact)
        }
    });
    Proofs { at_least, at_most, exactly }
}

/// Adds a child's proofs to what its parent's children offer.
fn gather(children: &mut Children, child: &Proofs) {
    children.cheapest_refutation = cheaper(children.cheapest_refutation, child.at_most);
    children.all_bounded = match (children.all_bounded, child.at_least) {
        (Some(sum), Some(bound)) => Some(sum + bound),
        _ => None,
    };
    if let (Some(exact), Some(bound)) = (child.exactly, child.at_least) {
        let extra = exact.total() - bound.total().min(exact.total());
        if children.cheapest_exact.is_none_or(|(best, _, _)| extra < best) {
            children.cheapest_exact = Some((extra, exact, bound));
        }
    }
}

/// The value of every node as the search computed it (fail-soft: the best of the stand
/// pat and the children searched), checked against the scores the search reported.
fn values(nodes: &[SearchedNode]) -> Result<Vec<Score>, String> {
    let mut best_child: Vec<Option<Score>> = vec![None; nodes.len()];
    let mut values = vec![0; nodes.len()];
    for (index, node) in nodes.iter().enumerate().rev() {
        if node.parent.map_or(index != 0, |parent| parent as usize >= index) {
            return Err(format!("node {index} does not come after its parent"));
        }
        let value = match (node.floor, best_child[index]) {
            (Some(floor), Some(child)) => floor.max(child),
            (Some(floor), None) => floor,
            (None, Some(child)) => child,
            (None, None) => return Err(format!("node {index} has neither moves nor a value")),
        };
        if let Some(reported) = node.reported.filter(|&reported| reported != value) {
            return Err(format!("node {index}: the search reported {reported}, the tree {value}"));
        }
        values[index] = value;
        if let Some(parent) = node.parent {
            let slot = &mut best_child[parent as usize];
            *slot = Some(slot.map_or(-value, |best| best.max(-value)));
        }
    }
    Ok(values)
}

/// The root's value and the size of the smallest subtree of `nodes` that proves it.
/// An error means the recording is not a search tree, or disagrees with the search.
pub fn minimal_tree(nodes: &[SearchedNode]) -> Result<(Score, TreeSize), String> {
    if nodes.first().is_none_or(|root| root.parent.is_some()) {
        return Err("a recording starts with its root".to_string());
    }
    let root_value = values(nodes)?[0];
    let mut children = vec![Children::default(); nodes.len()];
    for (index, node) in nodes.iter().enumerate().rev() {
        let threshold = if node.ply % 2 == 0 { root_value } else { -root_value };
        let proofs = proofs(node, &children[index], threshold);
        match node.parent {
            Some(parent) => gather(&mut children[parent as usize], &proofs),
            None => {
                let size = proofs.exactly.ok_or("the searched tree proves no root value")?;
                return Ok((root_value, size));
            }
        }
    }
    unreachable!("the first node is the root")
}

#[cfg(test)]
#[path = "proof_tests.rs"]
mod tests;
