//! The machine a time was measured on, the day and the commit: every generated file of
//! times shows them in one visible line ([`measured_line`]), because a time means nothing
//! without them (node counts need none of them). The line's format and its reader live in
//! [`behaviour_fingerprint::dated`], shared with the chapters' examples. Before timing,
//! the timing commands measure the machine's own noise ([`noise`]) and print it, so a
//! reader knows whether the clock could resolve the verdict.

use std::time::Instant;

pub use behaviour_fingerprint::dated::{description, spread_percent, today};

/// The dated line of a timed file measured now, in this workspace: commit, date,
/// machine, the machine's own noise ([`noise`]) and the spread of the measurement's
/// rounds, each spread as [`spread_percent`] (`None` reads "not recorded").
pub fn measured_line(noise: Option<f64>, rounds: Option<f64>) -> String {
    behaviour_fingerprint::dated::measured_line(crate::workspace::root(), noise, rounds)
}

/// How many times [`noise`] repeats its fixed work.
const NOISE_REPEATS: usize = 5;

/// The machine's own noise: the same fixed work (perft 4 of the start position, one
/// thread) timed [`NOISE_REPEATS`] times, as [`spread_percent`]; printed as it is measured.
/// Nothing in it changes between runs but the machine, so a verdict whose margin is inside
/// this spread is one the clock cannot resolve.
pub fn noise() -> Option<f64> {
    let board = cozy_chess::Board::default();
    let seconds: Vec<f64> = (0..NOISE_REPEATS)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(perft(&board, 4));
            started.elapsed().as_secs_f64()
        })
        .collect();
    let spread = spread_percent(&seconds);
    let shown = spread.map_or_else(|| "unknown".to_owned(), |spread| format!("±{spread:.1} %"));
    eprintln!("machine noise: perft 4 of the start position {NOISE_REPEATS} times, spread {shown}");
    spread
}

fn perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += perft(&child, depth - 1);
        }
        false
    });
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_counts_the_start_position() {
        assert_eq!(perft(&cozy_chess::Board::default(), 3), 8_902);
    }

    #[test]
    fn a_line_measured_here_is_well_formed() {
        let page = format!("*{}*\n", measured_line(noise(), None));
        if page.contains("commit unknown") {
            return; // a copy without git history
        }
        assert!(behaviour_fingerprint::dated::parse_measured_line(&page).is_ok(), "{page}");
    }
}
