//! "Killer pieces": the piece type that last caused a quiet cutoff moves first.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch03_killers::is_quiet;
use cozy_chess::{Color, Move, Piece};

use super::quiet_order::{QuietOrder, WithQuietOrder};

// ANCHOR: killer_pieces
/// Chapter 5's ordering over the default order `Q`, except that the quiet moves of the
/// piece type whose quiet move caused the last cutoff for the side to move come first.
/// The hope: a piece that just refuted something (a raiding queen, an active rook) is the
/// piece whose other moves refute the next thing too. Like history, it is read when the
/// pick reaches the quiet moves.
#[derive(Default)]
pub struct KillerPieces<Q> {
    previous: WithQuietOrder<Q>,
    order: Q,
    last_cutoff_piece: [Option<Piece>; Color::NUM],
}

impl<Q: QuietOrder> MoveOrdering for KillerPieces<Q> {
    ch00_baseline::previous_chapter!(WithQuietOrder<Q>, "killer pieces");

    fn clear(&mut self) {
        self.last_cutoff_piece = [None; Color::NUM];
        self.previous.clear();
    }

    /// A move of the killer piece first; the default order `Q` breaks the ties.
    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        let piece = node.board.piece_on(mv.from);
        let side = node.board.side_to_move() as usize;
        let killer = piece.is_some() && self.last_cutoff_piece[side] == piece;
        Stage::Quiet.key(i32::from(killer)).then(self.order.quiet_key(node.board, mv))
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let side = node.board.side_to_move() as usize;
            self.last_cutoff_piece[side] = node.board.piece_on(mv.from);
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}
// ANCHOR_END: killer_pieces

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::full_key;
    use cozy_chess::Board;

    use super::super::piece_order::PieceOrder;
    use super::*;

    #[test]
    fn the_last_cutoff_piece_comes_first_for_its_side_only() {
        let board = Board::default();
        let node = Node { board: &board, ply: 1, depth: 3, table_move: None };
        let mut order = KillerPieces::<PieceOrder<0>>::default();
        let key = |order: &KillerPieces<_>, node: &Node, mv: &str| {
            full_key(order, node, mv.parse().unwrap())
        };
        assert!(key(&order, &node, "e2e4") > key(&order, &node, "g1f3"));
        order.on_beta_cutoff(&node, "g1f3".parse().unwrap(), &[]);
        assert!(key(&order, &node, "g1f3") > key(&order, &node, "e2e4"));
        let black: Board =
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse().unwrap();
        let node = Node { board: &black, ..node };
        assert!(key(&order, &node, "g8f6") < key(&order, &node, "e7e5"));
    }
}
