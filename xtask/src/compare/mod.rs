//! `cargo xtask compare`: every chapter's engine on one suite, side by side. This is the
//! book's main result: the stage-by-stage table and chart of the Results page.
//!
//! Each chapter runs as its own release binary (`chNN-name bench --format tsv`), so the
//! comparison needs no code per chapter: a new crate under `chapters/` is a new row.
//! A reader's own positions (`--fen`, `--epd`) go to the same binaries (`bench --epd`).
//!
//! The modules depend one way, from writing down to measuring: this file runs the suites
//! and hands the runs to `page` (a suite's page), `realistic` (the realistic page, its
//! charts and chapter files), `page_commands` and `time_page`; those read runs
//! (`chapter_run`, `bench_row`, `summary`) and draw with `chart`; none reads back up.
//! Every page it writes without a time records the behaviour it measured, and is
//! byte for byte the same when rewritten with the same code; times are printed, and
//! written only by `--timing-rounds`, dated.

pub mod bench_row;
mod chapter_run;
pub mod chart;
mod clock_fields;
mod cpu_clock;
mod machine_output;
mod node_table;
mod page;
mod page_commands;
mod perft_check;
mod realistic;
mod root_scores;
mod summary;
#[cfg(test)]
mod test_support;
mod time_chart;
mod time_page;
mod time_to_depth;

/// What `cargo xtask instructions` and `tt_cutoffs` ask a chapter's `bench` for.
pub use chapter_run::BenchRequest;
/// How `cargo xtask instructions` runs a chapter's bench under valgrind.
pub use chapter_run::{announce, run_chapter_with};
/// How `cargo xtask regenerate` reads the CPU time of the commands it ran.
pub use cpu_clock::children_cpu_seconds;
/// What `cargo xtask oracle` and `cargo xtask instructions` share with the realistic page:
/// its depths, table, requests and behaviour line.
pub use realistic::request as realistic_request;
pub use realistic::{
    HASH_MEGABYTES, depth_label, plies_below, plies_shallower, record_behaviour,
    with_behaviour_line,
};

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};
use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::thousands;
use ch00_baseline::search::MAX_DEPTH;
use ch00_baseline::suite::SuitePosition;
use ch00_baseline::suite::positions_file::{complete_fen, read_positions_file};
use clap::{ArgGroup, Args};

use crate::chapters::{self, Chapter};
use crate::resolve::resolve;
use crate::{chapter_binary, workspace};
use bench_row::BenchRow;
use chapter_run::{ChapterRun, Positions};
use machine_output::Format;
use node_table::Audience;
use summary::Summary;

#[derive(Args)]
#[command(group(ArgGroup::new("own").args(["fen", "epd"])))]
pub struct CompareArgs {
    /// The positions: `realistic` (the headline: depths engines search, a 64 MB table,
    /// a few minutes), `bench` (the chapters' snapshot tables, seconds), `outside`
    /// (positions no default was chosen on), `deep` (the bench suite two plies deeper) or
    /// `fresh`.
    #[arg(long, value_enum, default_value_t = SuiteChoice::Realistic)]
    suite: SuiteChoice,
    /// Run the five suites one after the other: everything the Results page shows.
    #[arg(long, conflicts_with = "suite")]
    all_suites: bool,
    /// Only these chapters, comma-separated (`ch00,ch02` or `0,2`).
    #[arg(long, value_delimiter = ',')]
    chapters: Vec<String>,
    /// Write the page and chart into `book/src/generated/` (the Results page) instead of
    /// `target/compare/`. Needs every chapter: the book compares them all.
    #[arg(long, conflicts_with = "chapters")]
    write_book: bool,
    /// Stop a chapter at the first position that needs more nodes than this, and report
    /// where. Counted in nodes, so the cut falls in the same place on every machine;
    /// only weak orderings on the deep suite reach it.
    #[arg(long, default_value_t = 200_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: u64,
    /// Search this position (a FEN, or the four fields of an EPD position) instead of a
    /// suite, to `--depth`; only printed.
    #[arg(long, requires = "depth", conflicts_with_all = ["suite", "all_suites", "write_book"])]
    fen: Option<String>,
    /// Search the positions of this file instead of a suite: one FEN or EPD position a
    /// line, EPD operations after it (`id "name";` names the row), or a line of the book's
    /// suites, `name | depth | fen` (`--epd data/holdout.txt`); blank lines and `#`
    /// comments skipped.
    #[arg(long, conflicts_with_all = ["suite", "all_suites", "write_book"])]
    epd: Option<PathBuf>,
    /// The depth every `--fen` or `--epd` position is searched to; without it, every
    /// `--epd` line must give its own (`name | depth | fen`).
    #[arg(long, requires = "own", value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
    depth: Option<u32>,
    /// The table of every `--fen` or `--epd` search, in megabytes (the engines' own
    /// default when not given; the book's realistic suites use 64).
    #[arg(long, requires = "own", value_parser = clap::value_parser!(u64).range(1..=4096))]
    hash: Option<u64>,
    /// `text`: Markdown tables; `csv` or `json`: every chapter's row for every position.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Then measure time to depth: this many rounds of the suite (or your positions), each
    /// position searched by every chapter in turn (forward and backward alternately, a fresh
    /// engine process each) before the next, and each chapter's time of a round compared
    /// with the previous chapter's of the same round (median ratio, lowest and highest).
    /// Printed; for the realistic suite also written (`time-to-depth.md`, the book's with
    /// `--write-book`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    timing_rounds: Option<u32>,
    /// Search nothing: redraw the book's time-to-depth chart from its committed page (for
    /// a change of the chart's drawing alone; the page keeps no round's time, so the chart
    /// shows the medians only).
    #[arg(long, conflicts_with_all = ["timing_rounds", "write_book", "chapters", "own"])]
    time_chart_only: bool,
}

/// Everything measured about one chapter.
#[derive(Clone, Debug)]
pub struct ChapterResult {
    pub run: ChapterRun,
    /// `None` when the node limit stopped the chapter before the end of the suite.
    pub summary: Option<Summary>,
    /// The perft column's cell.
    pub perft: String,
}

/// The chapters to compare, each with its built binary and its perft cell.
struct Engines {
    chapters: Vec<Chapter>,
    binaries: Vec<PathBuf>,
    perfts: Vec<String>,
}

pub fn run(args: &CompareArgs) -> Result<ExitCode> {
    let root = workspace::root();
    if args.time_chart_only {
        time_page::redraw_chart(&root.join(workspace::GENERATED_DIR))?;
        return Ok(ExitCode::SUCCESS);
    }
    let every_chapter = chapters::discover(&root.join("chapters"))?;
    let chapters = select(&every_chapter, &args.chapters)?;
    // Read before any build: a typing mistake should not wait for the engines.
    let own_positions = own_positions(args)?;
    let binaries = chapter_binary::build_all(&chapters)?;
    let perfts =
        binaries.iter().map(|binary| perft_check::perft_cell(binary)).collect::<Result<_>>()?;
    let engines = Engines { chapters, binaries, perfts };
    if let Some((file, positions)) = own_positions {
        return run_own_positions(&engines, &file, &positions, args);
    }
    let suites = if args.all_suites {
        vec![
            SuiteChoice::Bench,
            SuiteChoice::Outside,
            SuiteChoice::Deep,
            SuiteChoice::Fresh,
            SuiteChoice::Realistic,
        ]
    } else {
        vec![args.suite]
    };
    let dir = workspace::output_dir(args.write_book, "compare")?;
    let every_chapter = engines.chapters.len() == every_chapter.len();
    for suite in suites {
        let outcome = if suite == SuiteChoice::Realistic {
            run_realistic(&engines, args, &dir, every_chapter)?
        } else {
            run_suite(&engines, suite, args, &dir)?
        };
        if outcome == ExitCode::FAILURE {
            return Ok(outcome);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One suite other than the realistic one: printed, then written when the checks hold.
fn run_suite(
    engines: &Engines,
    suite: SuiteChoice,
    args: &CompareArgs,
    dir: &std::path::Path,
) -> Result<ExitCode> {
    let positions = suite.positions();
    eprintln!("{}: {} positions", page::suite_title(suite), positions.len());
    let request = BenchRequest::suite(suite, args.max_nodes);
    let why = "the comparison is not written, because:";
    let Some(results) = run_checked(engines, &request, args.format, why)? else {
        return Ok(ExitCode::FAILURE);
    };
    page::write(&results, suite, args.max_nodes, dir)?;
    if let Some(rounds) = args.timing_rounds {
        print_time_to_depth(engines, &positions, &results, rounds, args.format, |_| {
            request.clone()
        })?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Every chapter's `bench` as `request` asks, printed in `format`; `None` when the
/// chapters disagree, said on stderr after `why`.
fn run_checked(
    engines: &Engines,
    request: &BenchRequest,
    format: Format,
    why: &str,
) -> Result<Option<Vec<ChapterResult>>> {
    let results = run_every_chapter(engines, |chapter, binary, on_row| {
        chapter_run::run_chapter(chapter, binary, request.clone(), on_row)
    })?;
    print_results(&results, format)?;
    let problems = integrity_problems(&results);
    if !problems.is_empty() {
        eprintln!("{why}\n{}", problems.join("\n"));
        return Ok(None);
    }
    Ok(Some(results))
}

/// The headline: every chapter on the realistic suite, printed, then written (into
/// `target/compare/`, or the book with `--write-book`) when the checks hold.
fn run_realistic(
    engines: &Engines,
    args: &CompareArgs,
    dir: &std::path::Path,
    every_chapter: bool,
) -> Result<ExitCode> {
    let chapters = realistic::run(engines, args.max_nodes)?;
    let results: Vec<ChapterResult> = chapters
        .iter()
        .zip(&engines.perfts)
        .map(|(rows, perft)| rows.result(perft.clone()))
        .collect();
    match args.format {
        Format::Text | Format::Markdown => {
            let tables =
                format!("{}\n{}", realistic::tables(&chapters), node_table::times(&results));
            println!("\n{}", for_terminal(&tables, args.format));
        }
        Format::Csv | Format::Json => print_results(&results, args.format)?,
    }
    let mut problems = realistic::disagreements(&chapters);
    problems.extend(perft_problems(&results));
    if !problems.is_empty() {
        eprintln!("the comparison is not written, because:\n{}", problems.join("\n"));
        return Ok(ExitCode::FAILURE);
    }
    if let Some(rounds) = args.timing_rounds {
        let measured = time_page::measure(rounds, || {
            print_time_to_depth(
                engines,
                &SuiteChoice::Realistic.positions(),
                &results,
                rounds,
                args.format,
                |chapter| realistic::request_for(chapter, args.max_nodes),
            )
        })?;
        time_page::write(&measured, dir)?;
    }
    if every_chapter {
        let behaviour = realistic::write(&chapters, dir)?;
        // After the realistic and time-to-depth pages: the figures are read from them.
        crate::figures::write(dir)?;
        // The pages' command outputs cost another run of every engine: only for the book.
        if args.write_book {
            page_commands::write(engines.chapters.iter().zip(&engines.binaries), &behaviour, dir)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A reader's positions (`--fen`, `--epd`), read as the engines will read them and
/// before any engine is built: the file to hand to `bench --epd` (a `--fen` is written
/// into a file of its own), and its positions at their depths.
fn own_positions(args: &CompareArgs) -> Result<Option<(PathBuf, Vec<SuitePosition>)>> {
    let path = match (&args.fen, &args.epd) {
        (Some(fen), _) => {
            let fen =
                complete_fen(fen).map_err(|error| anyhow!("--fen is not a position: {error}"))?;
            let path = workspace::output_dir(false, "compare")?.join("fen.epd");
            write_position_file(&path, &fen, "fen")?;
            path
        }
        (None, Some(path)) => path.clone(),
        (None, None) => return Ok(None),
    };
    let positions = read_positions_file(&path, args.depth).map_err(|error| anyhow!(error))?;
    // The engines run in this directory too, so the path reads the same to them, and a
    // position without an `id` is named as the reader wrote the file's name.
    Ok(Some((path, positions)))
}

/// Writes a file of one position for `bench --epd`, an EPD line that names it `name`.
fn write_position_file(path: &Path, fen: &str, name: &str) -> Result<()> {
    std::fs::write(path, format!("{fen} ; id \"{name}\";\n"))
        .with_context(|| format!("cannot write {}", path.display()))
}

/// A reader's positions: every chapter's `bench` on them, printed, never written.
fn run_own_positions(
    engines: &Engines,
    file: &Path,
    positions: &[SuitePosition],
    args: &CompareArgs,
) -> Result<ExitCode> {
    let depths = positions.iter().map(|position| position.depth);
    match (depths.clone().min(), depths.max()) {
        (Some(low), Some(high)) if low < high => {
            eprintln!("{} positions at depths {low} to {high}", positions.len())
        }
        (_, high) => eprintln!("{} position(s) at depth {}", positions.len(), high.unwrap_or(0)),
    }
    let request = BenchRequest {
        hash_megabytes: args.hash.map(|megabytes| megabytes as usize),
        ..BenchRequest::file(file, args.depth, args.max_nodes)
    };
    let why = "the chapters disagree:";
    let Some(results) = run_checked(engines, &request, args.format, why)? else {
        return Ok(ExitCode::FAILURE);
    };
    if let Some(rounds) = args.timing_rounds {
        print_time_to_depth(engines, positions, &results, rounds, args.format, |_| {
            request.clone()
        })?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `search_chapter` for every chapter in turn, a line on stderr for each position
/// as the search passes its row to the callback, and one for each chapter.
fn run_every_chapter(
    engines: &Engines,
    mut search_chapter: impl FnMut(&Chapter, &PathBuf, &mut dyn FnMut(&BenchRow)) -> Result<ChapterRun>,
) -> Result<Vec<ChapterResult>> {
    let mut results = Vec::new();
    let each = engines.chapters.iter().zip(&engines.binaries).zip(&engines.perfts);
    for ((chapter, binary), perft) in each {
        let run = search_chapter(chapter, binary, &mut chapter_run::announce(chapter, ""))?;
        let summary = Summary::of(&run);
        eprintln!("{}", one_line(&run, summary.as_ref()));
        results.push(ChapterResult { run, summary, perft: perft.clone() });
    }
    Ok(results)
}

/// Time to depth over `rounds` interleaved rounds of `positions`, each chapter searching
/// each position as `request_of` asks of its `bench`, but one position a process: each is
/// written into a file of its own. The table is printed beside the others (on stderr when
/// stdout carries CSV or JSON that a program will read). `counted` holds each chapter's
/// run of the node tables: a timed search that visits another number of nodes than the
/// one counted there stops the measurement, since its time would not be that search's.
fn print_time_to_depth(
    engines: &Engines,
    positions: &[SuitePosition],
    counted: &[ChapterResult],
    rounds: u32,
    format: Format,
    request_of: impl Fn(&Chapter) -> BenchRequest,
) -> Result<Vec<time_to_depth::Timing>> {
    let directory = workspace::output_dir(false, "compare")?.join("timed-positions");
    std::fs::create_dir_all(&directory)?;
    let files = positions
        .iter()
        .enumerate()
        .map(|(index, position)| {
            let path = directory.join(format!("{index}.epd"));
            write_position_file(&path, &position.fen, &position.name)?;
            Ok(path)
        })
        .collect::<Result<Vec<_>>>()?;
    let requests: Vec<BenchRequest> = engines.chapters.iter().map(request_of).collect();
    let clock = cpu_clock::Clock::available();
    let shallower: Vec<u32> = requests.iter().map(|request| request.shallower).collect();
    let timings = time_to_depth::measure(
        &engines.chapters,
        &shallower,
        positions.len(),
        rounds as usize,
        clock,
        |index, position| {
            let (chapter, request) = (&engines.chapters[index], &requests[index]);
            // The position as `bench` searches it in the suite: `--shallower` plies less
            // deep, at least 1.
            let depth = positions[position].depth.saturating_sub(request.shallower).max(1);
            let alone = BenchRequest {
                positions: Positions::File { path: files[position].clone(), depth: Some(depth) },
                shallower: 0,
                ..request.clone()
            };
            let run = chapter_run::run_chapter(chapter, &engines.binaries[index], alone, |_| {})?;
            let row = run.rows.into_iter().next().context("bench printed no row")?;
            // The node runs hold the positions in order, up to the first one the limit stopped.
            if let Some(bench) = counted[index].run.rows.get(position)
                && bench.name == row.name
                && bench.finished
                && row.finished
                && bench.nodes != row.nodes
            {
                bail!(
                    "{} searched {} in {} nodes for the timing and {} for the node table",
                    chapter.name,
                    row.name,
                    thousands(row.nodes),
                    thousands(bench.nodes)
                );
            }
            Ok(row)
        },
    )?;
    let table = time_to_depth::render(&timings, clock);
    match format {
        Format::Text | Format::Markdown => println!("{}", for_terminal(&table, format)),
        Format::Csv | Format::Json => eprintln!("{}", for_terminal(&table, Format::Text)),
    }
    Ok(timings)
}

/// One line per chapter whose perft cell is not a pass.
fn perft_problems(results: &[ChapterResult]) -> Vec<String> {
    results
        .iter()
        .filter(|result| result.perft != perft_check::PASSED)
        .map(|result| format!("{}: perft {}", result.run.chapter.name, result.perft))
        .collect()
}

/// Tables for a terminal: aligned columns, or the Markdown itself when asked for.
fn for_terminal(tables: &str, format: Format) -> String {
    match format {
        Format::Markdown => tables.to_owned(),
        _ => chapter_kit::markdown::plain_text(tables),
    }
}

/// The results on stdout, in the format asked for.
fn print_results(results: &[ChapterResult], format: Format) -> Result<()> {
    match format {
        Format::Text | Format::Markdown => {
            let tables = format!(
                "{}\n{}",
                node_table::render(results, Audience::Terminal),
                node_table::times(results)
            );
            println!("\n{}", for_terminal(&tables, format));
        }
        Format::Csv => print!("{}", machine_output::csv(results)?),
        Format::Json => println!("{}", machine_output::json(results)?),
    }
    Ok(())
}

/// The chapters named by `--chapters`, in chapter order; every chapter when none are.
fn select(every_chapter: &[Chapter], queries: &[String]) -> Result<Vec<Chapter>> {
    if queries.is_empty() {
        return Ok(every_chapter.to_vec());
    }
    let mut selected = Vec::new();
    for query in queries {
        let chapter = resolve(query, every_chapter)?;
        if !selected.contains(chapter) {
            selected.push(chapter.clone());
        }
    }
    selected.sort_by_key(|chapter| chapter.number);
    Ok(selected)
}

/// What a chapter did, in one line.
fn one_line(run: &ChapterRun, summary: Option<&Summary>) -> String {
    match (summary, run.unfinished()) {
        (Some(summary), _) => format!(
            "{:<20} {:>14} nodes  {:>8.2} s",
            run.chapter.name,
            thousands(summary.nodes),
            summary.milliseconds / 1000.0
        ),
        (None, stopped) => format!(
            "{:<20} stopped on {} (--max-nodes)",
            run.chapter.name,
            stopped.map_or("?", |row| row.name.as_str())
        ),
    }
}

/// Reasons not to publish the figures: a chapter whose perft is wrong, or whose root
/// score differs from the other chapters' (ordering must never change it).
fn integrity_problems(results: &[ChapterResult]) -> Vec<String> {
    let runs: Vec<ChapterRun> = results.iter().map(|result| result.run.clone()).collect();
    let mut problems = root_scores::disagreements(&runs);
    problems.extend(perft_problems(results));
    problems
}
