//! `ch07-history history --fen F --depth D`: searches the position to depth D from empty
//! tables, as the start of a search does, and prints the side to move's history entries
//! that are not zero, one `entry<TAB>from<TAB>to<TAB>value` line each (after a `side` and
//! a `depth` line). `cargo xtask worked ch07` draws them as a heat map: the table the
//! root's quiet moves are sorted by in the next iteration.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use ch00_baseline::cli::CliFailure;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, MAX_DEPTH, search};
use ch07_history::History;
use clap::Parser;
use cozy_chess::{Color, Move, Square};

/// The command's name on the command line.
pub const NAME: &str = "history";

/// Print the side to move's history table after a search of the position.
#[derive(Parser)]
#[command(name = "ch07-history history")]
struct HistoryCommand {
    /// The position (default: the start position).
    #[arg(long)]
    fen: Option<String>,
    /// How deep iterative deepening goes before the table is printed.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
    depth: u32,
}

/// Runs the command on `args` (its name first).
pub fn main(args: impl Iterator<Item = String>) -> ExitCode {
    let command = HistoryCommand::parse_from(args);
    match run(&command) {
        Ok(()) | Err(CliFailure::OutputClosed) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("error: {failure}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: &HistoryCommand) -> Result<(), CliFailure> {
    let position = match &command.fen {
        Some(fen) => Position::from_fen(fen).map_err(|error| error.to_string())?,
        None => Position::default(),
    };
    let mut history = History::default();
    let limits = Limits::depth(command.depth);
    search(&position, &mut history, &limits, &AtomicBool::new(false), |_| {});
    let side = position.board().side_to_move();
    let mut out = io::stdout().lock();
    let name = if side == Color::White { "white" } else { "black" };
    writeln!(out, "side\t{name}\ndepth\t{}", command.depth)?;
    for from in Square::ALL {
        for to in Square::ALL {
            let value = history.table().get(side, Move { from, to, promotion: None });
            if value != 0 {
                writeln!(out, "entry\t{from}\t{to}\t{value}")?;
            }
        }
    }
    Ok(())
}
