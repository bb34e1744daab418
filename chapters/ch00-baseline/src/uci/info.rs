//! The lines a search writes for the GUI: `info`, `info string`, `bestmove`.

use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Move};

use crate::report::percent;
use crate::score::uci_score;
use crate::search::{Iteration, SearchResult};

/// `info depth 5 score cp 31 nodes 12345 nps 1234567 time 10 pv e2e4 e7e5`. The speed is
/// taken from microseconds; under one microsecond there is no speed to tell.
pub fn info_line(board: &Board, iteration: &Iteration) -> String {
    let scaled_nodes = u128::from(iteration.total.nodes) * 1_000_000;
    let nps = scaled_nodes
        .checked_div(iteration.elapsed.as_micros())
        .map_or(String::new(), |nps| format!(" nps {nps}"));
    format!(
        "info depth {} score {} nodes {}{nps} time {} pv {}",
        iteration.depth,
        uci_score(iteration.score),
        iteration.total.nodes,
        iteration.elapsed.as_millis(),
        uci_line(board, &iteration.pv)
    )
}

/// The one `info` line of a search that had no move to search: `score mate 0` when the
/// side to move is mated, `score cp 0` when it is stalemated.
pub fn game_over_line(result: &SearchResult) -> String {
    format!("info depth 0 score {}", uci_score(result.score))
}

/// The cutoff statistics engine authors look at, as an `info string`.
pub fn cutoff_line(iteration: &Iteration) -> String {
    let stats = &iteration.total;
    format!(
        "info string cutoffs {} first-move {} moves-per-cutoff {:.2} qnodes {}",
        stats.beta_cutoffs,
        percent(stats.first_move_cutoff_rate()),
        stats.average_moves_before_cutoff(),
        stats.quiescence_nodes
    )
}

/// `bestmove e2e4 ponder e7e5` (the reply to ponder on is the PV's second move, when it
/// has one that is legal), or `bestmove 0000` when there is no move.
pub fn bestmove_line(board: &Board, result: &SearchResult) -> String {
    let Some(best) = result.best_move else {
        return "bestmove 0000".to_string();
    };
    let mut line = format!("bestmove {}", display_uci_move(board, best));
    let pv = result.pv();
    if pv.len() >= 2 && pv[0] == best {
        let mut after = board.clone();
        after.play_unchecked(best);
        if after.is_legal(pv[1]) {
            line.push_str(&format!(" ponder {}", display_uci_move(&after, pv[1])));
        }
    }
    line
}

/// Moves in UCI notation, castling as `e1g1`, each read on the board it is played on.
pub fn uci_line(board: &Board, moves: &[Move]) -> String {
    let mut board = board.clone();
    let mut words = Vec::with_capacity(moves.len());
    for &mv in moves {
        words.push(display_uci_move(&board, mv).to_string());
        board.play_unchecked(mv);
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::search::SearchStats;

    fn iteration(nodes: u64, elapsed: Duration) -> Iteration {
        let total = SearchStats { nodes, ..SearchStats::default() };
        Iteration { depth: 1, score: 12, pv: Vec::new(), total, nodes, elapsed }
    }

    #[test]
    fn nps_is_told_only_when_time_was_measured() {
        let board = Board::default();
        // Once `nps 25000 time 0`: 25 nodes over a millisecond rounded up.
        let instant = info_line(&board, &iteration(25, Duration::ZERO));
        assert_eq!(instant, "info depth 1 score cp 12 nodes 25 time 0 pv ");
        let quick = info_line(&board, &iteration(20, Duration::from_micros(40)));
        assert!(quick.contains(" nodes 20 nps 500000 time 0 "), "{quick}");
    }
}
