//! `cargo xtask compare` without a suite: every chapter on the realistic suite
//! (`data/realistic.txt`), at the depths engines search, with a table large enough not to
//! limit the search. The chapters too weak for those depths search fewer plies
//! ([`plan`]) and are compared with their neighbour at a depth both reach ([`pair`]).

mod chapter_chart;
mod cutoff_chart;
mod keys_chart;
mod pair;
mod plan;
mod tables;

use std::path::Path;

use anyhow::Result;
use ch00_baseline::cli::SuiteChoice;

use super::bench_row::BenchRow;
use super::chapter_run::{self, BenchRequest, ChapterRun};
use super::summary::Summary;
use super::{ChapterResult, Engines, chart, root_scores};
use crate::chapters::Chapter;
use crate::workspace;
pub use plan::{HASH_MEGABYTES, depth_label, plies_below, plies_shallower};

/// The stem of the generated files: `realistic.md`, `realistic-nodes.svg`.
pub const FILE_STEM: &str = "realistic";
/// The command that writes the book's copy.
pub const COMMAND: &str = "cargo xtask compare --write-book";

/// One chapter on the realistic suite: its own run, and its pair with the chapter it
/// builds on.
#[derive(Clone, Debug)]
pub struct ChapterRows {
    pub own: ChapterRun,
    pub shallower: u32,
    pub summary: Option<Summary>,
    pub pair: Option<pair::Pair>,
}

impl ChapterRows {
    /// The chapter's run as the other suites' pages and charts take it, with `perft` as
    /// its perft cell.
    pub fn result(&self, perft: String) -> ChapterResult {
        ChapterResult { run: self.own.clone(), summary: self.summary.clone(), perft }
    }

    fn quiescence_nodes(&self) -> u64 {
        self.own.rows.iter().map(|row| row.quiescence_nodes).sum()
    }

    /// Main-search cutoffs by the stage of the cutoff move, summed over the positions.
    fn stage_counts(&self) -> Vec<u64> {
        self.sums(|row| &row.cutoffs_by_stage)
    }

    /// Main-search cutoffs by the index of the cutoff move, summed over the positions.
    fn index_counts(&self) -> Vec<u64> {
        self.sums(|row| &row.cutoff_move_index)
    }

    fn sums(&self, counts: impl Fn(&BenchRow) -> &[u64]) -> Vec<u64> {
        let mut sums = Vec::new();
        for row in &self.own.rows {
            sums.resize(counts(row).len(), 0);
            sums.iter_mut().zip(counts(row)).for_each(|(sum, count)| *sum += count);
        }
        sums
    }
}

/// What `bench` is asked for: the realistic suite, `shallower` plies below its depths.
pub fn request(shallower: u32, max_nodes: u64) -> BenchRequest {
    BenchRequest {
        shallower,
        hash_megabytes: Some(HASH_MEGABYTES),
        ..BenchRequest::suite(SuiteChoice::Realistic, max_nodes)
    }
}

/// The request of one chapter's own row.
pub fn request_for(chapter: &Chapter, max_nodes: u64) -> BenchRequest {
    request(plan::plies_shallower(chapter.number), max_nodes)
}

/// Every chapter at its own depth; each one paired with the chapter it builds on at the
/// shallower of their two depths, the one at the deeper depth searching again there, so
/// the pair compares like with like.
pub fn run(engines: &Engines, max_nodes: u64) -> Result<Vec<ChapterRows>> {
    let positions = SuiteChoice::Realistic.positions().len();
    eprintln!(
        "Game positions: {positions} positions, tables of {HASH_MEGABYTES} MB; chapters \
         3 on at full depth but chapter 6, chapters 0-2 and 6 some plies shallower"
    );
    let binary_of = |chapter: &Chapter| {
        let index = engines.chapters.iter().position(|other| other == chapter);
        index.map(|index| &engines.binaries[index])
    };
    let mut chapters: Vec<ChapterRows> = Vec::new();
    for (chapter, binary) in engines.chapters.iter().zip(&engines.binaries) {
        let shallower = plan::plies_shallower(chapter.number);
        let own = run_one(chapter, binary, shallower, max_nodes)?;
        let base = chapter.builds_on();
        let base = base.and_then(|base| chapters.iter().find(|rows| rows.own.chapter == base));
        let pair = match base {
            None => None,
            Some(base) => {
                let depth = shallower.max(base.shallower);
                let this = match depth == shallower {
                    true => own.clone(),
                    false => run_one(chapter, binary, depth, max_nodes)?,
                };
                let base_binary = binary_of(&base.own.chapter).expect("the base was run");
                let base = match depth == base.shallower {
                    true => base.own.clone(),
                    false => run_one(&base.own.chapter, base_binary, depth, max_nodes)?,
                };
                Some(pair::Pair { shallower: depth, base, this })
            }
        };
        let summary = Summary::of(&own);
        chapters.push(ChapterRows { own, shallower, summary, pair });
    }
    Ok(chapters)
}

/// One chapter's run, with a line on stderr for each position.
fn run_one(chapter: &Chapter, binary: &Path, shallower: u32, max_nodes: u64) -> Result<ChapterRun> {
    let label = depth_label(shallower);
    let announce = chapter_run::announce(chapter, &label);
    chapter_run::run_chapter(chapter, binary, request(shallower, max_nodes), announce)
}

/// Reasons not to publish: chapters searching the same positions at the same depth that
/// find different root scores.
pub fn disagreements(chapters: &[ChapterRows]) -> Vec<String> {
    let mut problems = Vec::new();
    for rows in chapters {
        if let Some(pair) = &rows.pair {
            problems.extend(root_scores::disagreements(&[pair.base.clone(), pair.this.clone()]));
        }
    }
    problems
}

/// The tables, as printed and as the page shows them.
pub fn tables(chapters: &[ChapterRows]) -> String {
    format!(
        "{}\n**Cutoffs by source**: the stage of the move that cut off, as a share of the \
         main-search cutoffs.\n\n{}\n**Cutoffs by index**: where the cutoff move stood in \
         the node's order.\n\n{}",
        tables::headline(chapters),
        tables::cutoffs_by_stage(chapters),
        tables::cutoff_move_index(chapters)
    )
}

/// Writes the page, its chart, the cutoff chart and each chapter page's chart into `dir`,
/// each but the chart of totals marked with the behaviour it measured, so the freshness
/// test checks them alongside; returns that `behaviour:` line. The book's figures are
/// written afterwards from the page itself ([`crate::figures`]).
pub fn write(chapters: &[ChapterRows], dir: &Path) -> Result<String> {
    let behaviour =
        record_behaviour(workspace::root(), chapters.iter().map(|rows| &rows.own.chapter))?;
    let mut files = vec![
        (format!("{FILE_STEM}.md"), page(chapters, &behaviour)),
        (format!("{FILE_STEM}-nodes.svg"), chart(chapters)?),
        (
            cutoff_chart::FILE_NAME.to_owned(),
            with_behaviour_line(&cutoff_chart::render(chapters)?, &behaviour),
        ),
    ];
    for rows in chapters {
        let chart = match &rows.pair {
            Some(pair) if keys_chart::same_tree(pair) => keys_chart::render(pair)?,
            _ => chapter_chart::render(rows)?,
        };
        let chart = with_behaviour_line(&chart, &behaviour);
        files.push((chapter_chart::file_name(&rows.own.chapter.name), chart));
    }
    for (name, text) in files {
        workspace::write(&dir.join(name), &text)?;
    }
    Ok(behaviour)
}

/// The generated page: what was measured, the tables, and the behaviour it measured.
fn page(chapters: &[ChapterRows], behaviour: &str) -> String {
    let positions = SuiteChoice::Realistic.positions().len();
    format!(
        "<!-- Written by `{COMMAND}`: edit the code, not this file. -->\n\
         <!-- {behaviour} -->\n\n\
         **Positions**: the game positions (`data/realistic.txt`, made by \
         `data/make_realistic.py` from Stockfish self-play), {positions} positions from \
         openings, middlegames and endgames, each at the depth where chapter 4 searches at \
         most 6M nodes. One thread, tables cleared before every position, a transposition \
         table of **{HASH_MEGABYTES} MB** for every chapter that has one. Chapters 0 to 2 \
         and micro-Max's chapter 6 cannot search so deep in minutes: they search fewer plies \
         (**Depth**), and each chapter is compared with the chapter it builds on (**Builds \
         on**) at the shallower of their depths (**compared at**), by total nodes and by \
         the geometric mean over positions of each position's ratio, which weighs a small \
         position as much as a large one. Node counts are exact \
         and the same on every machine; every chapter's perft was right and every pair found \
         the same root scores, or the page would not have been written. Time is measured \
         apart, over several rounds (*Time to depth*, below).\n\n\
         {tables}",
        tables = tables(chapters),
    )
}

/// The chart: the chapters that searched the suite at its own depths, by nodes and
/// first-move cutoff rate.
fn chart(chapters: &[ChapterRows]) -> Result<String> {
    let results: Vec<ChapterResult> = chapters
        .iter()
        .filter(|rows| rows.shallower == 0)
        .map(|rows| rows.result(String::new()))
        .collect();
    chart::render(&results, "Game positions: the chapters that search them at full depth")
}

/// `behaviour: data/realistic.txt=… ch00-baseline=… ch01-pick-move=…`: what a run of
/// `chapters` on the suite measured ([`behaviour_fingerprint`]).
pub fn record_behaviour<'a>(
    root: &Path,
    chapters: impl Iterator<Item = &'a Chapter>,
) -> Result<String> {
    let mut entries = vec!["data/realistic.txt".to_owned()];
    entries.extend(chapters.map(|chapter| chapter.name.clone()));
    behaviour_fingerprint::record(root, &entries)
}

/// The SVG with an XML comment recording its behaviour line on its own line after the first.
pub fn with_behaviour_line(svg: &str, behaviour: &str) -> String {
    match svg.split_once('\n') {
        Some((first, rest)) => format!("{first}\n<!-- {behaviour} -->\n{rest}"),
        None => format!("{svg}\n<!-- {behaviour} -->\n"),
    }
}
