//! Checks the directives of one page: every `{{#include}}`, `{{#rustdoc_include}}`,
//! `{{#playground}}` and `{{#snapshot}}` must point at a file that exists (relative
//! to the page, as mdBook resolves it) and select something non-empty in it; every
//! `{{#claims}}` table must render (each claim's measurement found).

use std::io::ErrorKind;
use std::path::Path;

use anyhow::{Context, Result};

use super::Problem;
use super::anchors::{self, AnchorProblem};
use super::include_argument::{self, Selection};
use crate::directive::{self, Directive};
use crate::{claims, snapshot, snapshot_preprocessor};

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
        _ => None,
    }
}

fn check_include(argument: &str, page_dir: &Path) -> Option<String> {
    let (path, selection) = include_argument::parse(argument);
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
    let Selection::Anchor(name) = selection else {
        return None;
    };
    match anchors::check_region(&file, name) {
        Ok(()) => None,
        Err(AnchorProblem::NoStart) => Some(format!("{path} has no `ANCHOR: {name}` line")),
        Err(AnchorProblem::NoEnd) => {
            Some(format!("{path} has no `ANCHOR_END: {name}` after its `ANCHOR: {name}`"))
        }
        Err(AnchorProblem::Empty) => Some(format!("the anchor `{name}` in {path} is empty")),
    }
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

    /// A page at `book/src/page.md` in a temporary tree, with a code file and a
    /// snapshot two levels up; returns the problems' messages.
    fn problems_of(page: &str) -> Vec<String> {
        let root = tempfile::tempdir().unwrap();
        let src = root.path().join("book/src");
        std::fs::create_dir_all(&src).unwrap();
        let code = "// ANCHOR: search\nfn search() {}\n// ANCHOR_END: search\n\
                    // ANCHOR: empty\n\n// ANCHOR_END: empty\n// ANCHOR: open\n";
        std::fs::write(root.path().join("code.rs"), code).unwrap();
        let snap = "---\nsource: tests/nodes.rs\n---\n| depth | nodes |\n";
        std::fs::write(root.path().join("nodes.snap"), snap).unwrap();
        std::fs::write(root.path().join("empty.snap"), "---\nsource: x\n---\n\n").unwrap();
        std::fs::write(root.path().join("plain.snap"), "| depth | nodes |\n").unwrap();
        let page_path = src.join("page.md");
        std::fs::write(&page_path, page).unwrap();
        check_page(&page_path)
            .unwrap()
            .into_iter()
            .map(|problem| {
                assert_eq!(problem.line, Some(1));
                problem.message
            })
            .collect()
    }

    #[test]
    fn good_directives_pass() {
        let page = "{{#include ../../code.rs}} {{#include ../../code.rs:search}} \
                    {{#rustdoc_include ../../code.rs:search}} {{#playground ../../code.rs}} \
                    {{#snapshot ../../nodes.snap}} {{#title Anything}} \\{{#include gone.rs}}";
        assert_eq!(problems_of(page), Vec::<String>::new());
    }

    #[test]
    fn a_missing_file_is_reported() {
        for page in [
            "{{#include ../code.rs}}",
            "{{#rustdoc_include ../../gone.rs:search}}",
            "{{#playground gone.rs}}",
            "{{#snapshot ../nodes.snap}}",
        ] {
            let problems = problems_of(page);
            assert_eq!(problems.len(), 1, "{page}");
            assert!(problems[0].contains("does not exist"), "{problems:?}");
        }
    }

    #[test]
    fn a_missing_anchor_is_reported() {
        let problems = problems_of("{{#include ../../code.rs:evaluate}}");
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("no `ANCHOR: evaluate`"), "{problems:?}");
    }

    #[test]
    fn an_unclosed_anchor_is_reported() {
        let problems = problems_of("{{#rustdoc_include ../../code.rs:open}}");
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("no `ANCHOR_END: open`"), "{problems:?}");
    }

    #[test]
    fn an_empty_anchor_is_reported() {
        let problems = problems_of("{{#include ../../code.rs:empty}}");
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("`empty`") && problems[0].contains("is empty"));
    }

    #[test]
    fn line_number_includes_are_reported() {
        for page in ["{{#include ../../code.rs:2}}", "{{#include ../../code.rs:1:3}}"] {
            let problems = problems_of(page);
            assert_eq!(problems.len(), 1, "{page}");
            assert!(problems[0].contains("line-number includes"), "{problems:?}");
        }
    }

    #[test]
    fn a_bad_snapshot_is_reported() {
        let problems = problems_of("{{#snapshot ../../empty.snap}}");
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("empty body"), "{problems:?}");
        let problems = problems_of("{{#snapshot ../../plain.snap}}");
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("not an insta snapshot"), "{problems:?}");
    }

    #[test]
    fn every_problem_of_a_page_is_listed() {
        let page = "{{#include a.rs}} {{#include b.rs}} {{#snapshot c.snap}}";
        assert_eq!(problems_of(page).len(), 3);
    }
}
