//! The book check, run by `cargo xtask check`, before every `cargo xtask book`, and
//! by `cargo test`: mdBook itself only logs a broken include and renders the page
//! anyway, so a moved function or a renamed snapshot would silently leave a hole in
//! the book, and it renders a link to a renamed page or heading as a dead link; a page
//! can also name an example that was renamed, or a `{{#figure}}` that `figures.json`
//! lacks. This check turns every such hole into a listed failure.

mod examples;
mod includes;
mod links;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;
use walkdir::WalkDir;

use crate::{figures, workspace};

/// One thing wrong with the book, and where.
#[derive(Debug, PartialEq, Eq)]
pub struct Problem {
    /// The page (or chapter directory) at fault, relative to the workspace root
    /// once `check_book` returns.
    pub file: PathBuf,
    /// The 1-based line of the page, when the problem has one.
    pub line: Option<usize>,
    pub message: String,
}

impl Problem {
    pub fn new(file: &Path, line: Option<usize>, message: impl Into<String>) -> Problem {
        Problem { file: file.to_path_buf(), line, message: message.into() }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// Every problem of the book of the workspace at `root` (its `book/src` pages and
/// its `chapters/` crates), in a stable order.
pub fn check_book(root: &Path) -> Result<Vec<Problem>> {
    let src = root.join("book").join("src");
    let mut problems = Vec::new();

    let linked = match links::linked_pages(&src) {
        Ok(linked) => linked,
        Err(problem) => {
            problems.push(problem);
            Vec::new()
        }
    };

    let figures_file = src.join("generated").join(figures::FILE);
    let figures =
        if figures_file.exists() { figures::load(&figures_file)? } else { Default::default() };
    for entry in WalkDir::new(&src).sort_by_file_name() {
        let entry = entry?;
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|ext| ext == "md") {
            problems.extend(includes::check_page(entry.path())?);
            let text = std::fs::read_to_string(entry.path())?;
            problems.extend(figures::check_page(entry.path(), &text, &figures));
            problems.extend(examples::check_page(root, entry.path(), &text));
        }
    }

    problems.extend(links::check(&src, &linked));

    for problem in &mut problems {
        if let Ok(relative) = problem.file.strip_prefix(root) {
            problem.file = relative.to_path_buf();
        }
    }
    Ok(problems)
}

/// `cargo xtask check`: prints every problem and fails if there is any.
pub fn run() -> Result<ExitCode> {
    let problems = check_book(workspace::root())?;
    if problems.is_empty() {
        println!("book check passed");
        return Ok(ExitCode::SUCCESS);
    }
    report(&problems);
    Ok(ExitCode::FAILURE)
}

/// Prints the problems to stderr, one a line, then how many there were.
pub fn report(problems: &[Problem]) {
    for problem in problems {
        eprintln!("{problem}");
    }
    eprintln!("book check failed: {} problem(s)", problems.len());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the check on the real book, so `cargo test --workspace` fails on a
    /// broken include, snapshot, SUMMARY.md link, or link or anchor
    /// between pages.
    #[test]
    fn the_book_passes_its_check() {
        let problems = check_book(workspace::root()).unwrap();
        let listed: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "book check failed:\n{}", listed.join("\n"));
    }
}
