//! The `{{#claims path}}` directive: a chapter's table of the claims its sources make,
//! what this engine measured for each, and the verdict.
//!
//! The claims are prose, written once in a TOML file beside the book (`book/claims/`):
//! what the source says, with its link, and where the measurement of it lives — a
//! generated verdict line ("3 slots against 2 slots: **fewer** nodes in total …") of an
//! insta snapshot or a generated page, or one cell of a generated table. The measured
//! text and the verdict are read from those files when the book is built, so the table
//! follows whatever the experiments last wrote, and no verdict is typed by hand.
//! `cargo xtask check` renders every table, so a claim whose measurement went missing
//! fails the test command.

mod claim_file;
mod measured;

use std::path::Path;

use anyhow::{Context, Result};
use mdbook_driver::book::Book;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

use crate::markdown_table::{Align, MarkdownTable};
use crate::page_preprocessor;
use claim_file::Claim;
use measured::Verdict;

/// The directive's kind, as written after `{{#`.
pub const KIND: &str = "claims";

/// The table for the claims file at `path`, relative to `page_dir`.
pub fn render(path: &str, page_dir: &Path) -> Result<String> {
    let file = page_dir.join(path);
    let text = std::fs::read_to_string(&file)
        .with_context(|| format!("cannot read {}", file.display()))?;
    let claims = claim_file::parse(&text).with_context(|| format!("in {path}"))?;
    let base = file.parent().unwrap_or(page_dir);
    table(&claims, base).with_context(|| format!("in {path}"))
}

/// Replaces every `{{#claims path}}` with its table when mdBook builds the book, and fails
/// the build on a claim whose measurement cannot be read.
pub struct ClaimsPreprocessor;

impl Preprocessor for ClaimsPreprocessor {
    fn name(&self) -> &str {
        KIND
    }

    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book> {
        page_preprocessor::expand_pages(ctx, book, "the claims tables", |page, page_dir| {
            page_preprocessor::replace_directives(page, KIND, |found| {
                render(found.argument, page_dir)
            })
        })
    }
}

/// The claims as a Markdown table: the claim with its source, what was measured, and the
/// verdict.
fn table(claims: &[Claim], base: &Path) -> Result<String> {
    let mut table = MarkdownTable::new(&[
        ("Claim (source)", Align::Left),
        ("Measured here", Align::Left),
        ("Verdict", Align::Left),
    ]);
    for claim in claims {
        let mut shown = Vec::new();
        let mut verdicts = Vec::new();
        for measure in &claim.measure {
            let found = measured::read(measure, base)?;
            verdicts.push(found.verdict);
            // A `|` in a cell would end it.
            shown.push(format!("*{}*: {}", measure.label, found.text.replace('|', "\\|")));
        }
        table.push(vec![
            format!("{} ([{}]({}))", claim.claim, claim.source, claim.link),
            shown.join("<br>"),
            overall(&verdicts),
        ]);
    }
    Ok(table.render())
}

/// One word when every measurement says the same, else how many say what.
fn overall(verdicts: &[Verdict]) -> String {
    let count = |kind: Verdict| verdicts.iter().filter(|v| **v == kind).count();
    let (yes, no, close) =
        (count(Verdict::Agrees), count(Verdict::Disagrees), count(Verdict::TooClose));
    let all = verdicts.len();
    if yes == all {
        return "**holds**".to_owned();
    }
    if no == all {
        return "**does not hold**".to_owned();
    }
    if close == all {
        return "**too close to call**".to_owned();
    }
    let parts: Vec<String> = [(yes, "holds"), (no, "does not hold"), (close, "too close to call")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, word)| format!("{word} on {n}"))
        .collect();
    format!("**{}** of {all}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_counts_the_measures_that_agree() {
        use Verdict::{Agrees, Disagrees, TooClose};
        assert_eq!(overall(&[Agrees, Agrees]), "**holds**");
        assert_eq!(overall(&[Disagrees]), "**does not hold**");
        assert_eq!(overall(&[TooClose]), "**too close to call**");
        let mixed = "**holds on 1, does not hold on 1, too close to call on 1** of 3";
        assert_eq!(overall(&[Agrees, Disagrees, TooClose]), mixed);
    }
}
