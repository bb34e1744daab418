//! The `bench` command: a chapter's engine on a whole suite, for people (`--format text`)
//! or for programs (`--format tsv`, what `cargo xtask compare` reads).
//!
//! Each position is searched exactly as the tests search it (fresh tables, fixed depth),
//! so the node counts printed here are the ones in the chapter's snapshot.

use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

use clap::ValueEnum;
use cozy_chess::util::display_uci_move;

use super::CliFailure;
use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::report::{percent, thousands};
use crate::search::{Limits, SearchResult, SearchStats, search};
use crate::suite::{SuitePosition, bench_suite, deep_suite, fresh_suite, outside_suite};

/// The positions `bench` searches (see `crate::suite`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SuiteChoice {
    /// `data/bench.txt`: the suite every chapter's table and gain test use.
    Bench,
    /// `data/outside.txt`: positions no default was ever tuned on.
    Outside,
    /// The bench suite two plies deeper, where later techniques show.
    Deep,
    /// `data/fresh.txt`: positions made after chapter 5's default was chosen.
    Fresh,
}

impl SuiteChoice {
    pub fn positions(self) -> Vec<SuitePosition> {
        match self {
            SuiteChoice::Bench => bench_suite(),
            SuiteChoice::Outside => outside_suite(),
            SuiteChoice::Deep => deep_suite(),
            SuiteChoice::Fresh => fresh_suite(),
        }
    }
}

/// How `bench` prints its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchFormat {
    /// Aligned lines and a summary, for a terminal.
    Text,
    /// A header line, then one tab-separated line per position as soon as it is searched.
    Tsv,
}

/// What the command line asked `bench` to do.
#[derive(Clone, Copy, Debug)]
pub struct BenchOptions {
    pub suite: SuiteChoice,
    /// Replaces every position's own depth.
    pub depth: Option<u32>,
    pub format: BenchFormat,
    /// Abandons the suite at the first position that needs more nodes than this: an
    /// ordering too weak for a deep suite would otherwise search for hours. The limit is
    /// counted in nodes, not time, so where a chapter stops is the same on every machine.
    pub max_nodes: Option<u64>,
}

/// The columns of `--format tsv`, in order. Scores are in centipawns (mates near ±31000);
/// `branching_factor` is the last iteration's nodes over the one before (empty at depth 1);
/// `finished` is `false` on the position where `--max-nodes` stopped the suite.
pub const TSV_HEADER: &str = "name\tdepth\tnodes\tquiescence_nodes\tscore\tbest_move\tbeta_cutoffs\tfirst_move_cutoffs\tmoves_per_cutoff\tbranching_factor\ttime_ms\tfinished";

/// Runs the suite and prints each position as it is done.
pub fn run<O: MoveOrdering>(options: &BenchOptions) -> Result<(), CliFailure> {
    let mut out = io::stdout().lock();
    let mut suite = options.suite.positions();
    if let Some(depth) = options.depth {
        suite.iter_mut().for_each(|position| position.depth = depth);
    }
    if options.format == BenchFormat::Tsv {
        writeln!(out, "{TSV_HEADER}")?;
    }
    let mut total = SearchStats::default();
    let mut milliseconds = 0.0;
    for position in &suite {
        let searched = search_position::<O>(position, options.max_nodes);
        total += searched.result.stats;
        milliseconds += searched.milliseconds();
        match options.format {
            BenchFormat::Text => writeln!(out, "{}", searched.text_line())?,
            BenchFormat::Tsv => writeln!(out, "{}", searched.tsv_line())?,
        }
        if !searched.finished() {
            eprintln!(
                "{}: stopped after {} nodes (--max-nodes), short of depth {}",
                position.name,
                thousands(searched.result.stats.nodes),
                position.depth
            );
            break;
        }
    }
    if options.format == BenchFormat::Text {
        let nps = (total.nodes as f64 * 1000.0 / milliseconds.max(1.0)) as u64;
        writeln!(
            out,
            "{} ({} positions, first-move cutoffs {})",
            O::NAME,
            suite.len(),
            percent(total.first_move_cutoff_rate())
        )?;
        writeln!(out, "{} nodes {nps} nps", total.nodes)?;
    }
    Ok(())
}

/// One suite position and what the search of it found.
struct SearchedPosition<'a> {
    position: &'a SuitePosition,
    start: Position,
    result: SearchResult,
}

/// Searches like `suite::run_position` (a fresh ordering, the position's fixed depth),
/// with the node limit added; without one the search is the very same.
fn search_position<'a, O: MoveOrdering>(
    position: &'a SuitePosition,
    max_nodes: Option<u64>,
) -> SearchedPosition<'a> {
    let start = Position::from_fen(&position.fen).expect("suite positions are checked when read");
    let limits = Limits { nodes: max_nodes, ..Limits::depth(position.depth) };
    let result = search(&start, &mut O::default(), &limits, &AtomicBool::new(false), |_| {});
    SearchedPosition { position, start, result }
}

impl SearchedPosition<'_> {
    /// Whether the search reached the position's depth before the node limit.
    fn finished(&self) -> bool {
        self.result.depth() >= self.position.depth
    }

    /// The line `--format text` prints for this position.
    fn text_line(&self) -> String {
        format!(
            "{:<24} depth {:>2} {:>14} nodes",
            self.position.name,
            self.position.depth,
            thousands(self.result.stats.nodes)
        )
    }

    fn milliseconds(&self) -> f64 {
        self.result.elapsed.as_secs_f64() * 1000.0
    }

    fn best_move(&self) -> String {
        self.result.best_move.map_or_else(
            || "(none)".to_string(),
            |mv| display_uci_move(self.start.board(), mv).to_string(),
        )
    }

    /// The line of `--format tsv`, in the order of [`TSV_HEADER`].
    fn tsv_line(&self) -> String {
        let stats = &self.result.stats;
        let branching_factor =
            self.result.branching_factors().last().map_or(String::new(), |bf| format!("{bf:.4}"));
        [
            self.position.name.clone(),
            self.position.depth.to_string(),
            stats.nodes.to_string(),
            stats.quiescence_nodes.to_string(),
            self.result.score.to_string(),
            self.best_move(),
            stats.beta_cutoffs.to_string(),
            stats.first_move_cutoffs.to_string(),
            format!("{:.4}", stats.average_moves_before_cutoff()),
            branching_factor,
            format!("{:.3}", self.milliseconds()),
            self.finished().to_string(),
        ]
        .join("\t")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ordering::NoOrdering;
    use crate::suite::run_position;

    fn shallow(name: &str, depth: u32) -> SuitePosition {
        let mut position = bench_suite().into_iter().find(|p| p.name == name).unwrap();
        position.depth = depth;
        position
    }

    #[test]
    fn without_a_node_limit_the_search_is_the_suite_search() {
        let position = shallow("startpos", 3);
        let searched = search_position::<NoOrdering>(&position, None);
        let reference = run_position::<NoOrdering>(&position);
        assert_eq!(searched.result.stats, reference.stats);
        assert_eq!(searched.best_move(), reference.best_move);
        assert!(searched.finished());
    }

    #[test]
    fn a_node_limit_stops_the_search_short_of_its_depth() {
        let position = shallow("startpos", 5);
        let searched = search_position::<NoOrdering>(&position, Some(1_000));
        assert!(!searched.finished());
        assert_eq!(searched.result.stats.nodes, 1_000);
    }

    #[test]
    fn a_tsv_line_has_one_field_per_header_column() {
        let position = shallow("startpos", 2);
        let line = search_position::<NoOrdering>(&position, None).tsv_line();
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), TSV_HEADER.split('\t').count(), "{line}");
        assert_eq!(fields[0], "startpos");
        assert_eq!(fields[1], "2");
        assert_eq!(fields.last(), Some(&"true"));
    }
}
