//! Runs `{{#claims path}}` when mdBook builds the book.

use std::path::Path;

use anyhow::Result;
use mdbook_driver::book::Book;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

use super::{KIND, render};
use crate::page_preprocessor;

/// Replaces every `{{#claims path}}` with its table.
pub struct ClaimsPreprocessor;

impl Preprocessor for ClaimsPreprocessor {
    fn name(&self) -> &str {
        KIND
    }

    /// Fails the build on a claim whose measurement cannot be read.
    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        page_preprocessor::expand_pages(ctx, book, "the claims tables", expand)
    }
}

/// `page` with its claims directives replaced by their tables.
fn expand(page: &str, page_dir: &Path) -> Result<String> {
    page_preprocessor::replace_directives(page, KIND, |found| render(found.argument, page_dir))
}
