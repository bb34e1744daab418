//! The node each chapter's page shows: a position of the project's suites, a depth that
//! searches in well under a second, and the line of moves to the node (chapter 3: to two
//! sibling nodes, one storing a killer, the next trying it). Each was chosen
//! where the chapter's technique changes the order at the node; chapter 10, whose order is
//! chapter 9's everywhere, shows a node where the table move cuts off before anything is
//! generated.

use ch00_baseline::suite::realistic_suite;

/// The nodes of a scout search a page shows (a chapter's own, or the reader's), and
/// where their position comes from.
pub struct NodeSpec {
    /// Where the position comes from, in words.
    pub source: String,
    pub fen: String,
    pub depth: u32,
    /// One line of UCI moves per node, from the root, in the order the search reaches
    /// them; empty for the root.
    pub lines: Vec<String>,
}

/// Chapter 3's two siblings: castling refutes 9. Be3 and, as a killer, 9. Be2.
const CASTLES: &[&str] = &["b1c3 f8g7 c1e3", "b1c3 f8g7 f1e2"];

/// Every chapter's node: its package, the realistic suite's position, the depth, the lines.
const NODES: [(&str, &str, u32, &[&str]); 11] = [
    ("ch00-baseline", "game1-ply56", 4, &[""]),
    ("ch01-pick-move", "game1-ply56", 4, &[""]),
    ("ch02-mvv-lva", "game4-ply32", 4, &["g2g4"]),
    ("ch03-killers", "game2-ply14", 5, CASTLES),
    ("ch04-tt-move", "game4-ply14", 5, &[""]),
    ("ch05-tie-breaking", "game3-ply14", 5, &[""]),
    ("ch06-micro-max", "game3-ply14", 5, &[""]),
    ("ch07-history", "game3-ply32", 5, &[""]),
    ("ch08-continuation-history", "game3-ply32", 5, &[""]),
    ("ch09-see", "game3-ply32", 4, &[""]),
    ("ch10-staged-picker", "game1-ply32", 5, &[""]),
];

/// Nodes for a chapter's lab notes, where its order costs more below the node than the
/// previous chapter's: chapter 3's killers, taken from a sibling, fail here and are
/// searched before the move that cuts off.
const LAB_NODES: [(&str, &str, u32, &[&str]); 1] =
    [("ch03-killers", "game4-ply32", 5, &["a2c3 a8d8"])];

/// The node of `chapter` (its package name), if it has one.
pub fn for_chapter(chapter: &str) -> Option<NodeSpec> {
    find(&NODES, chapter)
}

/// The lab notes' node of `chapter`, if it has one.
pub fn for_lab(chapter: &str) -> Option<NodeSpec> {
    find(&LAB_NODES, chapter)
}

fn find(nodes: &[(&str, &str, u32, &'static [&'static str])], chapter: &str) -> Option<NodeSpec> {
    let &(_, name, depth, lines) = nodes.iter().find(|node| node.0 == chapter)?;
    let position = realistic_suite().into_iter().find(|position| position.name == name)?;
    let what = crate::position_names::plain_name(name, &position.fen);
    let source = format!("{what} (one of the book's game positions, `{name}`)");
    let lines = lines.iter().map(|line| line.to_string()).collect();
    Some(NodeSpec { source, fen: position.fen, depth, lines })
}
