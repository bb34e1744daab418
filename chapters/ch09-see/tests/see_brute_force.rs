//! Static exchange evaluation against a brute-force swap-off written independently: its
//! own board (a square-by-square array), its own attack tests (walking rays square by
//! square, no cozy-chess attack tables), and a plain minimax over the captures on the one
//! square, each side free to stop at every turn. Positions: every suite of the
//! repository and seeded random playouts from them.
//!
//! Two models of who recaptures. SEE's: the least valuable attacker, a knight before a
//! bishop (they are worth the same), the lowest square among pieces of one kind; SEE must
//! agree with it on every move.
//! And the whole truth: any attacker at all. Least valuable first is not always best
//! (taking first with the rook that blocks the opponent's file opens it), so the second
//! test only counts how often the two differ.

use ch00_baseline::moves::legal_moves;
use ch00_baseline::suite::{bench_suite, fresh_suite, outside_suite, realistic_suite};
use ch09_see::{see, see_ge, see_value};
use cozy_chess::{Board, Color, Move, Piece, Square};

type Mailbox = [Option<(Color, Piece)>; 64];

fn mailbox(board: &Board) -> Mailbox {
    let mut squares = [None; 64];
    for square in Square::ALL {
        if let (Some(color), Some(piece)) = (board.color_on(square), board.piece_on(square)) {
            squares[square as usize] = Some((color, piece));
        }
    }
    squares
}

fn file_rank(square: usize) -> (i32, i32) {
    ((square % 8) as i32, (square / 8) as i32)
}

/// Whether the piece on `from` attacks `to` on `squares`.
fn attacks(squares: &Mailbox, from: usize, to: usize) -> bool {
    let Some((color, piece)) = squares[from] else { return false };
    let ((ff, fr), (tf, tr)) = (file_rank(from), file_rank(to));
    let (df, dr) = (tf - ff, tr - fr);
    let forward = if color == Color::White { 1 } else { -1 };
    let path_clear = || {
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut f, mut r) = (ff + sf, fr + sr);
        while (f, r) != (tf, tr) {
            if squares[(r * 8 + f) as usize].is_some() {
                return false;
            }
            f += sf;
            r += sr;
        }
        true
    };
    let diagonal = df != 0 && df.abs() == dr.abs();
    let straight = (df == 0) != (dr == 0);
    match piece {
        Piece::Pawn => dr == forward && df.abs() == 1,
        Piece::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Piece::King => df.abs().max(dr.abs()) == 1,
        Piece::Bishop => diagonal && path_clear(),
        Piece::Rook => straight && path_clear(),
        Piece::Queen => (diagonal || straight) && path_clear(),
    }
}

fn attackers(squares: &Mailbox, side: Color, target: usize) -> Vec<usize> {
    (0..64)
        .filter(|&from| matches!(squares[from], Some((color, _)) if color == side))
        .filter(|&from| attacks(squares, from, target))
        .collect()
}

fn last_rank(side: Color) -> i32 {
    if side == Color::White { 7 } else { 0 }
}

/// Which attackers a side may recapture with.
#[derive(Clone, Copy)]
enum Model {
    /// SEE's: by kind in the order pawn, knight, bishop, rook, queen, king (so by value,
    /// a knight before a bishop), then by square.
    LeastValuable,
    /// Any of them.
    AnyAttacker,
}

/// The best `side` can do by capturing on `target` (or stopping, worth 0), given what
/// stands there.
fn best_reply(squares: &mut Mailbox, side: Color, target: usize, model: Model) -> i32 {
    let Some((_, standing)) = squares[target] else { return 0 };
    let mut candidates = attackers(squares, side, target);
    if let Model::LeastValuable = model {
        candidates.sort_by_key(|&s| (squares[s].unwrap().1 as usize, s));
        candidates.truncate(1);
    }
    let mut best = 0;
    for from in candidates {
        let (_, piece) = squares[from].unwrap();
        let saved = *squares;
        let promotes = piece == Piece::Pawn && file_rank(target).1 == last_rank(side);
        let placed = if promotes { Piece::Queen } else { piece };
        squares[from] = None;
        squares[target] = Some((side, placed));
        let gain = see_value(standing) + see_value(placed) - see_value(piece);
        let king_walks_into_attack =
            piece == Piece::King && !attackers(squares, !side, target).is_empty();
        if !king_walks_into_attack {
            best = best.max(gain - best_reply(squares, !side, target, model));
        }
        *squares = saved;
    }
    best
}

/// The brute-force value of `mv`: the move's own gain less the opponent's best reply.
fn brute_force(board: &Board, mv: Move, model: Model) -> i32 {
    let mut squares = mailbox(board);
    let side = board.side_to_move();
    let (from, to) = (mv.from as usize, mv.to as usize);
    let (_, piece) = squares[from].unwrap();
    let mut taken = squares[to].map_or(0, |(_, victim)| see_value(victim));
    if piece == Piece::Pawn && file_rank(from).0 != file_rank(to).0 && squares[to].is_none() {
        // En passant: the pawn taken stands beside the mover, on the mover's rank.
        let beside = (file_rank(from).1 * 8 + file_rank(to).0) as usize;
        squares[beside] = None;
        taken = see_value(Piece::Pawn);
    }
    let placed = mv.promotion.unwrap_or(piece);
    squares[from] = None;
    squares[to] = Some((side, placed));
    taken + see_value(placed) - see_value(piece) - best_reply(&mut squares, !side, to, model)
}

/// Every suite position and, from each, seeded random playouts: a few thousand positions
/// with every kind of exchange.
fn positions() -> Vec<Board> {
    let starts: Vec<Board> = [bench_suite(), outside_suite(), fresh_suite(), realistic_suite()]
        .into_iter()
        .flatten()
        .map(|position| position.fen.parse().expect("suite FENs are checked"))
        .collect();
    let mut rng = fastrand::Rng::with_seed(0x5EE);
    let mut boards = starts.clone();
    for start in &starts {
        for _ in 0..12 {
            let mut board = start.clone();
            for _ in 0..40 {
                let moves = legal_moves(&board);
                if moves.is_empty() {
                    break;
                }
                // Prefer captures half of the time, so that exchanges thin the board out
                // as they do in real games.
                let captures: Vec<Move> = moves
                    .iter()
                    .map(|s| s.mv)
                    .filter(|&mv| ch00_baseline::moves::captured_piece(&board, mv).is_some())
                    .collect();
                let mv = if !captures.is_empty() && rng.bool() {
                    captures[rng.usize(..captures.len())]
                } else {
                    moves[rng.usize(..moves.len())].mv
                };
                board.play(mv);
                boards.push(board.clone());
            }
        }
    }
    boards
}

const THRESHOLDS: [i32; 13] = [-1000, -900, -500, -301, -300, -200, -1, 0, 1, 100, 300, 500, 1100];

#[test]
fn see_agrees_with_brute_force_on_every_move() {
    let mut checked = 0;
    let mut nonzero = 0;
    for board in positions() {
        for mv in legal_moves(&board).iter().map(|s| s.mv) {
            if board.colors(board.side_to_move()).has(mv.to) {
                continue; // castling: no exchange
            }
            let value = see(&board, mv);
            let expected = brute_force(&board, mv, Model::LeastValuable);
            assert_eq!(value, expected, "see of {mv} in {board}");
            for threshold in THRESHOLDS.into_iter().chain([value - 1, value, value + 1]) {
                assert_eq!(
                    see_ge(&board, mv, threshold),
                    value >= threshold,
                    "see_ge of {mv} at {threshold} in {board} (see {value})"
                );
            }
            checked += 1;
            nonzero += usize::from(value != 0);
        }
    }
    assert!(
        checked > 100_000 && nonzero > 20_000,
        "{checked} moves, {nonzero} with a nonzero value"
    );
}

/// How often recapturing with the least valuable attacker first gives another value than
/// the best choice of recapturing piece: rarely, and the ordering only asks for the sign.
#[test]
fn least_valuable_first_is_almost_always_best() {
    let (mut moves, mut different, mut different_sign) = (0, 0, 0);
    for board in positions() {
        for mv in legal_moves(&board).iter().map(|s| s.mv) {
            if board.colors(board.side_to_move()).has(mv.to) {
                continue;
            }
            let (least, any) = (see(&board, mv), brute_force(&board, mv, Model::AnyAttacker));
            moves += 1;
            different += usize::from(least != any);
            different_sign += usize::from((least >= 0) != (any >= 0));
        }
    }
    assert!(different * 200 < moves, "{different} of {moves} moves differ");
    insta::assert_snapshot!(
        "least_valuable_first",
        format!(
            "Of {moves} moves, least valuable first gives another value than the best choice \
             of recapturing piece on {different}, and another sign (losing or not) on \
             {different_sign}."
        )
    );
}
