//! "Killer pieces": the piece type that last caused a quiet cutoff moves first.

use ch00_baseline::ordering::Node;
use ch00_baseline::sort_key::SortScore;
use cozy_chess::{Board, Color, Move, Piece};

use ch05_tie_breaking::QuietOrder;

/// Above the spread of every base order measured here (piece orders span 0 to 5,
/// piece-square gains stay within about ±300), within the room of a default order.
const KILLER_PIECE_BONUS: SortScore = 500;

// ANCHOR: killer_pieces
/// The default order `Q`, except that the quiet moves of the piece type whose quiet move
/// caused the last cutoff for the side to move come first. The hope: a piece that just
/// refuted something (a raiding queen, an active rook) is the piece whose other moves
/// refute the next thing too.
#[derive(Clone, Copy, Debug, Default)]
pub struct KillerPieces<Q> {
    base: Q,
    last_cutoff_piece: [Option<Piece>; Color::NUM],
}

impl<Q: QuietOrder> QuietOrder for KillerPieces<Q> {
    const NAME: &'static str = "killer pieces";
    const LEARNS: bool = true;

    fn quiet_key(&self, board: &Board, mv: Move) -> SortScore {
        let piece = board.piece_on(mv.from);
        let killer =
            piece.is_some() && self.last_cutoff_piece[board.side_to_move() as usize] == piece;
        self.base.quiet_key(board, mv) + if killer { KILLER_PIECE_BONUS } else { 0 }
    }

    fn on_quiet_cutoff(&mut self, node: &Node, mv: Move) {
        let side = node.board.side_to_move() as usize;
        self.last_cutoff_piece[side] = node.board.piece_on(mv.from);
        self.base.on_quiet_cutoff(node, mv);
    }

    fn clear(&mut self) {
        self.last_cutoff_piece = [None; Color::NUM];
        self.base.clear();
    }
}
// ANCHOR_END: killer_pieces

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::Node;

    use super::super::piece_order::PieceOrder;
    use super::*;

    #[test]
    fn the_last_cutoff_piece_comes_first_for_its_side_only() {
        let board = Board::default();
        let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
        let mut order = KillerPieces::<PieceOrder<0>>::default();
        let knight: Move = "g1f3".parse().unwrap();
        let pawn: Move = "e2e4".parse().unwrap();
        assert!(order.quiet_key(&board, pawn) > order.quiet_key(&board, knight));
        order.on_quiet_cutoff(&node, knight);
        assert!(order.quiet_key(&board, knight) > order.quiet_key(&board, pawn));
        let black: Board =
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse().unwrap();
        let black_knight = order.quiet_key(&black, "g8f6".parse().unwrap());
        assert!(black_knight < order.quiet_key(&black, "e7e5".parse().unwrap()));
    }
}
