//! Reads `SUMMARY.md`, the book's table of contents, for the pages whose links are checked.
//! A page it links that does not exist fails mdBook's build itself (`create-missing =
//! false` in `book.toml`).

use std::path::{Component, Path, PathBuf};

use mdbook_summary::{SummaryItem, parse_summary};

use super::Problem;

/// The pages `SUMMARY.md` links, relative to `src`, without `./` parts; drafts
/// (links without a target) are left out.
pub fn linked_pages(src: &Path) -> Result<Vec<PathBuf>, Problem> {
    let summary_path = src.join("SUMMARY.md");
    let text = std::fs::read_to_string(&summary_path)
        .map_err(|error| Problem::new(&summary_path, None, format!("cannot read: {error}")))?;
    let summary = parse_summary(&text)
        .map_err(|error| Problem::new(&summary_path, None, format!("cannot parse: {error:#}")))?;
    let mut pages = Vec::new();
    for items in [&summary.prefix_chapters, &summary.numbered_chapters, &summary.suffix_chapters] {
        collect_pages(items, &mut pages);
    }
    Ok(pages)
}

fn collect_pages(items: &[SummaryItem], pages: &mut Vec<PathBuf>) {
    for item in items {
        if let SummaryItem::Link(link) = item {
            if let Some(location) = &link.location {
                pages.push(without_current_dir(location));
            }
            collect_pages(&link.nested_items, pages);
        }
    }
}

/// `./ch00.md` and `ch00.md` name the same page.
fn without_current_dir(path: &Path) -> PathBuf {
    path.components().filter(|component| *component != Component::CurDir).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book(summary: &str, pages: &[&str]) -> tempfile::TempDir {
        let src = tempfile::tempdir().unwrap();
        std::fs::write(src.path().join("SUMMARY.md"), summary).unwrap();
        for page in pages {
            std::fs::write(src.path().join(page), "# Page\n").unwrap();
        }
        src
    }

    #[test]
    fn collects_links_from_every_part() {
        let summary = "# Summary\n\n[Intro](./intro.md)\n\n# Part\n\n- [One](one.md)\n  \
                       - [Nested](nested.md)\n- [Draft]()\n\n---\n\n[End](end.md)\n";
        let src = book(summary, &[]);
        let pages = linked_pages(src.path()).unwrap();
        let expected = ["intro.md", "one.md", "nested.md", "end.md"].map(PathBuf::from);
        assert_eq!(pages, expected);
    }

    #[test]
    fn a_missing_summary_is_reported() {
        let src = tempfile::tempdir().unwrap();
        let problem = linked_pages(src.path()).unwrap_err();
        assert!(problem.file.ends_with("SUMMARY.md"));
    }
}
