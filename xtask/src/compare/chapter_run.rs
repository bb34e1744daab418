//! Runs one chapter's engine on a suite or a file of positions, as a separate process:
//! each chapter is its own binary with its own ordering compiled in, exactly what a
//! reader would run by hand (`chNN-name bench`).

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::thousands;
use clap::ValueEnum;

use super::bench_row::{BenchRow, Columns};
use crate::chapters::Chapter;

/// A chapter's rows on the suite, in suite order. When the node limit stopped it, the
/// last row is the unfinished position and the rest of the suite is missing.
#[derive(Clone, Debug)]
pub struct ChapterRun {
    pub chapter: Chapter,
    pub rows: Vec<BenchRow>,
}

impl ChapterRun {
    /// The position the node limit stopped this chapter on, if any.
    pub fn unfinished(&self) -> Option<&BenchRow> {
        self.rows.iter().find(|row| !row.finished)
    }
}

/// Where `bench` takes its positions from.
#[derive(Clone, Debug)]
pub enum Positions {
    /// One of the suites built into the engines.
    Suite(SuiteChoice),
    /// A file of positions (`bench --epd`): FEN or EPD lines searched to `depth`, or the
    /// book's suite lines (`name | depth | fen`), each at its own depth unless `depth`
    /// is given.
    File { path: PathBuf, depth: Option<u32> },
}

/// What `bench` is asked to search: the positions, how many plies below their depths,
/// with which table size and table rules, and where to give up.
#[derive(Clone, Debug)]
pub struct BenchRequest {
    pub positions: Positions,
    /// Plies below every position's own depth (0: the depths as written).
    pub shallower: u32,
    /// `None`: each chapter's default table size.
    pub hash_megabytes: Option<usize>,
    pub max_nodes: u64,
    /// The table's score cutoffs on (`--tt-cutoffs`): the full engine's setting, not the
    /// book's ordering-only search.
    pub table_cutoffs: bool,
}

impl BenchRequest {
    /// The suite as written, default tables: what the bench suite's tables show.
    pub fn suite(suite: SuiteChoice, max_nodes: u64) -> BenchRequest {
        BenchRequest::of(Positions::Suite(suite), max_nodes)
    }

    /// The positions of the file at `path`, to `depth` or their lines' own, default tables.
    pub fn file(path: &Path, depth: Option<u32>, max_nodes: u64) -> BenchRequest {
        BenchRequest::of(Positions::File { path: path.to_path_buf(), depth }, max_nodes)
    }

    fn of(positions: Positions, max_nodes: u64) -> BenchRequest {
        BenchRequest {
            positions,
            shallower: 0,
            hash_megabytes: None,
            max_nodes,
            table_cutoffs: false,
        }
    }

    fn arguments(&self) -> Vec<String> {
        let mut arguments: Vec<String> =
            ["bench", "--format", "tsv"].into_iter().map(str::to_owned).collect();
        match &self.positions {
            Positions::Suite(suite) => {
                let suite = suite.to_possible_value().expect("every suite has a name");
                arguments.extend(["--suite".to_owned(), suite.get_name().to_owned()]);
            }
            Positions::File { path, depth } => {
                arguments.extend(["--epd".to_owned(), path.display().to_string()]);
                if let Some(depth) = depth {
                    arguments.extend(["--depth".to_owned(), depth.to_string()]);
                }
            }
        }
        arguments.extend(["--max-nodes".to_owned(), self.max_nodes.to_string()]);
        if self.shallower > 0 {
            arguments.extend(["--shallower".to_owned(), self.shallower.to_string()]);
        }
        if let Some(megabytes) = self.hash_megabytes {
            arguments.extend(["--hash".to_owned(), megabytes.to_string()]);
        }
        if self.table_cutoffs {
            arguments.push("--tt-cutoffs".to_owned());
        }
        arguments
    }
}

/// Runs `binary bench --format tsv` as `request` says, calling `on_row` as each position
/// is done (the engine prints a line per position, so progress shows while it searches).
pub fn run_chapter(
    chapter: &Chapter,
    binary: &Path,
    request: BenchRequest,
    on_row: impl FnMut(&BenchRow),
) -> Result<ChapterRun> {
    run_chapter_with(chapter, Command::new(binary), request, on_row)
}

/// A line on stderr for each position of `chapter` as it is done (searches take seconds),
/// `label` saying at which depth it searched.
pub fn announce<'a>(chapter: &'a Chapter, label: &'a str) -> impl FnMut(&BenchRow) + 'a {
    let mut nodes = 0;
    move |row| {
        nodes += row.nodes;
        eprintln!(
            "  {:<25} {label:<11} {:<14} depth {:>2} {:>14} nodes (chapter so far {})",
            chapter.name,
            row.name,
            row.depth,
            thousands(row.nodes),
            thousands(nodes)
        );
    }
}

/// [`run_chapter`] through `launcher`: the engine binary itself, or a tool whose last
/// argument so far is the binary (`valgrind ... chNN`), to which the bench arguments go.
pub fn run_chapter_with(
    chapter: &Chapter,
    mut launcher: Command,
    request: BenchRequest,
    mut on_row: impl FnMut(&BenchRow),
) -> Result<ChapterRun> {
    let program = launcher.get_program().to_string_lossy().into_owned();
    let mut child = launcher
        .args(request.arguments())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {program}"))?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let mut lines = BufReader::new(stdout).lines();
    let header = lines.next().context("the engine printed nothing")??;
    let columns = Columns::from_header(&header)?;
    let mut rows = Vec::new();
    for line in lines {
        let row = columns.parse(&line?)?;
        on_row(&row);
        rows.push(row);
    }
    let mut errors = String::new();
    child.stderr.take().expect("stderr is piped").read_to_string(&mut errors)?;
    let status = child.wait()?;
    if !status.success() {
        bail!("{} bench failed ({status}):\n{errors}", chapter.name);
    }
    Ok(ChapterRun { chapter: chapter.clone(), rows })
}
