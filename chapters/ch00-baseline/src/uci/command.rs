//! Reading one line of UCI into a command, or into an error that says what is wrong.

use std::time::Duration;

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
    /// The opponent played the move the engine was pondering on: the clock starts.
    PonderHit,
    Quit,
    /// `d`, as in Stockfish: show the board and its FEN, to check what the engine thinks
    /// the position is.
    Display,
    SetOption {
        name: String,
        value: Option<String>,
    },
}

/// A `go` command: the limits, plus notes on values that were corrected (`depth 0`) or
/// ignored (an unknown word).
#[derive(Clone, Debug, PartialEq)]
pub struct Go {
    pub limits: Limits,
    pub warnings: Vec<String>,
    /// `go ponder`: think on the opponent's time until `ponderhit` or `stop`.
    pub ponder: bool,
    /// `go searchmoves`: the root moves to search, as written; checked against the
    /// position when the search starts.
    pub searchmoves: Vec<String>,
}

/// The words that start a `go` parameter: a value that is one of them was left out.
const GO_KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

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
        "ponderhit" => Command::PonderHit,
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

/// Reads a `go` line. Only `go perft` can fail: a search always starts, because a GUI
/// that sent `go` waits for a `bestmove`. A word the engine does not know, or a value
/// that is not a number, is left out with a warning that names it.
fn parse_go(words: &[&str], white_to_move: bool) -> Result<Command, String> {
    if words.first() == Some(&"perft") {
        let depth = number(words.get(1).copied(), "perft")?;
        return match depth {
            1..=12 => Ok(Command::Perft(depth as u32)),
            _ => Err(format!("perft depth must be from 1 to 12, got {depth}")),
        };
    }
    let mut go = Go {
        limits: Limits::default(),
        warnings: Vec::new(),
        ponder: false,
        searchmoves: Vec::new(),
    };
    let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, None, None, None);
    let mut index = 0;
    while index < words.len() {
        let word = words[index];
        let value = words.get(index + 1).copied().filter(|value| !GO_KEYWORDS.contains(value));
        index += 1;
        let read = match word {
            "infinite" => {
                go.limits.infinite = true;
                continue;
            }
            "ponder" => {
                go.ponder = true;
                continue;
            }
            "searchmoves" => {
                // The moves run until the next keyword; the limits after them still count.
                let moves = words[index..].iter().take_while(|w| !GO_KEYWORDS.contains(w));
                go.searchmoves.extend(moves.map(|m| m.to_string()));
                index += go.searchmoves.len();
                continue;
            }
            "depth" | "nodes" | "movetime" | "wtime" | "btime" | "winc" | "binc" | "movestogo"
            | "mate" => number(value, word),
            other => {
                go.warnings.push(format!("ignored unknown 'go' parameter '{other}'"));
                continue;
            }
        };
        if value.is_some() {
            index += 1;
        }
        let Ok(n) = read.map_err(|error| go.warnings.push(format!("error: {error}; ignored")))
        else {
            continue;
        };
        let millis = Duration::from_millis(n);
        match word {
            "depth" => {
                let clamped = n.clamp(1, MAX_DEPTH as u64) as u32;
                if clamped as u64 != n {
                    go.warnings
                        .push(format!("depth {n} is out of range; searching depth {clamped}"));
                }
                go.limits.depth = Some(clamped);
            }
            "nodes" => go.limits.nodes = Some(n.max(1)),
            "movetime" => go.limits.movetime = Some(millis),
            "wtime" => wtime = Some(millis),
            "btime" => btime = Some(millis),
            "winc" => winc = Some(millis),
            "binc" => binc = Some(millis),
            "movestogo" => movestogo = Some(n.clamp(1, 1000) as u32),
            _ => {
                // `mate`: a mate in n moves is n moves of the winner and n - 1 replies deep.
                let plies = (n.clamp(1, MAX_DEPTH as u64) * 2 - 1) as u32;
                let depth = go.limits.depth.map_or(plies, |depth| depth.min(plies)).min(MAX_DEPTH);
                go.warnings
                    .push(format!("'go mate' is searched as a normal search to depth {depth}"));
                go.limits.depth = Some(depth);
            }
        }
    }
    let (remaining, increment) = if white_to_move { (wtime, winc) } else { (btime, binc) };
    let other_clock = if white_to_move { btime } else { wtime };
    if remaining.is_none() && other_clock.is_some() && go.limits.movetime.is_none() {
        go.warnings
            .push("no clock given for the side to move; searching without a time limit".into());
    }
    if let Some(remaining) = remaining {
        let increment = increment.unwrap_or_default();
        go.limits.clock =
            Some(crate::search::Clock { remaining, increment, moves_to_go: movestogo });
    }
    Ok(Command::Go(go))
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
        assert_eq!(parse_command("go perft 3", true), Ok(Some(Command::Perft(3))));
        assert!(parse_command("go perft x", true).is_err());
    }

    #[test]
    fn an_unknown_word_or_a_bad_value_is_left_out_and_named() {
        // Once one unknown word dropped the whole `go`: no bestmove, a GUI waiting forever.
        let sideways = go("go sideways depth 2");
        assert_eq!(sideways.limits.depth, Some(2));
        assert_eq!(sideways.warnings, ["ignored unknown 'go' parameter 'sideways'"]);
        let bad = go("go depth x movetime 100");
        assert_eq!(
            (bad.limits.depth, bad.limits.movetime),
            (None, Some(Duration::from_millis(100)))
        );
        assert!(bad.warnings[0].contains("'depth' needs a number, got 'x'"), "{bad:?}");
        let missing = go("go depth nodes 5");
        assert_eq!((missing.limits.depth, missing.limits.nodes), (None, Some(5)));
        assert!(go("go movetime").warnings[0].contains("'movetime' needs a number"));
    }

    #[test]
    fn ponder_and_searchmoves_are_read() {
        let ponder = go("go ponder wtime 1000 btime 1000");
        assert!(ponder.ponder && !ponder.limits.infinite);
        assert!(ponder.limits.clock.is_some());
        // `searchmoves` once swallowed the rest of the line, `depth 2` included.
        let some = go("go searchmoves e2e4 d2d4 depth 2");
        assert_eq!(some.searchmoves, ["e2e4", "d2d4"]);
        assert_eq!(some.limits.depth, Some(2));
        assert_eq!(go("go searchmoves depth 2").limits.depth, Some(2));
        assert_eq!(parse_command("ponderhit", true), Ok(Some(Command::PonderHit)));
    }

    #[test]
    fn go_mate_keeps_the_search_bounded() {
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
