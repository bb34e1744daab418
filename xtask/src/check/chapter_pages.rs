//! Checks that every chapter crate has its page, `book/src/<chapter>.md`, and that
//! `SUMMARY.md` links it: a chapter that is not in the book is not in the book.

use std::path::{Path, PathBuf};

use super::Problem;
use crate::chapters::Chapter;

/// One problem per missing chapter page or missing `SUMMARY.md` entry.
pub fn check(chapters: &[Chapter], root: &Path, src: &Path, linked: &[PathBuf]) -> Vec<Problem> {
    let mut problems = Vec::new();
    for chapter in chapters {
        let crate_dir = root.join("chapters").join(&chapter.name);
        let page = PathBuf::from(format!("{}.md", chapter.name));
        if !src.join(&page).is_file() {
            let message = format!("has no book page: create book/src/{}", page.display());
            problems.push(Problem::new(&crate_dir, None, message));
        }
        if !linked.contains(&page) {
            let message = format!("is not in the book: link {} from SUMMARY.md", page.display());
            problems.push(Problem::new(&crate_dir, None, message));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chapters() -> Vec<Chapter> {
        ["ch00-baseline", "ch01-pick-move"]
            .into_iter()
            .map(|name| Chapter::from_dir_name(name).unwrap())
            .collect()
    }

    #[test]
    fn a_chapter_with_page_and_link_passes() {
        let src = tempfile::tempdir().unwrap();
        for chapter in chapters() {
            std::fs::write(src.path().join(format!("{}.md", chapter.name)), "").unwrap();
        }
        let linked = ["ch00-baseline.md", "ch01-pick-move.md"].map(PathBuf::from);
        assert_eq!(check(&chapters(), Path::new("/"), src.path(), &linked), []);
    }

    #[test]
    fn a_missing_page_and_a_missing_link_are_reported() {
        let src = tempfile::tempdir().unwrap();
        std::fs::write(src.path().join("ch00-baseline.md"), "").unwrap();
        let linked = [PathBuf::from("ch01-pick-move.md")];
        let problems = check(&chapters(), Path::new("/"), src.path(), &linked);
        let messages: Vec<_> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[0].contains("ch00-baseline: is not in the book"), "{messages:?}");
        assert!(messages[1].contains("ch01-pick-move: has no book page"), "{messages:?}");
    }
}
