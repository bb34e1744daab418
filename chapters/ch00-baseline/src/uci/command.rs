//! Reading one line of UCI into a command, or into an error that says what is wrong.

use std::time::Duration;

use cozy_chess::Move;

use crate::search::{Limits, MAX_DEPTH};

/// A command from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Uci,
    IsReady,
    NewGame,
    /// `position startpos|fen <fen> [moves ...]`: the FEN (`None` for startpos) and moves.
    Position {
        fen: Option<String>,
        moves: Vec<String>,
    },
    Go(Go),
    Perft(u32),
    Stop,
    Quit,
    /// `d`, as in Stockfish: show the board and its FEN, to check what the engine thinks
    /// the position is.
    Display,
    SetOption {
        name: String,
        value: Option<String>,
    },
}

/// A `go` command: the limits, plus notes on values that were corrected (`depth 0`).
#[derive(Clone, Debug, PartialEq)]
pub struct Go {
    pub limits: Limits,
    pub warnings: Vec<String>,
}

/// Parses a line. `Ok(None)` for an empty line, which UCI says to ignore.
pub fn parse_command(line: &str, white_to_move: bool) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let command = match first {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::NewGame,
        "position" => parse_position(&rest)?,
        "go" => parse_go(&rest, white_to_move)?,
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        "d" => Command::Display,
        "setoption" => parse_setoption(&rest)?,
        other => return Err(format!("unknown command '{other}'")),
    };
    Ok(Some(command))
}

fn parse_position(words: &[&str]) -> Result<Command, String> {
    let moves_at = words.iter().position(|&w| w == "moves").unwrap_or(words.len());
    let moves = words[(moves_at + 1).min(words.len())..].iter().map(|m| m.to_string()).collect();
    let fen = match words.first() {
        Some(&"startpos") if moves_at == 1 => None,
        Some(&"startpos") => return Err("expected 'moves' or nothing after 'startpos'".into()),
        Some(&"fen") if moves_at > 1 => Some(words[1..moves_at].join(" ")),
        Some(&"fen") => return Err("'position fen' needs a FEN".into()),
        _ => return Err("expected 'position startpos' or 'position fen <fen>'".into()),
    };
    Ok(Command::Position { fen, moves })
}

fn parse_go(words: &[&str], white_to_move: bool) -> Result<Command, String> {
    if words.first() == Some(&"perft") {
        let depth = number(words.get(1).copied(), "perft")?;
        return match depth {
            1..=12 => Ok(Command::Perft(depth as u32)),
            _ => Err(format!("perft depth must be from 1 to 12, got {depth}")),
        };
    }
    let mut limits = Limits::default();
    let mut warnings = Vec::new();
    let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, None, None, None);
    let mut index = 0;
    while index < words.len() {
        let word = words[index];
        let value = words.get(index + 1).copied();
        let mut takes_value = true;
        match word {
            "depth" => {
                let depth = number(value, word)?;
                let clamped = depth.clamp(1, MAX_DEPTH as u64) as u32;
                if clamped as u64 != depth {
                    warnings
                        .push(format!("depth {depth} is out of range; searching depth {clamped}"));
                }
                limits.depth = Some(clamped);
            }
            "nodes" => limits.nodes = Some(number(value, word)?.max(1)),
            "movetime" => limits.movetime = Some(millis(value, word)?),
            "wtime" => wtime = Some(millis(value, word)?),
            "btime" => btime = Some(millis(value, word)?),
            "winc" => winc = Some(millis(value, word)?),
            "binc" => binc = Some(millis(value, word)?),
            "movestogo" => movestogo = Some(number(value, word)?.clamp(1, 1000) as u32),
            "mate" => {
                // A mate in n moves is n moves of the winner and n - 1 replies deep.
                let plies = (number(value, word)?.clamp(1, MAX_DEPTH as u64) * 2 - 1) as u32;
                let depth = limits.depth.map_or(plies, |depth| depth.min(plies)).min(MAX_DEPTH);
                warnings.push(format!("'go mate' is searched as a normal search to depth {depth}"));
                limits.depth = Some(depth);
            }
            "infinite" | "ponder" => {
                limits.infinite = true;
                takes_value = false;
            }
            "searchmoves" => {
                // The moves run until the next keyword; the limits after them still count.
                let moves = words[index + 1..].iter().take_while(|w| w.parse::<Move>().is_ok());
                warnings.push("'searchmoves' is not supported; searching all moves".into());
                index += 1 + moves.count();
                continue;
            }
            other => return Err(format!("unknown 'go' parameter '{other}'")),
        }
        index += if takes_value { 2 } else { 1 };
    }
    let (remaining, increment) = if white_to_move { (wtime, winc) } else { (btime, binc) };
    let other_clock = if white_to_move { btime } else { wtime };
    if remaining.is_none() && other_clock.is_some() && limits.movetime.is_none() {
        warnings.push("no clock given for the side to move; searching without a time limit".into());
    }
    if let Some(remaining) = remaining {
        let increment = increment.unwrap_or_default();
        limits.clock = Some(crate::search::Clock { remaining, increment, moves_to_go: movestogo });
    }
    Ok(Command::Go(Go { limits, warnings }))
}

fn parse_setoption(words: &[&str]) -> Result<Command, String> {
    let value_at = words.iter().position(|&w| w == "value");
    let name_end = value_at.unwrap_or(words.len());
    if words.first() != Some(&"name") || name_end < 2 {
        return Err("expected 'setoption name <name> [value <value>]'".into());
    }
    let name = words[1..name_end].join(" ");
    let value = value_at.map(|at| words[at + 1..].join(" "));
    Ok(Command::SetOption { name, value })
}

/// A non-negative whole number after `word`. Negative clock values (some GUIs send them
/// when time is nearly out) read as zero.
fn number(value: Option<&str>, word: &str) -> Result<u64, String> {
    let value = value.ok_or_else(|| format!("'{word}' needs a number"))?;
    match value.parse::<i64>() {
        Ok(n) => Ok(n.max(0) as u64),
        Err(_) => Err(format!("'{word}' needs a number, got '{value}'")),
    }
}

fn millis(value: Option<&str>, word: &str) -> Result<Duration, String> {
    number(value, word).map(Duration::from_millis)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(line: &str) -> Go {
        match parse_command(line, true) {
            Ok(Some(Command::Go(go))) => go,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn positions_parse() {
        assert_eq!(
            parse_command("position startpos moves e2e4 e7e5", true),
            Ok(Some(Command::Position { fen: None, moves: vec!["e2e4".into(), "e7e5".into()] }))
        );
        let fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1";
        assert_eq!(
            parse_command(&format!("position fen {fen}"), true),
            Ok(Some(Command::Position { fen: Some(fen.into()), moves: vec![] }))
        );
        assert!(parse_command("position", true).is_err());
        assert!(parse_command("position fen moves e2e4", true).is_err());
    }

    #[test]
    fn go_limits_parse_and_odd_values_are_corrected() {
        assert_eq!(go("go depth 5").limits.depth, Some(5));
        assert_eq!(go("go depth 0").limits.depth, Some(1));
        assert_eq!(go("go depth 1000000").limits.depth, Some(MAX_DEPTH));
        assert!(!go("go depth 0").warnings.is_empty());
        assert!(go("go infinite").limits.infinite);
        let clock =
            go("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5").limits.clock.unwrap();
        assert_eq!(clock.remaining, Duration::from_millis(1000));
        assert_eq!(clock.moves_to_go, Some(5));
        assert!(parse_command("go depth x", true).is_err());
        assert!(parse_command("go depth", true).is_err());
        assert!(parse_command("go sideways", true).is_err());
        assert_eq!(parse_command("go perft 3", true), Ok(Some(Command::Perft(3))));
    }

    #[test]
    fn go_parameters_that_are_not_supported_keep_the_search_bounded() {
        // `searchmoves` once swallowed the rest of the line, `depth 2` included: the
        // search then ran to depth 64.
        assert_eq!(go("go searchmoves e2e4 d2d4 depth 2").limits.depth, Some(2));
        assert_eq!(go("go searchmoves depth 2").limits.depth, Some(2));
        // `go mate 3` once searched without any limit.
        assert_eq!(go("go mate 3").limits.depth, Some(5));
        assert_eq!(go("go mate 3 depth 2").limits.depth, Some(2));
        assert_eq!(go("go mate 1000000").limits.depth, Some(MAX_DEPTH));
        assert!(go("go btime 1000").warnings.iter().any(|w| w.contains("no clock")));
        assert!(go("go wtime 1000").warnings.is_empty());
    }

    #[test]
    fn other_lines() {
        assert_eq!(parse_command("", true), Ok(None));
        assert_eq!(parse_command("   ", true), Ok(None));
        assert!(parse_command("hello", true).is_err());
        assert_eq!(parse_command("d", true), Ok(Some(Command::Display)));
        assert_eq!(
            parse_command("setoption name Hash value 64", true),
            Ok(Some(Command::SetOption { name: "Hash".into(), value: Some("64".into()) }))
        );
    }
}
