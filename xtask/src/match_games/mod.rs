//! `cargo xtask match <chapter> <chapter>`: two chapter engines play each other over UCI,
//! as separate processes, the way a GUI or a tournament manager would run them.
//!
//! It is both a strength test (does an ordering that saves nodes win games at a fixed time
//! control?) and the protocol's real-life test: every move is checked for legality, every
//! answer for time, and a crash, an illegal move or a loss on time is reported with the
//! game's moves, and makes the command fail.

mod adjudication;
mod elo;
mod engine;
mod game;
mod openings;
mod report;
mod schedule;
mod time_control;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc::channel;
use std::thread;
use std::time::Duration;

use anyhow::{Result, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use crate::chapter_binary;
use crate::workspace;
use game::Rules;
use schedule::PlayedGame;
use time_control::TimeControl;

#[derive(Args)]
pub struct MatchArgs {
    /// The first engine's chapter (`2`, `ch02`, `mvv-lva`, ...); results are its.
    first: String,
    /// The second engine's chapter.
    second: String,
    /// How many games; each opening is played twice, colours swapped.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Time control, `base+increment` in seconds.
    #[arg(long, default_value = "1+0.01")]
    tc: String,
    /// Opening lines, one line of UCI moves each (relative to the workspace root).
    #[arg(long, default_value = "data/openings.txt")]
    openings: PathBuf,
    /// Games played at once (each uses one core while an engine thinks).
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Milliseconds past its clock an engine may answer before it loses on time.
    #[arg(long, default_value_t = 50)]
    margin_ms: u64,
}

pub fn run(args: &MatchArgs) -> Result<ExitCode> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let time_control = TimeControl::parse(&args.tc)?;
    let openings = openings::load(&workspace::root().join(&args.openings))?;
    let first = chapter_binary::find_chapter(&args.first)?;
    let second = chapter_binary::find_chapter(&args.second)?;
    let binaries = [chapter_binary::build(&first)?, chapter_binary::build(&second)?];
    let names = if first.name == second.name {
        [first.name.clone(), format!("{} (second copy)", second.name)]
    } else {
        [first.name.clone(), second.name.clone()]
    };
    println!(
        "{} against {}: {} games at {time_control}, {} openings, {} at a time",
        names[0],
        names[1],
        args.games,
        openings.len(),
        args.concurrency
    );
    let rules = Rules { time_control, margin: Duration::from_millis(args.margin_ms) };
    let progress = progress_bar(args.games);
    let (sender, receiver) = channel();
    let games = thread::scope(|scope| {
        scope.spawn(|| {
            let binaries = [binaries[0].as_path(), binaries[1].as_path()];
            schedule::play_all(binaries, &openings, rules, args.games, args.concurrency, &sender);
            drop(sender);
        });
        let mut games: Vec<PlayedGame> = Vec::with_capacity(args.games);
        for game in receiver.iter() {
            games.push(game);
            let tally = report::tally(games.iter());
            progress.set_message(report::result_line(&names[0], &tally));
            progress.inc(1);
        }
        games
    });
    progress.finish_and_clear();
    let mut games = games;
    games.sort_by_key(|game| game.number);
    print!("{}", report::summary(&names[0], &names[1], &games));
    let failed = games.iter().any(|game| game.record.termination.is_failure());
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn progress_bar(games: usize) -> ProgressBar {
    let progress = ProgressBar::new(games as u64);
    let style = ProgressStyle::with_template("{bar:30} {pos}/{len} games, {elapsed} | {msg}")
        .expect("a valid template");
    progress.set_style(style);
    progress
}
