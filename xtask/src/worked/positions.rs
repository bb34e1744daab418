//! The node each chapter's page shows: a position of the project's suites, a depth that
//! searches in well under a second, and the line of moves to the node (chapter 3: to two
//! sibling nodes, one storing a killer, the next trying it). Each was chosen
//! where the chapter's technique changes the order at the node; chapters whose order is
//! the previous chapter's everywhere (6 and 10) show the previous chapter's node.

/// A node of a scout search, and where its position comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkedPosition {
    /// The chapter's package name.
    pub chapter: &'static str,
    /// Where the position comes from, in words.
    pub source: &'static str,
    pub fen: &'static str,
    pub depth: u32,
    /// UCI moves from the root to each node shown, in the order the search reaches them;
    /// empty for the root.
    pub lines: &'static [&'static str],
}

const GAME1_PLY56: &str = "8/6pk/3q4/1rp1p1Pp/1n3P2/2Q1P3/1B1P1RP1/6K1 w - - 0 29";
const GAME4_PLY32: &str = "r3k2r/p1n1b2p/1ppq1p1n/3p1bpP/3P4/PP1B1N2/NBP1QPP1/2K1R2R w kq - 8 17";
const GAME2_PLY14: &str = "r1bqkb1r/ppp2p1p/3p1np1/8/2PQPP2/8/PP4PP/RNB1KB1R w KQkq - 0 8";
const GAME4_PLY14: &str = "r2qkbnr/pbnpp2p/1pp2pp1/8/3PP3/PPNB1N2/2P2PPP/R1BQK2R w KQkq - 0 8";
const GAME3_PLY14: &str = "r1bqkb1r/1p2p2p/2n2np1/p1Pp4/8/8/PPP1PPP1/RNBQKBNR w Qkq - 1 8";
const GAME3_PLY32: &str = "r1b2k1r/1p4bp/1qnN2p1/2n3B1/p1Bpp3/8/PPPN1PP1/R2QK2R w Q - 0 17";

/// Chapter 3's two siblings: castling refutes 9. Be3 and, as a killer, 9. Be2.
const CASTLES: &[&str] = &["b1c3 f8g7 c1e3", "b1c3 f8g7 f1e2"];

const fn realistic(
    chapter: &'static str,
    source: &'static str,
    fen: &'static str,
    depth: u32,
    lines: &'static [&'static str],
) -> WorkedPosition {
    WorkedPosition { chapter, source, fen, depth, lines }
}

/// Every chapter's node, in chapter order.
pub const POSITIONS: &[WorkedPosition] = &[
    realistic("ch00-baseline", "game1-ply56 of the realistic suite", GAME1_PLY56, 4, &[""]),
    realistic("ch01-pick-move", "game1-ply56 of the realistic suite", GAME1_PLY56, 4, &[""]),
    realistic("ch02-mvv-lva", "game4-ply32 of the realistic suite", GAME4_PLY32, 4, &["g2g4"]),
    realistic("ch03-killers", "game2-ply14 of the realistic suite", GAME2_PLY14, 5, CASTLES),
    realistic("ch04-tt-move", "game4-ply14 of the realistic suite", GAME4_PLY14, 5, &[""]),
    realistic("ch05-tie-breaking", "game3-ply14 of the realistic suite", GAME3_PLY14, 5, &[""]),
    realistic("ch06-micro-max", "game3-ply14 of the realistic suite", GAME3_PLY14, 5, &[""]),
    realistic("ch07-history", "game3-ply32 of the realistic suite", GAME3_PLY32, 5, &[""]),
    realistic(
        "ch08-continuation-history",
        "game3-ply32 of the realistic suite",
        GAME3_PLY32,
        5,
        &[""],
    ),
    realistic("ch09-see", "game3-ply32 of the realistic suite", GAME3_PLY32, 4, &[""]),
    realistic("ch10-staged-picker", "game3-ply32 of the realistic suite", GAME3_PLY32, 4, &[""]),
];

/// The node of `chapter` (its package name), if it has one.
pub fn for_chapter(chapter: &str) -> Option<&'static WorkedPosition> {
    POSITIONS.iter().find(|position| position.chapter == chapter)
}
