//! A positional default: quiet moves that bring a piece closer to the centre first.

use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Move, Square};

use super::quiet_order::QuietOrder;

/// How far `square` is from the four centre squares, in king steps, doubled so it stays
/// an integer: 1 on d4, e4, d5 and e5, 7 on the edge.
fn centre_distance(square: Square) -> SortScore {
    let file = (2 * square.file() as SortScore - 7).abs();
    let rank = (2 * square.rank() as SortScore - 7).abs();
    file.max(rank)
}

// ANCHOR: toward_centre
/// Quiet moves by how much closer to the centre they bring their piece; moves away from
/// it last. Pieces in the centre reach more squares, so a move there is more often a
/// threat or a defence.
#[derive(Clone, Copy, Debug, Default)]
pub struct TowardCentre;

impl QuietOrder for TowardCentre {
    const NAME: &'static str = "toward the centre";

    fn quiet_key(&self, _board: &Board, mv: Move) -> SortScore {
        centre_distance(mv.from) - centre_distance(mv.to)
    }
}
// ANCHOR_END: toward_centre

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_moves_first_edge_moves_last() {
        let board = Board::default();
        let key = |mv: &str| TowardCentre.quiet_key(&board, mv.parse().unwrap());
        assert!(key("e2e4") > key("a2a4"));
        assert!(key("g1f3") > key("g1h3"));
        let away: Board = "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1".parse().unwrap();
        assert!(TowardCentre.quiet_key(&away, "d4b3".parse().unwrap()) < 0);
    }
}
