//! The sums the evaluation blends, kept up to date move by move.

use cozy_chess::{Board, Color, File, Move, Piece, Square};

use crate::moves::capture;
use crate::pst::{
    ENDGAME_TABLE, ENDGAME_VALUE, FULL_PHASE, MIDDLEGAME_TABLE, MIDDLEGAME_VALUE, PHASE_WEIGHT,
};
use crate::score::Score;

// ANCHOR: eval_sums
/// The middlegame sum, the endgame sum and the game phase of a position: each piece
/// adds its material and its square's table entry (White's pieces count plus, Black's
/// minus) and its weight in the phase.
///
/// The sums are kept from White's side, not the side to move's, so that a move
/// changes them only by the pieces it lifts and drops, whoever plays it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvalSums {
    middlegame: i32,
    endgame: i32,
    /// Not capped at [`FULL_PHASE`]: promotions can push it higher, and a capture
    /// must take away exactly what the piece added.
    phase: i32,
}

impl EvalSums {
    /// The sums of `board`, from scratch.
    pub fn of(board: &Board) -> Self {
        let mut sums = Self::default();
        for color in [Color::White, Color::Black] {
            for piece in Piece::ALL {
                for square in board.colored_pieces(color, piece) {
                    sums.add(color, piece, square);
                }
            }
        }
        sums
    }

    /// The sums after `mv`, a legal move of `board` (whose sums `self` are): the
    /// moving piece leaves its square, lands (promoted or not) on another, and a
    /// captured piece is taken off. Castling, which cozy-chess encodes as the king
    /// taking its own rook, moves the king to the g- or c-file and the rook next to
    /// it.
    ///
    /// Inlined (like [`EvalSums::score`]): called at every node, it keeps the sums in
    /// registers instead of passing them through memory. Always, with
    /// `EvalPath::play`: the binary holds a second copy of the search (the `order`
    /// command's trace), and with two callers the compiler stopped inlining them.
    #[inline(always)]
    pub fn after(mut self, board: &Board, mv: Move) -> Self {
        let us = board.side_to_move();
        if board.colors(us).has(mv.to) {
            let (king_file, rook_file) =
                if mv.from.file() < mv.to.file() { (File::G, File::F) } else { (File::C, File::D) };
            let rank = mv.from.rank();
            self.remove(us, Piece::King, mv.from);
            self.remove(us, Piece::Rook, mv.to);
            self.add(us, Piece::King, Square::new(king_file, rank));
            self.add(us, Piece::Rook, Square::new(rook_file, rank));
            return self;
        }
        let moved = board.piece_on(mv.from).expect("a legal move starts on a piece");
        if let Some((victim, square)) = capture(board, mv) {
            self.remove(!us, victim, square);
        }
        self.remove(us, moved, mv.from);
        self.add(us, mv.promotion.unwrap_or(moved), mv.to);
        self
    }

    /// The evaluation for `side`: middlegame and endgame sums blended by the phase.
    #[inline]
    pub fn score(&self, side: Color) -> Score {
        let sign = if side == Color::White { 1 } else { -1 };
        let phase = self.phase.min(FULL_PHASE);
        let (middlegame, endgame) = (sign * self.middlegame, sign * self.endgame);
        (middlegame * phase + endgame * (FULL_PHASE - phase)) / FULL_PHASE
    }

    #[inline]
    fn add(&mut self, color: Color, piece: Piece, square: Square) {
        let (middlegame, endgame) = share(color, piece, square);
        self.middlegame += middlegame;
        self.endgame += endgame;
        self.phase += PHASE_WEIGHT[piece as usize];
    }

    #[inline]
    fn remove(&mut self, color: Color, piece: Piece, square: Square) {
        let (middlegame, endgame) = share(color, piece, square);
        self.middlegame -= middlegame;
        self.endgame -= endgame;
        self.phase -= PHASE_WEIGHT[piece as usize];
    }
}
// ANCHOR_END: eval_sums

/// What one piece adds to the middlegame and endgame sums, from White's side.
#[inline]
fn share(color: Color, piece: Piece, square: Square) -> (i32, i32) {
    SHARES[color as usize][piece as usize][square as usize]
}

/// [`share`] for every colour, piece and square, worked out when the program is built:
/// the sums change at every node, and one load is cheaper than two tables, a mirror and a
/// sign.
static SHARES: [[[(i32, i32); 64]; 6]; 2] = {
    let mut shares = [[[(0, 0); 64]; 6]; 2];
    let mut kind = 0;
    while kind < 6 {
        let mut square = 0;
        while square < 64 {
            // The tables are printed rank 8 first, from White's side: White's squares
            // are mirrored vertically to find their entry, Black's are read as they are.
            let white = square ^ 56;
            shares[0][kind][square] = (
                MIDDLEGAME_VALUE[kind] + MIDDLEGAME_TABLE[kind][white],
                ENDGAME_VALUE[kind] + ENDGAME_TABLE[kind][white],
            );
            shares[1][kind][square] = (
                -(MIDDLEGAME_VALUE[kind] + MIDDLEGAME_TABLE[kind][square]),
                -(ENDGAME_VALUE[kind] + ENDGAME_TABLE[kind][square]),
            );
            square += 1;
        }
        kind += 1;
    }
    shares
};

#[cfg(test)]
#[path = "sums_tests.rs"]
mod tests;
