//! Runs one chapter's engine on a suite, as a separate process: each chapter is its own
//! binary with its own ordering compiled in, exactly what a reader would run by hand.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
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

/// What `bench` is asked to search: a suite, how many plies below its depths, with
/// which table size, and where to give up.
#[derive(Clone, Copy, Debug)]
pub struct BenchRequest {
    pub suite: SuiteChoice,
    /// Plies below every position's own depth (0: the suite as written).
    pub shallower: u32,
    /// `None`: each chapter's default table size.
    pub hash_megabytes: Option<usize>,
    pub max_nodes: u64,
}

impl BenchRequest {
    /// The suite as written, default tables: what the bench suite's tables show.
    pub fn suite(suite: SuiteChoice, max_nodes: u64) -> BenchRequest {
        BenchRequest { suite, shallower: 0, hash_megabytes: None, max_nodes }
    }

    fn arguments(&self) -> Vec<String> {
        let suite = self.suite.to_possible_value().expect("every suite has a name");
        let mut arguments: Vec<String> = ["bench", "--format", "tsv", "--suite", suite.get_name()]
            .into_iter()
            .map(str::to_owned)
            .collect();
        arguments.extend(["--max-nodes".to_owned(), self.max_nodes.to_string()]);
        if self.shallower > 0 {
            arguments.extend(["--shallower".to_owned(), self.shallower.to_string()]);
        }
        if let Some(megabytes) = self.hash_megabytes {
            arguments.extend(["--hash".to_owned(), megabytes.to_string()]);
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
            "  {:<20} {label:<10} {:<14} depth {:>2} {:>14} nodes (chapter so far {})",
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
