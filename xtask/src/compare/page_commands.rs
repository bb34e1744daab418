//! The commands each chapter page shows in its "Run it" section, run at the depths the
//! page gives, with their output (`generated/chNN-name-output.md`): the reader sees what
//! to expect before typing them, and the book never shows output typed by hand. Times
//! and speeds show as `…` ([`clock_fields`]).
//!
//! They are written by the same run as the realistic page and marked with the same
//! behaviour, so the freshness test that checks that page checks them too.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use super::clock_fields;
use crate::chapters::Chapter;
use crate::workspace;

/// A command as the page shows it, the arguments `cargo xtask` hands the engine for it,
/// and the lines the reader types into it (a UCI session; none for the other commands).
struct PageCommand {
    /// The name of the block's `ANCHOR`, so another page can include one block alone.
    anchor: &'static str,
    shown: String,
    engine_args: Vec<String>,
    typed: Vec<String>,
    /// Whether the output is a Markdown table the page renders, not terminal text.
    markdown: bool,
}

/// A short UCI session: what a GUI sends first, a table size, and one search.
const UCI_SESSION: [&str; 4] =
    ["uci", "setoption name Hash value 32", "position startpos moves e2e4", "go depth 5"];

/// One search to this depth shows every iteration; chapters 0-2 are slow beyond 5 plies.
fn search_depth(chapter: &Chapter) -> u32 {
    if chapter.number <= 2 { 5 } else { 6 }
}

/// Perft to depth 4 counts 197,281 leaves from the start position: quick through any
/// chapter's scoring, and a number Stockfish's `go perft 4` prints too.
const PERFT_DEPTH: u32 = 4;

/// The engine over UCI, the bench suite and one search: what every chapter page's "Run
/// it" section shows with its output; chapter 0 shows perft too. Perft counts the move
/// tree, which ordering never changes, so its output is the same for every chapter and
/// one copy of it, chapter 0's, is enough.
fn commands(chapter: &Chapter) -> Vec<PageCommand> {
    let tag = chapter.tag();
    let depth = search_depth(chapter);
    let command = |anchor, shown: String, args: &[&str]| PageCommand {
        anchor,
        shown,
        engine_args: args.iter().map(|arg| (*arg).to_owned()).collect(),
        typed: Vec::new(),
        markdown: false,
    };
    let mut commands = vec![
        PageCommand {
            anchor: "uci",
            shown: format!("cargo xtask run {tag}          # then type the lines after >"),
            engine_args: Vec::new(),
            typed: UCI_SESSION.iter().map(|line| (*line).to_owned()).collect(),
            markdown: false,
        },
        command("bench", format!("cargo xtask run {tag} bench"), &["bench"]),
        // The page renders the search's table (the terminal gets aligned columns): a
        // table wraps its long lines on a phone, where a code block would hide them.
        PageCommand {
            markdown: true,
            ..command(
                "search",
                format!("cargo xtask search {tag} --depth {depth}"),
                &["search", "--depth", &depth.to_string(), "--format", "markdown"],
            )
        },
    ];
    if chapter.number == 0 {
        commands.push(command(
            "perft",
            format!("cargo xtask perft {tag} {PERFT_DEPTH} --divide"),
            &["perft", &PERFT_DEPTH.to_string(), "--divide"],
        ));
    }
    commands
}

/// Writes each chapter's `chNN-name-output.md` into `dir`, its commands run by its
/// `binary` and marked with `behaviour`, the realistic page's behaviour line.
pub fn write<'a>(
    engines: impl Iterator<Item = (&'a Chapter, &'a PathBuf)>,
    behaviour: &str,
    dir: &Path,
) -> Result<()> {
    for (chapter, binary) in engines {
        eprintln!("running the commands of {}'s page...", chapter.name);
        let page = render(chapter, binary, behaviour)?;
        workspace::write(&dir.join(format!("{}-output.md", chapter.name)), &page)?;
    }
    Ok(())
}

/// Runs the chapter's commands with `binary` and renders them, each in its own block with
/// the command on the first line; `behaviour` is the comment that dates the file.
fn render(chapter: &Chapter, binary: &Path, behaviour: &str) -> Result<String> {
    let mut page = format!(
        "<!-- Written by `cargo xtask compare --write-book`: edit the code, not this file. -->\n\
         <!-- {behaviour} -->\n"
    );
    for command in commands(chapter) {
        let output = if command.typed.is_empty() {
            run(binary, &command.engine_args)?
        } else {
            converse(binary, &command.typed)?
        };
        let output = clock_fields::masked(output.trim_end());
        let block = match command.markdown {
            true => format!("```text\n$ {}\n```\n\n{output}\n", command.shown),
            false => format!("```text\n$ {}\n{output}\n```\n", command.shown),
        };
        page.push_str(&format!(
            "\n<!-- ANCHOR: {anchor} -->\n{block}<!-- ANCHOR_END: {anchor} -->\n",
            anchor = command.anchor,
        ));
    }
    Ok(page)
}

/// The engine's standard output and error, interleaved as a terminal would show them.
fn run(binary: &Path, args: &[String]) -> Result<String> {
    let (mut reader, writer) = std::io::pipe().context("cannot make a pipe")?;
    let mut child = Command::new(binary)
        .args(args)
        .stdout(writer.try_clone().context("cannot share the pipe")?)
        .stderr(writer)
        .spawn()
        .with_context(|| format!("cannot start {}", binary.display()))?;
    let mut output = String::new();
    reader.read_to_string(&mut output).context("cannot read the engine's output")?;
    let status = child.wait()?;
    if !status.success() {
        bail!("{} {} failed ({status}):\n{output}", binary.display(), args.join(" "));
    }
    Ok(output)
}

/// Types `lines` into the engine one at a time, each followed by the engine's answer:
/// `uci` is answered by `uciok`, a `go` by `bestmove`, the other commands by nothing.
/// Then `quit`. The transcript shows the typed lines after `> `.
fn converse(binary: &Path, lines: &[String]) -> Result<String> {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {}", binary.display()))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut answers = BufReader::new(child.stdout.take().expect("stdout is piped")).lines();
    let mut transcript = String::new();
    for line in lines {
        writeln!(stdin, "{line}").context("the engine stopped reading")?;
        stdin.flush()?;
        transcript.push_str(&format!("> {line}\n"));
        let last = match line.split_whitespace().next() {
            Some("uci") => "uciok",
            Some("go") => "bestmove",
            _ => continue,
        };
        loop {
            let answer = answers.next().context("the engine stopped answering")??;
            transcript.push_str(&answer);
            transcript.push('\n');
            if answer.split_whitespace().next() == Some(last) {
                break;
            }
        }
    }
    writeln!(stdin, "quit")?;
    transcript.push_str("> quit\n");
    let status = child.wait()?;
    if !status.success() {
        bail!("{} failed after its UCI session ({status}):\n{transcript}", binary.display());
    }
    Ok(transcript)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page shows the command a reader types; the engine gets what xtask hands it.
    #[test]
    fn the_commands_are_what_xtask_hands_the_engine() {
        let commands = commands(&Chapter::from_dir_name("ch00-baseline").unwrap());
        let shown: Vec<&str> = commands.iter().map(|command| command.shown.as_str()).collect();
        assert_eq!(
            shown[1..],
            [
                "cargo xtask run ch00 bench",
                "cargo xtask search ch00 --depth 5",
                "cargo xtask perft ch00 4 --divide"
            ]
        );
        assert!(commands[0].engine_args.is_empty(), "no arguments: the engine speaks UCI");
        assert_eq!(commands[3].engine_args, ["perft", "4", "--divide"]);
        assert_eq!(super::commands(&Chapter::from_dir_name("ch03-killers").unwrap()).len(), 3);
    }
}
