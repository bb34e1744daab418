//! Quiet moves ordered by the type of the piece that moves.

use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Move, Piece};

use super::quiet_order::QuietOrder;

/// A sequence of the six piece types, first searched first, and how tables print it.
#[derive(Clone, Copy, Debug)]
pub struct NamedPieceOrder {
    pub name: &'static str,
    pub pieces: [Piece; 6],
}

use Piece::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

// ANCHOR: piece_orders
/// The piece orders the experiments measure: the order of the source's generator (king
/// first, then from the pawn up), the most valuable piece first, and the minor pieces
/// first. The generator's own order, pawns up to the king, needs no key: the stable pick
/// keeps it (`GeneratorOrder`).
pub const PIECE_ORDERS: [NamedPieceOrder; 3] = [
    NamedPieceOrder { name: "K P N B R Q", pieces: [K, P, N, B, R, Q] },
    NamedPieceOrder { name: "Q R B N P K", pieces: [Q, R, B, N, P, K] },
    NamedPieceOrder { name: "N B R Q P K", pieces: [N, B, R, Q, P, K] },
];
// ANCHOR_END: piece_orders

// ANCHOR: piece_key
/// The key of a move of `piece` under `order`: 5 for the first piece type, 0 for the last.
pub fn piece_key(order: &[Piece; 6], piece: Piece) -> SortScore {
    let place = order.iter().position(|&p| p == piece).expect("an order names all six pieces");
    5 - place as SortScore
}
// ANCHOR_END: piece_key

/// Quiet moves by the type of the moving piece, in the order `PIECE_ORDERS[ORDER]`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PieceOrder<const ORDER: usize>;

impl<const ORDER: usize> QuietOrder for PieceOrder<ORDER> {
    const NAME: &'static str = PIECE_ORDERS[ORDER].name;

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        board.piece_on(mv.from).map_or(0, |piece| piece_key(&PIECE_ORDERS[ORDER].pieces, piece))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_order_names_every_piece_once() {
        for order in PIECE_ORDERS {
            let mut keys: Vec<SortScore> =
                Piece::ALL.iter().map(|&piece| piece_key(&order.pieces, piece)).collect();
            keys.sort();
            assert_eq!(keys, [0, 1, 2, 3, 4, 5], "{}", order.name);
            let letters: Vec<String> = order.pieces.iter().map(|p| p.to_string()).collect();
            assert_eq!(letters.join(" ").to_uppercase(), order.name);
        }
    }

    #[test]
    fn the_first_piece_of_the_order_moves_first() {
        let board = Board::default();
        let king_first = PieceOrder::<0>;
        let knight = king_first.quiet_key(&board, "g1f3".parse().unwrap());
        let pawn = king_first.quiet_key(&board, "e2e4".parse().unwrap());
        assert!(pawn > knight);
    }
}
