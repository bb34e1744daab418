//! Static evaluation: material plus tapered piece-square tables.

use cozy_chess::{Board, Color, Piece, Square};

use crate::pst::{
    ENDGAME_TABLE, ENDGAME_VALUE, FULL_PHASE, MIDDLEGAME_TABLE, MIDDLEGAME_VALUE, PHASE_WEIGHT,
};
use crate::score::Score;

/// The position's value for the side to move, in centipawns.
///
/// Middlegame and endgame sums are blended by how much material is left, so a king is
/// told to hide while queens are on and to walk to the centre once they are gone.
pub fn evaluate(board: &Board) -> Score {
    let mut middlegame = 0;
    let mut endgame = 0;
    let mut phase = 0;
    for color in [Color::White, Color::Black] {
        let sign = if color == board.side_to_move() { 1 } else { -1 };
        for piece in Piece::ALL {
            for square in board.colored_pieces(color, piece) {
                let index = table_index(color, square);
                let kind = piece as usize;
                middlegame += sign * (MIDDLEGAME_VALUE[kind] + MIDDLEGAME_TABLE[kind][index]);
                endgame += sign * (ENDGAME_VALUE[kind] + ENDGAME_TABLE[kind][index]);
                phase += PHASE_WEIGHT[kind];
            }
        }
    }
    let phase = phase.min(FULL_PHASE);
    (middlegame * phase + endgame * (FULL_PHASE - phase)) / FULL_PHASE
}

/// The tables are printed rank 8 first, from White's side: White's squares are mirrored
/// vertically to find their entry, Black's are read as they are.
fn table_index(color: Color, square: Square) -> usize {
    match color {
        Color::White => square as usize ^ 56,
        Color::Black => square as usize,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_is_balanced() {
        assert_eq!(evaluate(&Board::default()), 0);
    }

    #[test]
    fn mirrored_positions_score_the_same_for_the_side_to_move() {
        let white = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let black = "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3";
        let white: Board = white.parse().unwrap();
        let black: Board = black.parse().unwrap();
        assert_eq!(evaluate(&white), evaluate(&black));
    }
}
