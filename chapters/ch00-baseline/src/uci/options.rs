//! The options the engine offers a GUI (`uci`), and `setoption` read into a change.

use std::time::Duration;

use crate::search::DEFAULT_MOVE_OVERHEAD;

/// Default and range of the `Hash` option, in megabytes.
pub const HASH_DEFAULT: usize = 16;
pub const HASH_MAX: usize = 4096;

/// The largest `Move Overhead`, in milliseconds.
const MOVE_OVERHEAD_MAX: u64 = 5000;

/// What `setoption` asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionChange {
    Hash(usize),
    MoveOverhead(Duration),
    /// UCI's `Ponder`: only tells the engine the GUI may send `go ponder` (it is always
    /// understood), so it changes nothing but is accepted.
    Ponder(bool),
    /// `TT Cutoffs`: the table returns stored scores instead of searching (chapter 4 on;
    /// see `MoveOrdering::set_table_cutoffs`). Off by default.
    TableCutoffs(bool),
    /// `Late Move Reductions`: the main search reduces late quiet moves
    /// (`TreeRules::late_move_reductions`). Off by default, in every chapter.
    LateMoveReductions(bool),
}

/// The `option` lines of the `uci` answer; `TT Cutoffs` only for an engine whose table
/// can return scores (`table_cutoffs`). The two check options that change the search's
/// tree are off by default, so that the engine searches the book's tree unless asked.
pub fn option_lines(table_cutoffs: bool) -> Vec<String> {
    let overhead = DEFAULT_MOVE_OVERHEAD.as_millis();
    let mut lines = vec![
        format!("option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MAX}"),
        format!(
            "option name Move Overhead type spin default {overhead} min 0 max {MOVE_OVERHEAD_MAX}"
        ),
        "option name Ponder type check default false".to_string(),
        "option name Late Move Reductions type check default false".to_string(),
    ];
    if table_cutoffs {
        lines.push("option name TT Cutoffs type check default false".to_string());
    }
    lines
}

/// A UCI `check` option's value: `true` or `false`, in any case.
fn check_value(value: Option<&str>) -> Option<bool> {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("true") => Some(true),
        Some("false") => Some(false),
        _ => None,
    }
}

/// Reads `setoption name <name> value <value>`; option names ignore case, as UCI says.
pub fn parse_option(name: &str, value: Option<&str>) -> Result<OptionChange, String> {
    let number = |max: u64| value.and_then(|v| v.parse::<u64>().ok()).filter(|&n| n <= max);
    match name.to_ascii_lowercase().as_str() {
        "hash" => match number(HASH_MAX as u64) {
            Some(megabytes) if megabytes >= 1 => Ok(OptionChange::Hash(megabytes as usize)),
            _ => Err(format!("Hash takes a number of megabytes from 1 to {HASH_MAX}")),
        },
        "move overhead" => number(MOVE_OVERHEAD_MAX)
            .map(|ms| OptionChange::MoveOverhead(Duration::from_millis(ms)))
            .ok_or_else(|| {
                format!(
                    "Move Overhead takes a number of milliseconds from 0 to {MOVE_OVERHEAD_MAX}"
                )
            }),
        "ponder" => check_value(value)
            .map(OptionChange::Ponder)
            .ok_or_else(|| "Ponder takes 'true' or 'false'".to_string()),
        "tt cutoffs" => check_value(value)
            .map(OptionChange::TableCutoffs)
            .ok_or_else(|| "TT Cutoffs takes 'true' or 'false'".to_string()),
        "late move reductions" => check_value(value)
            .map(OptionChange::LateMoveReductions)
            .ok_or_else(|| "Late Move Reductions takes 'true' or 'false'".to_string()),
        _ => Err(format!("unknown option '{name}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_and_bad_values_say_why() {
        assert_eq!(parse_option("hash", Some("64")), Ok(OptionChange::Hash(64)));
        assert_eq!(
            parse_option("Move Overhead", Some("120")),
            Ok(OptionChange::MoveOverhead(Duration::from_millis(120)))
        );
        assert_eq!(parse_option("Ponder", Some("true")), Ok(OptionChange::Ponder(true)));
        assert!(parse_option("Hash", Some("0")).is_err());
        assert!(parse_option("Move Overhead", Some("-5")).unwrap_err().contains("milliseconds"));
        assert!(parse_option("Ponder", None).is_err());
        assert_eq!(parse_option("tt cutoffs", Some("TRUE")), Ok(OptionChange::TableCutoffs(true)));
        assert!(parse_option("TT Cutoffs", Some("yes")).unwrap_err().contains("'true' or 'false'"));
        assert!(parse_option("TT Cutoffs", None).is_err());
        assert_eq!(
            parse_option("late move reductions", Some("True")),
            Ok(OptionChange::LateMoveReductions(true))
        );
        assert!(parse_option("Late Move Reductions", Some("1")).unwrap_err().contains("'true'"));
        assert!(parse_option("Threads", Some("2")).unwrap_err().contains("unknown option"));
    }
}
