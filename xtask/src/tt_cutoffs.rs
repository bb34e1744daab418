//! The full-engine setting, measured with the last chapter: its nodes at depth 8 on the
//! standard perft positions (the first six of the bench suite) with the table's score
//! cutoffs off (the book's ordering-only search) and on (the UCI option `TT Cutoffs`).
//!
//! The last chapter is whichever `chapters/` lists last, so the table follows the book as
//! chapters are added. Its engine is asked over UCI, as a reader's engine would be: a
//! fresh process per search, so every search starts with an empty table of the chapter's
//! default size.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::suite::bench_suite;

use crate::chapters::{self, Chapter};
use crate::compare::bench_row::BenchRow;
use crate::compare::own_positions::OwnPosition;
use crate::compare::uci_search::{self, Limits};

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
        "{} at depth {DEPTH}, one thread, its engine over UCI with its default table, a fresh \
         process per search.\n\n\
         | Position | Nodes, cutoffs off | Nodes, cutoffs on | Change | Score off | Score on | \
         Best move off | Best move on |\n|---|---:|---:|---:|---:|---:|---|---|\n",
        chapter.name
    );
    let (mut total_off, mut total_on) = (0, 0);
    for suite_position in bench_suite().into_iter().take(PERFT_POSITIONS) {
        eprintln!("{}: {}", chapter.name, suite_position.name);
        let position = OwnPosition { name: suite_position.name, fen: suite_position.fen };
        let [off, on] = [false, true].map(|table_cutoffs| {
            let limits =
                Limits { depth: DEPTH, max_nodes: MAX_NODES, table_cutoffs, hash_megabytes: None };
            uci_search::search(Command::new(&binary), &position, limits)
        });
        let (off, on) = (off?, on?);
        if !(off.finished && on.finished) {
            bail!("{} did not finish {} within {MAX_NODES} nodes", chapter.name, position.name);
        }
        total_off += off.nodes;
        total_on += on.nodes;
        writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            position.name,
            thousands(off.nodes),
            thousands(on.nodes),
            percent_change(off.nodes, on.nodes),
            score(&off),
            score(&on),
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

/// Pawns with two decimals, or the mate the UCI route reports as a score beyond them.
fn score(row: &BenchRow) -> String {
    const PAWN_SCORES_BELOW: i32 = 100_000;
    if row.score.abs() >= PAWN_SCORES_BELOW {
        return if row.score > 0 { "mate".to_owned() } else { "mated".to_owned() };
    }
    format!("{:+.2}", f64::from(row.score) / 100.0)
}
