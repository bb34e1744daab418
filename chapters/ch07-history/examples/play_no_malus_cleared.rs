//! Chapter 7's engine without the malus and with its table cleared at every `go`, for one
//! question the games raise: does history without the malus lose because an engine in a
//! game keeps its table from move to move, where entries that only grow end up alike?
//! Against `play_no_malus`, the same engine keeping its table as the chapter does:
//! `cargo xtask match ch07 ch07 --first-example play_no_malus_cleared --second-example
//! play_no_malus --nodes 100000 --games 456`.

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> std::process::ExitCode {
    ch00_baseline::cli::main::<support::variants::NoMalusCleared>()
}
