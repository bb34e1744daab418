//! `cargo xtask instructions`: the machine instructions each chapter's engine executes to
//! search the realistic suite, counted by valgrind's cachegrind.
//!
//! Time on a shared machine moves from run to run by more than some chapters change it;
//! an instruction count does not move at all (the same binary counts the same on every
//! run), so it can be checked on any machine, the way node counts are. It is not time: a
//! cache miss or a mispredicted branch costs many instructions' worth and counts as one.
//! The estimated cycles beside it charge the misses of simulated caches
//! ([`cachegrind::estimated_cycles`]); mispredicted branches stay uncounted. The results
//! page shows both next to the time-to-depth table, and says where they agree.
//!
//! Each chapter runs `bench` on the realistic suite under `valgrind --tool=cachegrind`
//! and its simulated caches (some thirty times slower than without), as many at once as
//! `--jobs` says.
//!
//! Why valgrind is run by hand rather than through `gungraun` (formerly iai-callgrind),
//! measured with gungraun 0.20.0 on the project's 2-core machine: its binary benchmarks do
//! run a chapter's engine as a whole process and count the same instructions (chapter 0's
//! `perft 4`: 84,831,460 under gungraun, 84,839,487 under plain callgrind, the difference
//! being gungraun's cleared environment), but (1) its summary gives only totals, while the
//! page splits each chapter's instructions by the source file they come from, so the
//! output file would still be parsed here ([`cachegrind`]); (2) it hides the
//! engine's output, where the node counts each count is divided by come from; (3) every
//! chapter must be listed in the bench file, where this module discovers the chapters; (4) it needs `gungraun-runner`
//! of the exact library version installed with `cargo install`, which took over 30 minutes
//! to build here. The part it would replace is the few lines that start valgrind.

mod cachegrind;
mod chart;
mod counted;
mod page;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::thousands;
use clap::Args;

use crate::chapters::{self, Chapter};
use crate::compare::{BenchRequest, HASH_MEGABYTES, plies_shallower, realistic_request};
use crate::{chapter_binary, machine, workspace};
use cachegrind::Instructions;
use counted::Counted;

/// The command that regenerates the book's page and chart.
pub const COMMAND: &str = "cargo xtask instructions --write-book";

/// More nodes than any chapter searches on the realistic suite at its depth (chapter 3,
/// the largest, about 100M): a chapter that needs more has changed, and stops.
const MAX_NODES: u64 = 200_000_000;

#[derive(Args)]
pub struct InstructionsArgs {
    /// Write the page (and the realistic suite's chart) into the book
    /// (`book/src/generated/instructions.md`) rather than into `target/instructions/`.
    #[arg(long)]
    write_book: bool,
    /// How many chapters to count at once (each is one single-threaded process; the
    /// counts do not depend on it).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    jobs: u32,
    /// Count nothing: redraw the book's chart from the figures of its committed page,
    /// keeping the page's dated line (for a change of the chart's drawing alone).
    #[arg(long, conflicts_with_all = ["write_book", "jobs"])]
    chart_only: bool,
}

/// The realistic suite's page, in the book's generated folder or in `target/instructions/`.
const PAGE: &str = "instructions.md";

pub fn run(args: &InstructionsArgs) -> Result<ExitCode> {
    let root = workspace::root();
    if args.chart_only {
        let directory = workspace::output_dir(true, "instructions")?;
        let page_path = directory.join(PAGE);
        let text = std::fs::read_to_string(&page_path)
            .with_context(|| format!("cannot read {}", page_path.display()))?;
        let counts =
            page::read(&text).with_context(|| format!("reading {}", page_path.display()))?;
        let measured = text.lines().nth(1).unwrap_or_default().trim_matches('*');
        write_chart(&directory, &counts, measured)?;
        return Ok(ExitCode::SUCCESS);
    }
    let valgrind = tool_version("valgrind").context(
        "cannot run valgrind, which counts the instructions; install it \
         (Debian and Ubuntu: `sudo apt install valgrind`)",
    )?;
    let rustc = tool_version(&std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()))?;
    let chapters = chapters::discover(&root.join("chapters"))?;
    let binaries = chapter_binary::build_all(&chapters)?;
    let output_directory = workspace::output_dir(false, "instructions")?;
    eprintln!(
        "Counting the instructions of {} chapters on the game positions, {} at a time \
         (valgrind runs each some thirty times slower than it runs alone, simulating its \
         caches)",
        chapters.len(),
        args.jobs
    );
    let counts = count_all(&chapters, &binaries, args.jobs as usize, |chapter, binary| {
        let request = realistic_request(plies_shallower(chapter.number), MAX_NODES);
        count(chapter, binary, request, &output_directory)
    })?;
    let searched = format!(
        "each chapter searched the game positions once, at its depth on the realistic \
         page, with a table of {HASH_MEGABYTES} MB. Chapters 1 to 3 search more plies \
         than the chapter before them, so their ratios are not like for like."
    );
    let (command, title) = (COMMAND, "Instructions to depth");
    let measured = machine::counted_line();
    let setting = page::Setting { command, measured, valgrind, rustc, title, searched };
    let text = page::render(&counts, &setting);
    println!("{text}");
    let directory = workspace::output_dir(args.write_book, "instructions")?;
    workspace::write(&directory.join(PAGE), &text)?;
    // Drawn from the figures as the page rounds them, as `--chart-only` draws them, so a
    // redraw of the committed page gives the same file to the byte.
    let shown = page::read(&text).context("reading the page just written")?;
    write_chart(&directory, &shown, &setting.measured)?;
    if args.write_book {
        // The book's figures state each chapter's ratio from this page.
        crate::figures::write(&directory)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the chart of `counts` into `directory`, dated by `measured`.
fn write_chart(directory: &Path, counts: &[Counted], measured: &str) -> Result<()> {
    let svg = crate::compare::with_behaviour_line(&chart::render(counts)?, measured);
    workspace::write(&directory.join(chart::FILE_NAME), &svg)
}

/// `valgrind-3.19.0`, `rustc 1.91.0 (…)`: the first line `tool --version` prints.
fn tool_version(tool: &str) -> Result<String> {
    let output = Command::new(tool)
        .arg("--version")
        .output()
        .with_context(|| format!("cannot start {tool}"))?;
    if !output.status.success() {
        bail!("`{tool} --version` failed");
    }
    let text = String::from_utf8_lossy(&output.stdout);
    Ok(text.lines().next().unwrap_or_default().trim().to_owned())
}

/// Counts every chapter with `count`, `jobs` at a time, and returns the counts in chapter
/// order.
fn count_all(
    chapters: &[Chapter],
    binaries: &[PathBuf],
    jobs: usize,
    count: impl Fn(&Chapter, &Path) -> Result<Counted> + Sync,
) -> Result<Vec<Counted>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Counted>>>> =
        Mutex::new(chapters.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(chapters.len()) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(chapter) = chapters.get(index) else { break };
                    let counted = count(chapter, &binaries[index]);
                    let failed = counted.is_err();
                    results.lock().expect("no counting thread panics")[index] = Some(counted);
                    if failed {
                        // Let the other threads finish their chapter, then stop.
                        next.store(chapters.len(), Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let results = results.into_inner().expect("no counting thread panics");
    results.into_iter().flatten().collect()
}

/// Runs one chapter's bench under cachegrind as `request` says and reads its count.
fn count(
    chapter: &Chapter,
    binary: &Path,
    request: BenchRequest,
    directory: &Path,
) -> Result<Counted> {
    let started = Instant::now();
    let shallower = request.shallower;
    let file = directory.join(format!("{}.cachegrind", chapter.name));
    let valgrind = under_cachegrind(binary, &file);
    let announce = crate::compare::announce(chapter, "");
    let run = crate::compare::run_chapter_with(chapter, valgrind, request, announce)?;
    let nodes = run.rows.iter().map(|row| row.nodes).sum();
    if let Some(row) = run.unfinished() {
        bail!("{} needed more than {MAX_NODES} nodes on {}", chapter.name, row.name);
    }
    let instructions = read_counts(&file)?;
    let counted = Counted { chapter: chapter.name.clone(), shallower, nodes, instructions };
    report_done(&counted, started);
    Ok(counted)
}

/// The command that runs `binary` under cachegrind, counting instructions into `file`,
/// simulating the caches too ([`cachegrind::estimated_cycles`]).
fn under_cachegrind(binary: &Path, file: &Path) -> Command {
    let mut valgrind = Command::new("valgrind");
    valgrind
        .args(["--quiet", "--tool=cachegrind", "--cache-sim=yes"])
        // The caches of the machine the book's pages were counted on, set explicitly: left
        // to itself, cachegrind would simulate each host's own, and the estimate would
        // change with the machine.
        .args(["--I1=32768,8,64", "--D1=32768,8,64", "--LL=33554432,16,64"])
        .arg(format!("--cachegrind-out-file={}", file.display()))
        .arg(binary);
    valgrind
}

/// The counts of the cachegrind output `file`.
fn read_counts(file: &Path) -> Result<Instructions> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("cannot read cachegrind's output {}", file.display()))?;
    Instructions::parse(&text).with_context(|| format!("reading {}", file.display()))
}

/// The progress line of a chapter counted.
fn report_done(counted: &Counted, started: Instant) {
    let cycles = counted.instructions.cycles.map_or(String::new(), |cycles| {
        format!(", {:.0} estimated cycles per node", counted.per_node(cycles))
    });
    eprintln!(
        "{}: {} instructions, {:.0} per node{cycles} ({:.0} s)",
        counted.chapter,
        thousands(counted.instructions.total),
        counted.per_node(counted.instructions.total),
        started.elapsed().as_secs_f64()
    );
}
