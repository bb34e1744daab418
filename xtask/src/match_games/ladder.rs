//! `cargo xtask ladder`: the Elo each chapter adds, as a match of every chapter against the
//! one before it, written into one table for the results page.
//!
//! Each row is a plain `cargo xtask match` (same openings, colours swapped, pentanomial
//! statistics, optional SPRT); the ladder only plays them in turn and keeps their results
//! in `elo-per-stage.json`, from which it draws `elo-per-stage.md`. A run replaces only the
//! rows it played, so a new chapter's row is added by running the ladder for that chapter.
//! Each row records the code and openings it was played with, so that a test can tell when
//! a change to a chapter leaves its rows, or those of the chapters after it, behind.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Result, bail};
use clap::Args;

use crate::chapters::{self, Chapter};
use crate::match_games::game::{Reductions, Rules};
use crate::match_games::ladder_page::{Ladder, LadderRow};
use crate::match_games::move_limit::MoveLimit;
use crate::match_games::{MatchSettings, match_page, play_match, report, sprt::Sprt};
use crate::workspace;
use crate::{chapter_binary, machine};

#[derive(Args)]
pub struct LadderArgs {
    /// The chapters whose row to play, each against the chapter before it (`ch03,ch04`);
    /// all chapters after chapter 0 when left out.
    #[arg(long, value_delimiter = ',')]
    chapters: Vec<String>,
    /// Games per row (at most, with `--sprt`).
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// A fixed number of nodes per move (load-independent, reproducible).
    #[arg(long, conflicts_with = "tc")]
    nodes: Option<String>,
    /// A clock, `base+increment` in seconds, instead of a node budget.
    #[arg(long)]
    tc: Option<String>,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Stop a row early once an SPRT with H0 = 0 Elo and H1 = `--elo1` decides.
    #[arg(long)]
    sprt: bool,
    /// The SPRT's H1.
    #[arg(long, default_value_t = 10.0, requires = "sprt")]
    elo1: f64,
    /// Both engines of every row reduce late quiet moves (the UCI option `Late Move
    /// Reductions`): what each chapter is worth in a search that reduces, as modern ones
    /// do. Such rows are kept apart from the book's search's rows of the same limit.
    #[arg(long)]
    reductions: bool,
    /// Write the rows into the book (`book/src/generated/elo-per-stage.*`) rather than
    /// into `target/ladder/`.
    #[arg(long)]
    write_book: bool,
}

pub fn run(args: &LadderArgs) -> Result<ExitCode> {
    let limit = match (&args.nodes, &args.tc) {
        (None, None) => bail!("give a node budget (--nodes N) or a clock (--tc base+inc)"),
        (nodes, tc) => MoveLimit::from_args(tc.as_deref().unwrap_or("1"), nodes.as_deref())?,
    };
    let all = chapters::discover(&workspace::root().join("chapters"))?;
    let wanted: Vec<String> = if args.chapters.is_empty() {
        all.iter().skip(1).map(|chapter| chapter.name.clone()).collect()
    } else {
        let found: Result<Vec<_>> =
            args.chapters.iter().map(|query| chapter_binary::find_chapter(query)).collect();
        found?.into_iter().map(|chapter| chapter.name).collect()
    };
    let rules = Rules {
        limit,
        margin: Duration::from_millis(50),
        reductions: if args.reductions { Reductions::Both } else { Reductions::Off },
    };
    let sprt = args.sprt.then_some(Sprt { elo0: 0.0, elo1: args.elo1, alpha: 0.05, beta: 0.05 });
    let settings =
        MatchSettings::new(rules, args.games, args.concurrency, sprt, Path::new(OPENINGS))?;
    let directory = workspace::output_dir(args.write_book, "ladder")?;
    let mut failed = false;
    for name in wanted {
        let chapter = all.iter().find(|chapter| chapter.name == name).expect("discovered");
        let Some(previous) = chapter.builds_on() else {
            bail!("{name} builds on no chapter to play against");
        };
        let previous = &previous;
        let binaries = [chapter_binary::build(chapter)?, chapter_binary::build(previous)?];
        let behaviour = played_behaviour([chapter, previous])?;
        let names = [chapter.name.clone(), previous.name.clone()];
        // Under a clock the machine decides the games: its own noise goes in the row's line.
        let noise = matches!(limit, MoveLimit::Clock(_)).then(machine::noise).flatten();
        let games = play_match(&names, &binaries, &settings);
        print!("{}", report::summary(&names[0], &names[1], &games, settings.sprt.as_ref()));
        failed |= games.iter().any(|game| game.record.termination.is_failure());
        let mut row = LadderRow::from_games(
            &names,
            limit,
            args.reductions,
            &games,
            settings.sprt.as_ref(),
            &command(args, &name),
            behaviour,
        );
        if matches!(limit, MoveLimit::Clock(_)) {
            row.measured = Some(machine::measured_line(noise, None));
        }
        // Read and written after every row, so a long run keeps what it has finished and
        // two runs on different rows do not lose each other's results.
        let mut ladder = Ladder::load(&directory)?;
        ladder.replace(row);
        ladder.save(&directory, &all)?;
        if args.write_book {
            // The book's figures state the Elo of this row.
            crate::figures::write(&directory)?;
        }
    }
    println!("Rows written to {}", directory.display());
    let stale = Ladder::load(&directory)?.stale_rows(workspace::root());
    if !stale.is_empty() {
        println!("Rows played with other code than today's:\n{}", stale.join("\n"));
    }
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// The openings every row plays, relative to the workspace root.
const OPENINGS: &str = "data/openings.txt";

/// What a row is played with, as `name=fingerprint` entries: the behaviour of both
/// chapters and every chapter beneath them, and the openings.
fn played_behaviour(engines: [&Chapter; 2]) -> Result<Vec<String>> {
    let entries = match_page::behaviour(engines, Path::new(OPENINGS))?;
    let recorded = behaviour_fingerprint::record(workspace::root(), &entries)?;
    Ok(recorded.split_whitespace().skip(1).map(str::to_owned).collect())
}

/// The command that replays one row, as the page prints it.
fn command(args: &LadderArgs, chapter: &str) -> String {
    let mut text = format!("cargo xtask ladder --chapters {chapter} --games {}", args.games);
    if let Some(nodes) = &args.nodes {
        text += &format!(" --nodes {nodes}");
    }
    if let Some(tc) = &args.tc {
        text += &format!(" --tc {tc}");
    }
    if args.sprt {
        text += &format!(" --sprt --elo1 {}", args.elo1);
    }
    if args.reductions {
        text += " --reductions";
    }
    text + " --write-book"
}
