//! The full-engine setting, measured with the last chapter: its nodes at depth 8 on the
//! standard perft positions (the first six of the bench suite) with the table's score
//! cutoffs off (the book's ordering-only search) and on (`bench --tt-cutoffs`, the UCI
//! option `TT Cutoffs`).
//!
//! The last chapter is whichever `chapters/` lists last, so the table follows the book as
//! chapters are added. Its `bench` searches the positions with its default table, cleared
//! before each one, as a reader would run it.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::score::human_score;
use ch00_baseline::suite::bench_suite;

use crate::chapters::{self, Chapter};
use crate::compare::{BenchRequest, announce, run_chapter_with};
use crate::workspace;

const DEPTH: u32 = 8;
/// The bench suite opens with the six standard perft positions.
const PERFT_POSITIONS: usize = 6;
/// No search of the table comes near it; it only keeps a broken engine from running on.
const MAX_NODES: u64 = 1_000_000_000;

/// The chapter that measures the table: the last one.
pub fn last_chapter(root: &Path) -> Result<Chapter> {
    let chapters = chapters::discover(&root.join("chapters"))?;
    chapters.into_iter().last().context("no chapter under chapters/")
}

/// The table: every perft position with the cutoffs off and on, and the total.
pub fn table(root: &Path) -> Result<String> {
    let chapter = last_chapter(root)?;
    let binary = crate::chapter_binary::build_release(&chapter)?;
    let mut table = format!(
        "{} at depth {DEPTH}, one thread, its `bench` with its default table, cleared before \
         each position.\n\n\
         | Position | Nodes, cutoffs off | Nodes, cutoffs on | Change | Score off | Score on | \
         Best move off | Best move on |\n|---|---:|---:|---:|---:|---:|---|---|\n",
        chapter.name
    );
    // The perft positions, in a file of their own for `bench --epd`.
    let positions = workspace::output_dir(false, "tree")?.join("perft-positions.txt");
    let lines: Vec<String> = bench_suite()
        .into_iter()
        .take(PERFT_POSITIONS)
        .map(|position| format!("{} | {DEPTH} | {}\n", position.name, position.fen))
        .collect();
    std::fs::write(&positions, lines.concat())?;
    let [off, on] = [false, true].map(|table_cutoffs| {
        let request =
            BenchRequest { table_cutoffs, ..BenchRequest::file(&positions, None, MAX_NODES) };
        let command = std::process::Command::new(&binary);
        let label = if table_cutoffs { "cutoffs on" } else { "cutoffs off" };
        run_chapter_with(&chapter, command, request, announce(&chapter, label))
    });
    let (off, on) = (off?, on?);
    let (mut total_off, mut total_on) = (0, 0);
    for (off, on) in off.rows.iter().zip(&on.rows) {
        if !(off.finished && on.finished) {
            bail!("{} did not finish {} within {MAX_NODES} nodes", chapter.name, off.name);
        }
        total_off += off.nodes;
        total_on += on.nodes;
        writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            off.name,
            thousands(off.nodes),
            thousands(on.nodes),
            percent_change(off.nodes, on.nodes),
            human_score(off.score),
            human_score(on.score),
            off.best_move,
            on.best_move
        )?;
    }
    writeln!(
        table,
        "| **Total** | **{}** | **{}** | **{}** | | | | |",
        thousands(total_off),
        thousands(total_on),
        percent_change(total_off, total_on)
    )?;
    Ok(table)
}
