//! Hashes of source files and folders: a generated page records them, and a test
//! recomputes them to tell whether the page is current with the code that made it.
//! A hash of the sources, not of the binaries: the same sources give the same counts on
//! every machine. One crate, so that xtask's pages and the chapters' examples (through
//! the lab) record and check hashes the same way.

use std::hash::Hasher;
use std::path::Path;

use anyhow::{Context, Result};
use fnv::FnvHasher;
use walkdir::WalkDir;

/// FNV-1a over every file under `dir`, in path order, names and contents.
pub fn hash_tree(dir: &Path) -> Result<String> {
    let mut files: Vec<_> = WalkDir::new(dir)
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("cannot read {}", dir.display()))?
        .into_iter()
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| entry.into_path())
        .collect();
    files.sort();
    let mut hasher = FnvHasher::default();
    for file in files {
        let relative = file.strip_prefix(dir).unwrap_or(&file);
        hasher.write(relative.to_string_lossy().as_bytes());
        hasher.write(&std::fs::read(&file).with_context(|| format!("{}", file.display()))?);
    }
    Ok(format!("{:016x}", hasher.finish()))
}

/// FNV-1a over one file's contents; `relative` to the workspace root `root`.
pub fn hash_file(root: &Path, relative: &str) -> Result<String> {
    let mut hasher = FnvHasher::default();
    let path = root.join(relative);
    hasher.write(&std::fs::read(&path).with_context(|| format!("{}", path.display()))?);
    Ok(format!("{:016x}", hasher.finish()))
}

/// [`hash_tree`] for a folder, [`hash_file`] for a file; `relative` to `root`.
pub fn hash_path(root: &Path, relative: &str) -> Result<String> {
    let path = root.join(relative);
    if path.is_dir() { hash_tree(&path) } else { hash_file(root, relative) }
}

/// The words that open a page's line of recorded sources.
pub const PREFIX: &str = "sources:";

/// `sources: chapters/ch00-baseline/src=… data/realistic.txt=…`: each of `sources`
/// (relative to `root`, folders or files) with its [`hash_path`].
pub fn record(root: &Path, sources: &[String]) -> Result<String> {
    let entries: Result<Vec<String>> =
        sources.iter().map(|source| Ok(format!("{source}={}", hash_path(root, source)?))).collect();
    Ok(format!("{PREFIX} {}", entries?.join(" ")))
}

/// The `path=hash` entries of the first `<!-- sources: … -->` line of `text`, if any.
pub fn recorded(text: &str) -> Option<Vec<&str>> {
    let line = text
        .lines()
        .find_map(|line| line.strip_prefix("<!-- ")?.strip_suffix(" -->")?.strip_prefix(PREFIX))?;
    Some(line.split_whitespace().collect())
}

/// What has changed since `text` recorded its sources: each recorded source whose hash
/// differs today or that is gone; empty when the page is current. A page that records no
/// sources is reported too: nothing says what it was measured with.
pub fn stale_sources(root: &Path, text: &str) -> Vec<String> {
    let Some(entries) = recorded(text) else {
        return vec!["records no sources".to_owned()];
    };
    stale_entries(root, &entries)
}

/// What has changed since `entries` (`path=hash`, as [`record`] writes them) were
/// recorded: each source whose hash differs today or that is gone; empty when all are
/// current. For results kept elsewhere than in a page's comment line, such as the rows of
/// a JSON file.
pub fn stale_entries(root: &Path, entries: &[&str]) -> Vec<String> {
    entries
        .iter()
        .filter_map(|entry| {
            let Some((source, hash)) = entry.split_once('=') else {
                return Some(format!("unreadable entry {entry}"));
            };
            match hash_path(root, source) {
                Ok(now) if now == hash => None,
                Ok(_) => Some(format!("changed since it was measured: {source}")),
                Err(_) => Some(format!("gone since it was measured: {source}")),
            }
        })
        .collect()
}

/// The `src/` folders a chapter's figures depend on: `chapters/<name>/src` of `chapter`
/// and of every chapter before it (each chapter builds on the one before), in order.
/// `chapter` is a directory name under `root/chapters`, such as `ch03-killers`.
pub fn chapter_sources(root: &Path, chapter: &str) -> Result<Vec<String>> {
    let number = chapter_number(chapter).with_context(|| format!("{chapter} is not a chapter"))?;
    let dir = root.join("chapters");
    let mut names: Vec<(u32, String)> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|name| Some((chapter_number(&name)?, name)))
        .filter(|(other, _)| *other <= number)
        .collect();
    names.sort();
    Ok(names.into_iter().map(|(_, name)| format!("chapters/{name}/src")).collect())
}

/// The sources an engine variant of a chapter is built from: [`chapter_sources`], the
/// example `examples/<example>.rs` itself, and the variants and support code the
/// chapter's tests and examples share (`tests/variants`, `tests/support`), where they
/// exist; relative to `root`.
pub fn example_sources(root: &Path, chapter: &str, example: &str) -> Result<Vec<String>> {
    let mut sources = chapter_sources(root, chapter)?;
    sources.push(format!("chapters/{chapter}/examples/{example}.rs"));
    for shared in ["tests/variants", "tests/support"] {
        let folder = format!("chapters/{chapter}/{shared}");
        if root.join(&folder).is_dir() {
            sources.push(folder);
        }
    }
    Ok(sources)
}

/// `3` for `ch03-killers`; `None` for a name that is not `chNN-short-name`.
fn chapter_number(name: &str) -> Option<u32> {
    let (digits, short) = name.strip_prefix("ch")?.split_once('-')?;
    let digits_only = digits.len() >= 2 && digits.bytes().all(|byte| byte.is_ascii_digit());
    (digits_only && !short.is_empty()).then(|| digits.parse().ok())?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_file_changes_the_hash() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.rs"), "fn a() {}").unwrap();
        let before = hash_tree(dir.path()).unwrap();
        assert_eq!(before, hash_tree(dir.path()).unwrap(), "deterministic");
        std::fs::write(dir.path().join("a.rs"), "fn a() { }").unwrap();
        assert_ne!(before, hash_tree(dir.path()).unwrap());
    }

    #[test]
    fn a_page_is_stale_when_a_recorded_source_changes_or_goes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("src")).unwrap();
        std::fs::write(dir.path().join("src/a.rs"), "fn a() {}").unwrap();
        std::fs::write(dir.path().join("b.txt"), "b").unwrap();
        let sources = ["src".to_owned(), "b.txt".to_owned()];
        let page =
            format!("<!-- Generated -->\n<!-- {} -->\n", record(dir.path(), &sources).unwrap());
        assert_eq!(stale_sources(dir.path(), &page), Vec::<String>::new());
        std::fs::write(dir.path().join("src/a.rs"), "fn a() { }").unwrap();
        std::fs::remove_file(dir.path().join("b.txt")).unwrap();
        let stale = stale_sources(dir.path(), &page);
        assert_eq!(stale.len(), 2, "{stale:?}");
        assert_eq!(stale_sources(dir.path(), "no sources here"), ["records no sources"]);
    }

    #[test]
    fn a_chapter_depends_on_its_own_sources_and_the_earlier_chapters() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["ch00-baseline", "ch01-pick", "ch02-next", "lab"] {
            std::fs::create_dir_all(dir.path().join("chapters").join(name)).unwrap();
        }
        let sources = chapter_sources(dir.path(), "ch01-pick").unwrap();
        assert_eq!(sources, ["chapters/ch00-baseline/src", "chapters/ch01-pick/src"]);
        assert!(chapter_sources(dir.path(), "lab").is_err());
    }
}
