//! The captures on one square, played out in the order static exchange evaluation
//! assumes: each side recaptures with its least valuable attacker.

use ch00_baseline::moves::capture;
use cozy_chess::{
    BitBoard, Board, Color, Move, Piece, Rank, Square, get_bishop_moves, get_king_moves,
    get_knight_moves, get_pawn_attacks, get_rook_moves,
};

use crate::values::{promotion_gain, see_value};

// ANCHOR: exchange
/// An exchange on one square in progress: which pieces are still on the board, whose
/// turn it is to recapture, and what the piece standing on the square is worth.
///
/// Pins, checks elsewhere and every other square are ignored: the question is only
/// what the captures on this square win or lose.
pub struct Exchange<'a> {
    board: &'a Board,
    square: Square,
    /// The pieces not yet spent: a piece that has captured is taken off its square,
    /// so the slider behind it (an x-ray) attacks the square from then on.
    occupied: BitBoard,
    /// The unspent pieces of both sides that attack the square, once the first
    /// recapture asks; then kept up to date as pieces are spent and x-rays open. Many
    /// captures are settled before anyone recaptures, and never pay for this.
    attackers: Option<BitBoard>,
    /// The side to capture next.
    mover: Color,
    /// What the piece on the square is worth to the side that takes it.
    on_square: i32,
}

// Every method is `#[inline]`: the ordering that calls them is generic, so it is
// compiled in the crate that names it (the engine binary), where a function of this
// crate without the attribute cannot be inlined, and most calls are settled in a few
// instructions.
impl<'a> Exchange<'a> {
    /// The exchange after `mv`, a legal move of `board`, and what `mv` itself gains:
    /// the piece it takes (a pawn, for en passant) and, for a promotion, the new
    /// piece less the pawn. Castling and moves of an empty square start no exchange.
    #[inline]
    pub fn start(board: &'a Board, mv: Move) -> (Self, i32) {
        let mover = !board.side_to_move();
        let moved = board.piece_on(mv.from);
        let is_castling = board.colors(board.side_to_move()).has(mv.to);
        let (first_gain, on_square, occupied) = match moved {
            Some(piece) if !is_castling => {
                let (taken, taken_from) = capture(board, mv)
                    .map_or((0, mv.to), |(victim, square)| (see_value(victim), square));
                let promotion = mv.promotion.map_or(0, promotion_gain);
                let placed = mv.promotion.unwrap_or(piece);
                let occupied = (board.occupied() ^ mv.from.bitboard() ^ taken_from.bitboard())
                    | mv.to.bitboard();
                (taken + promotion, see_value(placed), occupied)
            }
            // Nothing moves onto the square that the other side could take.
            _ => (0, 0, BitBoard::EMPTY),
        };
        (Self { board, square: mv.to, occupied, attackers: None, mover, on_square }, first_gain)
    }

    /// The most the next capture could gain: the piece on the square, and a promotion
    /// if the square is on the mover's last rank. Known without looking for
    /// attackers.
    #[inline]
    pub fn best_gain(&self) -> i32 {
        self.on_square + self.promotion_on_square(self.mover)
    }

    /// The mover takes with its least valuable attacker, the turn passes, and the
    /// gain is returned; `None` when the mover has no attacker, or only its king
    /// while the other side still attacks the square (the king may not capture into a
    /// defended square).
    #[inline]
    pub fn next_capture(&mut self) -> Option<i32> {
        let attackers = self.attackers.unwrap_or_else(|| self.attackers_to(self.occupied));
        let (piece, from) = self.least_valuable(attackers & self.board.colors(self.mover))?;
        let occupied = self.occupied ^ from.bitboard();
        let attackers = (attackers & occupied) | self.x_rays(piece, occupied);
        if piece == Piece::King && !(attackers & self.board.colors(!self.mover)).is_empty() {
            return None;
        }
        let promotion = if piece == Piece::Pawn { self.promotion_on_square(self.mover) } else { 0 };
        let gain = self.on_square + promotion;
        self.on_square = see_value(piece) + promotion;
        self.occupied = occupied;
        self.attackers = Some(attackers);
        self.mover = !self.mover;
        Some(gain)
    }

    /// The cheapest of `attackers`, and its square: by kind in the order pawn,
    /// knight, bishop, rook, queen, king, then the lowest square.
    #[inline]
    fn least_valuable(&self, attackers: BitBoard) -> Option<(Piece, Square)> {
        Piece::ALL.into_iter().find_map(|piece| {
            (attackers & self.board.pieces(piece)).next_square().map(|from| (piece, from))
        })
    }

    /// Every piece among `occupied` that attacks the square, of either side.
    #[inline]
    fn attackers_to(&self, occupied: BitBoard) -> BitBoard {
        let board = self.board;
        let square = self.square;
        let pawns = board.pieces(Piece::Pawn);
        // A pawn of one colour attacks the square if a pawn of the other colour on
        // the square would attack the pawn.
        let pawns = (get_pawn_attacks(square, Color::Black) & pawns & board.colors(Color::White))
            | (get_pawn_attacks(square, Color::White) & pawns & board.colors(Color::Black));
        let all = pawns
            | (get_knight_moves(square) & board.pieces(Piece::Knight))
            | (get_king_moves(square) & board.pieces(Piece::King))
            | self.sliders(true, true, occupied);
        all & occupied
    }

    /// The sliders among `occupied` that attack the square along diagonals
    /// (`diagonal`) and along ranks and files (`straight`).
    #[inline]
    fn sliders(&self, diagonal: bool, straight: bool, occupied: BitBoard) -> BitBoard {
        let board = self.board;
        let queens = board.pieces(Piece::Queen);
        let mut found = BitBoard::EMPTY;
        if diagonal {
            found |=
                get_bishop_moves(self.square, occupied) & (board.pieces(Piece::Bishop) | queens);
        }
        if straight {
            found |= get_rook_moves(self.square, occupied) & (board.pieces(Piece::Rook) | queens);
        }
        found & occupied
    }

    /// The sliders that a `piece` leaving its square may uncover: along the lines
    /// that piece attacked the square on. A knight's square is on no line through the
    /// target.
    #[inline]
    fn x_rays(&self, piece: Piece, occupied: BitBoard) -> BitBoard {
        match piece {
            Piece::Pawn | Piece::Bishop => self.sliders(true, false, occupied),
            Piece::Rook => self.sliders(false, true, occupied),
            Piece::Queen | Piece::King => self.sliders(true, true, occupied),
            Piece::Knight => BitBoard::EMPTY,
        }
    }

    /// What a pawn of `color` adds by taking on the square: a queen less a pawn on
    /// its last rank, nothing elsewhere.
    #[inline]
    fn promotion_on_square(&self, color: Color) -> i32 {
        if self.square.rank() == Rank::Eighth.relative_to(color) {
            promotion_gain(Piece::Queen)
        } else {
            0
        }
    }
}
// ANCHOR_END: exchange
