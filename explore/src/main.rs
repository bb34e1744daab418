//! `explore`: one node of any chapter's search, move by move, and chapter 7's history
//! table, for people at a terminal and for `cargo xtask worked`.

use std::io::{self, Write};
use std::process::ExitCode;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::search::MAX_DEPTH;
use clap::{Parser, Subcommand};
use explore::chapters::{ForChapter, for_chapter};
use explore::history::history_entries;
use explore::order::{OrderFormat, text, tsv};
use explore::trace::{parse_line, trace_node};

#[derive(Parser)]
#[command(
    about = "Look into a chapter's search: one node move by move, or chapter 7's history table."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show one node of a search move by move: the order the chapter hands its moves out
    /// in, each move's subtree in nodes, and the move that cuts off. The node is the root
    /// of a scout search at --depth (a window just below the root's score, after iterative
    /// deepening to one ply less), or the node after the moves of --line.
    Order {
        /// The chapter: `3`, `ch03`, `killers` or `ch03-killers`.
        chapter: String,
        /// The position (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
        depth: u32,
        /// UCI moves from the root to the node, separated by spaces: "e2e4 e7e5".
        #[arg(long)]
        line: Option<String>,
        /// `text` for a terminal; `tsv` for programs.
        #[arg(long, value_enum, default_value_t = OrderFormat::Text)]
        format: OrderFormat,
    },
    /// Search the realistic suite (the book's game positions) with the chapter and print,
    /// per position, its nodes and how many moves the picker gave a key.
    Keys {
        /// The chapter: `3`, `ch03`, `killers` or `ch03-killers`.
        chapter: String,
        /// Search every position this many plies less deep than the suite says.
        #[arg(long, default_value_t = 0)]
        shallower: u32,
        /// Transposition-table size in megabytes.
        #[arg(long, default_value_t = 64)]
        hash: usize,
    },
    /// Print the side to move's history table (chapter 7) after a search of the position.
    History {
        /// The position (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// How deep iterative deepening goes before the table is printed.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH as i64))]
        depth: u32,
    },
}

/// The node `order` traces, for any chapter.
struct Order<'a> {
    position: &'a Position,
    depth: u32,
    line: &'a str,
    format: OrderFormat,
}

impl ForChapter for Order<'_> {
    type Output = Result<String, String>;

    fn run<O: MoveOrdering>(self) -> Result<String, String> {
        let line = parse_line(self.position.board(), self.line).map_err(|e| e.to_string())?;
        let trace = trace_node::<O>(self.position, self.depth, &line).map_err(|e| e.to_string())?;
        Ok(match self.format {
            OrderFormat::Text => text(&trace),
            OrderFormat::Tsv => tsv(&trace),
        })
    }
}

/// The keys `keys` counts, for any chapter: a header, then a tab-separated line a position.
struct Keys<'a> {
    suite: &'a [ch00_baseline::suite::SuitePosition],
    megabytes: usize,
}

impl ForChapter for Keys<'_> {
    type Output = String;

    fn run<O: MoveOrdering>(self) -> String {
        let mut out = String::from("name\tnodes\tkeys\n");
        for keyed in explore::keys::keys_given::<O>(self.suite, self.megabytes) {
            out += &format!("{}\t{}\t{}\n", keyed.name, keyed.nodes, keyed.keys);
        }
        out
    }
}

fn run(command: Command) -> Result<String, String> {
    let position = |fen: Option<String>| {
        fen.map_or(Ok(Position::default()), |fen| {
            Position::from_fen(&fen).map_err(|e| e.to_string())
        })
    };
    match command {
        Command::Order { chapter, fen, depth, line, format } => {
            let position = position(fen)?;
            let order =
                Order { position: &position, depth, line: line.as_deref().unwrap_or(""), format };
            for_chapter(&chapter, order)
                .unwrap_or_else(|| Err(format!("no chapter is called '{chapter}'")))
        }
        Command::History { fen, depth } => Ok(history_entries(&position(fen)?, depth)),
        Command::Keys { chapter, shallower, hash } => {
            let mut suite = ch00_baseline::suite::realistic_suite();
            for position in &mut suite {
                position.depth = position.depth.saturating_sub(shallower).max(1);
            }
            for_chapter(&chapter, Keys { suite: &suite, megabytes: hash })
                .ok_or_else(|| format!("no chapter is called '{chapter}'"))
        }
    }
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(text) => {
            // A reader who pipes into `head` closes the output early: that is no error.
            let _ = io::stdout().lock().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
