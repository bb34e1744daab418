//! The book's time-to-depth table: every chapter's time on the realistic suite over
//! several interleaved rounds, as a ratio to the chapter before with its spread
//! (`cargo xtask compare --timing-rounds N --write-book`).
//!
//! Times change from run to run and machine to machine, so no test checks the figures;
//! the page records the clock, the machine, the load and a hash of every chapter's
//! sources, and a test fails when the sources have changed since it was written.

use std::path::Path;

use anyhow::{Context, Result};

use super::cpu_clock::{self, Clock};
use super::realistic::{self, HASH_MEGABYTES};
use super::time_chart;
use super::time_to_depth::{self, Timing};
use super::written_files::Output;
use crate::chapters::{self, Chapter};
use crate::{machine, workspace};

/// The file, in `book/src/generated/` or `target/compare/`.
pub const FILE_NAME: &str = "time-to-depth.md";
/// The command that writes the book's copy (any number of rounds from 3 up will do).
pub const COMMAND: &str = "cargo xtask compare --timing-rounds 6 --write-book";

/// The rounds of one run, and what the page says about how they were measured.
pub struct Measured {
    timings: Vec<Timing>,
    clock: Clock,
    load_before: Option<String>,
    load_after: Option<String>,
}

/// Runs `rounds` interleaved rounds through `run_rounds`, which measures with the clock it
/// is given, noting the load average before and after.
pub fn measure(
    rounds: u32,
    run_rounds: impl FnOnce(Clock) -> Result<Vec<Timing>>,
) -> Result<Measured> {
    let clock = Clock::available();
    let load_before = cpu_clock::load_average();
    eprintln!("time to depth: {rounds} rounds, every chapter in turn on each position");
    let timings = run_rounds(clock)?;
    Ok(Measured { timings, clock, load_before, load_after: cpu_clock::load_average() })
}

/// Writes the page and its chart into `output`'s directory. Both record the sources of
/// every chapter of the workspace, timed or not (`--chapters` may time a few): any change
/// makes them stale.
pub fn write(measured: &Measured, output: &Output) -> Result<()> {
    std::fs::create_dir_all(&output.dir)
        .with_context(|| format!("cannot create {}", output.dir.display()))?;
    let root = workspace::root();
    let every_chapter = chapters::discover(&root.join("chapters"))?;
    let sources = realistic::record_sources(root, every_chapter.iter())?;
    let chart = realistic::with_sources_line(&time_chart::render(&measured.timings)?, &sources);
    for (name, text) in
        [(FILE_NAME, page(measured, &every_chapter, root)?), (time_chart::FILE_NAME, chart)]
    {
        let path = output.dir.join(name);
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.strip_prefix(root).unwrap_or(&path).display());
    }
    Ok(())
}

fn page(measured: &Measured, chapters: &[Chapter], root: &Path) -> Result<String> {
    let rounds = measured.timings.first().map_or(0, |timing| timing.seconds.len());
    let load = |load: &Option<String>| load.clone().unwrap_or_else(|| "unknown".to_owned());
    Ok(format!(
        "<!-- Written by `{COMMAND}`: edit the code, not this file. -->\n\
         <!-- {sources} -->\n\n\
         **Time to depth** on {machine}, {date}: each chapter below searched the realistic suite \
         {rounds} times at its own depth (as in the table above) with a table of \
         {HASH_MEGABYTES} MB. The chapters took turns position by position: each round \
         searched the first position with every chapter, each in a fresh engine process, \
         then the second, and so on, the turns forward and backward alternately, so that a \
         slow stretch of the machine slows every chapter's search of the same position \
         alike and no chapter always searches before its neighbour. Each chapter's time of \
         a round is the sum over the positions, divided by the previous chapter's time of \
         the same round; the table gives the median of those ratios and \
         the lowest and highest. Chapters 1 to 3 search more plies than the chapter before \
         them, so their ratios, where shown, are not like for like. Clock: {clock}. The \
         machine's load average (one minute), in which the engine being timed counts for \
         about 1, was {before} when the rounds started and {after} when they ended: near 1 \
         means nothing else ran on the machine, near 2 or above means other work shared the \
         two cores. Other machines sharing the same host do not show in it, so the spread of \
         the rounds, chapter 6 against chapter 5 (one engine) above all, is the better \
         guide to how quiet the run was.\n\n{table}",
        sources = realistic::record_sources(root, chapters.iter())?,
        machine = machine::description(),
        date = machine::today(),
        clock = measured.clock.description(),
        before = load(&measured.load_before),
        after = load(&measured.load_after),
        table = time_to_depth::render(&measured.timings, measured.clock),
    ))
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// The book's copy.
    fn book_page() -> PathBuf {
        workspace::root().join("book/src/generated").join(FILE_NAME)
    }

    /// The book's page and chart measured the chapters as they are: rerun the command
    /// when this fails.
    #[test]
    fn the_book_page_measured_the_current_sources() {
        // Not written yet: the Results page does not include it until it is.
        if !book_page().exists() {
            return;
        }
        for name in [FILE_NAME, time_chart::FILE_NAME] {
            let file = workspace::root().join("book/src/generated").join(name);
            let stale = realistic::stale_sources(workspace::root(), &file).unwrap();
            assert!(
                stale.is_empty(),
                "book/src/generated/{name} is stale; run `{COMMAND}` (10 minutes or so):\n{}",
                stale.join("\n")
            );
        }
    }

    #[test]
    fn the_page_names_the_clock_the_load_and_the_sources() {
        let chapters: Vec<Chapter> =
            ["ch04-tt-move"].iter().map(|name| Chapter::from_dir_name(name).unwrap()).collect();
        let measured = Measured {
            timings: vec![Timing { chapter: "ch04-tt-move".into(), seconds: vec![Some(4.0)] }],
            clock: Clock::ProcessCpu,
            load_before: Some("11.5".into()),
            load_after: None,
        };
        let text = page(&measured, &chapters, workspace::root()).unwrap();
        assert!(text.contains("<!-- sources: data/realistic.txt="), "{text}");
        assert!(text.contains("user CPU time of each engine process"), "{text}");
        assert!(text.contains("was 11.5 when the rounds started and unknown when"), "{text}");
        assert!(text.contains("| ch04-tt-move |"), "{text}");
    }
}
