//! Checks the directives of one page: every `{{#include}}`, `{{#rustdoc_include}}`,
//! `{{#playground}}` and `{{#snapshot}}` must point at a file that exists (relative
//! to the page, as mdBook resolves it) and select something non-empty in it; every
//! `{{#claims}}` table must render (each claim's measurement found). mdBook itself only
//! logs a missing file, and renders a missing anchor as an empty listing.

use std::io::ErrorKind;
use std::path::Path;
use std::sync::LazyLock;

use anyhow::{Context, Result};
use regex::Regex;

use super::Problem;
use crate::directive::{self, Directive};
use crate::{claims, engine_widgets, snapshot, snapshot_preprocessor};

/// Which part of the file an include takes.
#[derive(Debug, PartialEq, Eq)]
pub enum Selection<'a> {
    /// The whole file: `path` (or `path:`).
    Whole,
    /// The lines between `ANCHOR: name` and `ANCHOR_END: name`: `path:name`.
    Anchor(&'a str),
    /// Lines picked by number: `path:10`, `path:10:20`, `path::20`, `path:10:`.
    /// Forbidden here: line numbers go stale silently when the file changes.
    LineNumbers,
}

/// The path and the selection of an include argument, split the way mdBook splits it.
pub fn parse_include(argument: &str) -> (&str, Selection<'_>) {
    let Some((path, rest)) = argument.split_once(':') else {
        return (argument, Selection::Whole);
    };
    let mut parts = rest.splitn(3, ':');
    let first = parts.next().unwrap_or_default();
    let selection = if first.parse::<usize>().is_ok() {
        Selection::LineNumbers
    } else if first.is_empty() {
        // mdBook reads `path::20` as "up to line 20" and `path:` as the whole file.
        match parts.next() {
            Some(end) if end.parse::<usize>().is_ok() => Selection::LineNumbers,
            _ => Selection::Whole,
        }
    } else {
        Selection::Anchor(first)
    };
    (path, selection)
}

/// The problems of the page at `page`, one per faulty directive.
pub fn check_page(page: &Path) -> Result<Vec<Problem>> {
    let text =
        std::fs::read_to_string(page).with_context(|| format!("cannot read {}", page.display()))?;
    let page_dir = page.parent().unwrap_or(Path::new("."));
    let problems = directive::find(&text)
        .filter_map(|found| {
            let message = check_directive(&found, page_dir)?;
            Some(Problem::new(page, Some(found.line), format!("{}: {message}", found.text)))
        })
        .collect();
    Ok(problems)
}

/// What is wrong with one directive, if anything.
fn check_directive(found: &Directive<'_>, page_dir: &Path) -> Option<String> {
    match found.kind {
        "include" | "rustdoc_include" => check_include(found.argument, page_dir),
        "playground" => read(page_dir, found.argument).err(),
        snapshot_preprocessor::KIND => check_snapshot(found.argument, page_dir),
        claims::KIND => claims::render(found.argument, page_dir).err().map(|e| format!("{e:#}")),
        engine_widgets::LAB_KIND => {
            engine_widgets::lab_element(found.argument).err().map(|e| format!("{e:#}"))
        }
        engine_widgets::RESULTS_KIND => {
            engine_widgets::results_element(found.argument).err().map(|e| format!("{e:#}"))
        }
        _ => None,
    }
}

fn check_include(argument: &str, page_dir: &Path) -> Option<String> {
    let (path, selection) = parse_include(argument);
    if selection == Selection::LineNumbers {
        return Some(
            "line-number includes are forbidden, as they go stale silently: mark the \
             region with `ANCHOR: name` and `ANCHOR_END: name` and include `path:name`"
                .to_owned(),
        );
    }
    let file = match read(page_dir, path) {
        Ok(file) => file,
        Err(message) => return Some(message),
    };
    match selection {
        Selection::Anchor(name) => anchor_problem(&file, name).map(|problem| match problem {
            "start" => format!("{path} has no `ANCHOR: {name}` line"),
            "end" => format!("{path} has no `ANCHOR_END: {name}` after its `ANCHOR: {name}`"),
            _ => format!("the anchor `{name}` in {path} is empty"),
        }),
        _ => None,
    }
}

static ANCHOR_START: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"ANCHOR:\s*(?P<name>[\w_-]+)").expect("a valid pattern"));
static ANCHOR_END: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"ANCHOR_END:\s*(?P<name>[\w_-]+)").expect("a valid pattern"));

/// What is wrong with the region `name` of `file`, found the way mdBook finds it: no
/// `start` line, no `end` after it, or `empty` (only blank lines and anchor markers).
fn anchor_problem(file: &str, name: &str) -> Option<&'static str> {
    let names = |pattern: &Regex, line: &str| {
        pattern.captures(line).is_some_and(|captures| &captures["name"] == name)
    };
    let mut lines = file.lines();
    if !lines.by_ref().any(|line| names(&ANCHOR_START, line)) {
        return Some("start");
    }
    let mut has_content = false;
    for line in lines {
        if names(&ANCHOR_END, line) {
            return (!has_content).then_some("empty");
        }
        // mdBook drops every line that marks an anchor, nested or not.
        let is_marker = ANCHOR_START.is_match(line) || ANCHOR_END.is_match(line);
        has_content |= !is_marker && !line.trim().is_empty();
    }
    Some("end")
}

fn check_snapshot(path: &str, page_dir: &Path) -> Option<String> {
    let file = match read(page_dir, path) {
        Ok(file) => file,
        Err(message) => return Some(message),
    };
    match snapshot::body(&file) {
        None => {
            Some(format!("{path} is not an insta snapshot (no YAML header between `---` lines)"))
        }
        Some(body) if body.trim().is_empty() => Some(format!("{path} has an empty body")),
        Some(_) => None,
    }
}

/// The file at `path` relative to the page, or a message saying why not.
fn read(page_dir: &Path, path: &str) -> Result<String, String> {
    std::fs::read_to_string(page_dir.join(path)).map_err(|error| match error.kind() {
        ErrorKind::NotFound => format!("{path} does not exist (relative to the page)"),
        _ => format!("cannot read {path}: {error}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each directive on a page at `book/src/page.md` in a temporary tree, with a code
    /// file and snapshots two levels up, and the problem it must give ("" for none).
    #[test]
    fn every_broken_directive_is_reported() {
        let root = tempfile::tempdir().unwrap();
        let src = root.path().join("book/src");
        std::fs::create_dir_all(&src).unwrap();
        let code = "// ANCHOR: search\nfn search() {}\n// ANCHOR: inner\n// ANCHOR_END: inner\n\
                    // ANCHOR_END: search\n// ANCHOR: empty\n\n// ANCHOR_END: empty\n// ANCHOR: open\n";
        std::fs::write(root.path().join("code.rs"), code).unwrap();
        let snap = "---\nsource: tests/nodes.rs\n---\n| depth | nodes |\n";
        std::fs::write(root.path().join("nodes.snap"), snap).unwrap();
        std::fs::write(root.path().join("empty.snap"), "---\nsource: x\n---\n\n").unwrap();
        std::fs::write(root.path().join("plain.snap"), "| depth | nodes |\n").unwrap();
        let page_path = src.join("page.md");
        for (page, expected) in [
            ("{{#include ../../code.rs}} {{#include ../../code.rs:}}", ""),
            ("{{#rustdoc_include ../../code.rs:search}} {{#playground ../../code.rs}}", ""),
            ("{{#snapshot ../../nodes.snap}} {{#title Anything}} \\{{#include gone.rs}}", ""),
            ("{{#include ../code.rs}}", "does not exist"),
            ("{{#playground gone.rs}}", "does not exist"),
            ("{{#snapshot ../nodes.snap}}", "does not exist"),
            ("{{#include ../../code.rs:evaluate}}", "no `ANCHOR: evaluate`"),
            ("{{#include ../../code.rs:sear}}", "no `ANCHOR: sear`"),
            ("{{#rustdoc_include ../../code.rs:open}}", "no `ANCHOR_END: open`"),
            ("{{#include ../../code.rs:empty}}", "`empty` in ../../code.rs is empty"),
            ("{{#include ../../code.rs:inner}}", "is empty"),
            ("{{#include ../../code.rs:2}}", "line-number includes"),
            ("{{#include ../../code.rs:1:3}}", "line-number includes"),
            ("{{#include ../../code.rs::3}}", "line-number includes"),
            ("{{#snapshot ../../empty.snap}}", "empty body"),
            ("{{#snapshot ../../plain.snap}}", "not an insta snapshot"),
        ] {
            std::fs::write(&page_path, page).unwrap();
            let problems: Vec<String> =
                check_page(&page_path).unwrap().iter().map(ToString::to_string).collect();
            match expected {
                "" => assert!(problems.is_empty(), "{page}: {problems:?}"),
                _ => assert!(
                    problems.len() == 1 && problems[0].contains(expected),
                    "{page}: {problems:?}"
                ),
            }
        }
    }
}
