//! `cargo xtask figures`: the single numbers a page may inline in its prose, as
//! `{{#figure ch03.nodes_vs_previous}}`, gathered into one flat JSON object of key →
//! display string (`book/src/generated/figures.json`).
//!
//! The figures are read from the committed results files and from nothing else (see
//! [`results`]), so the prose cannot disagree with them: the commands that rewrite a results
//! file rewrite `figures.json` too, a test checks that it says what the results say, and
//! another that every `{{#figure}}` in the book names a key it holds. A figure a chapter
//! does not have (no previous chapter, no games) is absent, never invented. The book's
//! one-table story ([`story`]) is read from the same files and written with them.

mod chapter_figures;
mod preprocessor;
pub mod results;
mod story;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::check::Problem;
use crate::{directive, workspace};
use chapter_figures::collect;
pub use preprocessor::FigurePreprocessor;

/// The directive's kind, as written after `{{#`.
pub const KIND: &str = "figure";
/// The file of figures, inside the book's generated directory.
pub const FILE: &str = "figures.json";
use crate::workspace::GENERATED_DIR as BOOK_DIR;

/// The figures as `figures.json` holds them: pretty JSON, keys sorted, a final newline.
fn render(figures: &BTreeMap<String, String>) -> String {
    let json = serde_json::to_string_pretty(figures).expect("strings always serialise");
    format!("{json}\n")
}

/// Rewrites `dir`'s `figures.json` from the results files in `dir` and, when `dir` is the
/// book's, the story table too: every command that rewrites a results file calls this,
/// so neither can fall behind the results.
pub fn write(dir: &Path) -> Result<()> {
    workspace::write(&dir.join(FILE), &render(&collect(dir)?))?;
    let root = workspace::root();
    if dir == root.join(BOOK_DIR) { story::write(root) } else { Ok(()) }
}

/// `cargo xtask figures`: rewrites the book's figures and story table from its committed
/// results, measuring nothing.
pub fn run() -> Result<ExitCode> {
    write(&workspace::root().join(BOOK_DIR))?;
    Ok(ExitCode::SUCCESS)
}

/// The figures in the file at `path`.
pub fn load(path: &Path) -> Result<BTreeMap<String, String>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("cannot read {}", path.display()))
}

/// One problem per `{{#figure}}` in `page` whose key `figures` lacks.
pub fn check_page(page: &Path, text: &str, figures: &BTreeMap<String, String>) -> Vec<Problem> {
    directive::find(text)
        .filter(|found| found.kind == KIND && !figures.contains_key(found.argument))
        .map(|found| {
            let message = format!(
                "{}: no such figure in {BOOK_DIR}/{FILE} (`cargo xtask figures` writes it)",
                found.text
            );
            Problem::new(page, Some(found.line), message)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed `figures.json` says what the committed results say: run
    /// `cargo xtask figures` when this fails.
    #[test]
    fn the_figures_file_states_what_the_committed_results_say() {
        let dir = workspace::root().join(BOOK_DIR);
        let committed = std::fs::read_to_string(dir.join(FILE)).unwrap_or_default();
        assert!(
            committed == render(&collect(&dir).unwrap()),
            "{BOOK_DIR}/{FILE} differs from the results files: run `cargo xtask figures`"
        );
    }
}
