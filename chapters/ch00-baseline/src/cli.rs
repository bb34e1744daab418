//! The command line every chapter's binary shares: UCI by default, plus `bench`, `perft`
//! and `search` for people at a terminal.

mod bench;
mod failure;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};

pub use bench::{
    BenchFormat, BenchOptions, SuiteChoice, TSV_HEADER, extra_tsv_columns, index_column,
    stage_column,
};
pub use failure::CliFailure;

use crate::ordering::MoveOrdering;
use crate::perft::{divide, format_divide};
use crate::position::Position;
use crate::report::{percent, thousands};
use crate::score::human_score;
use crate::search::{MAX_DEPTH, search_to_depth};
use crate::suite::positions_file::read_positions_file;
use crate::uci::uci_line;

#[derive(Parser)]
#[command(
    about = "A chess engine of the book Move Ordering, Measured. Without a command it speaks UCI on stdin/stdout."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<CliCommand>,
}

#[derive(Subcommand)]
enum CliCommand {
    /// Search a suite (or your own positions, --epd) at fixed depths; prints nodes and
    /// nodes per second.
    Bench {
        /// Search every position to this depth instead of the suite's own depths.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
        depth: Option<u32>,
        /// Which positions to search.
        #[arg(long, value_enum, default_value_t = SuiteChoice::Bench, conflicts_with = "epd")]
        suite: SuiteChoice,
        /// Search the positions of this file instead of a suite: one FEN or EPD position a
        /// line (an EPD `id` names it), searched to --depth; or lines of the book's suites,
        /// `name | depth | fen`, each at its own depth unless --depth is given.
        #[arg(long, value_name = "FILE")]
        epd: Option<PathBuf>,
        /// Search every position this many plies less deep than the suite says (at least 1).
        #[arg(long, default_value_t = 0, conflicts_with = "depth")]
        shallower: u32,
        /// Transposition-table size in megabytes (chapters with a table; default: theirs).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=4096))]
        hash: Option<u64>,
        /// `text` for a terminal; `tsv` for programs: a header, then one line per position.
        #[arg(long, value_enum, default_value_t = BenchFormat::Text)]
        format: BenchFormat,
        /// Stop the suite at the first position that needs more nodes than this.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        max_nodes: Option<u64>,
        /// Let the transposition table return stored scores (the UCI option `TT Cutoffs`;
        /// chapter 4 on). Not ordering: counts and root scores differ from the book's.
        #[arg(long)]
        tt_cutoffs: bool,
        /// Reduce late quiet moves (the UCI option `Late Move Reductions`). Not ordering:
        /// counts and root scores differ from the book's.
        #[arg(long)]
        reductions: bool,
    },
    /// Count leaf nodes of the legal move tree (Stockfish's `go perft` format with --divide).
    Perft {
        #[arg(value_parser = clap::value_parser!(u32).range(1..=12))]
        depth: u32,
        /// The position (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// Print the count below each root move.
        #[arg(long)]
        divide: bool,
    },
    /// Search one position and print the statistics of every iteration.
    Search {
        #[arg(long)]
        fen: Option<String>,
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
        depth: u32,
        /// `text`: aligned columns for a terminal; `markdown`: a Markdown table.
        #[arg(long, value_enum, default_value_t = SearchFormat::Text)]
        format: SearchFormat,
    },
}

/// The `main` of every chapter's binary.
pub fn main<O: MoveOrdering>() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        None => {
            crate::uci::run::<O>(io::stdin().lock(), io::stdout());
            Ok(())
        }
        Some(CliCommand::Bench {
            depth,
            suite,
            epd,
            shallower,
            hash,
            format,
            max_nodes,
            tt_cutoffs,
            reductions,
        }) => {
            let hash_megabytes = hash.map(|megabytes| megabytes as usize);
            let positions = match epd {
                Some(path) => read_positions_file(&path, depth),
                None => Ok(suite.positions()),
            };
            positions.map_err(CliFailure::Input).and_then(|positions| {
                bench::run::<O>(&BenchOptions {
                    positions,
                    depth,
                    shallower,
                    hash_megabytes,
                    format,
                    max_nodes,
                    table_cutoffs: tt_cutoffs,
                    late_move_reductions: reductions,
                })
            })
        }
        Some(CliCommand::Perft { depth, fen, divide }) => perft::<O>(depth, fen.as_deref(), divide),
        Some(CliCommand::Search { fen, depth, format }) => {
            search::<O>(fen.as_deref(), depth, format)
        }
    };
    match outcome {
        Ok(()) | Err(CliFailure::OutputClosed) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("error: {failure}");
            ExitCode::FAILURE
        }
    }
}

fn read_position(fen: Option<&str>) -> Result<Position, String> {
    fen.map_or(Ok(Position::default()), |fen| Position::from_fen(fen).map_err(|e| e.to_string()))
}

fn perft<O: MoveOrdering>(
    depth: u32,
    fen: Option<&str>,
    show_divide: bool,
) -> Result<(), CliFailure> {
    let position = read_position(fen)?;
    let board = position.board();
    let start = Instant::now();
    let ordering = O::default();
    let counts = divide(&ordering, board, depth);
    let mut out = io::stdout().lock();
    if show_divide {
        write!(out, "{}", format_divide(board, &counts))?;
    } else {
        let total: u64 = counts.iter().map(|(_, n)| n).sum();
        writeln!(out, "Nodes searched: {total}")?;
    }
    eprintln!("({} ms)", start.elapsed().as_millis());
    Ok(())
}

/// How `search` prints its iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SearchFormat {
    /// Aligned columns, for a terminal.
    Text,
    /// A Markdown table.
    Markdown,
}

/// The columns of `search`: a header, whether it is a number (right-aligned), and a cell
/// per iteration.
const SEARCH_COLUMNS: [(&str, bool); 6] = [
    ("Depth", true),
    ("Score", true),
    ("Nodes", true),
    ("First-move cutoffs", true),
    ("Time (ms)", true),
    ("Principal variation", false),
];

fn search<O: MoveOrdering>(
    fen: Option<&str>,
    depth: u32,
    format: SearchFormat,
) -> Result<(), CliFailure> {
    let position = read_position(fen)?;
    let result = search_to_depth::<O>(&position, depth);
    let rows: Vec<[String; 6]> = result
        .iterations
        .iter()
        .map(|iteration| {
            [
                iteration.depth.to_string(),
                human_score(iteration.score),
                thousands(iteration.total.nodes),
                percent(iteration.total.first_move_cutoff_rate()),
                iteration.elapsed.as_millis().to_string(),
                uci_line(position.board(), &iteration.pv),
            ]
        })
        .collect();
    let mut out = io::stdout().lock();
    writeln!(out, "{} on {}", O::NAME, position.board())?;
    write!(out, "{}", columns(&rows, format))?;
    let stats = result.stats;
    writeln!(
        out,
        "\n{} nodes ({} in quiescence), {} beta cutoffs, {:.2} moves searched per cutoff",
        thousands(stats.nodes),
        thousands(stats.quiescence_nodes),
        thousands(stats.beta_cutoffs),
        stats.average_moves_before_cutoff()
    )?;
    Ok(())
}

/// The rows under [`SEARCH_COLUMNS`], as aligned columns or as a Markdown table.
fn columns(rows: &[[String; 6]], format: SearchFormat) -> String {
    let width = |column: usize| {
        let cells = rows.iter().map(|row| row[column].chars().count());
        cells.chain([SEARCH_COLUMNS[column].0.len()]).max().unwrap_or(0)
    };
    let widths: Vec<usize> = (0..SEARCH_COLUMNS.len()).map(width).collect();
    let line = |cells: [&str; 6]| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .zip(SEARCH_COLUMNS)
            .map(|((cell, &width), (_, number))| match number {
                true => format!("{cell:>width$}"),
                false => format!("{cell:<width$}"),
            })
            .collect();
        match format {
            SearchFormat::Text => format!("{}\n", padded.join("  ").trim_end()),
            SearchFormat::Markdown => format!("| {} |\n", padded.join(" | ")),
        }
    };
    let headers = SEARCH_COLUMNS.map(|(header, _)| header);
    let rules: Vec<String> = widths
        .iter()
        .zip(SEARCH_COLUMNS)
        .map(|(&width, (_, number))| match (format, number) {
            (SearchFormat::Markdown, true) => format!("{}:", "-".repeat(width - 1)),
            _ => "-".repeat(width),
        })
        .collect();
    let mut text = line(headers);
    text += &line(std::array::from_fn(|i| rules[i].as_str()));
    for row in rows {
        text += &line(std::array::from_fn(|i| row[i].as_str()));
    }
    text
}
