//! `cargo xtask match <chapter> <chapter>`: two chapter engines play each other over UCI,
//! as separate processes, the way a GUI or a tournament manager would run them.
//!
//! It is both a strength test (does an ordering that saves nodes win games at a fixed time
//! control?) and the protocol's real-life test: every move is checked for legality, every
//! answer for time, and a crash, an illegal move or a loss on time is reported with the
//! game's moves, and makes the command fail.

mod adjudication;
mod game;
mod ladder;
pub(crate) mod ladder_page;
mod match_page;
mod move_limit;
mod openings;
mod pentanomial;
mod report;
mod schedule;
mod sprt;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::channel;
use std::thread;
use std::time::Duration;

use anyhow::{Result, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use crate::chapter_binary;
use crate::workspace;
use game::{Reductions, Rules};
pub use ladder::{LadderArgs, run as run_ladder};
pub use ladder_page::{Ladder, LadderRow};
use move_limit::MoveLimit;
use schedule::PlayedGame;
use sprt::{Sprt, Verdict};

#[derive(Args)]
pub struct MatchArgs {
    /// The first engine's chapter (`2`, `ch02`, `mvv-lva`, ...); results are its.
    first: String,
    /// The second engine's chapter.
    second: String,
    /// Play an example of the first chapter instead of its engine: an engine variant its
    /// experiments define (`examples/<NAME>.rs`, built with the same profile).
    #[arg(long, value_name = "NAME")]
    first_example: Option<String>,
    /// The same for the second engine: two variants of one chapter can play each other.
    #[arg(long, value_name = "NAME")]
    second_example: Option<String>,
    /// How many games (at most, with `--sprt`); each opening is played twice, colours
    /// swapped, and the two games count as one pair.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Time control, `base+increment` in seconds.
    #[arg(long, default_value = "1+0.01")]
    tc: String,
    /// A fixed number of nodes per move (`go nodes N`) instead of a clock: the result does
    /// not depend on the machine's load, and the same command gives the same games.
    #[arg(long, conflicts_with = "tc")]
    nodes: Option<String>,
    /// Opening lines, one line of UCI moves each (relative to the workspace root).
    #[arg(long, default_value = "data/openings.txt")]
    openings: PathBuf,
    /// Games played at once (each uses one core while an engine thinks).
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Which engines reduce late quiet moves (the UCI option `Late Move Reductions`):
    /// `both` measures the orderings in a search that reduces, as modern engines do;
    /// `first` measures the reductions.
    #[arg(long, value_enum, default_value_t = Reductions::Off)]
    reductions: Reductions,
    /// Milliseconds past its clock an engine may answer before it loses on time.
    #[arg(long, default_value_t = 50)]
    margin_ms: u64,
    /// Stop early, with a sequential probability ratio test, once the pairs show that the
    /// first engine is at least `--elo1` stronger (H1) or at most `--elo0` (H0).
    #[arg(long)]
    sprt: bool,
    /// The SPRT's H0: the first engine is at most this many Elo stronger.
    #[arg(long, default_value_t = 0.0, requires = "sprt", allow_negative_numbers = true)]
    elo0: f64,
    /// The SPRT's H1: the first engine is at least this many Elo stronger.
    #[arg(long, default_value_t = 10.0, requires = "sprt", allow_negative_numbers = true)]
    elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt", value_parser = probability)]
    alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    #[arg(long, default_value_t = 0.05, requires = "sprt", value_parser = probability)]
    beta: f64,
    /// Also write the report into the book, as `book/src/generated/<NAME.md>`, with the
    /// command and the code the engines were built from (a test then says when the code
    /// has changed since).
    #[arg(long, value_name = "NAME.md")]
    write_book: Option<String>,
}

/// An error rate of the SPRT: strictly between 0 and ½, or the bounds make no sense.
fn probability(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(value) if value > 0.0 && value < 0.5 => Ok(value),
        _ => Err(format!("`{text}` is not a probability between 0 and 0.5")),
    }
}

impl MatchArgs {
    fn sprt(&self) -> Result<Option<Sprt>> {
        if !self.sprt {
            return Ok(None);
        }
        if self.elo1 <= self.elo0 {
            bail!("--elo1 ({}) must be above --elo0 ({})", self.elo1, self.elo0);
        }
        Ok(Some(Sprt { elo0: self.elo0, elo1: self.elo1, alpha: self.alpha, beta: self.beta }))
    }
}

pub fn run(args: &MatchArgs) -> Result<ExitCode> {
    let settings = MatchSettings::from_args(args)?;
    let page = args.write_book.as_deref().map(match_page::path).transpose()?;
    let first = chapter_binary::find_chapter(&args.first)?;
    let second = chapter_binary::find_chapter(&args.second)?;
    let (first_binary, first_name) = engine(&first, args.first_example.as_deref())?;
    let (second_binary, second_name) = engine(&second, args.second_example.as_deref())?;
    let recorded = match &page {
        Some(_) => behaviour_fingerprint::record(
            workspace::root(),
            &match_page::behaviour([&first, &second], &args.openings)?,
        )?,
        None => String::new(),
    };
    let binaries = [first_binary, second_binary];
    let names = if first_name == second_name {
        [first_name, format!("{second_name} (second copy)")]
    } else {
        [first_name, second_name]
    };
    let games = play_match(&names, &binaries, &settings);
    let summary = report::summary(&names[0], &names[1], &games, settings.sprt.as_ref());
    print!("{summary}");
    if let Some(page) = page {
        let command =
            format!("cargo xtask {}", std::env::args().skip(1).collect::<Vec<_>>().join(" "));
        let report = format!("{}\n{summary}", match_line(&names, &settings));
        std::fs::write(
            &page,
            match_page::render(&command, &recorded, &report, settings.rules.limit),
        )?;
        println!("wrote {}", page.display());
    }
    let failed = games.iter().any(|game| game.record.termination.is_failure());
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// The binary that plays for `chapter` and the name its results go under: the chapter's
/// engine, or the example `example` of the chapter, named after both.
fn engine(chapter: &crate::chapters::Chapter, example: Option<&str>) -> Result<(PathBuf, String)> {
    Ok(match example {
        Some(example) => (
            chapter_binary::build_example(chapter, example)?,
            format!("{} ({example})", chapter.name),
        ),
        None => (chapter_binary::build(chapter)?, chapter.name.clone()),
    })
}

/// Everything about a match but its two engines: shared by `match` and `ladder`.
pub struct MatchSettings {
    pub rules: Rules,
    pub games: usize,
    pub concurrency: usize,
    pub sprt: Option<Sprt>,
    pub openings: Vec<openings::Opening>,
}

impl MatchSettings {
    fn from_args(args: &MatchArgs) -> Result<Self> {
        let limit = MoveLimit::from_args(&args.tc, args.nodes.as_deref())?;
        let margin = Duration::from_millis(args.margin_ms);
        let rules = Rules { limit, margin, reductions: args.reductions };
        Self::new(rules, args.games, args.concurrency, args.sprt()?, &args.openings)
    }

    /// The settings of `games` games from the openings in `openings` (relative to the
    /// workspace root), checked: at least one game, and no more than the openings make
    /// distinct.
    pub fn new(
        rules: Rules,
        games: usize,
        concurrency: usize,
        sprt: Option<Sprt>,
        openings: &Path,
    ) -> Result<Self> {
        if games == 0 {
            bail!("--games must be at least 1");
        }
        let openings = openings::load(&workspace::root().join(openings))?;
        let settings = Self { rules, games, concurrency, sprt, openings };
        settings.check_games_are_distinct()?;
        Ok(settings)
    }

    /// Under a node budget an engine plays the same move in the same position every time, so
    /// one opening gives the same pair of games however often it is played: games beyond two
    /// per opening would be counted as evidence twice.
    fn check_games_are_distinct(&self) -> Result<()> {
        let distinct = 2 * self.openings.len();
        if matches!(self.rules.limit, MoveLimit::Nodes(_)) && self.games > distinct {
            bail!(
                "--games {} is more than the {distinct} distinct games {} openings give under a \
                 node budget (each opening's pair of games repeats exactly): ask for at most \
                 {distinct} games, or add openings",
                self.games,
                self.openings.len()
            );
        }
        Ok(())
    }
}

/// The line that opens a match's report: the engines, the games, the limit and the
/// openings.
fn match_line(names: &[String; 2], settings: &MatchSettings) -> String {
    format!(
        "{} against {}: {} games at {}{}, {} openings, {} at a time",
        names[0],
        names[1],
        settings.games,
        settings.rules.limit,
        match settings.rules.reductions {
            Reductions::Off => "",
            Reductions::Both => ", late-move reductions on",
            Reductions::First => ", late-move reductions on for the first",
        },
        settings.openings.len(),
        settings.concurrency
    )
}

/// Plays the match between the engines at `binaries` (named `names`), showing progress,
/// and returns its games in the order they were numbered.
pub fn play_match(
    names: &[String; 2],
    binaries: &[PathBuf; 2],
    settings: &MatchSettings,
) -> Vec<PlayedGame> {
    println!("{}", match_line(names, settings));
    let progress = progress_bar(settings.games);
    // indicatif draws nothing when stderr is not a terminal (a log, a file): then a plain
    // line per game says how the match stands.
    let plain = !std::io::stderr().is_terminal();
    let (sender, receiver) = channel();
    let stop = AtomicBool::new(false);
    let mut games = thread::scope(|scope| {
        scope.spawn(|| {
            let binaries = [binaries[0].as_path(), binaries[1].as_path()];
            let (games, threads) = (settings.games, settings.concurrency);
            let openings = &settings.openings;
            schedule::play_all(binaries, openings, settings.rules, games, threads, &stop, &sender);
            drop(sender);
        });
        let mut games: Vec<PlayedGame> = Vec::with_capacity(settings.games);
        for game in receiver.iter() {
            games.push(game);
            let pairs = report::pairs(&games);
            let tally = report::tally(games.iter());
            let standing = report::result_line(&names[0], &tally, &pairs);
            if plain {
                eprintln!("game {}/{}: {standing}", games.len(), settings.games);
            }
            progress.set_message(standing);
            progress.inc(1);
            if let Some(sprt) = &settings.sprt
                && sprt.decide(&pairs) != Verdict::Continue
                && !stop.swap(true, Ordering::Relaxed)
            {
                progress.suspend(|| {
                    eprintln!("{}: no new pair starts", report::sprt_line(sprt, &pairs));
                });
            }
        }
        games
    });
    progress.finish_and_clear();
    games.sort_by_key(|game| game.number);
    games
}

fn progress_bar(games: usize) -> ProgressBar {
    let progress = ProgressBar::new(games as u64);
    let style = ProgressStyle::with_template("{bar:30} {pos}/{len} games, {elapsed} | {msg}")
        .expect("a valid template");
    progress.set_style(style);
    progress
}
