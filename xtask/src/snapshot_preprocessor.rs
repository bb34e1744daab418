//! The `{{#snapshot path}}` directive: shows an insta snapshot in the book.
//!
//! Chapter pages print their node-count tables from the very `.snap` files the
//! chapter's tests assert, so the book cannot drift from what the tests check.
//! The path is relative to the page, as for `{{#include}}`; the YAML header is
//! dropped and the body inserted verbatim (a plain-text table needs a fenced
//! code block around the directive, a Markdown table does not).

use std::path::Path;

use anyhow::{Context, Result, bail};
use mdbook_driver::book::Book;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

use crate::{page_preprocessor, snapshot};

/// The directive's kind, as written after `{{#`.
pub const KIND: &str = "snapshot";

/// Replaces every `{{#snapshot path}}` with the body of that snapshot file.
pub struct SnapshotPreprocessor;

impl Preprocessor for SnapshotPreprocessor {
    fn name(&self) -> &str {
        KIND
    }

    /// Fails the build on any unreadable snapshot.
    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        page_preprocessor::expand_pages(ctx, book, "snapshots", expand)
    }
}

/// `page` with its snapshot directives replaced, reading paths from `page_dir`.
pub fn expand(page: &str, page_dir: &Path) -> Result<String> {
    page_preprocessor::replace_directives(page, KIND, |found| {
        let path = page_dir.join(found.argument);
        let file = std::fs::read_to_string(&path)
            .with_context(|| format!("{} cannot read {}", found.text, path.display()))?;
        let Some(body) = snapshot::body(&file) else {
            bail!("{}: {} has no insta header", found.text, path.display());
        };
        Ok(body.to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_directive_with_the_body() {
        let dir = tempfile::tempdir().unwrap();
        let snap = "---\nsource: tests/nodes.rs\n---\n| depth | nodes |\n|---|---|\n| 1 | 20 |\n";
        std::fs::write(dir.path().join("nodes.snap"), snap).unwrap();
        let page = "Before\n\n{{#snapshot nodes.snap}}\n\nAfter \\{{#snapshot x.snap}}\n";
        let expanded = expand(page, dir.path()).unwrap();
        assert_eq!(
            expanded,
            "Before\n\n| depth | nodes |\n|---|---|\n| 1 | 20 |\n\nAfter \\{{#snapshot x.snap}}\n"
        );
    }
}
