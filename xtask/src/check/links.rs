//! Checks the book's internal links: every relative link or image of a page must name a
//! file that exists, and every `#anchor` must name a heading of its target page. mdBook
//! renders a broken link as a link to nowhere without a word, so a renamed heading or
//! page would otherwise leave dead cross-references behind.
//!
//! Pages are parsed with mdBook's own Markdown options, and heading ids are made the
//! way mdBook 0.5 makes them, so the check sees the anchors a reader's browser sees.
//! Markdown files a page includes whole (the generated tables) are checked as part of
//! that page: their links are resolved from the page's directory, as mdBook does once
//! it has pasted them in.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

use mdbook_markdown::pulldown_cmark::{Event, Tag, TagEnd};
use mdbook_markdown::{MarkdownOptions, new_cmark_parser};
use mdbook_summary::{SummaryItem, parse_summary};

use super::Problem;
use super::includes::{Selection, parse_include};
use crate::directive;

/// One problem per broken internal link or anchor of the rendered `pages` (relative to
/// `src`, as `SUMMARY.md` lists them) and of the Markdown files they include.
pub fn check(src: &Path, pages: &[PathBuf]) -> Vec<Problem> {
    let mut problems = Vec::new();
    for page in pages {
        let page_path = src.join(page);
        let Ok(text) = std::fs::read_to_string(&page_path) else {
            continue; // mdBook fails the build on a missing page.
        };
        let page_dir = page_path.parent().unwrap_or(src);
        let mut sources = vec![(page_path.clone(), text.clone())];
        sources.extend(included_markdown(&text, page_dir));
        for (file, source) in &sources {
            for link in links(source) {
                if let Some(message) = check_link(&link.target, &page_path, src) {
                    let message = format!("link `{}`: {message}", link.target);
                    problems.push(Problem::new(file, Some(link.line), message));
                }
            }
        }
    }
    problems
}

/// The pages `SUMMARY.md` (the book's table of contents) links, relative to `src`, without
/// `./` parts; drafts (links without a target) are left out. A page it links that does
/// not exist fails mdBook's build itself (`create-missing = false` in `book.toml`).
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
                pages.push(normalise(location));
            }
            collect_pages(&link.nested_items, pages);
        }
    }
}

/// The Markdown files `page` includes whole, with their text, for links and headings.
fn included_markdown(page: &str, page_dir: &Path) -> Vec<(PathBuf, String)> {
    directive::find(page)
        .filter(|found| found.kind == "include")
        .filter_map(|found| match parse_include(found.argument) {
            (path, Selection::Whole) if path.ends_with(".md") => Some(page_dir.join(path)),
            _ => None,
        })
        .filter_map(|path| std::fs::read_to_string(&path).ok().map(|text| (path, text)))
        .collect()
}

/// What is wrong with a link of the page at `page_path`, if anything; files are named
/// relative to `src`.
fn check_link(target: &str, page_path: &Path, src: &Path) -> Option<String> {
    if is_external(target) {
        return None;
    }
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let target_path = if path.is_empty() {
        page_path.to_path_buf()
    } else {
        let page_dir = page_path.parent().unwrap_or(Path::new("."));
        // A link to the rendered page (`page.html`) names the source page `page.md`.
        let source =
            path.strip_suffix(".html").map_or(path.to_owned(), |stem| format!("{stem}.md"));
        normalise(&page_dir.join(source))
    };
    let shown = target_path.strip_prefix(src).unwrap_or(&target_path).display().to_string();
    if !target_path.is_file() {
        return Some(format!("{shown} does not exist in book/src"));
    }
    if anchor.is_empty() || target_path.extension().is_none_or(|ext| ext != "md") {
        return None;
    }
    let text = std::fs::read_to_string(&target_path).ok()?;
    let target_dir = target_path.parent().unwrap_or(Path::new("."));
    let mut ids = heading_ids(&text);
    for (_, included) in included_markdown(&text, target_dir) {
        ids.extend(heading_ids(&included));
    }
    if ids.contains(anchor) {
        None
    } else {
        Some(format!("{shown} has no heading with the id `{anchor}`"))
    }
}

/// A link with a scheme (`https:`, `mailto:`) leaves the book; only the book is checked.
fn is_external(target: &str) -> bool {
    let scheme = target.split_once(':').map(|(scheme, _)| scheme);
    scheme.is_some_and(|scheme| {
        !scheme.is_empty()
            && scheme.chars().all(|ch| ch.is_ascii_alphanumeric() || "+-.".contains(ch))
    }) || target.starts_with("//")
}

/// `a/./b/../c` as `a/c`, so that messages name the file plainly.
fn normalise(path: &Path) -> PathBuf {
    let mut normal = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir if normal.file_name().is_some() => {
                normal.pop();
            }
            other => normal.push(other),
        }
    }
    normal
}

/// A link or image target and the 1-based line it is written on.
struct Link {
    target: String,
    line: usize,
}

fn links(text: &str) -> Vec<Link> {
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    new_cmark_parser(text, &MarkdownOptions::default())
        .into_offset_iter()
        .filter_map(|(event, range)| match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                Some(Link { target: dest_url.to_string(), line: line_of(range.start) })
            }
            _ => None,
        })
        .collect()
}

/// The ids mdBook gives the headings (and definition-list terms) of `text`: an explicit
/// `{#id}`, or the heading's text lower-cased, spaces as `-`, other punctuation dropped,
/// and `-1`, `-2`, ... appended to repeats.
fn heading_ids(text: &str) -> HashSet<String> {
    let mut ids = HashSet::new();
    let mut heading: Option<String> = None;
    for event in new_cmark_parser(text, &MarkdownOptions::default()) {
        match event {
            Event::Start(Tag::Heading { id: Some(id), .. }) => {
                ids.insert(id.to_string());
            }
            Event::Start(Tag::Heading { id: None, .. } | Tag::DefinitionListTitle) => {
                heading = Some(String::new());
            }
            Event::Text(part) | Event::Code(part) => {
                if let Some(heading) = &mut heading {
                    heading.push_str(&part);
                }
            }
            Event::End(TagEnd::Heading(_) | TagEnd::DefinitionListTitle) => {
                if let Some(content) = heading.take() {
                    ids.insert(unique_id(&id_from_content(&content), &ids));
                }
            }
            _ => {}
        }
    }
    ids
}

/// mdBook's `id_from_content`.
fn id_from_content(content: &str) -> String {
    content
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|ch| match ch {
            ch if ch.is_alphanumeric() || ch == '_' || ch == '-' => Some(ch),
            ch if ch.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// mdBook's `unique_id`: the first free of `id`, `id-1`, `id-2`, ...
fn unique_id(id: &str, used: &HashSet<String>) -> String {
    if !used.contains(id) {
        return id.to_owned();
    }
    (1..)
        .map(|counter| format!("{id}-{counter}"))
        .find(|candidate| !used.contains(candidate))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A book in a temporary `src` with `one.md` and `two.md`; returns the problems of
    /// checking `one.md` as `text`, as `file:line: message` strings relative to `src`.
    fn problems_of(text: &str) -> Vec<String> {
        let src = tempfile::tempdir().unwrap();
        let two = "# Two\n\n## The table's size\n\n## Repeat\n\n## Repeat\n\n### Custom {#own-id}\n\n\
                   {{#include generated/part.md}}\n";
        std::fs::write(src.path().join("two.md"), two).unwrap();
        std::fs::create_dir(src.path().join("generated")).unwrap();
        let part = "## Included heading\n\n[back](one.md#one) [gone](gone.md)\n";
        std::fs::write(src.path().join("generated/part.md"), part).unwrap();
        std::fs::write(src.path().join("chart.svg"), "<svg/>").unwrap();
        std::fs::write(src.path().join("one.md"), text).unwrap();
        let pages = [PathBuf::from("one.md")];
        check(src.path(), &pages)
            .into_iter()
            .map(|problem| {
                let file = problem.file.strip_prefix(src.path()).unwrap().display().to_string();
                format!("{file}:{}: {}", problem.line.unwrap(), problem.message)
            })
            .collect()
    }

    #[test]
    fn good_links_pass() {
        let page = "# One\n\n[two](two.md) [again](./two.html) [size](two.md#the-tables-size)\n\
                    [repeat](two.md#repeat-1) [custom](two.md#own-id) [here](#one)\n\
                    [included](two.md#included-heading) ![chart](chart.svg)\n\
                    [web](https://example.com/#x) [mail](mailto:a@b.c)\n";
        assert_eq!(problems_of(page), Vec::<String>::new());
    }

    #[test]
    fn broken_links_and_anchors_are_reported_with_file_and_line() {
        let page = "# One\n\nSee [three](three.md).\n[size](two.md#the-table-size)\n[self](#two)\n\n\
                    {{#include generated/part.md}}\n";
        assert_eq!(
            problems_of(page),
            [
                "one.md:3: link `three.md`: three.md does not exist in book/src",
                "one.md:4: link `two.md#the-table-size`: two.md has no heading with the id `the-table-size`",
                "one.md:5: link `#two`: one.md has no heading with the id `two`",
                "generated/part.md:3: link `gone.md`: gone.md does not exist in book/src",
            ]
        );
    }

    #[test]
    fn ids_follow_mdbook() {
        assert_eq!(id_from_content("Chapter 4's numbers: `TtMove`"), "chapter-4s-numbers-ttmove");
        let ids = heading_ids("# A\n\n## A\n\n## A\n");
        assert!(["a", "a-1", "a-2"].iter().all(|id| ids.contains(*id)), "{ids:?}");
    }

    #[test]
    fn collects_links_from_every_part() {
        let summary = "# Summary\n\n[Intro](./intro.md)\n\n# Part\n\n- [One](one.md)\n  \
                       - [Nested](nested.md)\n- [Draft]()\n\n---\n\n[End](end.md)\n";
        let src = tempfile::tempdir().unwrap();
        std::fs::write(src.path().join("SUMMARY.md"), summary).unwrap();
        let pages = linked_pages(src.path()).unwrap();
        let expected = ["intro.md", "one.md", "nested.md", "end.md"].map(PathBuf::from);
        assert_eq!(pages, expected);
    }
}
