//! `cargo xtask regenerate`: one command for every generated file of the book.
//!
//! Each generated file names, in its first line, the command that wrote it. Regenerating
//! is running those commands: the ones of every deterministic file (node counts, trees,
//! cutoff statistics, node-budget games, and the Elo ladder's node-budget rows), or with
//! `--only-stale` those of the files whose recorded behaviour differs from today's
//! ([`crate::freshness`]), or with `--timed` those of the dated files (times, clock games,
//! instruction counts), which want a quiet machine: `--timed` measures the machine's own
//! noise first and stops when it is above [`QUIET_NOISE_PERCENT`]. Every command's output
//! goes to a log under `target/regenerate/`; a progress bar (plain lines when stderr is
//! not a terminal) says which is running, and a summary says which files changed. Each
//! command's wall time and CPU time are printed: on a busy machine the wall time says
//! little, the CPU time still says what the command costs.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use behaviour_fingerprint::GENERATED;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use crate::compare::children_cpu_seconds;
use crate::freshness;
use crate::machine;
use crate::match_games::ladder_page::Ladder;
use crate::workspace;

/// The command that writes every suite's comparison, the realistic page, the charts, the
/// chapters' outputs: the first to run, as the others read its results.
const COMPARE: &str = "cargo xtask compare --all-suites --write-book";

#[derive(Args)]
pub struct RegenerateArgs {
    /// Only the files whose recorded behaviour differs from today's.
    #[arg(long, conflicts_with = "timed")]
    only_stale: bool,
    /// The dated files instead: times, clock games and instruction counts (hours; run on
    /// a quiet machine).
    #[arg(long)]
    timed: bool,
    /// Leave the node-budget games (matches and ladder rows, hours) as they are: pages
    /// and charts only.
    #[arg(long, conflicts_with = "timed")]
    skip_games: bool,
    /// Print the commands without running them.
    #[arg(long)]
    dry_run: bool,
    /// With `--timed`: run even when the machine's own noise is above
    /// [`QUIET_NOISE_PERCENT`] (each file still records the noise it was measured with).
    #[arg(long, requires = "timed")]
    even_if_noisy: bool,
}

/// The most noise ([`machine::noise`]) a machine may show for `--timed` to run: the
/// committed time verdicts differ from 1 by a few per cent, and a machine noisier than
/// that would replace them with figures the clock cannot resolve.
const QUIET_NOISE_PERCENT: f64 = 3.0;

pub fn run(args: &RegenerateArgs) -> Result<ExitCode> {
    let root = workspace::root();
    let mut commands =
        if args.timed { timed_commands(root)? } else { commands(root, args.only_stale)? };
    if args.skip_games {
        commands.retain(|command| !is_game(command));
    }
    if args.dry_run || commands.is_empty() {
        println!("{} commands:", commands.len());
        commands.iter().for_each(|command| println!("  {command}"));
        return Ok(ExitCode::SUCCESS);
    }
    if args.timed
        && !args.even_if_noisy
        && let Some(noise) = machine::noise().filter(|noise| *noise > QUIET_NOISE_PERCENT)
    {
        eprintln!(
            "the machine's own noise is ±{noise:.1} %, above the ±{QUIET_NOISE_PERCENT} % \
             of a quiet machine: the timed files would trade their figures for noisier ones. \
             Run again when the machine is quieter, or with --even-if-noisy."
        );
        return Ok(ExitCode::FAILURE);
    }
    let before = contents(root)?;
    let logs = workspace::target_dir()?.join("regenerate");
    std::fs::create_dir_all(&logs)?;
    let progress = Progress::new(commands.len());
    let started = Instant::now();
    let cpu_before_all = children_cpu_seconds();
    let mut failed = Vec::new();
    for (index, command) in commands.iter().enumerate() {
        progress.start(index, command);
        let log = logs.join(format!("{index:02}.log"));
        let took = Instant::now();
        let cpu_before = children_cpu_seconds();
        let ok = run_command(command, &log)?;
        let cost = Cost { wall: took.elapsed().as_secs(), cpu: cpu_since(cpu_before) };
        progress.finish(index, command, ok, cost);
        if !ok {
            failed.push(format!("{command} (log: {})", log.display()));
        }
    }
    progress.done();
    let after = contents(root)?;
    summarise(
        &before,
        &after,
        Cost { wall: started.elapsed().as_secs(), cpu: cpu_since(cpu_before_all) },
    );
    if !failed.is_empty() {
        eprintln!("failed:\n  {}", failed.join("\n  "));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// The command of a generated file's first line: the first `…` span, for the files
/// written by a command (`Written by`, `Generated by`, `Written from the output of`).
fn first_line_command(text: &str) -> Option<&str> {
    let first = text.lines().next()?;
    let written = ["<!-- Written by `", "<!-- Generated by `", "<!-- Written from the output of `"];
    written.iter().any(|start| first.starts_with(start)).then(|| first.split('`').nth(1))?
}

/// Every file of the generated folder that names its command: name, command, text.
fn generated_files(root: &Path) -> Result<Vec<(String, String, String)>> {
    Ok(behaviour_fingerprint::generated_texts(root)?
        .into_iter()
        // `cargo xtask ladder ... --write-book` heads the ladder's page: its rows' own
        // commands are taken from its rows.
        .filter_map(|(name, text)| {
            let command = first_line_command(&text).filter(|command| !command.contains("..."))?;
            Some((name, command.to_owned(), text))
        })
        .collect())
}

/// The deterministic commands: every file's, or only the stale files'.
fn commands(root: &Path, only_stale: bool) -> Result<Vec<String>> {
    let stale = freshness::stale(root)?;
    let is_stale =
        |name: &str| stale.iter().any(|line| line.starts_with(&format!("{GENERATED}/{name}:")));
    let mut wanted = Vec::new();
    for (name, command, text) in generated_files(root)? {
        let first = text.lines().next().unwrap_or_default();
        if freshness::is_timed(&name, first) || (only_stale && !is_stale(&name)) {
            continue;
        }
        wanted.push(normalised(&command));
    }
    let ladder = Ladder::load(&root.join(GENERATED))?;
    for row in &ladder.rows {
        let replayable = row.behaviour.is_some();
        let row_stale = row.stale_behaviour(root).is_some_and(|changed| !changed.is_empty());
        if replayable && (!only_stale || row_stale) {
            wanted.push(row.command.clone());
        }
    }
    Ok(then_summaries(ordered(wanted)))
}

/// The timed commands: every dated file's, a pasted clock match written by its command.
fn timed_commands(root: &Path) -> Result<Vec<String>> {
    let mut wanted = Vec::new();
    for (name, command, text) in generated_files(root)? {
        if !freshness::is_timed(&name, text.lines().next().unwrap_or_default()) {
            continue;
        }
        // A clock match pasted from a terminal is written by its command from now on.
        let pasted = command.starts_with("cargo xtask match ") && !command.contains("--write-book");
        wanted.push(if pasted { format!("{command} --write-book {name}") } else { command });
    }
    // The ladder's clock rows, dated inside its file of rows.
    let ladder = Ladder::load(&root.join(GENERATED))?;
    wanted.extend(
        ladder.rows.into_iter().filter(|row| row.measured.is_some()).map(|row| row.command),
    );
    Ok(then_summaries(ordered(wanted)))
}

/// The command that rewrites what is read from the committed results (the figures pages
/// quote and the one-table story), run after anything that changed them.
const SUMMARY: &str = "cargo xtask figures";

fn then_summaries(mut commands: Vec<String>) -> Vec<String> {
    if !commands.is_empty() {
        commands.retain(|command| command != SUMMARY);
        commands.push(SUMMARY.to_owned());
    }
    commands
}

/// Any comparison of the suites is [`COMPARE`], which writes them all; others unchanged.
fn normalised(command: &str) -> String {
    let compares_suites = command.starts_with("cargo xtask compare ")
        && command.contains("--write-book")
        && !command.contains("--timing-rounds");
    if compares_suites { COMPARE.to_owned() } else { command.to_owned() }
}

/// Without repeats, [`COMPARE`] first (others read its results), then examples,
/// then xtask's other commands, games last (the longest).
fn ordered(commands: Vec<String>) -> Vec<String> {
    let rank = |command: &str| match command {
        COMPARE => 0,
        _ if command.starts_with("cargo run ") => 1,
        _ if is_game(command) => 3,
        _ => 2,
    };
    let mut unique: Vec<String> = Vec::new();
    for command in commands {
        if !unique.contains(&command) {
            unique.push(command);
        }
    }
    unique.sort_by_key(|command| rank(command));
    unique
}

/// Whether `command` plays games (a match or a ladder row).
fn is_game(command: &str) -> bool {
    command.starts_with("cargo xtask match ") || command.starts_with("cargo xtask ladder ")
}

/// Runs `command` (`cargo …`) with its output in `log`; whether it succeeded.
fn run_command(command: &str, log: &Path) -> Result<bool> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let mut process = match words.as_slice() {
        ["cargo", "xtask", rest @ ..] => {
            let mut process = Command::new(std::env::current_exe()?);
            process.args(rest);
            process
        }
        ["cargo", rest @ ..] => {
            let mut process = workspace::cargo();
            process.args(rest);
            process
        }
        _ => bail!("not a cargo command: {command}"),
    };
    let file = std::fs::File::create(log).with_context(|| format!("{}", log.display()))?;
    let status = process
        .current_dir(workspace::root())
        .stdin(Stdio::null())
        .stdout(file.try_clone()?)
        .stderr(file)
        .status()
        .with_context(|| format!("cannot start {command}"))?;
    Ok(status.success())
}

/// What a command took: wall seconds, and the user CPU seconds of its processes (cargo
/// and what it ran) when the system says.
#[derive(Clone, Copy)]
struct Cost {
    wall: u64,
    cpu: Option<f64>,
}

impl std::fmt::Display for Cost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}m{:02}s", self.wall / 60, self.wall % 60)?;
        match self.cpu {
            Some(cpu) => write!(f, " ({:.0} CPU-s)", cpu),
            None => Ok(()),
        }
    }
}

/// The children's CPU seconds since `before`.
fn cpu_since(before: Option<f64>) -> Option<f64> {
    Some(children_cpu_seconds()? - before?)
}

/// The text of every generated file, by name.
fn contents(root: &Path) -> Result<BTreeMap<String, String>> {
    Ok(behaviour_fingerprint::generated_texts(root)?.into_iter().collect())
}

/// What the run changed among the generated files, and how long it took.
fn summarise(before: &BTreeMap<String, String>, after: &BTreeMap<String, String>, cost: Cost) {
    let changed: Vec<&String> = after
        .iter()
        .filter(|(name, bytes)| before.get(*name) != Some(*bytes))
        .map(|(name, _)| name)
        .collect();
    println!(
        "regenerated in {cost}: {} files changed, {} unchanged",
        changed.len(),
        after.len() - changed.len()
    );
    changed.iter().for_each(|name| println!("  changed: {GENERATED}/{name}"));
}

/// A progress bar on a terminal, plain lines in a log.
struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
}

impl Progress {
    fn new(total: usize) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(total as u64);
            let style =
                ProgressStyle::with_template("[{elapsed_precise}] {bar:30} {pos}/{len} {msg}");
            bar.set_style(style.unwrap_or_else(|_| ProgressStyle::default_bar()));
            bar
        });
        Self { bar, total }
    }

    fn start(&self, index: usize, command: &str) {
        match &self.bar {
            Some(bar) => bar.set_message(command.to_owned()),
            None => eprintln!("[{}/{}] {command}", index + 1, self.total),
        }
    }

    fn finish(&self, index: usize, command: &str, ok: bool, cost: Cost) {
        let outcome = if ok { "done" } else { "FAILED" };
        let line = format!("[{}/{}] {outcome} in {cost}: {command}", index + 1, self.total);
        match &self.bar {
            Some(bar) => {
                bar.println(line);
                bar.inc(1);
            }
            None => eprintln!("{line}"),
        }
    }

    fn done(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_come_from_first_lines() {
        let page = "<!-- Generated by `cargo run --release -p ch03-killers --example x -- nodes`; do not edit. -->";
        assert_eq!(
            first_line_command(page),
            Some("cargo run --release -p ch03-killers --example x -- nodes")
        );
        assert_eq!(first_line_command("<svg>"), None);
        assert_eq!(normalised("cargo xtask compare --suite deep --write-book"), COMPARE);
        let timed = "cargo xtask compare --timing-rounds 6 --write-book";
        assert_eq!(normalised(timed), timed);
    }

    #[test]
    fn the_comparison_runs_first_and_games_last_once_each() {
        let commands = ["cargo xtask match 7 6", COMPARE, "cargo xtask tree --write-book", COMPARE];
        let ordered = ordered(commands.map(str::to_owned).to_vec());
        assert_eq!(ordered, [COMPARE, "cargo xtask tree --write-book", "cargo xtask match 7 6"]);
    }

    /// Every deterministic file of the book is rewritten by some command of the full run.
    #[test]
    fn the_book_has_commands_for_all_its_pages() {
        let commands = commands(workspace::root(), false).unwrap();
        assert!(commands.contains(&COMPARE.to_owned()), "{commands:?}");
        assert!(commands.iter().any(|command| command.starts_with("cargo run ")), "{commands:?}");
        assert!(commands.iter().any(|command| command.starts_with("cargo xtask ladder ")));
        let timed = timed_commands(workspace::root()).unwrap();
        assert!(
            timed.iter().all(|command| command == SUMMARY || !commands.contains(command)),
            "{timed:?}"
        );
    }
}
