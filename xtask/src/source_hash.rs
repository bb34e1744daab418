//! Hashes of source files and folders: a generated page records them, and a test
//! recomputes them to tell whether the page is current with the code that made it.
//! A hash of the sources, not of the binaries: the same sources give the same counts on
//! every machine.

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
}
