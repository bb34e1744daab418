//! Chapter 7's worked position ends with the history table its search left behind, as two
//! heat maps of the side to move's entries: summed by the square a quiet move leaves and
//! by the square it goes to. `explore history` prints the table after the chapter's own
//! search; this reads it, draws it and says what the largest entries are.

use std::path::Path;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::thousands;
use cozy_chess::{Board, Square};

use super::heat_svg::heat_svg;

/// The chapter whose page shows the map.
pub const CHAPTER: &str = "ch07-history";
/// How many of the largest entries, and of the most negative, the text names.
const NAMED: usize = 5;
const NAMED_NEGATIVE: usize = 2;

/// The side to move's entries that are not zero, as the engine printed them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct HistoryDump {
    pub side: String,
    pub depth: u32,
    pub entries: Vec<(Square, Square, i64)>,
}

impl HistoryDump {
    /// Runs `explore history` (`binary`) on the position and reads what it prints.
    pub fn of(binary: &Path, fen: &str, depth: u32) -> Result<HistoryDump> {
        let args = ["history", "--fen", fen, "--depth", &depth.to_string()];
        let what = format!("{CHAPTER} history");
        HistoryDump::parse(&crate::chapter_binary::output(binary, &args, &what)?)
    }

    pub fn parse(text: &str) -> Result<HistoryDump> {
        let mut dump = HistoryDump::default();
        for line in text.lines().filter(|line| !line.is_empty()) {
            let fields: Vec<&str> = line.split('\t').collect();
            let bad = || format!("cannot read the history line '{line}'");
            match fields.as_slice() {
                ["side", side] => dump.side = side.to_string(),
                ["depth", depth] => dump.depth = depth.parse().ok().with_context(bad)?,
                ["entry", from, to, value] => dump.entries.push((
                    from.parse().ok().with_context(bad)?,
                    to.parse().ok().with_context(bad)?,
                    value.parse().ok().with_context(bad)?,
                )),
                _ => bail!(bad()),
            }
        }
        Ok(dump)
    }

    /// The entries summed by square: by from-square, or by to-square.
    pub fn sums(&self, by_from: bool) -> [i64; 64] {
        let mut sums = [0; 64];
        for &(from, to, value) in &self.entries {
            sums[if by_from { from } else { to } as usize] += value;
        }
        sums
    }
}

/// The two maps' files: by from-square, then by to-square.
pub fn svgs(dump: &HistoryDump, fen: &str) -> Result<[String; 2]> {
    let board: Board = fen.parse().map_err(|_| anyhow::anyhow!("invalid FEN '{fen}'"))?;
    let side = capitalised(&dump.side);
    let svg = |by_from: bool, heading: &str| {
        let title = format!("{side}'s history entries summed {heading}");
        heat_svg(&board, &dump.sums(by_from), &format!("{side}: {heading}"), &title)
    };
    Ok([svg(true, "by from-square"), svg(false, "by to-square")])
}

/// The text around the maps, which `links` show (by from-square, by to-square).
pub fn markdown(dump: &HistoryDump, links: &[String; 2]) -> String {
    let side = capitalised(&dump.side);
    let mut sorted = dump.entries.clone();
    sorted.sort_by_key(|&(_, _, value)| std::cmp::Reverse(value));
    let name = |&(from, to, value): &(Square, Square, i64)| {
        let sign = if value > 0 { "+" } else { "\u{2212}" };
        format!("{from}–{to} {sign}{}", thousands(value.unsigned_abs()))
    };
    let largest: Vec<String> =
        sorted.iter().filter(|entry| entry.2 > 0).take(NAMED).map(name).collect();
    let lowest: Vec<String> =
        sorted.iter().rev().filter(|entry| entry.2 < 0).take(NAMED_NEGATIVE).map(name).collect();
    let mut text = format!(
        "\n**The history table after the search.** After iterative deepening to depth {}, \
         {} of the {} entries of {side}'s table are not zero. The first board sums them by \
         the square a quiet move leaves, the second by the square it goes to: green where \
         those moves cut off more than they failed to, red where they failed more, the \
         number the sum.",
        dump.depth,
        dump.entries.len(),
        thousands(64 * 64)
    );
    if !largest.is_empty() {
        text += &format!(" The largest entries: {}", largest.join(", "));
        text += &match lowest.is_empty() {
            true => ".".to_owned(),
            false => format!("; the lowest: {}.", lowest.join(", ")),
        };
    }
    text + &format!(
        "\n\n![{side}'s history entries by from-square]({}) \
         ![{side}'s history entries by to-square]({})\n",
        links[0], links[1]
    )
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRINTED: &str = "side\twhite\ndepth\t5\nentry\td2\tc4\t1004\nentry\td2\tf3\t-128\n\
                           entry\tg5\td2\t820\n";

    #[test]
    fn the_table_reads_back_and_sums_by_square() {
        let dump = HistoryDump::parse(PRINTED).unwrap();
        assert_eq!((dump.side.as_str(), dump.depth, dump.entries.len()), ("white", 5, 3));
        assert_eq!(dump.sums(true)[Square::D2 as usize], 876);
        assert_eq!(dump.sums(false)[Square::D2 as usize], 820);
        let error = HistoryDump::parse("entry\tz9\td2\t1\n").unwrap_err().to_string();
        assert_eq!(error, "cannot read the history line 'entry\tz9\td2\t1'");
    }

    #[test]
    fn the_text_names_the_largest_and_lowest_entries() {
        let dump = HistoryDump::parse(PRINTED).unwrap();
        let text = markdown(&dump, &["from.svg".to_owned(), "to.svg".to_owned()]);
        assert!(text.contains("3 of the 4,096 entries of White's table"), "{text}");
        assert!(
            text.contains("d2–c4 +1,004, g5–d2 +820; the lowest: d2–f3 \u{2212}128."),
            "{text}"
        );
        assert!(text.contains("](from.svg) ![White's history entries by to-square](to.svg)"));
    }
}
