//! Every exercise of every chapter page works as printed: its command, run (or a cheap
//! equivalent of it, below), shows what its answer names.
//!
//! An exercise is an item of a page's `## Exercises` list. Its command is the first line
//! of its first `sh` block; its answer ends with `<!-- check: word; word -->`, the
//! positions, moves and figures the answer names, each of which the command's output must
//! contain. The engines are the release builds the test command builds beside this test;
//! what a command would rebuild or take minutes to compute (a comparison of the game
//! positions, an experiment's tables) is read from the file the book includes, which the
//! freshness and snapshot tests keep equal to what the command prints.
//!
//! `cargo test --release -p xtask --test exercises -- --nocapture` prints each exercise,
//! its command and its result.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One exercise of a page.
#[derive(Debug)]
struct Exercise {
    number: usize,
    command: String,
    expected: Vec<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The directory of the release binaries: the chapter engines and `explore`.
fn binaries() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_xtask")).parent().expect("a directory").to_path_buf()
}

/// The exercises of `text`, a chapter page.
fn exercises(text: &str) -> Vec<Exercise> {
    let Some(start) = text.find("\n## Exercises") else { return Vec::new() };
    let section = &text[start + 1..];
    let section = section[3..].find("\n## ").map_or(section, |end| &section[..end + 3]);
    let mut items: Vec<(usize, String)> = Vec::new();
    for line in section.lines() {
        let number = line.split_once(". ").and_then(|(n, _)| n.parse::<usize>().ok());
        match number {
            Some(number) if !line.starts_with(' ') => items.push((number, String::new())),
            _ => {}
        }
        if let Some((_, body)) = items.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    items
        .into_iter()
        .map(|(number, body)| {
            let command = body
                .split("```sh\n")
                .nth(1)
                .and_then(|block| block.lines().next())
                .map(|line| line.trim().to_owned())
                .unwrap_or_default();
            let expected = body
                .split("<!-- check:")
                .nth(1)
                .and_then(|rest| rest.split_once("-->"))
                .map(|(words, _)| words.split(';').map(|w| w.trim().to_owned()).collect())
                .unwrap_or_default();
            Exercise { number, command, expected }
        })
        .collect()
}

/// The words of a command line, with double-quoted arguments kept whole.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut quoted = false;
    let mut word = String::new();
    for character in command.chars() {
        match character {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(character),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The package name of a chapter as a command names it: `ch03`, `3` or `ch03-killers`.
fn chapter(query: &str) -> String {
    let chapters = std::fs::read_dir(root().join("chapters")).expect("the chapters");
    let mut names: Vec<String> =
        chapters.flatten().map(|entry| entry.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    let tag = match query.parse::<u32>() {
        Ok(number) => format!("ch{number:02}"),
        Err(_) => query.to_owned(),
    };
    names
        .into_iter()
        .find(|name| {
            *name == tag
                || name.starts_with(&format!("{tag}-"))
                || name.ends_with(&format!("-{tag}"))
        })
        .unwrap_or_else(|| panic!("no chapter is called {query}"))
}

/// The value of `--flag` among `args`.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter().position(|arg| arg == name).and_then(|i| args.get(i + 1)).map(String::as_str)
}

/// Runs the release binary `name` with `args` and returns what it printed.
fn run(name: &str, args: &[&str]) -> String {
    let output = Command::new(binaries().join(name))
        .args(args)
        .output()
        .unwrap_or_else(|error| panic!("cannot run {name}: {error}"));
    assert!(
        output.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// A file's text, or the text of every file of `dir` whose name starts with `prefix`.
fn files_starting(dir: &Path, prefix: &str) -> String {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|entry| entry.path()).collect())
        .unwrap_or_default();
    names.sort();
    names
        .iter()
        .filter(|path| path.file_name().is_some_and(|n| n.to_string_lossy().starts_with(prefix)))
        .map(|path| read(path))
        .collect()
}

/// What `command` prints, or what the book shows of it (see the module documentation).
fn output_of(command: &str) -> String {
    let args = words(command);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let generated = root().join("book/src/generated");
    match args.as_slice() {
        ["cargo", "xtask", "run", query, rest @ ..] => run(&chapter(query), rest),
        ["cargo", "xtask", "search", query, rest @ ..] => {
            let mut all = vec!["search"];
            all.extend(rest);
            run(&chapter(query), &all)
        }
        ["cargo", "xtask", "perft", query, rest @ ..] => {
            let mut all = vec!["perft"];
            all.extend(rest);
            run(&chapter(query), &all)
        }
        // The page shows the chapter's order and the order of the chapter it builds on.
        ["cargo", "xtask", "worked", query, rest @ ..] => {
            let name = chapter(query);
            let mut all = vec!["order", name.as_str()];
            all.extend(rest);
            run("explore", &all)
        }
        ["cargo", "xtask", "compare", rest @ ..] => {
            let rest: Vec<String> = rest.iter().map(|arg| arg.to_string()).collect();
            match (flag(&rest, "--suite"), flag(&rest, "--chapters")) {
                (Some("bench"), Some(chapters)) => {
                    chapters.split(',').map(|query| run(&chapter(query), &["bench"])).collect()
                }
                // The game positions take minutes: the book's page of them.
                (None, _) if flag(&rest, "--fen").is_none() => {
                    read(&generated.join("realistic.md"))
                }
                _ => panic!("no cheap equivalent of `{command}`: add one to this test"),
            }
        }
        ["cargo", "test", "--release", "-p", package, "--test", test, ..] => {
            let snapshots = root().join("chapters").join(package).join("tests/snapshots");
            files_starting(&snapshots, &format!("{test}__"))
        }
        ["cargo", "run", "--release", "-p", package, "--example", _example, "--", part] => {
            read(&generated.join(format!("{package}-{part}.md")))
        }
        _ => panic!("no cheap equivalent of `{command}`: add one to this test"),
    }
}

#[test]
fn every_exercise_shows_what_its_answer_names() {
    let pages = std::fs::read_dir(root().join("book/src")).expect("the book's pages");
    let mut names: Vec<PathBuf> = pages
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            name.starts_with("ch") && name.ends_with(".md") && !name.ends_with("-lab.md")
        })
        .collect();
    names.sort();
    let mut checked = 0;
    for path in names {
        let page = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        for exercise in exercises(&read(&path)) {
            assert!(
                !exercise.command.is_empty(),
                "{page} exercise {}: no command",
                exercise.number
            );
            assert!(!exercise.expected.is_empty(), "{page} exercise {}: no check", exercise.number);
            let output = output_of(&exercise.command);
            for word in &exercise.expected {
                assert!(
                    output.contains(word.as_str()),
                    "{page} exercise {}: `{}` does not show `{word}`",
                    exercise.number,
                    exercise.command
                );
            }
            eprintln!(
                "{page:<34} {:>2}  {:<70}  pass ({})",
                exercise.number,
                exercise.command,
                exercise.expected.join(", ")
            );
            checked += 1;
        }
    }
    assert!(checked >= 22, "every chapter has two exercises or more: {checked} checked");
}

#[test]
fn an_exercise_reads_as_command_and_check() {
    let page = "# Ch\n\n## Exercises\n\n1. Predict.\n\n   ```sh\n   cargo xtask run ch03 bench\n   ```\n\n   <details><summary>Answer</summary>\n\n   `fine-70`.\n\n   <!-- check: fine-70; nodes -->\n   </details>\n\n2. Again.\n\n## Sources\n";
    let found = exercises(page);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].command, "cargo xtask run ch03 bench");
    assert_eq!(found[0].expected, ["fine-70", "nodes"]);
    assert!(found[1].command.is_empty());
    assert_eq!(words("a --fen \"8/8 w - -\" b"), ["a", "--fen", "8/8 w - -", "b"]);
}
