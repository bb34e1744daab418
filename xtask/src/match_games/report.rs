//! What a match found, for people: the score, the Elo difference from game pairs with its
//! interval, the SPRT's verdict when one ran, how the games ended, and every game lost by
//! breaking a rule, with its moves to replay it.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::match_games::adjudication::Termination;
use crate::match_games::pentanomial::{CONFIDENCE, Pentanomial};
use crate::match_games::schedule::PlayedGame;
use crate::match_games::sprt::{MIN_PAIRS, Sprt, Verdict};

/// The whole report, from the first engine's side; `sprt` when the match ran the test.
pub fn summary(first: &str, second: &str, games: &[PlayedGame], sprt: Option<&Sprt>) -> String {
    let overall = tally(games.iter());
    let pairs = pairs(games);
    let mut text = String::new();
    let _ = writeln!(text, "{first} against {second}: {} games", overall.games());
    let _ = writeln!(text, "{}", result_line(first, &overall, &pairs));
    let as_white = tally(games.iter().filter(|game| game.first_is_white));
    let as_black = tally(games.iter().filter(|game| !game.first_is_white));
    let _ = writeln!(text, "  as White {}, as Black {}", wdl(&as_white), wdl(&as_black));
    let _ = writeln!(text, "{}", pair_line(&pairs));
    if same_games(games) {
        let _ = writeln!(
            text,
            "Same games: in every pair the engines played the same moves with the colours \
             swapped, so there is no difference of strength to estimate"
        );
    }
    if let Some(sprt) = sprt {
        let _ = writeln!(text, "{}", sprt_line(sprt, &pairs));
    }
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

/// `a: +45 =30 -25 (60.0%), 50 pairs: Elo +70.4 ± 55.3 (95%), LOS 99.4%`.
pub fn result_line(first: &str, tally: &Tally, pairs: &Pentanomial) -> String {
    let games = format!("{first}: {} ({:.1}%)", wdl(tally), 100.0 * tally.score());
    if pairs.pairs() == 0 {
        return format!("{games}, no complete pair yet");
    }
    format!(
        "{games}, {} pairs: Elo {} ± {} ({:.0}%), LOS {:.1}%",
        pairs.pairs(),
        signed(pairs.elo()),
        unsigned(pairs.elo_margin(CONFIDENCE)),
        100.0 * CONFIDENCE,
        100.0 * pairs.likelihood_of_superiority()
    )
}

/// The five pair counts, the interval, and whether it can tell the engines apart.
fn pair_line(pairs: &Pentanomial) -> String {
    let [none, half, one, one_and_half, two] = pairs.counts;
    let counts =
        format!("Pairs by points (0, ½, 1, 1½, 2): {none}, {half}, {one}, {one_and_half}, {two}");
    if pairs.pairs() == 0 {
        return counts;
    }
    let (low, high) = pairs.elo_interval(CONFIDENCE);
    let verdict = match pairs.separates() {
        true => "it excludes 0",
        false => "it includes 0: these games cannot tell the engines apart",
    };
    format!(
        "{counts}; {:.0}% interval {} to {}: {verdict}",
        100.0 * CONFIDENCE,
        signed(low),
        signed(high)
    )
}

/// `SPRT elo0 0, elo1 10, α 0.05, β 0.05: LLR 1.41 (-2.94, +2.94), no decision yet`.
pub fn sprt_line(sprt: &Sprt, pairs: &Pentanomial) -> String {
    let llr = sprt.llr(pairs);
    let (lower, upper) = sprt.bounds();
    let decision = match sprt.decide(pairs) {
        Verdict::H1 => format!("H1 accepted: stronger by at least {} Elo", sprt.elo1),
        Verdict::H0 => format!("H0 accepted: stronger by at most {} Elo", sprt.elo0),
        Verdict::Continue if pairs.pairs() < MIN_PAIRS => {
            format!("no decision before {MIN_PAIRS} pairs")
        }
        Verdict::Continue => "no decision yet".to_string(),
    };
    format!(
        "SPRT elo0 {}, elo1 {}, α {}, β {}: LLR {llr:.2} ({lower:+.2}, {upper:+.2}), {decision}",
        sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta
    )
}

/// The complete pairs among `games`: games `2k` and `2k + 1` played the same opening with
/// colours swapped (see `schedule::pairing`), and a pair counts once both are over.
fn complete_pairs(games: &[PlayedGame]) -> Vec<(&PlayedGame, &PlayedGame)> {
    let by_number: BTreeMap<usize, &PlayedGame> =
        games.iter().map(|game| (game.number, game)).collect();
    by_number
        .iter()
        .filter(|(number, _)| *number % 2 == 0)
        .filter_map(|(number, first)| Some((*first, *by_number.get(&(number + 1))?)))
        .collect()
}

/// The pentanomial tally of the complete pairs among `games`.
pub fn pairs(games: &[PlayedGame]) -> Pentanomial {
    let scores = complete_pairs(games).into_iter();
    Pentanomial::from_pairs(scores.map(|(a, b)| (a.first_engine_score(), b.first_engine_score())))
}

/// Whether the two engines played the same games: every complete pair has the same moves
/// in both of its games, and there is at least one pair. Two chapters that search the same
/// tree do this at a node budget; no statistic can then tell them apart.
pub fn same_games(games: &[PlayedGame]) -> bool {
    let pairs = complete_pairs(games);
    !pairs.is_empty() && pairs.iter().all(|(a, b)| a.record.moves == b.record.moves)
}

/// Games counted from the first engine's side. It gives no error margin of its own: the
/// two games of a pair share their opening, so only the pairs ([`Pentanomial`]) do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, from 0 to 1.
    fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }
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
        assert_eq!(pairs(&games).counts, [0, 1, 1, 0, 0]);
        let text = summary("a", "b", &games, None);
        assert!(text.contains("as White +1 =1 -0, as Black +0 =0 -2"), "{text}");
        assert!(text.contains("Pairs by points (0, ½, 1, 1½, 2): 0, 1, 1, 0, 0; "), "{text}");
        assert!(text.contains("cannot tell the engines apart"), "{text}");
        assert!(!text.contains("SPRT"), "{text}");
        assert!(text.contains("Endings: checkmate 2, loss on time 1, threefold repetition 1"));
        assert!(text.contains("Game 4 (a lost by loss on time): position startpos moves e2e4"));
    }

    /// A pair is only counted when both its games are over: with several games at a
    /// time, game 5 may end before game 4.
    #[test]
    fn an_unfinished_pair_is_left_out() {
        let games = [
            game(1, Outcome::Win(Color::Black), Termination::Checkmate),
            game(0, Outcome::Win(Color::White), Termination::Checkmate),
            game(3, Outcome::Draw, Termination::Repetition),
        ];
        assert_eq!(pairs(&games).counts, [0, 0, 0, 0, 1]);
    }

    #[test]
    fn same_games_when_every_pair_repeats_its_moves() {
        let with_moves = |number: usize, moves: &[&str]| {
            let mut played = game(number, Outcome::Draw, Termination::Repetition);
            played.record.moves = moves.iter().map(|m| m.to_string()).collect();
            played
        };
        let same = [with_moves(0, &["e2e4", "e7e5"]), with_moves(1, &["e2e4", "e7e5"])];
        assert!(same_games(&same));
        let different = [with_moves(0, &["e2e4", "e7e5"]), with_moves(1, &["e2e4", "c7c5"])];
        assert!(!same_games(&different));
        assert!(!same_games(&same[..1]), "no complete pair: nothing to say");
        assert!(summary("a", "b", &same, None).contains("\nSame games: "));
        assert!(!summary("a", "b", &different, None).contains("Same games"));
    }
}
