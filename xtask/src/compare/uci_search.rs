//! One search of a reader's position by a chapter's engine, over UCI: the protocol every
//! chapter speaks, so positions outside the built-in suites need nothing new in the
//! chapters. Each position gets a fresh process, so its tables start empty, as in `bench`.
//!
//! The figures come from the last `info depth` line (nodes, time, score) and the
//! engine's `info string cutoffs` line. That line gives the first-move rate rounded to a
//! tenth of a percent, so the first-move cutoff count is recovered from it to that
//! precision; every other figure is exact.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use super::bench_row::BenchRow;
use super::chapter_run::ChapterRun;
use super::own_positions::OwnPosition;
use crate::chapters::Chapter;
use crate::uci_engine::Engine;

/// What the search asks for: the depth, and the node limit that stops a hopeless one.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub depth: u32,
    pub max_nodes: u64,
    /// Switches the UCI option `TT Cutoffs` on (chapter 4 on): the full-engine setting,
    /// not the book's ordering-only search.
    pub table_cutoffs: bool,
    /// The UCI option `Hash` in megabytes; `None`: the engine's default.
    pub hash_megabytes: Option<usize>,
}

/// Every position in turn with the chapter's engine at `binary`, the `index`th searched
/// with `limits_of(index)`, calling `on_row` as each is done; like `bench`, the first
/// position the node limit stops ends the run.
pub fn run_chapter(
    chapter: &Chapter,
    binary: &Path,
    positions: &[OwnPosition],
    limits_of: &dyn Fn(usize) -> Limits,
    on_row: &mut dyn FnMut(&BenchRow),
) -> Result<ChapterRun> {
    let mut rows = Vec::new();
    for (index, position) in positions.iter().enumerate() {
        let row = search(Command::new(binary), position, limits_of(index))
            .with_context(|| format!("{} on {}", chapter.name, position.name))?;
        on_row(&row);
        let finished = row.finished;
        rows.push(row);
        if !finished {
            break;
        }
    }
    Ok(ChapterRun { chapter: chapter.clone(), rows })
}

/// Searches `position` with the engine `command` starts: the engine itself, or a tool
/// that runs it (`valgrind ... engine`, for `cargo xtask instructions`).
pub fn search(command: Command, position: &OwnPosition, limits: Limits) -> Result<BenchRow> {
    let mut engine = Engine::start_with(command)?;
    if limits.table_cutoffs {
        engine.send("setoption name TT Cutoffs value true")?;
    }
    if let Some(megabytes) = limits.hash_megabytes {
        engine.send(&format!("setoption name Hash value {megabytes}"))?;
    }
    engine.send(&format!("position fen {}", position.fen))?;
    engine.send(&format!("go depth {} nodes {}", limits.depth, limits.max_nodes))?;
    let mut report = SearchReport::default();
    while !report.read(&engine.next_line(Instant::now() + NO_HURRY, "bestmove")?)? {}
    engine.quit(NO_HURRY);
    report.into_row(position, limits)
}

/// The lines of one search, read as they come.
#[derive(Default, Debug)]
struct SearchReport {
    /// Every `info depth` line, in order.
    iterations: Vec<Iteration>,
    cutoffs: Option<Cutoffs>,
    best_move: Option<String>,
}

#[derive(Debug)]
struct Iteration {
    depth: u32,
    score: i32,
    /// Nodes of every iteration so far.
    nodes: u64,
    milliseconds: f64,
}

/// The `info string cutoffs` line; zeros when the engine gave none.
#[derive(Clone, Debug, Default)]
struct Cutoffs {
    beta_cutoffs: u64,
    first_move_rate: f64,
    moves_per_cutoff: f64,
    quiescence_nodes: u64,
}

/// How long a search, and the engine's exit after it, may take: as long as they need (a
/// search ends at its node limit; valgrind writes its counts as the engine exits).
const NO_HURRY: Duration = Duration::from_secs(24 * 60 * 60);

/// A mate score as a whole number beyond any centipawn score, the nearer mate higher, so
/// that chapters are compared on it like on any score.
const MATE: i32 = 1_000_000;

impl SearchReport {
    /// Takes one line; `true` once the search has ended (`bestmove`).
    fn read(&mut self, line: &str) -> Result<bool> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["bestmove", best, ..] => {
                self.best_move = Some((*best).to_owned());
                return Ok(true);
            }
            ["info", "string", "error:", ..] => bail!("the engine answered `{line}`"),
            ["info", "string", "cutoffs", ..] => self.cutoffs = Some(read_cutoffs(&words)?),
            ["info", "depth", ..] => self.iterations.push(read_iteration(&words)?),
            _ => {}
        }
        Ok(false)
    }

    fn into_row(self, position: &OwnPosition, limits: Limits) -> Result<BenchRow> {
        let best_move = self.best_move.context("the engine ended without a `bestmove`")?;
        let last = self.iterations.last().context("the engine reported no iteration")?;
        let cutoffs = self.cutoffs.clone().unwrap_or_default();
        // `info depth 0` is the one line of a position without a move (mate, stalemate):
        // nothing was left to search.
        let finished = last.depth >= limits.depth || last.depth == 0;
        // `info` gives the nodes of every iteration so far; `bench`'s branching factor is
        // the last iteration's own nodes over the one's before it.
        let totals: Vec<u64> = self.iterations.iter().map(|iteration| iteration.nodes).collect();
        let own: Vec<u64> = std::iter::once(0)
            .chain(totals.iter().copied())
            .zip(&totals)
            .map(|(before, total)| total.saturating_sub(before))
            .collect();
        let branching_factor = match own.as_slice() {
            [.., before, last] => Some(*last as f64 / (*before).max(1) as f64),
            _ => None,
        };
        Ok(BenchRow {
            name: position.name.clone(),
            depth: limits.depth,
            // A search stopped by the node limit searched exactly that many nodes.
            nodes: if finished { last.nodes } else { limits.max_nodes },
            quiescence_nodes: cutoffs.quiescence_nodes,
            score: last.score,
            best_move,
            beta_cutoffs: cutoffs.beta_cutoffs,
            first_move_cutoffs: (cutoffs.first_move_rate * cutoffs.beta_cutoffs as f64).round()
                as u64,
            moves_per_cutoff: cutoffs.moves_per_cutoff,
            branching_factor,
            milliseconds: last.milliseconds,
            finished,
            cutoffs_by_stage: Default::default(),
            cutoff_move_index: Default::default(),
        })
    }
}

/// `info depth 5 score cp 31 nodes 12345 nps 1234567 time 10 pv e2e4 e7e5`.
fn read_iteration(words: &[&str]) -> Result<Iteration> {
    let number = |key: &str| -> Result<u64> {
        value(words, key)?.parse().with_context(|| format!("`{key}` is not a count"))
    };
    // A game-over line (`info depth 0 score mate 0`) has no nodes or time.
    let optional =
        |key: &str| -> Result<u64> { if words.contains(&key) { number(key) } else { Ok(0) } };
    let score_at = words.iter().position(|word| *word == "score").context("no score")?;
    let score = match &words[score_at + 1..] {
        ["cp", cp, ..] => cp.parse().context("`score cp` is not a number")?,
        ["mate", moves, ..] => {
            let moves: i32 = moves.parse().context("`score mate` is not a number")?;
            if moves > 0 { MATE - moves } else { -MATE - moves }
        }
        _ => bail!("unreadable score in `{}`", words.join(" ")),
    };
    Ok(Iteration {
        depth: u32::try_from(number("depth")?)?,
        score,
        nodes: optional("nodes")?,
        milliseconds: optional("time")? as f64,
    })
}

/// `info string cutoffs 1200 first-move 93.1% moves-per-cutoff 1.12 qnodes 4567`.
fn read_cutoffs(words: &[&str]) -> Result<Cutoffs> {
    let rate: f64 = value(words, "first-move")?.trim_end_matches('%').parse()?;
    Ok(Cutoffs {
        beta_cutoffs: value(words, "cutoffs")?.parse()?,
        first_move_rate: rate / 100.0,
        moves_per_cutoff: value(words, "moves-per-cutoff")?.parse()?,
        quiescence_nodes: value(words, "qnodes")?.parse()?,
    })
}

/// The word after `key` in an `info` line.
fn value<'a>(words: &[&'a str], key: &str) -> Result<&'a str> {
    let at = words.iter().position(|word| *word == key);
    at.and_then(|at| words.get(at + 1).copied())
        .with_context(|| format!("no `{key}` in `{}`", words.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The row of `lines`, searched to `depth` with a limit of 1,000 nodes.
    fn row_of(lines: &[&str], depth: u32) -> Result<BenchRow> {
        let mut report = SearchReport::default();
        for line in lines {
            if report.read(line)? {
                break;
            }
        }
        let position =
            OwnPosition { name: "mine".into(), fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".into() };
        let limits = Limits { depth, max_nodes: 1000, table_cutoffs: false, hash_megabytes: None };
        report.into_row(&position, limits)
    }

    #[test]
    fn the_last_iteration_and_the_cutoff_line_make_the_row() {
        let lines = [
            "id name ch04-tt-move",
            "info depth 1 score cp 10 nodes 30 nps 30000 time 1 pv e2e4",
            "info depth 2 score cp 5 nodes 130 nps 65000 time 2 pv e2e4 e7e5",
            "info depth 3 score mate 2 nodes 530 nps 88333 time 6 pv e2e4 e7e5 g1f3",
            "info string cutoffs 200 first-move 93.5% moves-per-cutoff 1.10 qnodes 250",
            "bestmove e2e4",
        ];
        let row = row_of(&lines, 3).unwrap();
        assert_eq!((row.name.as_str(), row.nodes, row.score), ("mine", 530, MATE - 2));
        assert_eq!(
            (row.beta_cutoffs, row.first_move_cutoffs, row.quiescence_nodes),
            (200, 187, 250)
        );
        assert_eq!(row.branching_factor, Some(4.0), "400 nodes after 100");
        assert_eq!((row.milliseconds, row.best_move.as_str(), row.finished), (6.0, "e2e4", true));
        let stopped = row_of(&lines, 4).unwrap();
        assert_eq!((stopped.nodes, stopped.finished), (1000, false), "the node limit stopped it");
        let mated = row_of(&["info depth 0 score mate 0", "bestmove 0000"], 5).unwrap();
        assert_eq!((mated.nodes, mated.finished), (0, true), "no move: nothing left to search");
    }

    #[test]
    fn an_engine_error_or_silence_is_reported() {
        assert!(row_of(&["info string error: bad fen"], 1).is_err());
        let error =
            row_of(&["info depth 1 score cp 0 nodes 3 nps 3 time 1 pv a1b1"], 1).unwrap_err();
        assert!(error.to_string().contains("without a `bestmove`"), "{error}");
    }
}
