//! The two batches the picker generates: the captures, and everything else. Each is
//! the full generator's output with the other batch's moves left out, so both keep
//! the order in which the full generator produces their moves. That order breaks the
//! ties between equal keys (the stable pick), so it must be the same as the previous
//! chapter's. The captures are asked of the generator only for the pieces that can
//! capture: the generator goes piece by piece, so leaving pieces out keeps the
//! others' order.
//!
//! A node that reaches its quiet moves thus generates twice. Generating once and
//! reading both batches from the one list costs more: it pays for every piece's moves
//! at the nodes that end on the table move, a capture or a killer, and that outweighs
//! what it saves at the others (the lab notes measure both).

use ch00_baseline::moves::ScoredMove;
use ch00_baseline::ordering::Generation;
use ch00_baseline::sort_key::SortKey;
use cozy_chess::{
    BitBoard, Board, Color, File, Move, Piece, Rank, Square, get_king_moves, get_knight_moves,
};

// ANCHOR: captures
/// Appends the moves chapter 2 ranks among the captures: every capture that does not
/// under-promote (en passant included) and every queen promotion, capture or not. The
/// same set in both generations: quiescence searches all of them too. Only the pieces
/// that may have such a move are generated for ([`Targets::capturers`]).
pub fn push_captures(board: &Board, list: &mut impl Extend<ScoredMove>) {
    let targets = Targets::of(board);
    board.generate_moves_for(targets.capturers(board), |mut piece_moves| {
        if piece_moves.piece == Piece::Pawn {
            piece_moves.to &= targets.captures | targets.promotions;
            for mv in piece_moves {
                if matches!(mv.promotion, None | Some(Piece::Queen)) {
                    list.extend([unscored(mv)]);
                }
            }
        } else {
            piece_moves.to &= targets.enemies;
            for mv in piece_moves {
                list.extend([unscored(mv)]);
            }
        }
        false
    });
}
// ANCHOR_END: captures

// ANCHOR: quiets
/// Appends the moves of `generation` that [`push_captures`] leaves out: in the main
/// search (and in check) the quiet moves, castling and every under-promotion; in
/// quiescence only the under-promotions that capture. Chapter 2 leaves all of them
/// unranked, so they are searched in the quiet stage, after the killers.
#[inline(always)]
pub fn push_quiets(board: &Board, generation: Generation, list: &mut impl Extend<ScoredMove>) {
    let under_promotes = |mv: Move| matches!(mv.promotion, Some(piece) if piece != Piece::Queen);
    match generation {
        Generation::AllMoves => {
            let targets = Targets::of(board);
            board.generate_moves(|mut piece_moves| {
                if piece_moves.piece == Piece::Pawn {
                    for mv in piece_moves {
                        let quiet_push = mv.promotion.is_none() && !targets.captures.has(mv.to);
                        if quiet_push || under_promotes(mv) {
                            list.extend([unscored(mv)]);
                        }
                    }
                } else {
                    piece_moves.to &= !targets.enemies;
                    for mv in piece_moves {
                        list.extend([unscored(mv)]);
                    }
                }
                false
            });
        }
        Generation::TacticalMoves => {
            let seventh = Rank::Seventh.relative_to(board.side_to_move()).bitboard();
            let promoting = board.colored_pieces(board.side_to_move(), Piece::Pawn) & seventh;
            if promoting.is_empty() {
                return; // the usual case: no pawn can promote, nothing to generate
            }
            let enemies = board.colors(!board.side_to_move());
            board.generate_moves_for(promoting, |mut piece_moves| {
                piece_moves.to &= enemies;
                for mv in piece_moves {
                    if under_promotes(mv) {
                        list.extend([unscored(mv)]);
                    }
                }
                false
            });
        }
    }
}
// ANCHOR_END: quiets

/// Whether `mv`, a legal move, is one `generation` searches: quiescence out of check
/// searches captures and queen promotions only.
pub fn belongs_to(board: &Board, generation: Generation, mv: Move) -> bool {
    match generation {
        Generation::AllMoves => true,
        Generation::TacticalMoves => ch00_baseline::moves::is_tactical(board, mv),
    }
}

/// The squares that make a move a capture or a promotion, for the side to move.
struct Targets {
    /// The opponent's pieces.
    enemies: BitBoard,
    /// The opponent's pieces and the en-passant square: where a pawn captures.
    captures: BitBoard,
    /// The last rank, where a pawn promotes.
    promotions: BitBoard,
}

impl Targets {
    fn of(board: &Board) -> Targets {
        let us = board.side_to_move();
        let enemies = board.colors(!us);
        let en_passant = board.en_passant().map_or(BitBoard::EMPTY, |file| {
            Square::new(file, Rank::Sixth.relative_to(us)).bitboard()
        });
        let promotions = Rank::Eighth.relative_to(us).bitboard();
        Targets { enemies, captures: enemies | en_passant, promotions }
    }
}

impl Targets {
    /// The pieces of the side to move that may have a move [`push_captures`] keeps:
    /// all but the king and the pawns and knights that attack no enemy piece (and,
    /// for a pawn, cannot promote). Generating for the others only would find their
    /// quiet moves and throw them away; the king's would also test every square
    /// around it for attacks. Leaving pieces out keeps the generator's order for the
    /// rest.
    fn capturers(&self, board: &Board) -> BitBoard {
        let us = board.side_to_move();
        let mut capturers = board.colors(us);
        let king = board.king(us);
        if (get_king_moves(king) & self.enemies).is_empty() {
            capturers ^= king.bitboard();
        }
        for knight in board.colored_pieces(us, Piece::Knight) {
            if (get_knight_moves(knight) & self.enemies).is_empty() {
                capturers ^= knight.bitboard();
            }
        }
        let pawns = board.colored_pieces(us, Piece::Pawn);
        let promoting = pawns & Rank::Seventh.relative_to(us).bitboard();
        capturers ^= pawns - promoting - pawns_attacking(pawns, us, self.captures);
        capturers
    }
}

/// The pawns of `us` among `pawns` that attack a square of `targets`: all of them at
/// once, by shifting the targets back along the two diagonals a pawn of `us` captures
/// on, instead of looking up each pawn's attacks.
fn pawns_attacking(pawns: BitBoard, us: Color, targets: BitBoard) -> BitBoard {
    // A shift by 7 or 9 would wrap round the board's edge: a target on file A has no
    // square to its left for a pawn to stand on, one on file H none to its right, so
    // the shift of each diagonal leaves those targets out.
    let (off_a, off_h) = (targets.0 & !File::A.bitboard().0, targets.0 & !File::H.bitboard().0);
    let from = match us {
        Color::White => (off_a >> 9) | (off_h >> 7),
        Color::Black => (off_a << 7) | (off_h << 9),
    };
    pawns & BitBoard(from)
}

fn unscored(mv: Move) -> ScoredMove {
    ScoredMove { mv, key: SortKey::UNRANKED }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::moves::{MoveList, legal_moves};

    use super::*;

    const POSITIONS: [&str; 7] = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/8/3pP3/8/8/8/k6K w - d6 0 2",
        "8/8/8/8/3Pp3/8/8/k6K b - d3 0 2",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "4k3/8/8/8/8/8/4q3/R3K2R w KQ - 0 1",
    ];

    fn moves(list: &MoveList) -> Vec<Move> {
        list.iter().map(|scored| scored.mv).collect()
    }

    /// The two batches split the full generator's list in two, each in its order.
    #[test]
    fn the_batches_split_every_legal_move_in_generation_order() {
        for fen in POSITIONS {
            let board: Board = fen.parse().unwrap();
            let all = moves(&legal_moves(&board));
            let (mut captures, mut quiets) = (MoveList::new(), MoveList::new());
            push_captures(&board, &mut captures);
            push_quiets(&board, Generation::AllMoves, &mut quiets);
            let is_capture = |mv: &Move| moves(&captures).contains(mv);
            let expected_captures: Vec<Move> = all.iter().copied().filter(is_capture).collect();
            let expected_quiets: Vec<Move> =
                all.iter().copied().filter(|m| !is_capture(m)).collect();
            assert_eq!(moves(&captures), expected_captures, "{fen}");
            assert_eq!(moves(&quiets), expected_quiets, "{fen}");
            assert_eq!(captures.len() + quiets.len(), all.len(), "{fen}");
        }
    }

    /// The same on the positions of random games: quiet ones, ones in check (single
    /// and double), ones with en passant, castling and promotions along the way.
    #[test]
    fn the_captures_batch_is_the_generators_on_random_games() {
        let mut rng = fastrand::Rng::with_seed(2026);
        let mut positions = 0;
        for _ in 0..60 {
            let mut board = Board::default();
            for _ in 0..120 {
                let all = moves(&legal_moves(&board));
                if all.is_empty() {
                    break;
                }
                let mut captures = MoveList::new();
                push_captures(&board, &mut captures);
                let tactical = |mv: &&Move| {
                    let capture = board.colors(!board.side_to_move()).has(mv.to)
                        || (board.piece_on(mv.from) == Some(Piece::Pawn)
                            && mv.from.file() != mv.to.file());
                    (capture && !matches!(mv.promotion, Some(p) if p != Piece::Queen))
                        || mv.promotion == Some(Piece::Queen)
                };
                let expected: Vec<Move> = all.iter().filter(tactical).copied().collect();
                assert_eq!(moves(&captures), expected, "{board}");
                positions += 1;
                board.play(all[rng.usize(..all.len())]);
            }
        }
        assert!(positions > 5_000, "{positions}");
    }

    /// The shifted targets find exactly the pawns whose own attacks reach a target,
    /// on every file and for both colours.
    #[test]
    fn pawns_attacking_is_each_pawns_attacks() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..2_000 {
            let (pawns, targets) = (BitBoard(rng.u64(..)), BitBoard(rng.u64(..)));
            for us in [Color::White, Color::Black] {
                let expected: BitBoard = pawns
                    .into_iter()
                    .filter(|&pawn| !(cozy_chess::get_pawn_attacks(pawn, us) & targets).is_empty())
                    .collect();
                assert_eq!(pawns_attacking(pawns, us, targets), expected);
            }
        }
    }

    /// In quiescence the batches split the tactical moves the same way.
    #[test]
    fn in_quiescence_the_batches_split_the_tactical_moves() {
        for fen in POSITIONS {
            let board: Board = fen.parse().unwrap();
            let all = moves(&ch00_baseline::moves::tactical_moves(&board));
            let (mut captures, mut quiets) = (MoveList::new(), MoveList::new());
            push_captures(&board, &mut captures);
            push_quiets(&board, Generation::TacticalMoves, &mut quiets);
            let mut both = moves(&captures);
            both.extend(moves(&quiets));
            both.sort_by_key(|mv| all.iter().position(|m| m == mv));
            assert_eq!(both, all, "{fen}");
            assert!(moves(&quiets).iter().all(|mv| mv.promotion.is_some()), "{fen}");
        }
    }
}
