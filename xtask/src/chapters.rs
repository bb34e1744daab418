//! The book's chapters, discovered from the crate directories under `chapters/`.
//!
//! The directory listing is the only list of chapters, so adding a chapter crate
//! needs no change here.

use std::path::Path;

use anyhow::{Context, Result};

/// One chapter crate: its directory, package, binary and book page share one name,
/// `chNN-short-name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    pub number: u32,
    pub name: String,
}

impl Chapter {
    /// Reads a directory name of the form `chNN-short-name` (two or more digits,
    /// a non-empty short name); anything else is not a chapter.
    pub fn from_dir_name(name: &str) -> Option<Chapter> {
        let rest = name.strip_prefix("ch")?;
        let (digits, short) = rest.split_once('-')?;
        let is_number = digits.len() >= 2 && digits.bytes().all(|byte| byte.is_ascii_digit());
        if !is_number || short.is_empty() {
            return None;
        }
        Some(Chapter { number: digits.parse().ok()?, name: name.to_owned() })
    }

    /// The part after `chNN-`, e.g. `killers`.
    pub fn short_name(&self) -> &str {
        self.name.split_once('-').map_or(self.name.as_str(), |(_, short)| short)
    }

    /// The part before the short name, e.g. `ch03`.
    pub fn tag(&self) -> &str {
        self.name.split_once('-').map_or(self.name.as_str(), |(tag, _)| tag)
    }
}

/// The chapters under `chapters_dir`, in chapter order.
pub fn discover(chapters_dir: &Path) -> Result<Vec<Chapter>> {
    let entries = std::fs::read_dir(chapters_dir)
        .with_context(|| format!("cannot list {}", chapters_dir.display()))?;
    let mut chapters = Vec::new();
    for entry in entries {
        let entry = entry?;
        if !entry.file_type()?.is_dir() {
            continue;
        }
        if let Some(chapter) = entry.file_name().to_str().and_then(Chapter::from_dir_name) {
            chapters.push(chapter);
        }
    }
    chapters.sort_by(|a, b| (a.number, &a.name).cmp(&(b.number, &b.name)));
    Ok(chapters)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_number_tag_and_short_name() {
        let chapter = Chapter::from_dir_name("ch06-micro-max").unwrap();
        assert_eq!(chapter.number, 6);
        assert_eq!(chapter.tag(), "ch06");
        assert_eq!(chapter.short_name(), "micro-max");
    }

    #[test]
    fn rejects_names_that_are_not_chapters() {
        for name in ["ch1-x", "chxx-y", "ch03", "ch03-", "xtask", "03-killers"] {
            assert_eq!(Chapter::from_dir_name(name), None, "{name}");
        }
    }

    #[test]
    fn discovers_chapter_directories_in_order() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["ch10-later", "ch02-mvv-lva", "notes", "ch00-baseline"] {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        std::fs::write(dir.path().join("ch05-a-file"), "").unwrap();
        let names: Vec<_> =
            discover(dir.path()).unwrap().into_iter().map(|chapter| chapter.name).collect();
        assert_eq!(names, ["ch00-baseline", "ch02-mvv-lva", "ch10-later"]);
    }
}
