//! `cargo xtask book`: checks the book, then builds its HTML with mdBook as a
//! library, so readers and CI need no separately installed `mdbook`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Args;
use mdbook_driver::MDBook;
use mdbook_driver::builtin_preprocessors::{IndexPreprocessor, LinkPreprocessor};
use mdbook_driver::config::Config;

use crate::claims::ClaimsPreprocessor;
use crate::engine_widgets::EngineWidgetPreprocessor;
use crate::figures::FigurePreprocessor;
use crate::snapshot_preprocessor::SnapshotPreprocessor;
use crate::{check, serve, web_engine, workspace};

#[derive(Args)]
pub struct BookArgs {
    /// Open the built book in the default browser.
    #[arg(long, conflicts_with = "serve")]
    open: bool,
    /// Serve the built book on http://127.0.0.1:PORT until interrupted.
    #[arg(long)]
    serve: bool,
    /// The port `--serve` listens on.
    #[arg(long, default_value_t = 3000, requires = "serve")]
    port: u16,
}

pub fn run(args: &BookArgs) -> Result<ExitCode> {
    let problems = check::check_book(workspace::root())?;
    if !problems.is_empty() {
        check::report(&problems);
        return Ok(ExitCode::FAILURE);
    }
    let html_dir = build(&workspace::root().join("book"))?;
    web_engine::build_into(&html_dir)?;
    let index = html_dir.join("index.html");
    if args.open
        && let Err(error) = opener::open(&index)
    {
        eprintln!("cannot open a browser ({error}); open the file below instead");
    }
    println!("{}", index.display());
    if args.serve {
        serve::serve(&html_dir, args.port)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Builds the book at `book_dir` and returns the directory holding its HTML.
///
/// The preprocessors are registered by hand to run `{{#snapshot}}`, `{{#claims}}` and
/// `{{#figure}}` first: mdBook's `links` preprocessor strips the backslash of escaped
/// directives, so running after it would expand a `\{{#snapshot ...}}` meant to be shown
/// as text.
pub fn build(book_dir: &Path) -> Result<PathBuf> {
    let mut config = Config::from_disk(book_dir.join("book.toml"))?;
    config.update_from_env()?;
    config.build.use_default_preprocessors = false;
    let mut book = MDBook::load_with_config(book_dir, config)
        .with_context(|| format!("cannot load the book at {}", book_dir.display()))?;
    book.with_preprocessor(SnapshotPreprocessor)
        .with_preprocessor(ClaimsPreprocessor)
        .with_preprocessor(FigurePreprocessor)
        .with_preprocessor(EngineWidgetPreprocessor)
        .with_preprocessor(LinkPreprocessor::new())
        .with_preprocessor(IndexPreprocessor::new());
    book.build().context("cannot build the book")?;
    Ok(book.build_dir_for("html"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-page book in a temporary directory, with `nodes.snap` beside `src/`.
    fn one_page_book(page: &str, snapshot: &str) -> tempfile::TempDir {
        let book = tempfile::tempdir().unwrap();
        let src = book.path().join("src");
        std::fs::create_dir(&src).unwrap();
        std::fs::write(book.path().join("book.toml"), "[book]\ntitle = \"Test\"\n").unwrap();
        std::fs::write(src.join("SUMMARY.md"), "# Summary\n\n- [Page](page.md)\n").unwrap();
        std::fs::write(src.join("page.md"), page).unwrap();
        std::fs::write(book.path().join("nodes.snap"), snapshot).unwrap();
        book
    }

    #[test]
    fn snapshots_are_rendered_and_escaped_ones_shown_as_text() {
        let snapshot = "---\nsource: tests/nodes.rs\nexpression: table\n---\n\
                        | Position | Nodes |\n|---|---:|\n| start | 1,234 |\n";
        let page = "# Page\n\n{{#snapshot ../nodes.snap}}\n\nWrite \\{{#snapshot x.snap}}.\n";
        let book = one_page_book(page, snapshot);
        let html_dir = build(book.path()).unwrap();
        let html = std::fs::read_to_string(html_dir.join("page.html")).unwrap();
        assert!(html.contains("<table>"), "{html}");
        assert!(html.contains("1,234"), "{html}");
        assert!(!html.contains("source: tests/nodes.rs"), "{html}");
        assert!(html.contains("Write {{#snapshot x.snap}}."), "{html}");
    }

    #[test]
    fn figures_are_rendered_and_an_unknown_one_fails_the_build_naming_page_and_key() {
        let book = one_page_book("Nodes: {{#figure ch01.nodes}}.\n", "");
        let generated = book.path().join("src/generated");
        std::fs::create_dir(&generated).unwrap();
        std::fs::write(generated.join("figures.json"), r#"{"ch01.nodes": "1,234"}"#).unwrap();
        let html = std::fs::read_to_string(build(book.path()).unwrap().join("page.html")).unwrap();
        assert!(html.contains("Nodes: 1,234."), "{html}");
        std::fs::write(book.path().join("src/page.md"), "{{#figure ch01.gone}}\n").unwrap();
        let error = format!("{:#}", build(book.path()).unwrap_err());
        assert!(error.contains("page.md") && error.contains("ch01.gone"), "{error}");
    }

    #[test]
    fn a_missing_snapshot_fails_the_build() {
        let book = one_page_book("{{#snapshot gone.snap}}\n", "");
        let error = build(book.path()).unwrap_err();
        assert!(format!("{error:#}").contains("gone.snap"), "{error:#}");
    }
}
