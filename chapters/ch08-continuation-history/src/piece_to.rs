//! A move named the way countermove and continuation history name it: the piece that
//! moves (with its colour) and the square it goes to, not the square it comes from.

use cozy_chess::{Board, Move, Piece};

// ANCHOR: piece_to
/// The coloured piece that made a move and its to-square, as one index
/// `0..PieceTo::COUNT`. Two moves that put the same piece on the same square are the
/// same to these tables: what matters to the reply is what now stands there, not
/// where it came from.
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
