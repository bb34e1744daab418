//! `cargo xtask`: the project's own commands, written in Rust so they run wherever
//! cargo does, with nothing else to install.
//!
//! This file only parses the command line and hands each subcommand to its module.

mod book;
mod chapter_binary;
mod chapters;
mod check;
mod claims;
mod compare;
mod directive;
mod engine_widgets;
mod figures;
mod freshness;
mod instructions;
mod layout_check;
mod machine;
mod match_games;
#[cfg(test)]
mod minimal_tree;
mod oracle;
mod page_preprocessor;
mod perft;
mod position_names;
mod regenerate;
mod resolve;
mod run;
mod search;
mod serve;
mod snapshot;
mod snapshot_preprocessor;
mod timings;
mod tree;
mod tt_cutoffs;
mod uci_engine;
mod web_engine;
mod worked;
mod workspace;

use std::process::ExitCode;

/// The Markdown tables, shared with the lab's experiment snapshots (one writer for both).
use chapter_kit::markdown as markdown_table;

use clap::{Parser, Subcommand};

/// Tasks for "Move Ordering, Measured": run a chapter's engine, build and check the book.
///
/// A chapter is named by number, short name or full name: `3`, `03`, `ch03`,
/// `killers` and `ch03-killers` all mean the same chapter.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build a chapter's engine (release) and run it with the given arguments.
    ///
    /// Without arguments the engine speaks UCI on stdin/stdout. Everything after
    /// the chapter goes to the engine, `--help` included: `cargo xtask help run`
    /// shows this help.
    Run(run::RunArgs),
    /// Count the leaf nodes of the move tree with a chapter's move generator.
    Perft(perft::PerftArgs),
    /// Search one position with a chapter's engine and print its statistics table.
    Search(search::SearchArgs),
    /// Check the book, then build its HTML into book/build.
    Book(book::BookArgs),
    /// Check the book's includes, snapshots, chapter pages and SUMMARY.md links.
    Check,
    /// Play games between two chapter engines over UCI; report W/D/L and the Elo difference
    /// from game pairs, optionally stopping early with an SPRT.
    Match(match_games::MatchArgs),
    /// Play every chapter against the one before it and write the Elo each stage adds into
    /// one table (`--write-book`: the results page's).
    Ladder(match_games::LadderArgs),
    /// Run every chapter on a suite (or on your positions) and print the stage-by-stage
    /// tables; a suite's page and chart go to target/compare/, or with --write-book to the book.
    Compare(compare::CompareArgs),
    /// Count the machine instructions each chapter executes on the realistic suite (or,
    /// `--suite holdout`, on the holdout positions), with valgrind: like node counts, the
    /// same on every run (`--write-book`: the results page's table; many minutes).
    Instructions(instructions::InstructionsArgs),
    /// Write the single figures a page inlines as `{{#figure KEY}}` (book/src/generated/
    /// figures.json) and the book's one-table story (story.md) from the committed results
    /// files, measuring nothing.
    Figures,
    /// Measure every chapter against the oracle tree and the minimal tree of its own search
    /// on the realistic suite (× oracle tree, × minimal tree, main search and quiescence apart).
    Oracle(oracle::OracleArgs),
    /// Rerun the command of every deterministic generated file (`--only-stale`: of the
    /// stale ones; `--timed`: of the dated files instead), with a summary of what changed.
    Regenerate(regenerate::RegenerateArgs),
    /// Run a chapter's criterion benches and write their times for its page.
    Timings(timings::TimingsArgs),
    /// Measure what each of chapter 0's design choices costs in nodes (a few minutes);
    /// with --write-book, write the table chapter 0's page includes.
    Tree(tree::TreeArgs),
    /// Show one node of a search move by move in a chapter's order and the previous
    /// chapter's: which move cut off, and the nodes each order needed below the node
    /// (`--write-book`: every chapter's worked position, into the book).
    Worked(worked::WorkedArgs),
}

/// Errors are printed as one chain of causes, without the backtrace that
/// `RUST_BACKTRACE` would add: they are the user's to fix, not xtask's.
fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Run(args) => run::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Search(args) => search::run(&args),
        Command::Book(args) => book::run(&args),
        Command::Check => check::run(),
        Command::Match(args) => match_games::run(&args),
        Command::Ladder(args) => match_games::run_ladder(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Instructions(args) => instructions::run(&args),
        Command::Figures => figures::run(),
        Command::Oracle(args) => oracle::run(&args),
        Command::Regenerate(args) => regenerate::run(&args),
        Command::Timings(args) => timings::run(&args),
        Command::Tree(args) => tree::run(&args),
        Command::Worked(args) => worked::run(&args),
    };
    outcome.unwrap_or_else(|error| {
        eprintln!("error: {error:#}");
        ExitCode::FAILURE
    })
}
