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

    /// The chapter whose ordering this one wraps, the one the book compares it with: its
    /// `Cargo.toml` names it (`[package.metadata.book] builds-on`). Chapter 0 builds on
    /// nothing; so does a chapter without a manifest.
    pub fn builds_on(&self) -> Option<Chapter> {
        let manifest =
            crate::workspace::root().join("chapters").join(&self.name).join("Cargo.toml");
        builds_on_in(&std::fs::read_to_string(manifest).ok()?)
    }
}

/// The chapter a manifest's `builds-on` names.
fn builds_on_in(manifest: &str) -> Option<Chapter> {
    let value: toml::Value = toml::from_str(manifest).ok()?;
    let name = value.get("package")?.get("metadata")?.get("book")?.get("builds-on")?.as_str()?;
    Chapter::from_dir_name(name)
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
    fn a_manifest_names_the_chapter_it_builds_on() {
        let manifest = "[package]\nname = \"ch07-history\"\n\n[package.metadata.book]\nbuilds-on = \"ch05-tie-breaking\"\n";
        assert_eq!(builds_on_in(manifest).map(|c| c.name), Some("ch05-tie-breaking".to_owned()));
        assert_eq!(builds_on_in("[package]\nname = \"ch00-baseline\"\n"), None);
        let side_branch = Chapter::from_dir_name("ch06-micro-max").unwrap();
        assert_eq!(side_branch.builds_on().map(|c| c.number), Some(5));
        let after_it = Chapter::from_dir_name("ch07-history").unwrap();
        assert_eq!(after_it.builds_on().map(|c| c.number), Some(5));
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
