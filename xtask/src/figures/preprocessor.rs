//! Runs `{{#figure KEY}}` when mdBook builds the book: each directive becomes the value of
//! its key in `generated/figures.json`, and an unknown key fails the build, naming the key
//! (and, through [`page_preprocessor`], the page).

use std::collections::BTreeMap;

use anyhow::{Result, bail};
use mdbook_driver::book::Book;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

use super::{FILE, KIND, load};
use crate::page_preprocessor;

/// Replaces every `{{#figure KEY}}` with its generated value.
pub struct FigurePreprocessor;

impl Preprocessor for FigurePreprocessor {
    fn name(&self) -> &str {
        KIND
    }

    /// Fails the build on a key that `figures.json` does not hold.
    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        let path = ctx.root.join(&ctx.config.book.src).join("generated").join(FILE);
        // A book without figures (a test's one-page book) is fine until a page asks for one.
        let figures = if path.exists() { load(&path)? } else { BTreeMap::new() };
        page_preprocessor::expand_pages(ctx, book, "figures", |page, _| expand(page, &figures))
    }
}

/// `page` with its figure directives replaced by their values.
pub fn expand(page: &str, figures: &BTreeMap<String, String>) -> Result<String> {
    page_preprocessor::replace_directives(page, KIND, |found| match figures.get(found.argument) {
        Some(value) => Ok(value.clone()),
        None => bail!("no figure `{}` in {FILE} (`cargo xtask figures` writes it)", found.argument),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_key_is_replaced_and_an_unknown_one_named() {
        let figures = BTreeMap::from([("ch03.nodes".to_owned(), "97,874,033".to_owned())]);
        let page = "It searches {{#figure ch03.nodes}} nodes; write \\{{#figure x}}.";
        let expanded = expand(page, &figures).unwrap();
        assert_eq!(expanded, "It searches 97,874,033 nodes; write \\{{#figure x}}.");
        let error = expand("{{#figure ch03.gone}}", &figures).unwrap_err();
        assert!(format!("{error:#}").contains("ch03.gone"), "{error:#}");
    }
}
