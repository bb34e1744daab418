//! Static exchange evaluation on hand-checked positions: each case says why its value is
//! what it is, in the units of `see_value` (pawn 100, knight and bishop 300, rook 500,
//! queen 900).

use ch09_see::{see, see_ge};
use cozy_chess::{Board, Move};

/// `(fen, move, value, why)`
const CASES: [(&str, &str, i32, &str); 13] = [
    ("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 100, "an undefended pawn is won"),
    (
        "4k3/8/2p5/3p4/8/3Q4/8/4K3 w - - 0 1",
        "d3d5",
        -800,
        "queen takes a pawn the c6 pawn defends: a pawn for the queen",
    ),
    (
        "4k3/8/5n2/3n4/8/4N3/8/4K3 w - - 0 1",
        "e3d5",
        0,
        "knight for knight, nothing left to recapture",
    ),
    (
        "4k3/3r4/8/3p4/8/8/3R4/3R1K2 w - - 0 1",
        "d2d5",
        100,
        "x-ray: the d1 rook recaptures through d2, so black does better not to take",
    ),
    (
        "3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1",
        "d2d5",
        -400,
        "both sides doubled: after Rxd5 white stops rather than lose the second rook too",
    ),
    (
        "4k3/8/1n6/3pK3/8/8/8/3Q4 w - - 0 1",
        "d1d5",
        -500,
        "the king recaptures the knight: the square is no longer defended",
    ),
    (
        "4k3/5b2/1n6/3pK3/8/8/8/3Q4 w - - 0 1",
        "d1d5",
        -800,
        "the king may not take the knight: the f7 bishop still defends d5",
    ),
    (
        "rn2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7b8q",
        200,
        "capture and promote (knight plus queen less pawn), then the a8 rook takes the queen",
    ),
    (
        "r1b1k3/1P6/8/8/8/8/2Q5/4K3 w - - 0 1",
        "c2c8",
        300,
        "black may not take the queen: b7xc8 promotes, so the bishop is won",
    ),
    (
        "3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 2",
        "e5d6",
        100,
        "en passant empties d5, so the d1 rook recaptures on d6 and black does not take",
    ),
    ("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8q", -100, "the new queen is taken: a pawn lost"),
    ("4k3/8/2p5/8/8/8/8/3QK3 w - - 0 1", "d1d5", -900, "a quiet move onto a square a pawn attacks"),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1h1",
        0,
        "castling (king takes own rook, to cozy-chess) exchanges nothing",
    ),
];

#[test]
fn hand_checked_values() {
    for (fen, mv, value, why) in CASES {
        let board: Board = fen.parse().unwrap();
        let mv: Move = mv.parse().unwrap();
        assert!(board.is_legal(mv), "{mv} is not a legal move of {fen}");
        assert_eq!(see(&board, mv), value, "{fen} {mv}: {why}");
        for threshold in [value - 1, value, value + 1] {
            assert_eq!(
                see_ge(&board, mv, threshold),
                value >= threshold,
                "{fen} {mv} >= {threshold}"
            );
        }
    }
}
