//! What the evaluation's own piece-square tables say a quiet move gains, blended by the
//! game phase as the evaluation blends them: the second term of the chapter's default order.

use ch00_baseline::pst::{ENDGAME_TABLE, FULL_PHASE, MIDDLEGAME_TABLE, PHASE_WEIGHT};
use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Color, File, Move, Piece, Square};

/// The game phase as the evaluation counts it: 24 with all pieces on, 0 with none. Pawns
/// and kings weigh nothing, so only the four other piece types are counted. Counting
/// them is a handful of instructions per quiet move, too few to be worth keeping from
/// one move of a node to the next.
pub fn game_phase(board: &Board) -> SortScore {
    let phase: SortScore = [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
        .iter()
        .map(|&piece| PHASE_WEIGHT[piece as usize] * board.pieces(piece).len() as SortScore)
        .sum();
    phase.min(FULL_PHASE)
}

/// The tables are written from White's side, rank 8 first (as the evaluation reads them).
fn table_index(color: Color, square: Square) -> usize {
    match color {
        Color::White => square as usize ^ 56,
        Color::Black => square as usize,
    }
}

// ANCHOR: landing_square
/// Where the moving piece ends up. Castling is encoded as the king taking its own
/// rook (cozy-chess): the king lands on the g- or c-file, not on the rook's square.
fn landing_square(board: &Board, mv: Move) -> Square {
    if !board.colors(board.side_to_move()).has(mv.to) {
        return mv.to;
    }
    let file = if mv.to.file() > mv.from.file() { File::G } else { File::C };
    Square::new(file, mv.from.rank())
}
// ANCHOR_END: landing_square

// ANCHOR: square_gain
/// What the piece-square tables say `mv` gains, the middlegame and endgame tables
/// weighted by the material left as the evaluation weights them: a king hides while
/// the queens are on and walks to the centre once they are gone; the order follows.
pub fn square_gain(board: &Board, mv: Move) -> SortScore {
    gain_at_phase(board, mv, game_phase(board))
}

/// What the tables say `mv` gains at game phase `phase` (24: the middlegame tables
/// alone; 0: the endgame tables alone).
pub fn gain_at_phase(board: &Board, mv: Move, phase: SortScore) -> SortScore {
    let Some(piece) = board.piece_on(mv.from) else {
        return 0;
    };
    let color = board.side_to_move();
    let (from, to) = (table_index(color, mv.from), table_index(color, landing_square(board, mv)));
    // An under-promotion lands a new piece, whose square is read from its own table.
    let (leaving, arriving) = (piece as usize, mv.promotion.unwrap_or(piece) as usize);
    let middlegame = MIDDLEGAME_TABLE[arriving][to] - MIDDLEGAME_TABLE[leaving][from];
    let endgame = ENDGAME_TABLE[arriving][to] - ENDGAME_TABLE[leaving][from];
    (middlegame * phase + endgame * (FULL_PHASE - phase)) / FULL_PHASE
}
// ANCHOR_END: square_gain

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_lands_the_king_on_its_castling_square() {
        let board: Board = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
        assert_eq!(landing_square(&board, "e1h1".parse().unwrap()), Square::G1);
        assert_eq!(landing_square(&board, "e1f1".parse().unwrap()), Square::F1);
    }

    #[test]
    fn pawns_and_kings_weigh_nothing() {
        assert_eq!(PHASE_WEIGHT[Piece::Pawn as usize], 0);
        assert_eq!(PHASE_WEIGHT[Piece::King as usize], 0);
    }

    #[test]
    fn the_start_position_is_full_middlegame() {
        assert_eq!(game_phase(&Board::default()), FULL_PHASE);
    }

    #[test]
    fn the_king_hides_in_the_middlegame_and_walks_in_the_endgame() {
        let middlegame: Board =
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4".parse().unwrap();
        let endgame: Board = "8/5k2/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let castle = square_gain(&middlegame, "e1f1".parse().unwrap());
        let forward = square_gain(&endgame, "e1e2".parse().unwrap());
        assert!(castle < 0, "{castle}");
        assert!(forward > 0, "{forward}");
    }
}
