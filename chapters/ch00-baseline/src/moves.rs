//! The move list every node searches: legal moves, each with a sort key.

use arrayvec::ArrayVec;
use cozy_chess::{BitBoard, Board, Move, Piece, Rank, Square};

use crate::sort_key::SortKey;

/// The most legal moves any chess position has is 218; a little room above that.
pub const MAX_MOVES: usize = 256;

/// A move and the sort key the ordering gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    pub mv: Move,
    pub key: SortKey,
}

/// The moves of one node, on the stack (no allocation per node).
pub type MoveList = ArrayVec<ScoredMove, MAX_MOVES>;

/// Every legal move, in the order `cozy-chess` generates them: piece by piece
/// (pawns, knights, bishops, rooks, queens, king), with each piece's targets in square order.
/// Every move starts [`SortKey::UNRANKED`].
pub fn legal_moves(board: &Board) -> MoveList {
    let mut list = MoveList::new();
    push_legal_moves(board, &mut list);
    list
}

/// [`legal_moves`], appended to `list` where it stands: a move list is two kilobytes, and
/// the search fills one per node, so it is not built elsewhere and copied in.
pub fn push_legal_moves(board: &Board, list: &mut MoveList) {
    board.generate_moves(|piece_moves| {
        // A plain loop rather than `extend`: the iterator stays in registers.
        for mv in piece_moves {
            list.push(unscored(mv));
        }
        false
    });
}

/// The moves quiescence search looks at: captures (en passant included) and promotions to
/// a queen. Quiet moves and under-promotions are left to the main search.
pub fn tactical_moves(board: &Board) -> MoveList {
    let mut list = MoveList::new();
    push_tactical_moves(board, &mut list);
    list
}

/// [`tactical_moves`], appended to `list` where it stands (see [`push_legal_moves`]).
/// Always inlined into the picker, as [`crate::ordering::Generation::generate`] is: most
/// nodes are quiescence nodes, and a call there costs more than the short loop.
#[inline(always)]
pub fn push_tactical_moves(board: &Board, list: &mut MoveList) {
    let enemies = board.colors(!board.side_to_move());
    let promotion_ranks = Rank::First.bitboard() | Rank::Eighth.bitboard();
    let en_passant = board.en_passant().map_or(BitBoard::EMPTY, |file| {
        Square::new(file, Rank::Sixth.relative_to(board.side_to_move())).bitboard()
    });
    let captures = enemies | en_passant;
    board.generate_moves(|mut piece_moves| {
        // Narrow each piece's targets before expanding them into moves: most moves are
        // quiet, and quiescence search runs at most nodes of the tree. What is left is a
        // capture, except a pawn's push to the last rank: of those promotions only the
        // queen's is tactical.
        let is_pawn = piece_moves.piece == Piece::Pawn;
        piece_moves.to &= if is_pawn { captures | promotion_ranks } else { enemies };
        for mv in piece_moves {
            if !is_pawn || captures.has(mv.to) || mv.promotion == Some(Piece::Queen) {
                list.push(unscored(mv));
            }
        }
        false
    });
}

fn unscored(mv: Move) -> ScoredMove {
    ScoredMove { mv, key: SortKey::UNRANKED }
}

/// The piece a move captures, if any. En passant captures a pawn on a square other than
/// the target; castling (encoded by cozy-chess as the king taking its own rook) captures
/// nothing.
///
/// Inlined, like [`capture`]: the chapters' scorers call it for every move, from other
/// crates, where a function without `#[inline]` cannot be inlined.
#[inline]
pub fn captured_piece(board: &Board, mv: Move) -> Option<Piece> {
    capture(board, mv).map(|(victim, _)| victim)
}

/// The piece a move captures and the square it is taken from (the target, except for
/// en passant). A pawn that changes file without landing on an enemy captures en passant.
#[inline]
pub fn capture(board: &Board, mv: Move) -> Option<(Piece, Square)> {
    let enemy = board.colors(!board.side_to_move());
    if enemy.has(mv.to) {
        return board.piece_on(mv.to).map(|victim| (victim, mv.to));
    }
    let is_en_passant = board.pieces(Piece::Pawn).has(mv.from) && mv.from.file() != mv.to.file();
    is_en_passant.then(|| (Piece::Pawn, Square::new(mv.to.file(), mv.from.rank())))
}

/// Captures and queen promotions: the moves that change material at once.
pub fn is_tactical(board: &Board, mv: Move) -> bool {
    captured_piece(board, mv).is_some() || mv.promotion == Some(Piece::Queen)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast generator must agree with filtering the full list.
    #[test]
    fn tactical_moves_are_the_tactical_legal_moves() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/8/8/3pP3/8/8/8/k6K w - d6 0 2",
            "8/8/8/8/3Pp3/8/8/k6K b - d3 0 2",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ] {
            let board: Board = fen.parse().unwrap();
            let expected: Vec<Move> = legal_moves(&board)
                .iter()
                .map(|s| s.mv)
                .filter(|&mv| is_tactical(&board, mv))
                .collect();
            let fast: Vec<Move> = tactical_moves(&board).iter().map(|s| s.mv).collect();
            assert_eq!(fast, expected, "{fen}");
        }
    }
}
