//! Chapter 7's engine without the malus and with its table cleared at every `go`, for one
//! question the games raise: does history without the malus lose because an engine in a
//! game keeps its table from move to move, where entries that only grow end up alike?
//! Against `play_no_malus`, the same engine keeping its table as the chapter does:
//! `cargo xtask match ch07 ch07 --first-example play_no_malus_cleared --second-example
//! play_no_malus --nodes 100000 --games 456`.

use ch07_history::{
    BONUS_SCALE, BetweenSearches, ChapterRules, HistoryRules, HistoryWith, depth_squared,
};

/// No malus, an empty table at the start of every search, the chapter's bonus and checks.
#[derive(Clone, Copy, Debug, Default)]
struct NoMalusCleared;

impl HistoryRules for NoMalusCleared {
    const NAME: &'static str = "no malus, cleared between searches";
    const MALUS: bool = false;
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Clear;
    const CHECKS_FIRST: bool = ChapterRules::CHECKS_FIRST;

    fn bonus(depth: i32) -> i32 {
        BONUS_SCALE * depth_squared(depth)
    }
}

fn main() -> std::process::ExitCode {
    ch00_baseline::cli::main::<HistoryWith<NoMalusCleared>>()
}
