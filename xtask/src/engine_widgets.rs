//! Runs `{{#engine_lab CHAPTER}}` and `{{#engine_results POSITION}}` when mdBook builds
//! the book: each becomes the empty element that the theme's scripts turn into an engine
//! widget (`book/theme/engine-lab.js`, `engine-results.js`), filled from the project's own
//! data so that no page types a FEN, a depth or the chapter a chapter builds on.
//!
//! - `engine_lab`: a chapter's engine beside the engine of the chapter it builds on, set
//!   up on the chapter's worked position, with the quick positions to choose from.
//! - `engine_results`: every chapter's engine on one quick position (by name), then a
//!   perft of it.
//!
//! Without JavaScript (or without the engines, which `cargo xtask book` builds when it
//! finds a WebAssembly toolchain) the element stays empty, or says the engines are missing.

use anyhow::{Context, Result, bail};
use ch00_baseline::suite::{SuitePosition, bench_suite};
use mdbook_driver::book::Book;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use serde::Serialize;

use crate::chapters::Chapter;
use crate::page_preprocessor;
use crate::worked::positions;

/// The directive that places a chapter's widget.
pub const LAB_KIND: &str = "engine_lab";
/// The directive that places the every-chapter widget.
pub const RESULTS_KIND: &str = "engine_results";

/// Replaces both directives with their widgets' elements.
pub struct EngineWidgetPreprocessor;

impl Preprocessor for EngineWidgetPreprocessor {
    fn name(&self) -> &str {
        LAB_KIND
    }

    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        page_preprocessor::expand_pages(ctx, book, "engine widgets", |page, _| expand(page))
    }
}

/// `page` with its widget directives replaced.
pub fn expand(page: &str) -> Result<String> {
    let page =
        page_preprocessor::replace_directives(page, LAB_KIND, |found| lab_element(found.argument))?;
    page_preprocessor::replace_directives(&page, RESULTS_KIND, |found| {
        results_element(found.argument)
    })
}

/// A position the widget offers, as its script reads it.
#[derive(Serialize)]
struct Offered<'a> {
    name: &'a str,
    fen: &'a str,
    depth: u32,
}

/// The quick positions, each at the depth every chapter's node-count table searches it.
fn quick_positions(suite: &[SuitePosition]) -> Vec<Offered<'_>> {
    let mut offered = Vec::with_capacity(suite.len());
    for position in suite {
        offered.push(Offered { name: &position.name, fen: &position.fen, depth: position.depth });
    }
    offered
}

/// The element of `chapter`'s widget: its engine and the engine of the chapter it builds
/// on, on its worked position (searched from its root) or a quick position.
pub fn lab_element(chapter: &str) -> Result<String> {
    let Some(node) = positions::for_chapter(chapter) else {
        bail!("no chapter `{chapter}` has a worked position (xtask/src/worked/positions.rs)");
    };
    let previous = Chapter::from_dir_name(chapter).and_then(|chapter| chapter.builds_on());
    let suite = bench_suite();
    let mut offered =
        vec![Offered { name: "the worked position", fen: &node.fen, depth: node.depth }];
    offered.extend(quick_positions(&suite));
    let previous =
        previous.map(|base| format!(" data-previous=\"{}\"", base.name)).unwrap_or_default();
    Ok(format!(
        "<div class=\"engine-lab\" data-chapter=\"{chapter}\"{previous} data-fen=\"{}\" \
         data-depth=\"{}\" data-positions='{}'></div>",
        node.fen,
        node.depth,
        attribute_json(&offered)?,
    ))
}

/// The element of the every-chapter widget, set up on the quick position `name`.
pub fn results_element(name: &str) -> Result<String> {
    let suite = bench_suite();
    let Some(position) = suite.iter().find(|position| position.name == name) else {
        bail!("no quick position is called `{name}` (data/bench.txt)");
    };
    Ok(format!(
        "<div class=\"engine-results\" data-fen=\"{}\" data-depth=\"{}\" data-positions='{}'></div>",
        position.fen,
        position.depth,
        attribute_json(&quick_positions(&suite))?,
    ))
}

/// `value` as JSON inside a single-quoted HTML attribute.
fn attribute_json(value: &impl Serialize) -> Result<String> {
    let json = serde_json::to_string(value).context("the positions serialise")?;
    Ok(json.replace('&', "&amp;").replace('\'', "&#39;"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chapter_widget_names_the_chapter_it_builds_on_and_its_worked_position() {
        let page = expand("Before.\n\n{{#engine_lab ch07-history}}\n\nAfter.").unwrap();
        assert!(page.contains("data-chapter=\"ch07-history\""), "{page}");
        assert!(page.contains("data-previous=\"ch05-tie-breaking\""), "{page}");
        assert!(page.contains("\"name\":\"the worked position\""), "{page}");
        assert!(page.contains("\"name\":\"fine-70\""), "{page}");
        assert!(page.starts_with("Before.") && page.ends_with("After."), "{page}");
    }

    #[test]
    fn chapter_0_has_no_engine_beside_it() {
        let page = expand("{{#engine_lab ch00-baseline}}").unwrap();
        assert!(!page.contains("data-previous"), "{page}");
    }

    #[test]
    fn an_unknown_chapter_or_position_is_named() {
        let error = expand("{{#engine_lab ch11-nothing}}").unwrap_err();
        assert!(format!("{error:#}").contains("ch11-nothing"), "{error:#}");
        let error = expand("{{#engine_results nowhere}}").unwrap_err();
        assert!(format!("{error:#}").contains("nowhere"), "{error:#}");
    }
}
