//! Files of positions: the book's suites (`name | depth | fen` lines, [`super::parse_suite`])
//! and a reader's own for `bench --epd FILE`, which may also hold FEN or EPD positions.
//! One reader serves both, so a reader's file of suite lines is searched exactly as the
//! suite it copies. A file is read and checked before the first search, so that a typing
//! mistake is reported with its line rather than halfway through a run.

use std::path::Path;

use super::SuitePosition;
use crate::position::Position;
use crate::search::MAX_DEPTH;

/// A position of the file, and the depth its line gives, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FilePosition {
    name: String,
    /// A complete FEN (clocks `0 1` added to a four-field EPD position).
    fen: String,
    /// The depth of a `name | depth | fen` line; `None` for a FEN or EPD line.
    depth: Option<u32>,
}

/// Every position of the file at `path`, each searched to `depth` when it is given, else
/// to the depth its own line gives. A position without either is an error that names it.
pub fn read_positions_file(path: &Path, depth: Option<u32>) -> Result<Vec<SuitePosition>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let positions = parse_positions_to_depth(&text, &path.display().to_string(), depth)?;
    if positions.is_empty() {
        return Err(format!("{} holds no position", path.display()));
    }
    Ok(positions)
}

/// Every position of `text` (named in errors by `source`), at `depth` or its line's own.
pub fn parse_positions_to_depth(
    text: &str,
    source: &str,
    depth: Option<u32>,
) -> Result<Vec<SuitePosition>, String> {
    let positions = parse_positions(text, source)?;
    positions.into_iter().map(|position| with_depth(position, depth)).collect()
}

/// The complete FEN of a FEN, or of the four fields of an EPD position (clocks `0 1`
/// added), checked: what a `--fen` argument may hold.
pub fn complete_fen(text: &str) -> Result<String, String> {
    split_fen_line(text).map(|(fen, _)| fen)
}

fn with_depth(position: FilePosition, depth: Option<u32>) -> Result<SuitePosition, String> {
    let FilePosition { name, fen, depth: own } = position;
    match depth.or(own) {
        Some(depth) => Ok(SuitePosition { name, depth, fen }),
        None => Err(format!(
            "{name} gives no depth: pass --depth, or write its line as `name | depth | fen`"
        )),
    }
}

/// One position a line: a FEN, or the four fields of an EPD position, optionally followed
/// by EPD operations (`bm Nf3; id "name";`), whose `id` names the position; or a suite
/// line. Blank lines and lines starting with `#` are skipped. `source` names the text in
/// errors and in the names of positions without an `id`. Two positions may not share a
/// name: results tell their rows apart by it.
fn parse_positions(text: &str, source: &str) -> Result<Vec<FilePosition>, String> {
    let mut positions: Vec<(FilePosition, String)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let place = format!("{source}:{}", index + 1);
        let comment = line.trim().starts_with('#');
        let read = if line.contains('|') && !comment {
            read_suite_line(line, &place).map(Some)
        } else {
            read_fen_line(line, &place)
        };
        let Some(read) = read.map_err(|error| format!("{place}: {}: {error}", line.trim()))? else {
            continue;
        };
        if let Some((_, first)) = positions.iter().find(|(other, _)| other.name == read.name) {
            let name = &read.name;
            return Err(format!("{place}: the name \"{name}\" is already taken by {first}"));
        }
        positions.push((read, place));
    }
    Ok(positions.into_iter().map(|(position, _)| position).collect())
}

/// A line of the book's suites: `name | depth | fen` (`data/bench.txt` and the others).
fn read_suite_line(line: &str, place: &str) -> Result<FilePosition, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [name, depth, fen] = fields[..] else {
        return Err("expected `name | depth | fen`, or a FEN or EPD position without `|`".into());
    };
    if name.is_empty() {
        return Err("the name before the first `|` is empty".into());
    }
    let depth =
        depth.parse::<u32>().ok().filter(|depth| (1..=MAX_DEPTH).contains(depth)).ok_or_else(
            || format!("the depth \"{depth}\" is not a number from 1 to {MAX_DEPTH}"),
        )?;
    let position = read_fen_line(fen, place)?.ok_or("no position after the depth")?;
    Ok(FilePosition { name: name.to_owned(), depth: Some(depth), ..position })
}

/// The position of a FEN or EPD line, `None` for a blank or comment line.
fn read_fen_line(line: &str, default_name: &str) -> Result<Option<FilePosition>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (fen, operations) = split_fen_line(line)?;
    let name = epd_id(&operations).unwrap_or_else(|| default_name.to_owned());
    Ok(Some(FilePosition { name, fen, depth: None }))
}

/// The complete FEN of a FEN or EPD line, checked, and the EPD operations after it.
fn split_fen_line(line: &str) -> Result<(String, String), String> {
    // The first operation may follow the fields without a `;` (`... - bm e4; id "x";`),
    // so the fields are counted, not cut at the first `;`.
    let (head, after_semicolon) = line.split_once(';').unwrap_or((line, ""));
    let words: Vec<&str> = head.split_whitespace().collect();
    if words.len() < 4 {
        return Err(
            "expected a FEN or an EPD position (placement, side, castling, en passant)".into()
        );
    }
    let clocks = words.get(4..6).filter(|clocks| clocks.iter().all(|w| w.parse::<u32>().is_ok()));
    let (fen, operations_start) = match clocks {
        Some(clocks) => (format!("{} {}", words[..4].join(" "), clocks.join(" ")), 6),
        None => (format!("{} 0 1", words[..4].join(" ")), 4),
    };
    Position::from_fen(&fen).map_err(|error| error.to_string())?;
    let operations = format!("{} ;{after_semicolon}", words[operations_start..].join(" "));
    Ok((fen, operations))
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
        let positions = parse_positions(&text, "mine.epd").unwrap();
        let names: Vec<&str> = positions.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["mine.epd:3", "kiwi", "mine.epd:5", "suite"]);
        assert_eq!(positions[0].fen, format!("{KIWIPETE} 3 17"));
        assert_eq!(positions[1].fen, format!("{KIWIPETE} 0 1"));
        let depth = |option| with_depth(positions[3].clone(), option).unwrap().depth;
        assert_eq!((depth(None), depth(Some(6))), (4, 6), "--depth overrides");
        assert_eq!(
            with_depth(positions[0].clone(), None).unwrap_err(),
            "mine.epd:3 gives no depth: pass --depth, or write its line as `name | depth | fen`"
        );
    }

    /// The book's own suites are position files too: `bench --epd data/bench.txt` searches
    /// what `bench` does.
    #[test]
    fn the_book_suites_are_read_as_the_engine_reads_them() {
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data");
        assert_eq!(
            read_positions_file(&data.join("bench.txt"), None).unwrap(),
            crate::suite::bench_suite()
        );
        let holdout = read_positions_file(&data.join("holdout.txt"), None).unwrap();
        assert!(holdout.len() > 40 && holdout.iter().all(|position| position.depth > 0));
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
                "the name \"first\" is already taken by mine.txt:1",
            ),
        ] {
            let text = format!("{KIWIPETE} ; id \"first\";\n{line}\n");
            let error = parse_positions(&text, "mine.txt").unwrap_err();
            assert!(
                error.starts_with("mine.txt:2: ") && error.contains(expected),
                "{line}: {error}"
            );
        }
        let dir = std::env::temp_dir().join(format!("positions-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let empty = dir.join("empty.epd");
        std::fs::write(&empty, "# nothing\n").unwrap();
        assert!(read_positions_file(&empty, Some(3)).unwrap_err().contains("holds no position"));
        let missing = read_positions_file(&dir.join("missing.epd"), Some(3)).unwrap_err();
        assert!(missing.starts_with("cannot read "), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
