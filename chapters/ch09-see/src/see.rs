//! Static exchange evaluation: what a move wins or loses once the captures on its
//! target square are played out, each side free to stop when going on would cost it.

use cozy_chess::{Board, Move};

use crate::exchange::Exchange;

// ANCHOR: see
/// The material `mv` wins (positive) or loses (negative) for the side that plays it,
/// in the units of [`crate::see_value`]. The move itself is made; from then on each
/// side recaptures with its least valuable attacker or stops, whichever is better for
/// it.
///
/// The full value is what the tests check; the ordering only asks whether a capture
/// loses, which [`see_ge`] answers with less work.
pub fn see(board: &Board, mv: Move) -> i32 {
    let (mut exchange, first_gain) = Exchange::start(board, mv);
    first_gain - best_continuation(&mut exchange)
}

/// What the side to recapture can win from here: nothing if it stops, or the
/// capture's gain less what the other side then wins, whichever is more.
fn best_continuation(exchange: &mut Exchange) -> i32 {
    match exchange.next_capture() {
        None => 0,
        Some(gain) => (gain - best_continuation(exchange)).max(0),
    }
}
// ANCHOR_END: see

// ANCHOR: see_ge
/// Whether [`see`]`(board, mv) >= threshold`, stopping as soon as the answer is
/// certain.
///
/// `balance` is the material of the side that played `mv` after the captures so far.
/// When the opponent is to recapture it can stop and leave `balance`, so a balance
/// below the threshold settles "no"; if even losing the piece on the square keeps the
/// balance at the threshold, that settles "yes". When the side that played `mv` is to
/// recapture, the same holds the other way round. Most captures are settled before
/// any attacker is looked up: pawn takes knight is good whatever defends the knight.
#[inline]
pub fn see_ge(board: &Board, mv: Move, threshold: i32) -> bool {
    let (mut exchange, first_gain) = Exchange::start(board, mv);
    let mut balance = first_gain;
    let mut ours = false;
    loop {
        if ours {
            if balance >= threshold {
                return true;
            }
            if balance + exchange.best_gain() < threshold {
                return false;
            }
        } else {
            if balance < threshold {
                return false;
            }
            if balance - exchange.best_gain() >= threshold {
                return true;
            }
        }
        let Some(gain) = exchange.next_capture() else {
            // The side to recapture cannot: the balance stands.
            return !ours;
        };
        balance += if ours { gain } else { -gain };
        ours = !ours;
    }
}
// ANCHOR_END: see_ge
