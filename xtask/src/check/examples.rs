//! The examples the book tells readers to run: each `cargo run ... -p PACKAGE --example
//! NAME` on a page names an example that exists, and no two packages have an example of
//! the same name. Cargo builds every package's examples into one folder, so two examples
//! of one name overwrite each other's binary (cargo only warns), and a renamed example
//! would leave a command on a page that no longer runs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use regex::Regex;
use walkdir::WalkDir;

use super::Problem;

/// The packages whose examples the book may name, with their folders: every chapter
/// crate (folder and package share the name) and the lab.
fn package_dirs(root: &Path) -> BTreeMap<String, PathBuf> {
    let mut dirs: BTreeMap<String, PathBuf> = std::fs::read_dir(root.join("chapters"))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| Some((entry.file_name().into_string().ok()?, entry.path())))
        .collect();
    dirs.insert("ordering-lab".to_owned(), root.join("lab"));
    dirs
}

/// The example names of the package at `dir`: the `.rs` files of its `examples/` folder.
fn example_names(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir.join("examples")) else { return Vec::new() };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|entry| {
            entry.file_name().into_string().ok()?.strip_suffix(".rs").map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

/// Every problem: an example name two packages share, and each page line naming an
/// example that its package does not have.
pub fn check(root: &Path, src: &Path) -> Vec<Problem> {
    let packages = package_dirs(root);
    let mut problems = Vec::new();

    let mut owners: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for (package, dir) in &packages {
        for name in example_names(dir) {
            owners.entry(name).or_default().push(package);
        }
    }
    for (name, owners) in owners.iter().filter(|(_, owners)| owners.len() > 1) {
        let message = format!(
            "example `{name}` is in {}: cargo builds them into one file; give each its own name",
            owners.join(" and ")
        );
        problems.push(Problem::new(&root.join("chapters"), None, message));
    }

    let command = Regex::new(r"-p ([a-z0-9-]+) --example ([a-z0-9_]+)").expect("a valid pattern");
    let pages = WalkDir::new(src).sort_by_file_name().into_iter().flatten();
    for entry in pages.filter(|entry| entry.path().extension().is_some_and(|ext| ext == "md")) {
        let path = entry.path();
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        for (index, line) in text.lines().enumerate() {
            for found in command.captures_iter(line) {
                let (package, example) = (&found[1], &found[2]);
                let exists = packages.get(package).is_some_and(|dir| {
                    dir.join("examples").join(format!("{example}.rs")).is_file()
                });
                if !exists {
                    let message = format!("`-p {package} --example {example}`: no such example");
                    problems.push(Problem::new(path, Some(index + 1), message));
                }
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(root: &Path, relative: &str, text: &str) {
        let path = root.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    #[test]
    fn a_named_example_that_is_gone_and_a_shared_name_are_problems() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "chapters/ch01-a/examples/deep.rs", "");
        write(root, "chapters/ch02-b/examples/deep.rs", "");
        write(root, "chapters/ch02-b/examples/time.rs", "");
        write(
            root,
            "book/src/ch02-b.md",
            "`cargo run --release -p ch02-b --example time`\n\
             `cargo run --release -p ch02-b --example gone`\n",
        );
        let problems = check(root, &root.join("book/src"));
        let messages: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[0].contains("example `deep` is in ch01-a and ch02-b"), "{messages:?}");
        assert!(messages[1].ends_with("ch02-b.md:2: `-p ch02-b --example gone`: no such example"));
    }
}
