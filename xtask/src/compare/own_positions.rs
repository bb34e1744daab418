//! A reader's own positions for `cargo xtask compare --fen` or `--epd`: one FEN from the
//! command line, or a file of them, checked before any engine starts so that a typing
//! mistake is reported with its line, not as an engine's complaint halfway through a run.
//! A file may also hold the book's own suite lines, `name | depth | fen`, each position
//! with its depth, so that `--epd data/holdout.txt` searches a suite as the book does.

use std::path::Path;

use anyhow::{Context, Result, bail};
use ch00_baseline::position::Position;
use ch00_baseline::search::MAX_DEPTH;

/// A position to search, with the name its rows will show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnPosition {
    pub name: String,
    /// A complete FEN (clocks `0 1` added to a four-field EPD position).
    pub fen: String,
}

/// The position of `--fen`.
pub fn from_fen(fen: &str) -> Result<OwnPosition> {
    let position = read_line(fen, "fen").context("--fen is not a position")?;
    match position {
        Some(position) => Ok(position),
        None => bail!("--fen is empty"),
    }
}

/// A position of an `--epd` file, and the depth its line gives, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePosition {
    pub position: OwnPosition,
    /// The depth of a `name | depth | fen` line; `None` for a FEN or EPD line.
    pub depth: Option<u32>,
}

/// Every position with the depth to search it to: `depth` (the `--depth` option) for all
/// of them when given, else each line's own. A position without either is an error that
/// names it, before any engine starts.
pub fn with_depths(
    positions: Vec<FilePosition>,
    depth: Option<u32>,
) -> Result<Vec<(OwnPosition, u32)>> {
    positions
        .into_iter()
        .map(|FilePosition { position, depth: own }| match depth.or(own) {
            Some(depth) => Ok((position, depth)),
            None => bail!(
                "{} gives no depth: pass --depth, or write its line as `name | depth | fen`",
                position.name
            ),
        })
        .collect()
}

/// Every position of an EPD file; the first bad line stops the reading, named as
/// `file:line`.
pub fn load_epd(path: &Path) -> Result<Vec<FilePosition>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let positions = parse_epd(&text, &path.display().to_string())?;
    if positions.is_empty() {
        bail!("{} holds no position", path.display());
    }
    Ok(positions)
}

/// One position a line: a FEN, or the four fields of an EPD position, optionally followed
/// by EPD operations (`bm Nf3; id "name";`), whose `id` names the position. Blank lines and
/// lines starting with `#` are skipped. `source` names the text in errors and default names.
/// Two positions may not share a name: the tables and the check that every chapter found the
/// same score tell the rows apart by it.
pub fn parse_epd(text: &str, source: &str) -> Result<Vec<FilePosition>> {
    let mut positions: Vec<(FilePosition, String)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let place = format!("{source}:{}", index + 1);
        let comment = line.trim().starts_with('#');
        let read = if line.contains('|') && !comment {
            read_suite_line(line, &place).map(Some)
        } else {
            read_line(line, &place)
                .map(|read| read.map(|position| FilePosition { position, depth: None }))
        };
        let Some(read) = read.with_context(|| format!("{place}: {}", line.trim()))? else {
            continue;
        };
        let name = &read.position.name;
        if let Some((_, first)) = positions.iter().find(|(other, _)| other.position.name == *name) {
            bail!("{place}: the name \"{name}\" is already taken by the position of {first}");
        }
        positions.push((read, place));
    }
    Ok(positions.into_iter().map(|(position, _)| position).collect())
}

/// A line of the book's suites: `name | depth | fen` (`data/bench.txt` and the others).
fn read_suite_line(line: &str, place: &str) -> Result<FilePosition> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [name, depth, fen] = fields[..] else {
        bail!("expected `name | depth | fen`, or a FEN or EPD position without `|`");
    };
    if name.is_empty() {
        bail!("the name before the first `|` is empty");
    }
    let depth =
        depth.parse::<u32>().ok().filter(|depth| (1..=MAX_DEPTH).contains(depth)).with_context(
            || format!("the depth \"{depth}\" is not a number from 1 to {MAX_DEPTH}"),
        )?;
    let mut position = read_line(fen, place)?.context("no position after the depth")?;
    position.name = name.to_owned();
    Ok(FilePosition { position, depth: Some(depth) })
}

/// The position of one line, `None` for a blank or comment line.
fn read_line(line: &str, default_name: &str) -> Result<Option<OwnPosition>> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    // The first operation may follow the fields without a `;` (`... - bm e4; id "x";`),
    // so the fields are counted, not cut at the first `;`.
    let (head, after_semicolon) = line.split_once(';').unwrap_or((line, ""));
    let words: Vec<&str> = head.split_whitespace().collect();
    if words.len() < 4 {
        bail!("expected a FEN or an EPD position (placement, side, castling, en passant)");
    }
    let clocks = words.get(4..6).filter(|clocks| clocks.iter().all(|w| w.parse::<u32>().is_ok()));
    let (fen, operations_start) = match clocks {
        Some(clocks) => (format!("{} {}", words[..4].join(" "), clocks.join(" ")), 6),
        None => (format!("{} 0 1", words[..4].join(" ")), 4),
    };
    Position::from_fen(&fen).map_err(|error| anyhow::anyhow!("{error}"))?;
    let operations = format!("{} ;{after_semicolon}", words[operations_start..].join(" "));
    let name = epd_id(&operations).unwrap_or_else(|| default_name.to_owned());
    Ok(Some(OwnPosition { name, fen }))
}

/// The value of the `id` operation, quotes removed.
fn epd_id(operations: &str) -> Option<String> {
    operations.split(';').find_map(|operation| {
        let value = operation.trim().strip_prefix("id ")?.trim();
        let value = value.trim_matches('"').trim();
        (!value.is_empty()).then(|| value.to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

    #[test]
    fn fens_epd_positions_operations_and_suite_lines_are_read() {
        let text = format!(
            "# my positions\n\n{KIWIPETE} 3 17\n{KIWIPETE} bm e2a6; id \"kiwi\";\n\
             {KIWIPETE} ; c0 \"no id\"\nsuite | 4 | {KIWIPETE} 0 1\n"
        );
        let positions = parse_epd(&text, "mine.epd").unwrap();
        let names: Vec<&str> = positions.iter().map(|p| p.position.name.as_str()).collect();
        assert_eq!(names, ["mine.epd:3", "kiwi", "mine.epd:5", "suite"]);
        assert_eq!(positions[0].position.fen, format!("{KIWIPETE} 3 17"));
        assert_eq!(positions[1].position.fen, format!("{KIWIPETE} 0 1"));
        let depths = |option| -> Vec<u32> {
            let resolved = with_depths(positions[3..].to_vec(), option).unwrap();
            resolved.into_iter().map(|(_, depth)| depth).collect()
        };
        assert_eq!((depths(None), depths(Some(6))), (vec![4], vec![6]), "--depth overrides");
        let error = format!("{:#}", with_depths(positions, None).unwrap_err());
        assert_eq!(
            error,
            "mine.epd:3 gives no depth: pass --depth, or write its line as `name | depth | fen`"
        );
        let holdout = std::fs::read_to_string(crate::workspace::root().join("data/holdout.txt"));
        let holdout = parse_epd(&holdout.unwrap(), "data/holdout.txt").unwrap();
        assert!(holdout.len() > 40 && holdout.iter().all(|p| p.depth.is_some()));
    }

    /// A bad line stops the reading, named by file and line.
    #[test]
    fn a_bad_line_is_named_by_file_and_number() {
        for (line, expected) in [
            ("a | 4", "expected `name | depth | fen`"),
            (" | 4 | 8/8/8/8/8/8/8/K1k5 w - - 0 1", "the name before the first `|` is empty"),
            ("a | 0 | 8/8/8/8/8/8/8/K1k5 w - - 0 1", "the depth \"0\" is not a number from 1 to"),
            ("a | 4 | 8/8/8/8 w - -", "a | 4 | 8/8/8/8 w - -: "),
            ("a | 4 |", "no position after the depth"),
            ("e2e4 e7e5", "expected a FEN"),
            (
                &format!("{KIWIPETE} ; id \"first\";"),
                "the name \"first\" is already taken by the position of mine.txt:1",
            ),
        ] {
            let text = format!("{KIWIPETE} ; id \"first\";\n{line}\n");
            let error = format!("{:#}", parse_epd(&text, "mine.txt").unwrap_err());
            assert!(
                error.starts_with("mine.txt:2: ") && error.contains(expected),
                "{line}: {error}"
            );
        }
        assert!(
            format!("{:#}", from_fen("not a fen").unwrap_err())
                .starts_with("--fen is not a position: ")
        );
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty.epd");
        std::fs::write(&empty, "# nothing\n").unwrap();
        assert!(format!("{:#}", load_epd(&empty).unwrap_err()).contains("holds no position"));
    }
}
