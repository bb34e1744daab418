//! The book's time-to-depth table: every chapter's time on the realistic suite over
//! several interleaved rounds, as a ratio to the chapter before with its spread
//! (`cargo xtask compare --timing-rounds N --write-book`).
//!
//! Times change from run to run and machine to machine, so no test checks the figures:
//! the page is a dated measurement. It records the clock, the load, and the line of
//! commit, date, machine, the machine's own noise and the spread of the rounds
//! ([`machine::measured_line`]).

use std::path::Path;

use anyhow::{Context, Result};

use super::cpu_clock::{self, Clock};
use super::realistic::{HASH_MEGABYTES, with_behaviour_line};
use super::time_chart;
use super::time_to_depth::{self, Timing};
use crate::markdown_table::ParsedTable;
use crate::{machine, workspace};

/// The command that writes the book's copy with `rounds` rounds (3 and up will do).
fn command(rounds: usize) -> String {
    format!("cargo xtask compare --timing-rounds {rounds} --write-book")
}

/// The rounds of one run, and what the page says about how they were measured.
pub struct Measured {
    timings: Vec<Timing>,
    clock: Clock,
    /// The machine's own noise, measured before the rounds ([`machine::noise`]).
    noise: Option<f64>,
    load_before: Option<String>,
    load_after: Option<String>,
}

/// Runs `rounds` interleaved rounds through `run_rounds`, which reads the clock
/// [`Clock::available`] gives, noting the machine's noise and the load before and after.
pub fn measure(rounds: u32, run_rounds: impl FnOnce() -> Result<Vec<Timing>>) -> Result<Measured> {
    let noise = machine::noise();
    let load_before = cpu_clock::load_average();
    eprintln!("time to depth: {rounds} rounds, every chapter in turn on each position");
    let timings = run_rounds()?;
    let clock = Clock::available();
    Ok(Measured { timings, clock, noise, load_before, load_after: cpu_clock::load_average() })
}

/// Writes `time-to-depth.md` and its chart into `dir`, both dated.
pub fn write(measured: &Measured, dir: &Path) -> Result<()> {
    let line = measured.line();
    workspace::write(&dir.join("time-to-depth.md"), &page(measured, &line))?;
    let chart = with_behaviour_line(&time_chart::render(&measured.timings)?, &line);
    workspace::write(&dir.join("time-to-depth.svg"), &chart)
}

/// Redraws `time-to-depth.svg` in `dir` from the committed `time-to-depth.md` beside it,
/// keeping its dated line: a change of the chart's drawing needs no new rounds.
pub fn redraw_chart(dir: &Path) -> Result<()> {
    let path = dir.join("time-to-depth.md");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let timings = read(&text).with_context(|| format!("reading {}", path.display()))?;
    let line = text.lines().nth(1).unwrap_or_default().trim_matches('*');
    let chart = with_behaviour_line(&time_chart::render(&timings)?, line);
    workspace::write(&dir.join("time-to-depth.svg"), &chart)
}

/// Each chapter of a page [`page`] wrote, its median time repeated for every round.
fn read(text: &str) -> Result<Vec<Timing>> {
    let table = ParsedTable::find(text, "Chapter").context("no table")?;
    let header = table.headers.get(3).context("no ratio column")?;
    let rounds: usize = header
        .split_once("median of ")
        .and_then(|(_, rest)| rest.split(' ').next()?.parse().ok())
        .with_context(|| format!("no rounds in {header:?}"))?;
    let seconds = |row: &[String]| row.get(2)?.strip_suffix(" s")?.parse::<f64>().ok();
    let shallower = |row: &[String]| super::plies_below(row.get(1)?);
    let timing = |row: &Vec<String>| Timing {
        chapter: row[0].clone(),
        shallower: shallower(row).unwrap_or(0),
        seconds: vec![seconds(row); rounds],
    };
    Ok(table.rows.iter().map(timing).collect())
}

impl Measured {
    /// The page's dated line; the rounds' spread is the median over the chapters of each
    /// chapter's spread of its round times.
    fn line(&self) -> String {
        let columns = self
            .timings
            .iter()
            .map(|timing| timing.seconds.iter().flatten().copied().collect::<Vec<f64>>());
        machine::measured_line(self.noise, machine::rounds_spread(columns))
    }
}

fn page(measured: &Measured, line: &str) -> String {
    let rounds = measured.timings.first().map_or(0, |timing| timing.seconds.len());
    let load = |load: &Option<String>| load.clone().unwrap_or_else(|| "unknown".to_owned());
    format!(
        "<!-- Written by `{command}`: edit the code, not this file. -->\n\
         *{line}*\n\n\
         **Time to depth** on {machine}, {date}: each chapter below searched the game positions \
         {rounds} times at its own depth (as in the table above) with a table of \
         {HASH_MEGABYTES} MB. The chapters took turns position by position: each round \
         searched the first position with every chapter, each in a fresh engine process, \
         then the second, and so on, the turns forward and backward alternately, so that a \
         slow stretch of the machine slows every chapter's search of the same position \
         alike and no chapter always searches before its neighbour. Each chapter's time of \
         a round is the sum over the positions, divided by the time of the chapter it builds \
         on in the same round, where both search the same depth; the table gives the median \
         of those ratios and the lowest and highest. Clock: {clock}. The \
         machine's load average (one minute), in which the engine being timed counts for \
         about 1, was {before} when the rounds started and {after} when they ended: near 1 \
         means nothing else ran on the machine, near 2 or above means other work shared the \
         two cores. Other machines sharing the same host do not show in it, so the spread of \
         the rounds is the better guide to how quiet the run was.\n\n{table}",
        command = command(rounds),
        machine = machine::description(),
        date = machine::today(),
        clock = measured.clock.description(),
        before = load(&measured.load_before),
        after = load(&measured.load_after),
        table = time_to_depth::render(&measured.timings, measured.clock),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_names_the_clock_the_load_and_the_date() {
        let measured = Measured {
            timings: vec![Timing {
                chapter: "ch04-tt-move".into(),
                shallower: 0,
                seconds: vec![Some(4.0)],
            }],
            clock: Clock::ProcessCpu,
            noise: Some(0.5),
            load_before: Some("11.5".into()),
            load_after: None,
        };
        let text = page(&measured, &measured.line());
        assert!(behaviour_fingerprint::dated::parse_measured_line(&text).is_ok(), "{text}");
        assert!(text.contains("user CPU time of each engine process"), "{text}");
        assert!(text.contains("was 11.5 when the rounds started and unknown when"), "{text}");
        assert!(text.contains("| ch04-tt-move |"), "{text}");
        assert_eq!(read(&text).unwrap(), measured.timings, "the page reads back");
    }
}
