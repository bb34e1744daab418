//! The root moves in the order Stockfish's `go perft` prints them, so that a divide can be
//! compared with Stockfish's (or perftree's) line by line with `diff`.
//!
//! Stockfish lists its generator's pseudo-legal moves (pawn pushes, double pushes,
//! promotions, captures, en passant; then knights, bishops, rooks, queens by square; the
//! king; castling king side first), then drops each illegal one by moving the last move of
//! the list into its place. Both steps are copied here; the moves themselves are
//! cozy-chess's (castling is king-takes-rook, as cozy-chess writes it).

use cozy_chess::{
    BitBoard, Board, Color, File, Move, Piece, Rank, Square, get_between_rays, get_bishop_moves,
    get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
};

/// Promotions in Stockfish's order.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// The legal moves of `board` in Stockfish's `go perft` order.
pub fn stockfish_order(board: &Board) -> Vec<Move> {
    let mut moves = pseudo_legal_moves(board);
    // Stockfish's filter: an illegal move is replaced by the last one, which is checked next.
    let mut index = 0;
    while index < moves.len() {
        if board.is_legal(moves[index]) {
            index += 1;
        } else {
            moves.swap_remove(index);
        }
    }
    moves
}

/// Stockfish's pseudo-legal moves (`generate<EVASIONS>` in check, else `NON_EVASIONS`).
fn pseudo_legal_moves(board: &Board) -> Vec<Move> {
    let us = board.side_to_move();
    let king = board.king(us);
    let checkers = board.checkers();
    let ours = board.colors(us);
    let in_check = !checkers.is_empty();
    let mut moves = Vec::with_capacity(64);
    if checkers.len() < 2 {
        // In check, a move other than the king's must block the check or take the checker.
        let target = match checkers.next_square() {
            Some(checker) => get_between_rays(king, checker) | checker.bitboard(),
            None => !ours,
        };
        pawn_moves(board, in_check, target, &mut moves);
        for piece in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
            for from in board.colored_pieces(us, piece) {
                let reach = attacks(piece, from, board.occupied()) & target;
                moves.extend(reach.into_iter().map(|to| plain(from, to)));
            }
        }
    }
    moves.extend((get_king_moves(king) & !ours).into_iter().map(|to| plain(king, to)));
    if !in_check {
        castling(board, &mut moves);
    }
    moves
}

fn attacks(piece: Piece, from: Square, occupied: BitBoard) -> BitBoard {
    match piece {
        Piece::Knight => get_knight_moves(from),
        Piece::Bishop => get_bishop_moves(from, occupied),
        Piece::Rook => get_rook_moves(from, occupied),
        _ => get_bishop_moves(from, occupied) | get_rook_moves(from, occupied),
    }
}

fn plain(from: Square, to: Square) -> Move {
    Move { from, to, promotion: None }
}

/// A pawn's step, as a shift of a bitboard seen from `us`: forward, or forward and
/// towards the h-file ("right" for White) or the a-file.
#[derive(Clone, Copy)]
enum Step {
    Up,
    UpRight,
    UpLeft,
}

impl Step {
    /// Squares one step from `squares`, and how far (in square indices) that is.
    fn shift(self, squares: BitBoard, us: Color) -> (BitBoard, i8) {
        let not_a = !File::A.bitboard();
        let not_h = !File::H.bitboard();
        let bits = squares.0;
        let (shifted, offset) = match (self, us) {
            (Step::Up, Color::White) => (bits << 8, 8),
            (Step::Up, Color::Black) => (bits >> 8, -8),
            (Step::UpRight, Color::White) => ((bits & not_h.0) << 9, 9),
            (Step::UpRight, Color::Black) => ((bits & not_a.0) >> 9, -9),
            (Step::UpLeft, Color::White) => ((bits & not_a.0) << 7, 7),
            (Step::UpLeft, Color::Black) => ((bits & not_h.0) >> 7, -7),
        };
        (BitBoard(shifted), offset)
    }
}

/// The square `offset` indices before `to`.
fn back(to: Square, offset: i8) -> Square {
    Square::index((to as i8 - offset) as usize)
}

/// Stockfish's `generate_pawn_moves`: pushes, double pushes, promotions (captures right,
/// captures left, pushes), captures right, captures left, en passant.
fn pawn_moves(board: &Board, evasion: bool, target: BitBoard, moves: &mut Vec<Move>) {
    let us = board.side_to_move();
    let empty = !board.occupied();
    let enemies = if evasion { board.checkers() } else { board.colors(!us) };
    let pawns = board.colored_pieces(us, Piece::Pawn);
    let seventh = Rank::Seventh.relative_to(us).bitboard();
    let (on_seventh, others) = (pawns & seventh, pawns & !seventh);
    let blocking = if evasion { target } else { BitBoard::FULL };

    let (single, up) = Step::Up.shift(others, us);
    let single = single & empty;
    let third = Rank::Third.relative_to(us).bitboard();
    let double = Step::Up.shift(single & third, us).0 & empty & blocking;
    moves.extend((single & blocking).into_iter().map(|to| plain(back(to, up), to)));
    moves.extend(double.into_iter().map(|to| plain(back(to, 2 * up), to)));

    for (step, landing) in
        [(Step::UpRight, enemies), (Step::UpLeft, enemies), (Step::Up, empty & blocking)]
    {
        let (reached, offset) = step.shift(on_seventh, us);
        for to in reached & landing {
            let from = back(to, offset);
            moves.extend(PROMOTIONS.map(|piece| Move { from, to, promotion: Some(piece) }));
        }
    }
    for step in [Step::UpRight, Step::UpLeft] {
        let (reached, offset) = step.shift(others, us);
        moves.extend((reached & enemies).into_iter().map(|to| plain(back(to, offset), to)));
    }
    en_passant(board, evasion, target, others, moves);
}

/// Stockfish keeps an en-passant square only when a pawn of the side to move attacks it,
/// and in check tries the capture only if the check was not discovered by the double step.
fn en_passant(
    board: &Board,
    evasion: bool,
    target: BitBoard,
    pawns: BitBoard,
    moves: &mut Vec<Move>,
) {
    let us = board.side_to_move();
    let Some(file) = board.en_passant() else { return };
    let square = Square::new(file, Rank::Sixth.relative_to(us));
    let takers = pawns & get_pawn_attacks(square, !us);
    let passed = Square::new(file, Rank::Seventh.relative_to(us));
    if takers.is_empty() || (evasion && target.has(passed)) {
        return;
    }
    moves.extend(takers.into_iter().map(|from| plain(from, square)));
}

/// Castling king side, then queen side, when the squares between king and rook, and the
/// ones they land on, are empty. Whether the king passes through check is left to the
/// legality filter, as in Stockfish.
fn castling(board: &Board, moves: &mut Vec<Move>) {
    let us = board.side_to_move();
    let king = board.king(us);
    let rank = Rank::First.relative_to(us);
    let rights = board.castle_rights(us);
    let sides = [(rights.short, File::G, File::F), (rights.long, File::C, File::D)];
    for (rook_file, king_to, rook_to) in sides {
        let Some(rook_file) = rook_file else { continue };
        let rook = Square::new(rook_file, rank);
        let (king_to, rook_to) = (Square::new(king_to, rank), Square::new(rook_to, rank));
        let path = (get_between_rays(rook, rook_to)
            | rook_to.bitboard()
            | get_between_rays(king, king_to)
            | king_to.bitboard())
            & !king.bitboard()
            & !rook.bitboard();
        if (path & board.occupied()).is_empty() {
            moves.push(plain(king, rook));
        }
    }
}

#[cfg(test)]
mod tests {
    use cozy_chess::util::display_uci_move;

    use super::*;
    use crate::moves::legal_moves;

    fn order(fen: &str) -> String {
        let board: Board = fen.parse().unwrap();
        let moves = stockfish_order(&board);
        let mut legal: Vec<Move> = legal_moves(&board).iter().map(|scored| scored.mv).collect();
        let mut sorted = moves.clone();
        let key = |mv: &Move| (mv.from as u8, mv.to as u8, mv.promotion.map(|p| p as u8));
        legal.sort_by_key(key);
        sorted.sort_by_key(key);
        assert_eq!(sorted, legal, "{fen}: not the legal moves");
        moves
            .iter()
            .map(|&mv| display_uci_move(&board, mv).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Each expected line is what Stockfish 15.1's `go perft 1` prints, in its order.
    #[test]
    fn root_moves_come_in_stockfish_order() {
        assert_eq!(
            order("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "a2a3 b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 h2h3 a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4 \
             b1a3 b1c3 g1f3 g1h3"
        );
        assert_eq!(
            order("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            "a2a3 b2b3 g2g3 d5d6 a2a4 g2g4 g2h3 d5e6 c3b1 c3d1 c3a4 c3b5 e5d3 e5c4 e5g4 e5c6 \
             e5g6 e5d7 e5f7 d2c1 d2e3 d2f4 d2g5 d2h6 e2d1 e2f1 e2d3 e2c4 e2b5 e2a6 a1b1 a1c1 \
             a1d1 h1f1 h1g1 f3d3 f3e3 f3g3 f3h3 f3f4 f3g4 f3f5 f3h5 f3f6 e1d1 e1f1 e1g1 e1c1"
        );
    }
}
