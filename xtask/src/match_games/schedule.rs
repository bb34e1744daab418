//! Which game is played with which opening and colours, and the workers that play them.
//!
//! Game `2k` and game `2k + 1` play the same opening with colours swapped, so an opening
//! that favours one side favours both engines once.

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread;

use cozy_chess::Color;

use crate::match_games::adjudication::Outcome;
use crate::match_games::game::{GameRecord, Players, Rules, play_game};
use crate::match_games::openings::Opening;

/// A game of the match, numbered from 0.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    pub number: usize,
    pub first_is_white: bool,
    pub record: GameRecord,
}

impl PlayedGame {
    /// `Some(true)` when the first engine won, `Some(false)` when it lost, `None` for a draw.
    pub fn first_engine_points(&self) -> Option<bool> {
        match self.record.outcome {
            Outcome::Win(winner) => Some((winner == Color::White) == self.first_is_white),
            Outcome::Draw => None,
        }
    }

    /// The first engine's points: 1, ½ or 0.
    pub fn first_engine_score(&self) -> f64 {
        match self.first_engine_points() {
            Some(true) => 1.0,
            Some(false) => 0.0,
            None => 0.5,
        }
    }
}

/// The opening and colours of game `number`.
pub fn pairing(number: usize, openings: &[Opening]) -> (&Opening, bool) {
    (&openings[(number / 2) % openings.len()], number.is_multiple_of(2))
}

/// Plays up to `games` games on `concurrency` threads, sending each as it ends. Once
/// `stop` is set (the SPRT has decided), no new pair starts; the games under way, and the
/// second game of a pair already begun, are still played, so every pair is complete.
pub fn play_all(
    binaries: [&Path; 2],
    openings: &[Opening],
    rules: Rules,
    games: usize,
    concurrency: usize,
    stop: &AtomicBool,
    finished: &Sender<PlayedGame>,
) {
    let next = Mutex::new(0);
    thread::scope(|scope| {
        for _ in 0..concurrency.max(1) {
            scope.spawn(|| {
                while let Some(number) = next_game(&next, games, stop) {
                    let (opening, first_is_white) = pairing(number, openings);
                    let mut players = Players {
                        binaries,
                        reduces: [true, false].map(|first| rules.reductions.for_engine(first)),
                    };
                    if !first_is_white {
                        players.binaries.reverse();
                        players.reduces.reverse();
                    }
                    let record = play_game(&players, opening, rules);
                    let game = PlayedGame { number, first_is_white, record };
                    if finished.send(game).is_err() {
                        break;
                    }
                }
            });
        }
    });
}

/// The number of the next game to play, if any. The count stops at the first game of a
/// pair once `stop` is set, so a pair's second game is handed out only after its first:
/// with a plain atomic counter another thread could take game 2k + 1 of a pair whose game
/// 2k was just refused.
fn next_game(next: &Mutex<usize>, games: usize, stop: &AtomicBool) -> Option<usize> {
    let mut next = next.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let number = *next;
    let starts_a_pair = number.is_multiple_of(2);
    if number >= games || (starts_a_pair && stop.load(Ordering::Relaxed)) {
        return None;
    }
    *next += 1;
    Some(number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_opening_is_played_twice_with_colours_swapped() {
        let openings: Vec<Opening> =
            ["e2e4", "d2d4"].map(|m| Opening { moves: vec![m.to_string()] }).to_vec();
        let pairings: Vec<(&str, bool)> = (0..5)
            .map(|n| pairing(n, &openings))
            .map(|(opening, white)| (opening.moves[0].as_str(), white))
            .collect();
        assert_eq!(
            pairings,
            [("e2e4", true), ("e2e4", false), ("d2d4", true), ("d2d4", false), ("e2e4", true)]
        );
    }

    /// Once the SPRT has decided, no pair starts: no engine is even started here.
    #[test]
    fn a_decided_match_starts_no_new_pair() {
        let openings = vec![Opening { moves: vec!["e2e4".to_string()] }];
        let rules = Rules {
            limit: crate::match_games::move_limit::MoveLimit::Nodes(1000),
            margin: std::time::Duration::ZERO,
            reductions: crate::match_games::game::Reductions::Off,
        };
        let (sender, receiver) = std::sync::mpsc::channel();
        let missing = Path::new("no-such-engine");
        let stop = AtomicBool::new(true);
        play_all([missing, missing], &openings, rules, 10, 2, &stop, &sender);
        drop(sender);
        assert_eq!(receiver.iter().count(), 0);
    }

    /// A pair begun before the decision is finished; none begins after it.
    #[test]
    fn the_second_game_of_a_begun_pair_is_still_handed_out() {
        let (next, stop) = (Mutex::new(0), AtomicBool::new(false));
        assert_eq!(next_game(&next, 10, &stop), Some(0));
        stop.store(true, Ordering::Relaxed);
        assert_eq!(next_game(&next, 10, &stop), Some(1));
        assert_eq!(next_game(&next, 10, &stop), None);
        assert_eq!(next_game(&next, 10, &stop), None, "the count stays at the refused pair");
        let (next, running) = (Mutex::new(0), AtomicBool::new(false));
        let all: Vec<usize> = std::iter::from_fn(|| next_game(&next, 3, &running)).collect();
        assert_eq!(all, [0, 1, 2]);
    }
}
