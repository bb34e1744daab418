//! `cargo xtask match ... --write-book NAME.md`: a match's report as a file of the book,
//! with the command that plays it again and what it was played with. Games take minutes to
//! hours, too long for `cargo test`. At a node budget the file records the behaviour
//! fingerprints of both engines' chapters and of the openings, which the freshness test
//! recomputes; under a clock it is a dated measurement ([`machine::measured_line`]).

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use crate::chapters::Chapter;
use crate::machine;
use crate::match_games::move_limit::MoveLimit;
use crate::workspace::{self, GENERATED_DIR};

/// The path `name` is written to: a plain Markdown file name, so that the command can
/// write nowhere but among the book's generated files.
pub fn path(name: &str) -> Result<PathBuf> {
    let plain = !name.contains(['/', '\\']) && !name.starts_with('.');
    if !plain || !name.ends_with(".md") || name.len() <= ".md".len() {
        bail!(
            "--write-book takes a file name ending in .md, such as ch07-history-match.md, not `{name}`"
        );
    }
    Ok(workspace::root().join(GENERATED_DIR).join(name))
}

/// What the games depend on: for each engine, the behaviour of its chapter and those
/// beneath it (an example's own variant is not fingerprinted: rerun the match after
/// changing it); then the openings, relative to the workspace root.
pub fn behaviour(engines: [&Chapter; 2], openings: &Path) -> Result<Vec<String>> {
    let root = workspace::root();
    let mut entries: Vec<String> = Vec::new();
    for chapter in engines {
        for name in behaviour_fingerprint::chapters_up_to(root, &chapter.name)? {
            if !entries.contains(&name) {
                entries.push(name);
            }
        }
    }
    entries.push(openings.to_string_lossy().into_owned());
    Ok(entries)
}

/// The file: the command as a comment, then the report as the terminal printed it under
/// the command a reader types to play the games. At a node budget any machine plays the
/// same games, and the file records the `behaviour` line they were played with (and no
/// date, so that playing them again rewrites it byte for byte); under a clock the result depends on the
/// machine and its load, and the file is dated ([`machine::measured_line`]).
pub fn render(command: &str, behaviour: &str, report: &str, limit: MoveLimit) -> String {
    let (recorded, played_on) = match limit {
        MoveLimit::Nodes(_) => (
            format!("<!-- {behaviour} -->\n"),
            "At a node budget, any machine plays the same games.".to_owned(),
        ),
        MoveLimit::Clock(_) => (
            String::new(),
            format!(
                "{} Under a clock, the result depends on the machine and its load.",
                machine::measured_line(machine::noise(), None)
            ),
        ),
    };
    format!(
        "<!-- Written by `{command}`: play the games again rather than edit this file. -->\n\
         {recorded}\n\
         ```text\n$ {played}\n{report}```\n\n{played_on}\n",
        played = played_command(command),
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
                .ends_with(Path::new(GENERATED_DIR).join("ch07-history-match.md"))
        );
        for bad in ["../x.md", "a/b.md", ".md", ".hidden.md", "x.txt", "x"] {
            let error = path(bad).unwrap_err().to_string();
            assert!(error.contains("ending in .md"), "{bad}: {error}");
        }
    }

    /// A chapter beneath the other is listed once, then the openings.
    #[test]
    fn the_behaviour_covers_both_engines_once_and_the_openings() {
        let root = workspace::root();
        let chapters = crate::chapters::discover(&root.join("chapters")).unwrap();
        let (ch06, ch07) = (&chapters[6], &chapters[7]);
        let listed = behaviour([ch07, ch06], Path::new("data/openings.txt")).unwrap();
        let mut expected = behaviour_fingerprint::chapters_up_to(root, &ch07.name).unwrap();
        expected.push("data/openings.txt".into());
        assert_eq!(listed, expected);
    }

    /// Every match page of the book shows, as its listing's first line, the command that
    /// plays its games.
    #[test]
    fn every_match_page_of_the_book_shows_its_command() {
        let dir = workspace::root().join(GENERATED_DIR);
        let mut pages = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap_or_default();
            if !text.starts_with("<!-- Written by `cargo xtask match ") {
                continue;
            }
            let command = text.lines().next().and_then(|first| first.split('`').nth(1)).unwrap();
            let shown = format!("```text\n$ {}\n", played_command(command));
            assert!(text.contains(&shown), "no `{shown}` in:\n{text}");
            pages += 1;
        }
        assert!(pages >= 2, "found only {pages} match pages");
    }
}
