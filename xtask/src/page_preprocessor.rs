//! What the book's own preprocessors (`{{#snapshot}}`, `{{#claims}}`) share: each replaces
//! its directives, page by page, and fails the build on the first page it cannot expand
//! (mdBook only logs a broken `{{#include}}` and leaves it in the page, which would go
//! unnoticed).

use std::path::Path;

use anyhow::{Result, bail};
use mdbook_driver::book::Book;
use mdbook_preprocessor::PreprocessorContext;

use crate::directive;

/// Every page of `book` expanded by `expand(page text, page directory)`.
pub fn expand_pages(
    ctx: &PreprocessorContext,
    mut book: Book,
    what: &str,
    expand: impl Fn(&str, &Path) -> Result<String>,
) -> Result<Book> {
    let src_dir = ctx.root.join(&ctx.config.book.src);
    let mut errors = Vec::new();
    book.for_each_chapter_mut(|chapter| {
        let Some(page) = &chapter.path else { return };
        let page_dir = src_dir.join(page).parent().map(Path::to_path_buf);
        let page_dir = page_dir.unwrap_or_else(|| src_dir.clone());
        match expand(&chapter.content, &page_dir) {
            Ok(content) => chapter.content = content,
            Err(error) => errors.push(format!("{}: {error:#}", page.display())),
        }
    });
    if !errors.is_empty() {
        bail!("cannot insert {what}:\n{}", errors.join("\n"));
    }
    Ok(book)
}

/// `page` with every `{{#kind argument}}` replaced by `render(argument)`.
pub fn replace_directives(
    page: &str,
    kind: &str,
    render: impl Fn(&directive::Directive<'_>) -> Result<String>,
) -> Result<String> {
    let mut expanded = String::with_capacity(page.len());
    let mut copied_up_to = 0;
    for found in directive::find(page).filter(|found| found.kind == kind) {
        expanded.push_str(&page[copied_up_to..found.span.start]);
        expanded.push_str(render(&found)?.trim_end());
        copied_up_to = found.span.end;
    }
    expanded.push_str(&page[copied_up_to..]);
    Ok(expanded)
}
