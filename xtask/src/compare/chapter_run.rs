//! Runs one chapter's engine on a suite, as a separate process: each chapter is its own
//! binary with its own ordering compiled in, exactly what a reader would run by hand.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use ch00_baseline::cli::SuiteChoice;
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

/// Runs `binary bench --format tsv` on `suite`, calling `on_row` as each position is done
/// (the engine prints a line per position, so progress shows while it searches).
pub fn run_chapter(
    chapter: &Chapter,
    binary: &Path,
    suite: SuiteChoice,
    max_nodes: u64,
    mut on_row: impl FnMut(&BenchRow),
) -> Result<ChapterRun> {
    let suite_name = suite.to_possible_value().expect("every suite has a name");
    let mut child = Command::new(binary)
        .args(["bench", "--format", "tsv", "--suite", suite_name.get_name()])
        .args(["--max-nodes", &max_nodes.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {}", binary.display()))?;
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
