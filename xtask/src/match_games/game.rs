//! One game between two engine processes: the opening, then moves under the clock, every
//! move checked for legality and every position for the end of the game.

use std::path::Path;
use std::time::{Duration, Instant};

use cozy_chess::Color;
use cozy_chess::util::parse_uci_move;

use crate::match_games::adjudication::{Outcome, Termination, adjudicate};
use crate::match_games::move_limit::{MoveLimit, NODE_MOVE_DEADLINE};
use crate::match_games::openings::{Opening, play};
use crate::uci_engine::{Engine, Failure, STARTUP};

/// The two binaries of a game, White's first, and whether each reduces late moves.
pub struct Players<'a> {
    pub binaries: [&'a Path; 2],
    pub reduces: [bool; 2],
}

/// How a game is played.
#[derive(Clone, Copy)]
pub struct Rules {
    pub limit: MoveLimit,
    /// Time past the clock allowed before a loss on time: pipes and process scheduling
    /// are not the engine's fault.
    pub margin: Duration,
    /// Which engines search with the UCI option `Late Move Reductions` on (off in every
    /// chapter's engine unless asked).
    pub reductions: Reductions,
}

/// Which engines of a match reduce late quiet moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Reductions {
    /// Neither: the book's search.
    Off,
    /// Both: what the orderings are worth in a search that reduces, as modern ones do.
    Both,
    /// The first engine only: what the reductions themselves are worth.
    First,
}

impl Reductions {
    /// Whether the first engine (`first`) or the second reduces.
    pub fn for_engine(self, first: bool) -> bool {
        match self {
            Reductions::Off => false,
            Reductions::Both => true,
            Reductions::First => first,
        }
    }
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
    let start = |binary: &Path, reduces: bool| {
        let mut engine = Engine::start(binary)?;
        if reduces {
            engine.send("setoption name Late Move Reductions value true")?;
        }
        engine.new_game().map(|()| engine)
    };
    let mut engines = Vec::with_capacity(2);
    let by_colour = players.binaries.into_iter().zip(players.reduces);
    for (side, (binary, reduces)) in Color::ALL.into_iter().zip(by_colour) {
        match start(binary, reduces) {
            Ok(engine) => engines.push(engine),
            Err(failure) => return loss(side, crash(failure), moves),
        }
    }
    let board = play(&moves).expect("openings are checked when they are loaded");
    let mut history = vec![board];
    let mut clocks = match rules.limit {
        MoveLimit::Clock(control) => [control.base; 2],
        MoveLimit::Nodes(_) => [NODE_MOVE_DEADLINE; 2],
    };
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
    engines.into_iter().for_each(|engine| engine.quit(STARTUP));
    record
}

/// Asks `engine` for a move under the clock, and charges it the time it took; with a node
/// budget, asks for a move within the budget and only checks that the engine answers.
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
    let line = match rules.limit {
        MoveLimit::Clock(control) => {
            let increment = control.increment.as_millis();
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
            clocks[side as usize] = remaining.saturating_sub(took) + control.increment;
            line
        }
        MoveLimit::Nodes(count) => {
            engine.send(&format!("go nodes {count}"))?;
            engine.wait_for("bestmove", Instant::now() + NODE_MOVE_DEADLINE)?
        }
    };
    let text = line.split_whitespace().nth(1).unwrap_or("");
    Ok(text.to_string())
}

fn crash(failure: Failure) -> Termination {
    match failure {
        Failure::Crashed(what) => Termination::Crash(what),
        Failure::TooSlow => Termination::Crash("no answer to the handshake".to_string()),
    }
}

/// Engines that break the rules on purpose, as shell scripts: each failure must be caught
/// and charged to the side that made it.
#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;
    use std::path::PathBuf;

    use super::*;
    use crate::match_games::move_limit::TimeControl;

    /// A UCI engine in `sh` that answers the handshake, then `go` with `on_go`.
    fn fake_engine(dir: &Path, name: &str, on_go: &str) -> PathBuf {
        let script = format!(
            "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
             uci) echo 'id name {name}'; echo uciok;;\n\
             isready) echo readyok;;\n\
             go*) {on_go};;\n\
             quit) exit 0;;\n\
             esac; done\n"
        );
        let path = dir.join(name);
        std::fs::write(&path, script).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// A game in which White answers `go` with `white_on_go`, under a node budget: the
    /// fake engines ignore it, and the minute each move is allowed means only a broken
    /// rule, never a loaded machine, can end the game (a 0.6 s clock once lost a game on
    /// time in CI before White's illegal move was read).
    fn play_against_a_legal_black(white_on_go: &str) -> GameRecord {
        play_against_a_legal_black_with(white_on_go, MoveLimit::Nodes(1000))
    }

    fn play_against_a_legal_black_with(white_on_go: &str, limit: MoveLimit) -> GameRecord {
        let dir = tempfile::tempdir().unwrap();
        let white = fake_engine(dir.path(), "white", white_on_go);
        let black = fake_engine(dir.path(), "black", "echo 'bestmove e7e5'");
        let rules = Rules { limit, margin: Duration::from_millis(50), reductions: Reductions::Off };
        let players = Players { binaries: [&white, &black], reduces: [false; 2] };
        play_game(&players, &Opening { moves: vec![] }, rules)
    }

    #[test]
    fn an_illegal_move_loses() {
        let record = play_against_a_legal_black("echo 'bestmove e2e5'");
        assert!(
            matches!(record.termination, Termination::IllegalMove(ref m) if m.starts_with("e2e5")),
            "{record:?}"
        );
        assert_eq!(
            (record.outcome, record.offender),
            (Outcome::Win(Color::Black), Some(Color::White))
        );
    }

    #[test]
    fn a_null_move_in_a_game_that_goes_on_is_illegal() {
        let record = play_against_a_legal_black("echo 'bestmove 0000'");
        assert!(matches!(record.termination, Termination::IllegalMove(_)), "{record:?}");
    }

    #[test]
    fn an_engine_that_exits_loses_by_crash() {
        let record = play_against_a_legal_black("exit 3");
        assert!(matches!(record.termination, Termination::Crash(_)), "{record:?}");
        assert_eq!(record.offender, Some(Color::White));
    }

    #[test]
    fn an_engine_that_thinks_past_its_clock_loses_on_time() {
        // A clock well under the slow engine's second: only this test needs one.
        let clock = MoveLimit::Clock(TimeControl::parse("0.6+0").unwrap());
        let record = play_against_a_legal_black_with("sleep 1; echo 'bestmove e2e4'", clock);
        assert_eq!(record.termination, Termination::Time);
        assert_eq!(record.offender, Some(Color::White));
    }

    #[test]
    fn moves_after_the_opening_are_recorded_and_checked() {
        // White plays e2e4, Black e7e5, then White repeats e2e4, which is now illegal.
        let record = play_against_a_legal_black("echo 'bestmove e2e4'");
        assert_eq!(record.moves, ["e2e4", "e7e5"], "{record:?}");
        assert!(matches!(record.termination, Termination::IllegalMove(_)), "{record:?}");
    }
}
