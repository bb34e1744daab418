//! Chapter 7 at realistic depth: the history rules on middlegames searched to depth 8
//! (millions of nodes each), the table between the searches of deeper games, and time to
//! depth 7 of chapter 7 against chapter 6 from interleaved runs.
//!
//! ```sh
//! cargo run --release -p ch07-history --example realistic            # everything (~25 min on 2 loaded cores)
//! cargo run --release -p ch07-history --example realistic -- nodes   # one part: nodes, games, time
//! ```
//!
//! Writes `book/src/generated/ch07-history-{nodes,games,time}.md`, which the book page
//! includes. Node counts are deterministic; times depend on the machine and its load.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;
use std::time::Instant;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::search::search_to_depth;
use ch00_baseline::suite::SuitePosition;
use ch06_micro_max::MicroMax;
use ch07_history::{History, HistoryWith};
use ordering_lab::comparison::{assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::parallel::{job, measure};
use ordering_lab::suites::fresh_middlegames;
use ordering_lab::summary::typical_change;
use support::games::{Game, game_nodes, openings, reference_game};
use support::variants::{
    AgeRules, ChecksAboveHistory, ClearRules, HistoryAlone, LargeScale, LinearBonus, NoMalus,
    SmallScale,
};

/// The depth of the realistic suite: chapter 6 searches about 5 to 25 million nodes per
/// position there.
const DEPTH: u32 = 8;

/// The middlegames (20 and 41 plies into the games of `data/fresh.txt`): made after chapter
/// 5's default was chosen, and used to tune nothing in this chapter.
fn realistic_suite() -> Vec<SuitePosition> {
    fresh_middlegames(DEPTH)
}

fn header(part: &str) -> String {
    generated_header("ch07-history", "realistic", part)
}

fn nodes() -> String {
    let suite = realistic_suite();
    let columns = measure(vec![
        job::<MicroMax>("ch06", &suite),
        job::<History>("ch07", &suite),
        job::<HistoryAlone>("history, generator ties", &suite),
        job::<LinearBonus>("bonus depth", &suite),
        job::<NoMalus>("no malus", &suite),
        job::<SmallScale>("bonus 8·depth²", &suite),
        job::<LargeScale>("bonus 128·depth²", &suite),
        job::<ChecksAboveHistory>("checks, then history", &suite),
    ]);
    assert_same_root_scores(&columns[0], &columns);
    let mut text = header("nodes");
    writeln!(text, "Middlegames of `data/fresh.txt` at depth {DEPTH}; every column found chapter 6's root scores.\n").unwrap();
    text += &comparison_table(&columns);
    text += "\n| Ordering | Typical change per position vs ch06 |\n|---|---:|\n";
    for column in &columns[1..] {
        let typical = typical_change(&columns[0].report, &column.report);
        writeln!(text, "| {} | {:+.1}% |", column.label, 100.0 * typical).unwrap();
    }
    text += "\n";
    for (before, after) in [(0, 1), (0, 2), (3, 1), (4, 1), (1, 7)] {
        text += &verdict_line(&columns[before], &columns[after]);
    }
    text
}

/// Games deeper than the test's: 4 openings, 16 plies, depth 6.
fn games() -> String {
    const GAMES: usize = 4;
    const PLIES: usize = 16;
    const GAME_DEPTH: u32 = 6;
    let games: Vec<Game> = openings(GAMES)
        .iter()
        .map(|(name, start)| reference_game(name, start, PLIES, GAME_DEPTH))
        .collect();
    let total = |nodes: fn(&Game, u32) -> u64| -> u64 {
        games.iter().map(|game| nodes(game, GAME_DEPTH)).sum()
    };
    let rows = [
        ("ch06-micro-max", total(game_nodes::<MicroMax>)),
        ("history, kept (ch07)", total(game_nodes::<History>)),
        ("history, halved", total(game_nodes::<HistoryWith<AgeRules>>)),
        ("history, cleared", total(game_nodes::<HistoryWith<ClearRules>>)),
    ];
    let mut text = header("games");
    writeln!(
        text,
        "{GAMES} games of {PLIES} plies from `data/openings.txt`, every position searched to \
         depth {GAME_DEPTH} by the engine whose side is to move, its tables kept from its \
         previous search.\n\n| Ordering | Nodes | vs ch06 |\n|---|---:|---:|"
    )
    .unwrap();
    for (label, nodes) in rows {
        writeln!(text, "| {label} | {} | {} |", thousands(nodes), percent_change(rows[0].1, nodes))
            .unwrap();
    }
    text
}

/// Seconds `O` takes to search every position of `suite` to its depth, fresh tables each.
fn seconds<O: MoveOrdering>(suite: &[SuitePosition]) -> f64 {
    let start = Instant::now();
    for position in suite {
        let position_start = Position::from_fen(&position.fen).expect("suite FENs are checked");
        search_to_depth::<O>(&position_start, position.depth);
    }
    start.elapsed().as_secs_f64()
}

/// Time to depth, chapter 7 over chapter 6, one ply shallower than the node counts (so
/// that several rounds fit in minutes): `ROUNDS` rounds, each timing both chapters on
/// the whole suite one after the other (which goes first alternates), so that a change in
/// the machine's load hits both alike. The median of the per-round ratios, with the range.
fn time() -> String {
    const ROUNDS: usize = 5;
    const TIME_DEPTH: u32 = DEPTH - 1;
    let suite: Vec<SuitePosition> =
        realistic_suite().into_iter().map(|p| SuitePosition { depth: TIME_DEPTH, ..p }).collect();
    let mut ratios = Vec::new();
    let mut rows = String::new();
    for round in 0..ROUNDS {
        let (before, after) = if round % 2 == 0 {
            let before = seconds::<MicroMax>(&suite);
            (before, seconds::<History>(&suite))
        } else {
            let after = seconds::<History>(&suite);
            (seconds::<MicroMax>(&suite), after)
        };
        ratios.push(after / before);
        writeln!(rows, "| {} | {before:.2} | {after:.2} | {:.3} |", round + 1, after / before)
            .unwrap();
        eprintln!("time: round {} of {ROUNDS}", round + 1);
    }
    ratios.sort_by(f64::total_cmp);
    let mut text = header("time");
    writeln!(
        text,
        "Time to depth {TIME_DEPTH} on the same middlegames, one thread, {ROUNDS} interleaved rounds, on \
         a 2-core machine shared with other jobs.\n\n| Round | ch06 (s) | ch07 (s) | ch07 / ch06 |\n|---:|---:|---:|---:|"
    )
    .unwrap();
    text += &rows;
    writeln!(
        text,
        "\nMedian ratio **{:.3}** (range {:.3} to {:.3}).",
        ratios[ROUNDS / 2],
        ratios[0],
        ratios[ROUNDS - 1]
    )
    .unwrap();
    text
}

fn main() {
    run_parts("ch07-history", &[("nodes", nodes), ("games", games), ("time", time)]);
}
