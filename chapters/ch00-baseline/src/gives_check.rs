//! Whether a move gives check, answered without playing it. The search asks it of every
//! move into a quiescence node whose evaluation would stand pat (to know that the node
//! can, without playing the move), and chapter 5's default order of every quiet move it
//! keys, so it must cost a few table lookups, not a copy of the board.

use cozy_chess::{
    BitBoard, Board, Move, Piece, get_bishop_moves, get_bishop_rays, get_knight_moves,
    get_pawn_attacks, get_rook_moves, get_rook_rays,
};

// ANCHOR: gives_check
/// Whether `mv`, legal on `board`, checks the opponent's king. After the move the
/// king is attacked either by the piece that moved, from where it lands, or by one of
/// our sliders whose line the move opened. Both come out of one question: with the
/// occupancy after the move, which of our pieces now attack the king?
///
/// Always inlined where it is asked: the search asks it at most quiescence nodes'
/// parents, and the binary's second copy of the search (the `order` command's trace)
/// would otherwise leave it a call.
#[inline(always)]
pub fn gives_check(board: &Board, mv: Move) -> bool {
    let Some(piece) = board.piece_on(mv.from) else {
        return false;
    };
    let us = board.side_to_move();
    let is_castling = board.colors(us).has(mv.to);
    let is_en_passant =
        piece == Piece::Pawn && mv.from.file() != mv.to.file() && !board.occupied().has(mv.to);
    if is_castling || is_en_passant {
        // Two pieces move or a piece disappears off the landing square: rare, so play
        // it.
        return played_gives_check(board, mv);
    }
    let king = board.king(!us);
    let landed = mv.promotion.unwrap_or(piece);
    let occupied = (board.occupied() - mv.from.bitboard()) | mv.to.bitboard();
    // Our sliders after the move: those that stayed, plus the moved piece if it is
    // one.
    let stayed = board.colors(us) - mv.from.bitboard();
    let landed_here = |types: [Piece; 2]| {
        if types.contains(&landed) { mv.to.bitboard() } else { BitBoard::EMPTY }
    };
    let diagonal = ((board.pieces(Piece::Bishop) | board.pieces(Piece::Queen)) & stayed)
        | landed_here([Piece::Bishop, Piece::Queen]);
    let straight = ((board.pieces(Piece::Rook) | board.pieces(Piece::Queen)) & stayed)
        | landed_here([Piece::Rook, Piece::Queen]);
    // A slider off the king's lines on an empty board cannot check whatever stands
    // between: the line test is one load, the attack test a magic lookup.
    let on_diagonal = !(get_bishop_rays(king) & diagonal).is_empty();
    let on_straight = !(get_rook_rays(king) & straight).is_empty();
    let by_slider = (on_diagonal && !(get_bishop_moves(king, occupied) & diagonal).is_empty())
        || (on_straight && !(get_rook_moves(king, occupied) & straight).is_empty());
    let by_leaper = match landed {
        Piece::Knight => get_knight_moves(mv.to).has(king),
        Piece::Pawn => get_pawn_attacks(mv.to, us).has(king),
        _ => false,
    };
    by_slider || by_leaper
}
// ANCHOR_END: gives_check

/// The slow and certain answer: play the move and look.
fn played_gives_check(board: &Board, mv: Move) -> bool {
    let mut after = board.clone();
    after.play_unchecked(mv);
    !after.checkers().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal_moves(board: &Board) -> Vec<Move> {
        let mut moves = Vec::new();
        board.generate_moves(|piece_moves| {
            moves.extend(piece_moves);
            false
        });
        moves
    }

    /// Every legal move of every position reached in a few plies from some sharp
    /// positions: the quick answer equals playing the move.
    #[test]
    fn agrees_with_playing_the_move() {
        let starts = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1",
            "4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
        ];
        let mut checked = 0;
        for fen in starts {
            let mut frontier: Vec<Board> = vec![fen.parse().unwrap()];
            for _ in 0..3 {
                let mut next = Vec::new();
                for board in &frontier {
                    for mv in legal_moves(board) {
                        assert_eq!(
                            gives_check(board, mv),
                            played_gives_check(board, mv),
                            "{mv} in {board}"
                        );
                        checked += 1;
                        let mut after = board.clone();
                        after.play_unchecked(mv);
                        next.push(after);
                    }
                }
                next.truncate(400);
                frontier = next;
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn direct_discovered_and_castling_checks() {
        let check = |fen: &str, mv: &str| {
            let board: Board = fen.parse().unwrap();
            gives_check(&board, mv.parse().unwrap())
        };
        // The rook checks along the file; the bishop moves off the rook's line.
        assert!(check("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"));
        assert!(check("4k3/8/8/8/4B3/8/8/4RK2 w - - 0 1", "e4d5"));
        assert!(!check("4k3/8/8/8/4B3/8/8/4RK2 w - - 0 1", "f1g1"));
        // Castling long puts the rook on d1, facing the king on d8.
        assert!(check("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1"));
        // An under-promotion to a knight on c8 checks the king on b6.
        assert!(check("8/2P5/1k6/8/8/8/8/4K3 w - - 0 1", "c7c8n"));
    }
}
