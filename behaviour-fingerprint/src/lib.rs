//! What a generated page of the book was measured with, as behaviour rather than bytes.
//!
//! A page of node counts, trees or node-budget games is stale when the behaviour it
//! measured changed, not when a comment or a private name did. Each chapter's behaviour is
//! summed up by its own committed bench table (`tests/snapshots/nodes__bench_table.snap`:
//! per position the depth, nodes, score and best move), which the chapter's snapshot test
//! keeps equal to its live search. A page records a short hash of that table for every
//! chapter it ran, and of every data file it read (data is input: its bytes are what
//! counts), as `<!-- behaviour: ch00-baseline=… data/realistic.txt=… -->`. One test in
//! xtask recomputes them and names every stale page.
//!
//! What is not seen: a change to an example or a variant that lives outside a chapter's
//! `src/`. Whoever changes one reruns it.

pub mod dated;

use std::hash::Hasher;
use std::path::Path;

use anyhow::{Context, Result, bail};
use fnv::FnvHasher;

/// The words that open a page's line of recorded fingerprints.
pub const PREFIX: &str = "behaviour:";
/// The book's folder of generated files, relative to the workspace root.
pub const GENERATED: &str = "book/src/generated";
/// The one command that brings every deterministic page up to date.
pub const REGENERATE: &str = "cargo xtask regenerate";
/// The Elo ladder's rows (in [`GENERATED`]): a node-budget row records the behaviour it
/// was played with in its JSON (`"behaviour": ["ch00-baseline=…", …]`), not in a comment.
pub const LADDER_ROWS: &str = "elo-per-stage.json";
/// The columns of a bench table that are the chapter's own behaviour ("vs previous" is
/// the previous chapter's, and the cutoff rate follows from the tree the nodes count).
const BEHAVIOUR_COLUMNS: [&str; 5] = ["Position", "Depth", "Nodes", "Score", "Best move"];

fn hash(bytes: &[u8]) -> String {
    let mut hasher = FnvHasher::default();
    hasher.write(bytes);
    format!("{:016x}", hasher.finish())
}

/// The fingerprint of a chapter's behaviour: a hash of its committed bench table's own
/// columns. `chapter` is a folder under `root/chapters`, such as `ch03-killers`.
pub fn chapter(root: &Path, chapter: &str) -> Result<String> {
    let path = root.join("chapters").join(chapter).join("tests/snapshots/nodes__bench_table.snap");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read the bench table of {chapter}: {}", path.display()))?;
    Ok(hash(behaviour_rows(&text).with_context(|| path.display().to_string())?.as_bytes()))
}

/// The [`BEHAVIOUR_COLUMNS`] of every row of the Markdown table in `snapshot`, one row a
/// line, cells separated by tabs.
fn behaviour_rows(snapshot: &str) -> Result<String> {
    let mut rows = snapshot.lines().filter_map(cells);
    let header = rows.next().context("no table")?;
    let columns: Vec<usize> = BEHAVIOUR_COLUMNS
        .iter()
        .map(|name| header.iter().position(|cell| cell == name).context(format!("no {name}")))
        .collect::<Result<_>>()?;
    let mut text = String::new();
    for row in rows.filter(|row| !row[0].starts_with("---")) {
        let picked: Vec<&str> =
            columns.iter().map(|&index| row.get(index).copied().unwrap_or("")).collect();
        text += &picked.join("\t");
        text.push('\n');
    }
    Ok(text)
}

/// The trimmed cells of a Markdown table row, `None` for any other line.
fn cells(line: &str) -> Option<Vec<&str>> {
    let inner = line.trim().strip_prefix('|')?.strip_suffix('|')?;
    Some(inner.split('|').map(str::trim).collect())
}

/// The fingerprint of one recorded entry: a chapter's ([`chapter`]) for a bare chapter
/// name, a hash of the file's bytes for a path such as `data/realistic.txt`.
pub fn fingerprint(root: &Path, entry: &str) -> Result<String> {
    if entry.contains('/') {
        let path = root.join(entry);
        Ok(hash(&std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?))
    } else {
        chapter(root, entry)
    }
}

/// `behaviour: ch00-baseline=… data/realistic.txt=…`: each of `entries` (chapter names
/// and data files relative to `root`) with its [`fingerprint`].
pub fn record(root: &Path, entries: &[String]) -> Result<String> {
    let pairs: Result<Vec<String>> =
        entries.iter().map(|entry| Ok(format!("{entry}={}", fingerprint(root, entry)?))).collect();
    Ok(format!("{PREFIX} {}", pairs?.join(" ")))
}

/// [`record`] as the comment line a page carries.
pub fn comment(root: &Path, entries: &[String]) -> Result<String> {
    Ok(format!("<!-- {} -->", record(root, entries)?))
}

/// The `name=fingerprint` entries of the first `<!-- behaviour: … -->` line of `text`.
pub fn recorded(text: &str) -> Option<Vec<&str>> {
    let line = text.lines().find_map(|line| {
        line.trim().strip_prefix("<!-- ")?.strip_suffix(" -->")?.strip_prefix(PREFIX)
    })?;
    Some(line.split_whitespace().collect())
}

/// What has changed since `entries` (`name=fingerprint`) were recorded: each entry whose
/// fingerprint differs today or cannot be taken; empty when all are current.
pub fn stale_entries(root: &Path, entries: &[&str]) -> Vec<String> {
    entries
        .iter()
        .filter_map(|entry| {
            let Some((name, recorded)) = entry.split_once('=') else {
                return Some(format!("unreadable entry {entry}"));
            };
            match fingerprint(root, name) {
                Ok(now) if now == recorded => None,
                Ok(_) => Some(format!("{name} changed since it was measured")),
                Err(error) => Some(format!("{name}: {error:#}")),
            }
        })
        .collect()
}

/// The chapters a page of `chapter` depends on: it and every chapter before it (each
/// chapter builds on the one before), in order, as folder names under `root/chapters`.
pub fn chapters_up_to(root: &Path, chapter: &str) -> Result<Vec<String>> {
    let Some(number) = chapter_number(chapter) else {
        bail!("{chapter} is not a chapter (chNN-name)");
    };
    let dir = root.join("chapters");
    let mut names: Vec<(u32, String)> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|name| Some((chapter_number(&name)?, name)))
        .filter(|(other, _)| *other <= number)
        .collect();
    names.sort();
    Ok(names.into_iter().map(|(_, name)| name).collect())
}

/// `3` for `ch03-killers`; `None` for a name that is not `chNN-short-name`.
fn chapter_number(name: &str) -> Option<u32> {
    let (digits, short) = name.strip_prefix("ch")?.split_once('-')?;
    let digits_only = digits.len() >= 2 && digits.bytes().all(|byte| byte.is_ascii_digit());
    (digits_only && !short.is_empty()).then(|| digits.parse().ok())?
}

/// Every text file of the generated folder: its name and its text, sorted by name.
pub fn generated_texts(root: &Path) -> Result<Vec<(String, String)>> {
    let dir = root.join(GENERATED);
    let mut files = Vec::new();
    for entry in
        std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?
    {
        let path = entry?.path();
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        files.push((path.file_name().unwrap_or_default().to_string_lossy().into_owned(), text));
    }
    files.sort();
    Ok(files)
}

/// Every file of the generated folder that records fingerprints, with its entries,
/// sorted by name.
pub fn recording_pages(root: &Path) -> Result<Vec<(String, Vec<String>)>> {
    Ok(generated_texts(root)?
        .into_iter()
        .filter_map(|(name, text)| {
            let entries = recorded(&text)?.into_iter().map(str::to_owned).collect();
            Some((name, entries))
        })
        .collect())
}

/// Whether recorded `entries` (`name=fingerprint`) hold `chapter`'s.
fn records_chapter<'a>(mut entries: impl Iterator<Item = &'a str>, chapter: &str) -> bool {
    entries.any(|entry| entry.split_once('=').is_some_and(|(name, _)| name == chapter))
}

/// The generated files (names under [`GENERATED`]) that measured `chapter`.
pub fn pages_measuring(root: &Path, chapter: &str) -> Vec<String> {
    recording_pages(root)
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, entries)| records_chapter(entries.iter().map(String::as_str), chapter))
        .map(|(name, _)| name)
        .collect()
}

/// How many rows of the Elo ladder ([`LADDER_ROWS`]) were played with `chapter`'s
/// behaviour: its node-budget rows of `chapter` and of every chapter above it.
pub fn ladder_rows_measuring(root: &Path, chapter: &str) -> usize {
    let Ok(text) = std::fs::read_to_string(root.join(GENERATED).join(LADDER_ROWS)) else {
        return 0;
    };
    let Ok(ladder) = serde_json::from_str::<serde_json::Value>(&text) else { return 0 };
    let played_with_chapter = |row: &&serde_json::Value| {
        row["behaviour"].as_array().is_some_and(|entries| {
            records_chapter(entries.iter().filter_map(serde_json::Value::as_str), chapter)
        })
    };
    ladder["rows"].as_array().map_or(0, |rows| rows.iter().filter(played_with_chapter).count())
}

/// Every generated page whose recorded behaviour differs from today's, with what differs.
pub fn stale_pages(root: &Path) -> Result<Vec<(String, Vec<String>)>> {
    Ok(recording_pages(root)?
        .into_iter()
        .filter_map(|(name, entries)| {
            let entries: Vec<&str> = entries.iter().map(String::as_str).collect();
            let stale = stale_entries(root, &entries);
            (!stale.is_empty()).then_some((name, stale))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "---\nsource: x\n---\n\
        | Position | Depth | Nodes | vs ch02 | Score | Best move | First-move cutoffs |\n\
        |---|---:|---:|---:|---:|---|---:|\n\
        | startpos | 6 | 150,562 | -89.6% | +0.00 | d2d4 | 75.9% |\n";

    /// A workspace with chapter 0's table `table`, a data file and a page recording both.
    fn workspace(table: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let snapshots = dir.path().join("chapters/ch00-baseline/tests/snapshots");
        std::fs::create_dir_all(&snapshots).unwrap();
        std::fs::write(snapshots.join("nodes__bench_table.snap"), table).unwrap();
        std::fs::create_dir_all(dir.path().join("data")).unwrap();
        std::fs::write(dir.path().join("data/suite.txt"), "fen").unwrap();
        std::fs::create_dir_all(dir.path().join(GENERATED)).unwrap();
        let entries = ["ch00-baseline".to_owned(), "data/suite.txt".to_owned()];
        let page = format!("<!-- Written -->\n{}\n", comment(dir.path(), &entries).unwrap());
        std::fs::write(dir.path().join(GENERATED).join("page.md"), page).unwrap();
        dir
    }

    fn rewrite_table(dir: &Path, table: &str) {
        let snapshots = dir.join("chapters/ch00-baseline/tests/snapshots");
        std::fs::write(snapshots.join("nodes__bench_table.snap"), table).unwrap();
    }

    #[test]
    fn only_the_chapters_own_columns_count() {
        let dir = workspace(TABLE);
        rewrite_table(dir.path(), &TABLE.replace("-89.6%", "-12.0%").replace("75.9%", "70.0%"));
        assert!(stale_pages(dir.path()).unwrap().is_empty());
        assert_eq!(pages_measuring(dir.path(), "ch00-baseline"), ["page.md"]);
        assert!(pages_measuring(dir.path(), "ch01-pick").is_empty());
    }

    #[test]
    fn the_ladder_rows_a_chapter_played_are_counted() {
        let dir = workspace(TABLE);
        assert_eq!(ladder_rows_measuring(dir.path(), "ch00-baseline"), 0);
        let rows = r#"{"rows": [
            {"chapter": "ch01-pick", "behaviour": ["ch00-baseline=1", "ch01-pick=2"]},
            {"chapter": "ch01-pick", "limit": "2+0.02"},
            {"chapter": "ch02-mvv", "behaviour": ["ch00-baseline=1", "ch01-pick=2", "ch02-mvv=3"]}
        ]}"#;
        std::fs::write(dir.path().join(GENERATED).join(LADDER_ROWS), rows).unwrap();
        assert_eq!(ladder_rows_measuring(dir.path(), "ch00-baseline"), 2);
        assert_eq!(ladder_rows_measuring(dir.path(), "ch02-mvv"), 1);
        assert_eq!(ladder_rows_measuring(dir.path(), "ch02"), 0);
    }

    #[test]
    fn a_changed_score_or_data_file_makes_the_page_stale() {
        let dir = workspace(TABLE);
        rewrite_table(dir.path(), &TABLE.replace("+0.00", "+0.01"));
        std::fs::write(dir.path().join("data/suite.txt"), "other fen").unwrap();
        let stale = stale_pages(dir.path()).unwrap();
        assert_eq!(stale.len(), 1);
        let changed = ["ch00-baseline", "data/suite.txt"]
            .map(|n| format!("{n} changed since it was measured"));
        assert_eq!(stale[0].1, changed);
    }

    #[test]
    fn a_chapter_depends_on_itself_and_the_earlier_chapters() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["ch00-baseline", "ch01-pick", "ch02-next", "lab"] {
            std::fs::create_dir_all(dir.path().join("chapters").join(name)).unwrap();
        }
        assert_eq!(
            chapters_up_to(dir.path(), "ch01-pick").unwrap(),
            ["ch00-baseline", "ch01-pick"]
        );
        assert!(chapters_up_to(dir.path(), "lab").is_err());
    }
}
