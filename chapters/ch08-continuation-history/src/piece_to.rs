//! A move named the way countermove and continuation history name it: the piece that
//! moves (with its colour) and the square it goes to, not the square it comes from.

use cozy_chess::{Board, Move, Piece};

// ANCHOR: piece_to
/// The coloured piece that made a move and its to-square, as one index `0..PieceTo::COUNT`.
/// Two moves that put the same piece on the same square are the same to these tables:
/// what matters to the reply is what now stands there, not where it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceTo(u16);

impl PieceTo {
    /// How many there are: two colours, six pieces, 64 squares.
    pub const COUNT: usize = 2 * Piece::NUM * 64;

    /// `mv`, a legal move of the side to move on `board`. A castling move is named by
    /// the king and the square the move names (cozy-chess writes castling as the king
    /// taking its own rook), the same every time the castling is played.
    pub fn of(board: &Board, mv: Move) -> PieceTo {
        let piece = board.piece_on(mv.from).expect("a legal move starts on a piece");
        let coloured = board.side_to_move() as usize * Piece::NUM + piece as usize;
        PieceTo((coloured * 64 + mv.to as usize) as u16)
    }

    /// The index into a table of [`PieceTo::COUNT`] entries.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}
// ANCHOR_END: piece_to

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_piece_and_its_square_name_the_move_not_the_origin() {
        let board: Board = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1".parse().unwrap();
        let a1d1 = PieceTo::of(&board, "a1d1".parse().unwrap());
        let h1d1 = PieceTo::of(&board, "h1d1".parse().unwrap());
        let e1d1 = PieceTo::of(&board, "e1d1".parse().unwrap());
        assert_eq!(a1d1, h1d1, "both rooks to d1");
        assert_ne!(a1d1, e1d1, "the king to d1");
    }

    #[test]
    fn colours_are_apart_and_every_index_fits() {
        let white: Board = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".parse().unwrap();
        let black: Board = "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
        let up = PieceTo::of(&white, "e2e3".parse().unwrap());
        let down = PieceTo::of(&black, "e7e6".parse().unwrap());
        assert_ne!(up, down);
        assert!(up.index() < PieceTo::COUNT && down.index() < PieceTo::COUNT);
    }
}
