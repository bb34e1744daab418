//! The chapter's default order for quiet moves: what the evaluation's own piece-square
//! tables say a move gains, blended by the game phase as the evaluation blends them.

use ch00_baseline::pst::{ENDGAME_TABLE, FULL_PHASE, MIDDLEGAME_TABLE, PHASE_WEIGHT};
use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Color, File, Move, Piece, Square};

use crate::quiet_order::QuietOrder;

/// The game phase as the evaluation counts it: 24 with all pieces on, 0 with none. Pawns
/// and kings weigh nothing, so only the four other piece types are counted (this runs
/// for every quiet move of every node). The four counts are a handful of instructions:
/// kept from one move to the next of a node instead (a cache keyed by the position's
/// hash), the phase saved 0.1 instructions a node on the realistic suite (cachegrind).
fn game_phase(board: &Board) -> SortScore {
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

/// `TableGain`'s phase when it follows the position: the material on the board decides.
pub const PHASE_OF_THE_POSITION: SortScore = -1;

// ANCHOR: landing_square
/// Where the moving piece ends up. Castling is encoded as the king taking its own rook
/// (cozy-chess): the king lands on the g- or c-file, not on the rook's square.
fn landing_square(board: &Board, mv: Move) -> Square {
    if !board.colors(board.side_to_move()).has(mv.to) {
        return mv.to;
    }
    let file = if mv.to.file() > mv.from.file() { File::G } else { File::C };
    Square::new(file, mv.from.rank())
}
// ANCHOR_END: landing_square

// ANCHOR: table_gain
/// Quiet moves by what the piece-square tables say the move gains. With
/// `PHASE = PHASE_OF_THE_POSITION`, the middlegame and endgame tables are weighted by the
/// material left, as the evaluation weights them: a king hides while the queens are on and
/// walks to the centre once they are gone, and the order follows. A fixed `PHASE` (24 for
/// the middlegame tables alone, 0 for the endgame tables) asks whether following the
/// phase matters.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableGain<const PHASE: SortScore>;

impl<const PHASE: SortScore> QuietOrder for TableGain<PHASE> {
    const NAME: &'static str = match PHASE {
        PHASE_OF_THE_POSITION => "piece-square gain by phase",
        FULL_PHASE => "piece-square gain, middlegame",
        0 => "piece-square gain, endgame",
        _ => "piece-square gain, fixed phase",
    };

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        let Some(piece) = board.piece_on(mv.from) else {
            return 0;
        };
        let color = board.side_to_move();
        let (from, to) =
            (table_index(color, mv.from), table_index(color, landing_square(board, mv)));
        // An under-promotion lands a new piece: its square is read from that piece's table.
        let (leaving, arriving) = (piece as usize, mv.promotion.unwrap_or(piece) as usize);
        let middlegame = MIDDLEGAME_TABLE[arriving][to] - MIDDLEGAME_TABLE[leaving][from];
        let endgame = ENDGAME_TABLE[arriving][to] - ENDGAME_TABLE[leaving][from];
        let phase = if PHASE == PHASE_OF_THE_POSITION { game_phase(board) } else { PHASE };
        (middlegame * phase + endgame * (FULL_PHASE - phase)) / FULL_PHASE
    }
}
// ANCHOR_END: table_gain

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiet_order::QUIET_ROOM;

    /// Every gain any table can give stays within half the room of a default order, so
    /// that a bonus on top of it (the "killer pieces" experiment) still fits.
    #[test]
    fn every_gain_stays_within_half_the_room() {
        let largest = [MIDDLEGAME_TABLE, ENDGAME_TABLE]
            .iter()
            .flat_map(|tables| {
                tables.iter().flat_map(move |leaving| {
                    tables.iter().flat_map(move |arriving| {
                        leaving
                            .iter()
                            .flat_map(move |from| arriving.iter().map(move |to| to - from))
                    })
                })
            })
            .map(i32::abs)
            .max();
        assert!(largest.unwrap() <= QUIET_ROOM / 2, "{largest:?}");
    }

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
        let castle =
            TableGain::<PHASE_OF_THE_POSITION>.quiet_key(&middlegame, "e1f1".parse().unwrap());
        let forward =
            TableGain::<PHASE_OF_THE_POSITION>.quiet_key(&endgame, "e1e2".parse().unwrap());
        assert!(castle < 0, "{castle}");
        assert!(forward > 0, "{forward}");
    }
}
