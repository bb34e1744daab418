//! What a match found, for people: the score, the Elo difference and its margin, how the
//! games ended, and every game lost by breaking a rule, with its moves to replay it.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::match_games::adjudication::Termination;
use crate::match_games::elo::Tally;
use crate::match_games::schedule::PlayedGame;

/// The whole report, from the first engine's side.
pub fn summary(first: &str, second: &str, games: &[PlayedGame]) -> String {
    let overall = tally(games.iter());
    let mut text = String::new();
    let _ = writeln!(text, "{first} against {second}: {} games", overall.games());
    let _ = writeln!(text, "{}", result_line(first, &overall));
    let as_white = tally(games.iter().filter(|game| game.first_is_white));
    let as_black = tally(games.iter().filter(|game| !game.first_is_white));
    let _ = writeln!(text, "  as White {}, as Black {}", wdl(&as_white), wdl(&as_black));
    let mut endings: BTreeMap<&str, u32> = BTreeMap::new();
    for game in games {
        *endings.entry(game.record.termination.label()).or_default() += 1;
    }
    let endings: Vec<String> = endings.iter().map(|(label, n)| format!("{label} {n}")).collect();
    let _ = writeln!(text, "Endings: {}", endings.join(", "));
    let failures: Vec<&PlayedGame> =
        games.iter().filter(|game| game.record.termination.is_failure()).collect();
    if failures.is_empty() {
        let _ = writeln!(text, "No illegal move, crash or loss on time.");
    }
    for game in failures {
        let _ = writeln!(text, "{}", failure_line(first, second, game));
    }
    text
}

/// `+45 =30 -25, score 60.0%, Elo +70.4 ± 55.3 (95%), LOS 97.8%`.
pub fn result_line(first: &str, tally: &Tally) -> String {
    format!(
        "{first}: {}, score {:.1}%, Elo {} ± {} (95%), LOS {:.1}%",
        wdl(tally),
        100.0 * tally.score(),
        signed(tally.elo()),
        unsigned(tally.elo_margin()),
        100.0 * tally.likelihood_of_superiority()
    )
}

/// The tally of `games` from the first engine's side.
pub fn tally<'a>(games: impl Iterator<Item = &'a PlayedGame>) -> Tally {
    let mut tally = Tally::default();
    for game in games {
        match game.first_engine_points() {
            Some(true) => tally.wins += 1,
            Some(false) => tally.losses += 1,
            None => tally.draws += 1,
        }
    }
    tally
}

fn wdl(tally: &Tally) -> String {
    format!("+{} ={} -{}", tally.wins, tally.draws, tally.losses)
}

fn signed(elo: f64) -> String {
    if elo.is_finite() {
        // Adding zero turns -0.0 (an even score read through the logarithm) into +0.0.
        format!("{:+.1}", elo + 0.0)
    } else {
        format!("{}inf", if elo > 0.0 { "+" } else { "-" })
    }
}

fn unsigned(margin: f64) -> String {
    if margin.is_finite() { format!("{margin:.1}") } else { "inf".to_string() }
}

fn failure_line(first: &str, second: &str, game: &PlayedGame) -> String {
    let record = &game.record;
    let offender = match record.offender {
        Some(side) if (side == cozy_chess::Color::White) == game.first_is_white => first,
        Some(_) => second,
        None => "nobody",
    };
    let detail = match &record.termination {
        Termination::IllegalMove(what) | Termination::Crash(what) => format!(": {what}"),
        _ => String::new(),
    };
    format!(
        "Game {} ({offender} lost by {}{detail}): position startpos moves {}",
        game.number + 1,
        record.termination.label(),
        record.moves.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_games::adjudication::Outcome;
    use crate::match_games::game::GameRecord;
    use cozy_chess::Color;

    fn game(number: usize, outcome: Outcome, termination: Termination) -> PlayedGame {
        let offender = match (&outcome, termination.is_failure()) {
            (Outcome::Win(winner), true) => Some(!*winner),
            _ => None,
        };
        let record = GameRecord { outcome, termination, moves: vec!["e2e4".into()], offender };
        PlayedGame { number, first_is_white: number.is_multiple_of(2), record }
    }

    #[test]
    fn results_count_from_the_first_engines_side() {
        let games = [
            game(0, Outcome::Win(Color::White), Termination::Checkmate),
            game(1, Outcome::Win(Color::White), Termination::Checkmate),
            game(2, Outcome::Draw, Termination::Repetition),
            game(3, Outcome::Win(Color::White), Termination::Time),
        ];
        let tally = tally(games.iter());
        assert_eq!((tally.wins, tally.draws, tally.losses), (1, 1, 2));
        let text = summary("a", "b", &games);
        assert!(text.contains("as White +1 =1 -0, as Black +0 =0 -2"), "{text}");
        assert!(text.contains("Endings: checkmate 2, loss on time 1, threefold repetition 1"));
        assert!(text.contains("Game 4 (a lost by loss on time): position startpos moves e2e4"));
    }

    #[test]
    fn infinite_elo_reads_as_inf() {
        let all = Tally { wins: 4, draws: 0, losses: 0 };
        assert!(result_line("a", &all).contains("Elo +inf ± inf"));
        let even = Tally { wins: 1, draws: 2, losses: 1 };
        assert!(result_line("a", &even).contains("Elo +0.0 ± "), "{}", result_line("a", &even));
    }
}
