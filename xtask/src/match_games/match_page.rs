//! `cargo xtask match ... --write-book NAME.md`: a match's report as a file of the book,
//! with the command that plays it again and the code it was played with. Games take
//! minutes to hours, too long for `cargo test`; the file records the hash of every source
//! the two engines are built from and of the openings, and the generated-files test
//! recomputes them, so a report that falls behind the chapters says so.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use crate::chapters::Chapter;
use crate::machine;
use crate::match_games::move_limit::MoveLimit;
use crate::workspace;

/// Where the book keeps its generated files, relative to the workspace root.
const GENERATED: &str = crate::workspace::GENERATED_DIR;

/// The path `name` is written to: a plain Markdown file name, so that the command can
/// write nowhere but among the book's generated files.
pub fn path(name: &str) -> Result<PathBuf> {
    let plain = !name.contains(['/', '\\']) && !name.starts_with('.');
    if !plain || !name.ends_with(".md") || name.len() <= ".md".len() {
        bail!(
            "--write-book takes a file name ending in .md, such as ch07-history-match.md, not `{name}`"
        );
    }
    Ok(workspace::root().join(GENERATED).join(name))
}

/// What the games depend on, relative to the workspace root: for each engine, its
/// chapter's `src/` and those beneath it, or, for an example, those and the example with
/// the variants it shares ([`source_hash::example_sources`]); then the openings.
pub fn sources(engines: [(&Chapter, Option<&str>); 2], openings: &Path) -> Result<Vec<String>> {
    let root = workspace::root();
    let mut sources: Vec<String> = Vec::new();
    for (chapter, example) in engines {
        let of_engine = match example {
            Some(example) => source_hash::example_sources(root, &chapter.name, example)?,
            None => source_hash::chapter_sources(root, &chapter.name)?,
        };
        for source in of_engine {
            if !sources.contains(&source) {
                sources.push(source);
            }
        }
    }
    sources.push(openings.to_string_lossy().into_owned());
    Ok(sources)
}

/// The file: the command and the recorded sources as comments, then the report as the
/// terminal printed it under the command a reader types to play the games, and where and
/// when the games were played, with what that means for `limit`: a clock's result depends
/// on the machine, a node budget's does not.
pub fn render(command: &str, recorded: &str, report: &str, limit: MoveLimit) -> String {
    let meaning = match limit {
        MoveLimit::Nodes(_) => "at a node budget, any machine plays the same games",
        MoveLimit::Clock(_) => "under a clock, the result depends on the machine and its load",
    };
    format!(
        "<!-- Written by `{command}`: play the games again rather than edit this file. -->\n\
         <!-- {recorded} -->\n\n\
         ```text\n$ {played}\n{report}```\n\n\
         Played on {machine}, {date} ({meaning}).\n",
        played = played_command(command),
        machine = machine::description(),
        date = machine::today(),
    )
}

/// `command` without its `--write-book NAME.md`: what a reader runs to play the same games
/// without rewriting the book's file. The comment keeps the whole command, which is what
/// rewrites it.
pub fn played_command(command: &str) -> String {
    let mut words = command.split_whitespace();
    let mut kept = Vec::new();
    while let Some(word) = words.next() {
        if word == "--write-book" {
            words.next();
        } else if !word.starts_with("--write-book=") {
            kept.push(word);
        }
    }
    kept.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_markdown_file_name_is_taken() {
        assert!(
            path("ch07-history-match.md")
                .unwrap()
                .ends_with(Path::new(GENERATED).join("ch07-history-match.md"))
        );
        for bad in ["../x.md", "a/b.md", ".md", ".hidden.md", "x.txt", "x"] {
            let error = path(bad).unwrap_err().to_string();
            assert!(error.contains("ending in .md"), "{bad}: {error}");
        }
    }

    /// An example brings its own file and the chapter's shared variants; a chapter beneath
    /// the other is listed once.
    #[test]
    fn the_sources_cover_both_engines_once_and_the_openings() {
        let root = workspace::root();
        let chapters = crate::chapters::discover(&root.join("chapters")).unwrap();
        let (ch06, ch07) = (&chapters[6], &chapters[7]);
        let openings = Path::new("data/openings.txt");
        let listed = sources([(ch07, None), (ch06, None)], openings).unwrap();
        let mut expected = source_hash::chapter_sources(root, &ch07.name).unwrap();
        expected.push("data/openings.txt".into());
        assert_eq!(listed, expected);

        let example = std::fs::read_dir(root.join("chapters").join(&ch07.name).join("examples"))
            .unwrap()
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .find_map(|name| name.strip_suffix(".rs").map(str::to_owned))
            .unwrap();
        let listed = sources([(ch07, Some(&example)), (ch07, None)], openings).unwrap();
        assert!(listed.contains(&format!("chapters/{}/examples/{example}.rs", ch07.name)));
        let unique: std::collections::HashSet<&String> = listed.iter().collect();
        assert_eq!(unique.len(), listed.len(), "{listed:?}");
    }

    #[test]
    fn the_file_names_its_command_and_sources() {
        let limit = MoveLimit::Nodes(10);
        let text =
            render("cargo xtask match 2 1 --write-book x.md", "sources: a=1", "report\n", limit);
        let first = text.lines().next().unwrap();
        assert!(first.contains("`cargo xtask match 2 1 --write-book x.md`"), "{first}");
        assert!(text.contains("<!-- sources: a=1 -->"), "{text}");
        assert!(text.contains("```text\n$ cargo xtask match 2 1\nreport\n```"), "{text}");
        assert!(text.contains("any machine plays the same games"), "{text}");
    }

    #[test]
    fn the_reader_sees_the_command_without_its_book_file() {
        for (typed, played) in [
            (
                "cargo xtask match 2 1 --write-book x.md --nodes 5",
                "cargo xtask match 2 1 --nodes 5",
            ),
            ("cargo xtask match 2 1 --write-book=x.md", "cargo xtask match 2 1"),
            ("cargo xtask match 2 1", "cargo xtask match 2 1"),
        ] {
            assert_eq!(played_command(typed), played);
        }
    }

    /// Every match page of the book shows, as its listing's first line, the command that
    /// plays its games.
    #[test]
    fn every_match_page_of_the_book_shows_its_command() {
        let dir = workspace::root().join(GENERATED);
        let mut pages = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap_or_default();
            if !text.starts_with("<!-- Written by `cargo xtask match ") {
                continue;
            }
            let command = crate::example_freshness::slow_command(&text).unwrap();
            let shown = format!("```text\n$ {}\n", played_command(command));
            assert!(text.contains(&shown), "no `{shown}` in:\n{text}");
            pages += 1;
        }
        assert!(pages >= 2, "found only {pages} match pages");
    }
}
