//! The PV rebuilt from the seams is the search's own PV, up to where quiescence takes
//! over: the PV-move experiment follows the line the search really played.

use std::sync::atomic::AtomicBool;

use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};
use cozy_chess::Move;
use ordering_lab::tt_variants::PvMove;

#[test]
fn the_rebuilt_line_is_the_main_search_part_of_the_pv() {
    for (fen, depth) in [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ] {
        let position = Position::from_fen(fen).unwrap();
        let mut ordering = PvMove::default();
        let stop = AtomicBool::new(false);
        let result = search(&position, &mut ordering, &Limits::depth(depth), &stop, |_| {});
        let rebuilt: Vec<Move> = ordering.pv_line().moves().collect();
        let searched = result.pv();
        // One move per main-search ply; quiescence may extend the search's own PV.
        assert_eq!(rebuilt.len(), depth as usize, "{fen}: {rebuilt:?}");
        assert_eq!(rebuilt[..], searched[..rebuilt.len()], "{fen}");
    }
}
