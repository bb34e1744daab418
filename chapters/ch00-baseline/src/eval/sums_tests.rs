//! The sums kept move by move must be exactly the sums added up from scratch, after every
//! kind of move: quiet, capture, en passant, promotion (with and without capture),
//! castling on both wings.

use cozy_chess::{Board, Move};

use super::{EvalSums, share};
use crate::moves::{capture, legal_moves};
use crate::pst::{ENDGAME_TABLE, ENDGAME_VALUE, MIDDLEGAME_TABLE, MIDDLEGAME_VALUE};

/// Random games from every position of the perft file (chosen for castling, en passant
/// and promotions), each move checked at every position they pass through.
const GAMES_PER_POSITION: usize = 4;
const PLIES_PER_GAME: usize = 160;

/// How many moves of each kind were checked, so that the test proves it met them all.
#[derive(Debug, Default)]
struct Seen {
    quiet: usize,
    captures: usize,
    en_passant: usize,
    promotions: usize,
    castling: usize,
}

impl Seen {
    fn count(&mut self, board: &Board, mv: Move) {
        let castles = board.colors(board.side_to_move()).has(mv.to);
        let captured = capture(board, mv);
        if castles {
            self.castling += 1;
        } else if mv.promotion.is_some() {
            self.promotions += 1;
        } else if captured.is_some_and(|(_, square)| square != mv.to) {
            self.en_passant += 1;
        } else if captured.is_some() {
            self.captures += 1;
        } else {
            self.quiet += 1;
        }
    }
}

fn start_positions() -> Vec<Board> {
    include_str!("../../../../data/perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| line.split(';').next().unwrap().trim().parse().unwrap())
        .collect()
}

/// Checks the sums after every legal move of `board`, whose sums are `sums`.
fn check_every_move(board: &Board, sums: EvalSums, seen: &mut Seen) {
    for scored in legal_moves(board) {
        let mut child = board.clone();
        child.play_unchecked(scored.mv);
        let expected = EvalSums::of(&child);
        assert_eq!(sums.after(board, scored.mv), expected, "{board} then {}", scored.mv);
        seen.count(board, scored.mv);
    }
}

#[test]
fn sums_kept_move_by_move_equal_sums_from_scratch() {
    let mut rng = fastrand::Rng::with_seed(0x5eed);
    let mut seen = Seen::default();
    for start in start_positions() {
        for _ in 0..GAMES_PER_POSITION {
            let mut board = start.clone();
            let mut sums = EvalSums::of(&board);
            for _ in 0..PLIES_PER_GAME {
                assert_eq!(sums, EvalSums::of(&board), "{board}");
                check_every_move(&board, sums, &mut seen);
                let moves = legal_moves(&board);
                if moves.is_empty() || board.halfmove_clock() >= 100 {
                    break;
                }
                let mv = moves[rng.usize(..moves.len())].mv;
                sums = sums.after(&board, mv);
                board.play_unchecked(mv);
            }
        }
    }
    // With this seed: about 880,000 quiet moves, 66,000 captures, 86 en passant captures,
    // 8,200 promotions and 700 castlings.
    let Seen { quiet, captures, en_passant, promotions, castling } = seen;
    let kinds = [quiet, captures, en_passant, promotions, castling];
    assert!(kinds.iter().all(|&count| count >= 50), "{seen:?}");
}

#[test]
fn castling_on_both_wings_and_promotions_with_and_without_capture() {
    let board: Board = "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1".parse().unwrap();
    let sums = EvalSums::of(&board);
    for text in ["e1g1", "e1c1", "b7b8q", "b7a8n"] {
        let mv = cozy_chess::util::parse_uci_move(&board, text).unwrap();
        let mut child = board.clone();
        child.play_unchecked(mv);
        assert_eq!(sums.after(&board, mv), EvalSums::of(&child), "{text}");
    }
}

/// The table worked out at build time says what the printed tables say: a White piece
/// reads its square mirrored (the tables are printed rank 8 first) and counts plus, a
/// Black piece reads its square as it is and counts minus.
#[test]
fn every_share_is_the_printed_tables_entry() {
    use cozy_chess::{Color, Piece, Square};
    for piece in Piece::ALL {
        let kind = piece as usize;
        let entry = |index: usize| {
            (
                MIDDLEGAME_VALUE[kind] + MIDDLEGAME_TABLE[kind][index],
                ENDGAME_VALUE[kind] + ENDGAME_TABLE[kind][index],
            )
        };
        for square in Square::ALL {
            let (middlegame, endgame) = entry(square as usize);
            assert_eq!(share(Color::Black, piece, square), (-middlegame, -endgame));
            assert_eq!(share(Color::White, piece, square.flip_rank()), (middlegame, endgame));
        }
    }
}
