//! The `bench` command: a chapter's engine on a whole suite, or on a reader's file of
//! positions (`--epd`), for people (`--format text`) or for programs (`--format tsv`,
//! what `cargo xtask compare` reads).
//!
//! Each position is searched exactly as the tests search it (empty tables, fixed depth),
//! so the node counts printed here are the ones in the chapter's snapshot.

use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

use clap::ValueEnum;
use cozy_chess::util::display_uci_move;

use super::CliFailure;
use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::report::{percent, thousands};
use crate::search::CUTOFF_INDEX_BUCKETS;
use crate::search::{Limits, SearchResult, SearchStats, search};
use crate::sort_key::Stage;
use crate::suite::{
    SuitePosition, bench_suite, deep_suite, fresh_suite, outside_suite, realistic_suite,
};

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
    /// `data/realistic.txt`: self-play positions at the depths engines search.
    Realistic,
}

impl SuiteChoice {
    pub fn positions(self) -> Vec<SuitePosition> {
        match self {
            SuiteChoice::Bench => bench_suite(),
            SuiteChoice::Outside => outside_suite(),
            SuiteChoice::Deep => deep_suite(),
            SuiteChoice::Fresh => fresh_suite(),
            SuiteChoice::Realistic => realistic_suite(),
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
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// A built-in suite's positions ([`SuiteChoice::positions`]) or a file's
    /// (`--epd`, [`crate::suite::positions_file`]).
    pub positions: Vec<SuitePosition>,
    /// Replaces every position's own depth.
    pub depth: Option<u32>,
    /// Searches every position this many plies less deep than its own depth (at least
    /// one ply): how a chapter too weak for a deep suite is compared with its neighbour.
    pub shallower: u32,
    /// The transposition table's size in megabytes, for chapters that have one; `None`
    /// keeps each chapter's default. Deep searches state theirs: the count depends on it.
    pub hash_megabytes: Option<usize>,
    pub format: BenchFormat,
    /// Abandons the suite at the first position that needs more nodes than this: an
    /// ordering too weak for a deep suite would otherwise search for hours. The limit is
    /// counted in nodes, not time, so where a chapter stops is the same on every machine.
    pub max_nodes: Option<u64>,
    /// The table returns stored scores (`--tt-cutoffs`, the UCI option `TT Cutoffs`).
    pub table_cutoffs: bool,
    /// The main search reduces late quiet moves (`--reductions`, the UCI option `Late
    /// Move Reductions`).
    pub late_move_reductions: bool,
}

/// The columns of `--format tsv`, in order. Scores are in centipawns (mates near ±31000);
/// `branching_factor` is the last iteration's nodes over the one before (empty at depth 1);
/// `finished` is `false` on the position where `--max-nodes` stopped the suite.
/// After them come the main-search cutoffs by stage and by cutoff-move index
/// ([`extra_tsv_columns`]), which readers find by name.
pub const TSV_HEADER: &str = "name\tdepth\tnodes\tquiescence_nodes\tscore\tbest_move\tbeta_cutoffs\tfirst_move_cutoffs\tmoves_per_cutoff\tbranching_factor\ttime_ms\tfinished";

/// The name of the column counting cutoffs made by a move of `stage`: `cutoffs_killer`.
pub fn stage_column(stage: Stage) -> String {
    let name = format!("{stage:?}");
    let mut column = String::from("cutoffs");
    for character in name.chars() {
        if character.is_uppercase() {
            column.push('_');
        }
        column.push(character.to_ascii_lowercase());
    }
    column
}

/// The name of the column counting cutoffs by the move at `index` (0-based) of the
/// node's order; the last one counts every later move too.
pub fn index_column(index: usize) -> String {
    if index + 1 == CUTOFF_INDEX_BUCKETS {
        format!("cutoffs_at_move_{}_on", index + 1)
    } else {
        format!("cutoffs_at_move_{}", index + 1)
    }
}

/// The columns after [`TSV_HEADER`]: one per stage, then one per index bucket.
pub fn extra_tsv_columns() -> Vec<String> {
    Stage::ALL
        .into_iter()
        .map(stage_column)
        .chain((0..CUTOFF_INDEX_BUCKETS).map(index_column))
        .collect()
}

/// Runs the suite and prints each position as it is done.
pub fn run<O: MoveOrdering>(options: &BenchOptions) -> Result<(), CliFailure> {
    if options.table_cutoffs && !O::HAS_TABLE_CUTOFFS {
        let why = format!(
            "--tt-cutoffs needs a transposition table (chapter 4 on); {} has none",
            O::NAME
        );
        return Err(CliFailure::Input(why));
    }
    let mut out = io::stdout().lock();
    let mut suite = options.positions.clone();
    if let Some(depth) = options.depth {
        suite.iter_mut().for_each(|position| position.depth = depth);
    }
    suite.iter_mut().for_each(|position| {
        position.depth = position.depth.saturating_sub(options.shallower).max(1);
    });
    if options.format == BenchFormat::Tsv {
        writeln!(out, "{TSV_HEADER}\t{}", extra_tsv_columns().join("\t"))?;
    }
    let mut ordering = suite_ordering::<O>(options);
    let mut total = SearchStats::default();
    let mut milliseconds = 0.0;
    for position in &suite {
        ordering.clear();
        let searched = search_position(&mut ordering, position, options);
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

/// The ordering the whole suite is searched with: made and sized once, and cleared
/// before each position ([`MoveOrdering::clear`], as `ucinewgame` does).
///
/// A fresh ordering per position would search the same trees, but each would allocate
/// its tables anew, and the system zeroes every page of a new allocation: for a 64 MB
/// table, 13 times over the realistic suite, a few per cent of a chapter's time to depth
/// that chapters without a table never pay.
fn suite_ordering<O: MoveOrdering>(options: &BenchOptions) -> O {
    let mut ordering = O::default();
    if let Some(megabytes) = options.hash_megabytes {
        ordering.set_table_megabytes(megabytes);
    }
    ordering.set_table_cutoffs(options.table_cutoffs);
    ordering
}

/// Searches like `suite::run_position` (tables empty, the position's fixed depth), with
/// the node limit, the table's score cutoffs and the reductions added; without them the
/// search is the very same.
fn search_position<'a, O: MoveOrdering>(
    ordering: &mut O,
    position: &'a SuitePosition,
    options: &BenchOptions,
) -> SearchedPosition<'a> {
    let start = Position::from_fen(&position.fen).expect("suite positions are checked when read");
    let mut limits = Limits { nodes: options.max_nodes, ..Limits::depth(position.depth) };
    limits.tree.late_move_reductions = options.late_move_reductions;
    let result = search(&start, ordering, &limits, &AtomicBool::new(false), |_| {});
    SearchedPosition { position, start, result }
}

impl SearchedPosition<'_> {
    /// Whether the search reached the position's depth before the node limit, or had
    /// nothing to search: the side to move has no legal move (a reader's file may hold a
    /// mate or a stalemate).
    fn finished(&self) -> bool {
        self.result.depth() >= self.position.depth || self.result.best_move.is_none()
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
        .into_iter()
        .chain(stats.cutoffs_by_stage.iter().map(u64::to_string))
        .chain(stats.cutoff_move_index.iter().map(u64::to_string))
        .collect::<Vec<_>>()
        .join("\t")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn extra_columns_are_named_after_stages_and_indices() {
        let columns = super::extra_tsv_columns();
        assert_eq!(columns[0], "cutoffs_table_move");
        assert_eq!(columns[4], "cutoffs_bad_capture");
        assert_eq!(columns[5], "cutoffs_at_move_1");
        assert_eq!(columns.last().unwrap(), "cutoffs_at_move_8_on");
    }

    use super::*;
    use crate::ordering::NoOrdering;
    use crate::suite::run_position;

    fn limited(max_nodes: Option<u64>) -> BenchOptions {
        BenchOptions {
            positions: Vec::new(),
            depth: None,
            shallower: 0,
            hash_megabytes: None,
            format: BenchFormat::Text,
            max_nodes,
            table_cutoffs: false,
            late_move_reductions: false,
        }
    }

    fn search_alone<'a>(
        position: &'a SuitePosition,
        options: &BenchOptions,
    ) -> SearchedPosition<'a> {
        search_position(&mut suite_ordering::<NoOrdering>(options), position, options)
    }

    fn shallow(name: &str, depth: u32) -> SuitePosition {
        let mut position = bench_suite().into_iter().find(|p| p.name == name).unwrap();
        position.depth = depth;
        position
    }

    #[test]
    fn without_a_node_limit_the_search_is_the_suite_search() {
        let position = shallow("startpos", 3);
        let searched = search_alone(&position, &limited(None));
        let reference = run_position::<NoOrdering>(&position);
        assert_eq!(searched.result.stats, reference.stats);
        assert_eq!(searched.best_move(), reference.best_move);
        assert!(searched.finished());
    }

    #[test]
    fn a_node_limit_stops_the_search_short_of_its_depth() {
        let position = shallow("startpos", 5);
        let searched = search_alone(&position, &limited(Some(1_000)));
        assert!(!searched.finished());
        assert_eq!(searched.result.stats.nodes, 1_000);
    }

    #[test]
    fn a_tsv_line_has_one_field_per_header_column() {
        let position = shallow("startpos", 2);
        let line = search_alone(&position, &limited(None)).tsv_line();
        let fields: Vec<&str> = line.split('\t').collect();
        let columns = TSV_HEADER.split('\t').count() + extra_tsv_columns().len();
        assert_eq!(fields.len(), columns, "{line}");
        assert_eq!(fields[0], "startpos");
        assert_eq!(fields[1], "2");
        assert_eq!(fields[TSV_HEADER.split('\t').count() - 1], "true");
    }
}
