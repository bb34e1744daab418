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
mod preprocessor;
mod table;

use std::path::Path;

use anyhow::{Context, Result};

pub use preprocessor::ClaimsPreprocessor;

/// The directive's kind, as written after `{{#`.
pub const KIND: &str = "claims";

/// The table for the claims file at `path`, relative to `page_dir`.
pub fn render(path: &str, page_dir: &Path) -> Result<String> {
    let file = page_dir.join(path);
    let text = std::fs::read_to_string(&file)
        .with_context(|| format!("cannot read {}", file.display()))?;
    let claims = claim_file::parse(&text).with_context(|| format!("in {path}"))?;
    let base = file.parent().unwrap_or(page_dir);
    table::render(&claims, base).with_context(|| format!("in {path}"))
}
