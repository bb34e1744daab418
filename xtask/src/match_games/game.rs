//! One game between two engine processes: the opening, then moves under the clock, every
//! move checked for legality and every position for the end of the game.

use std::path::Path;
use std::time::{Duration, Instant};

use cozy_chess::Color;
use cozy_chess::util::parse_uci_move;

use crate::match_games::adjudication::{Outcome, Termination, adjudicate};
use crate::match_games::engine::{Engine, Failure};
use crate::match_games::openings::{Opening, play};
use crate::match_games::time_control::TimeControl;

/// The two binaries of a game, by colour.
pub struct Players<'a> {
    pub white: &'a Path,
    pub black: &'a Path,
}

/// How a game is played.
#[derive(Clone, Copy)]
pub struct Rules {
    pub time_control: TimeControl,
    /// Time past the clock allowed before a loss on time: pipes and process scheduling
    /// are not the engine's fault.
    pub margin: Duration,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub outcome: Outcome,
    pub termination: Termination,
    /// Every move from the start position, the opening's included.
    pub moves: Vec<String>,
    /// The side that lost by breaking a rule (time, illegal move, crash), if any.
    pub offender: Option<Color>,
}

/// Plays `opening` out between `players`.
pub fn play_game(players: &Players, opening: &Opening, rules: Rules) -> GameRecord {
    let mut moves = opening.moves.clone();
    let loss = |side: Color, termination: Termination, moves: Vec<String>| GameRecord {
        outcome: Outcome::Win(!side),
        termination,
        moves,
        offender: Some(side),
    };
    let start = |binary: &Path| Engine::start(binary).and_then(|mut e| e.new_game().map(|()| e));
    let white = match start(players.white) {
        Ok(engine) => engine,
        Err(failure) => return loss(Color::White, crash(failure), moves),
    };
    let black = match start(players.black) {
        Ok(engine) => engine,
        Err(failure) => return loss(Color::Black, crash(failure), moves),
    };
    let mut engines = [white, black];
    let board = play(&moves).expect("openings are checked when they are loaded");
    let mut history = vec![board];
    let mut clocks = [rules.time_control.base; 2];
    let record = loop {
        if let Some((outcome, termination)) = adjudicate(&history) {
            break GameRecord { outcome, termination, moves, offender: None };
        }
        let board = history.last().expect("the game has a position").clone();
        let side = board.side_to_move();
        let engine = &mut engines[side as usize];
        let reply = think(engine, &moves, &mut clocks, side, rules);
        let text = match reply {
            Ok(text) => text,
            Err(Failure::TooSlow) => break loss(side, Termination::Time, moves),
            Err(failure) => break loss(side, crash(failure), moves),
        };
        let Some(mv) = parse_uci_move(&board, &text).ok().filter(|&mv| board.is_legal(mv)) else {
            break loss(side, Termination::IllegalMove(format!("{text} in {board}")), moves);
        };
        let mut next = board;
        next.play_unchecked(mv);
        history.push(next);
        moves.push(text);
    };
    engines.into_iter().for_each(Engine::quit);
    record
}

/// Asks `engine` for a move under the clock, and charges it the time it took.
fn think(
    engine: &mut Engine,
    moves: &[String],
    clocks: &mut [Duration; 2],
    side: Color,
    rules: Rules,
) -> Result<String, Failure> {
    let position = if moves.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", moves.join(" "))
    };
    engine.send(&position)?;
    let increment = rules.time_control.increment.as_millis();
    let go = format!(
        "go wtime {} btime {} winc {increment} binc {increment}",
        clocks[0].as_millis(),
        clocks[1].as_millis()
    );
    let remaining = clocks[side as usize];
    engine.send(&go)?;
    let asked = Instant::now();
    let line = engine.wait_for("bestmove", asked + remaining + rules.margin)?;
    let took = asked.elapsed();
    if took > remaining + rules.margin {
        return Err(Failure::TooSlow);
    }
    clocks[side as usize] = remaining.saturating_sub(took) + rules.time_control.increment;
    let text = line.split_whitespace().nth(1).unwrap_or("");
    Ok(text.to_string())
}

fn crash(failure: Failure) -> Termination {
    match failure {
        Failure::Crashed(what) => Termination::Crash(what),
        Failure::TooSlow => Termination::Crash("no answer to the handshake".to_string()),
    }
}
