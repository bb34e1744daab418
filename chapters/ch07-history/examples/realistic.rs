//! Chapter 7 at realistic depth: the history rules on middlegames searched to depth 8
//! (millions of nodes each), and on the realistic suite, the outside positions and the
//! late fresh positions at its depth rule; the table between the searches of deeper
//! games; time to depth 7 of chapter 7 against chapter 5 in CPU time from interleaved
//! runs; and chapters 6 and 7 in a search that reduces late quiet moves.
//!
//! ```sh
//! cargo run --release -p ch07-history --example realistic            # everything (~25 min on 2 loaded cores)
//! cargo run --release -p ch07-history --example realistic -- nodes   # one part: nodes, rules, games, time, malus, malus-time, reductions, reductions-time
//! ```
//!
//! Writes `book/src/generated/ch07-history-<part>.md`, which the book page includes. Node
//! counts are deterministic; times depend on the machine and its load, so the parts that
//! measure them (`time`, `malus-time`, `reductions-time`) write dated files of their own.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;

use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::suite::{SuitePosition, realistic_suite as realistic_positions};
use ch05_tie_breaking::TieBreaking;
use ch07_history::History;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::generated::{Dated, Part, generated_header, run_parts};
use ordering_lab::parallel::{
    REDUCED_DEEPER, job, job_under, measure, reducing, search_suite_reducing,
};
use ordering_lab::realistic::{
    Realistic, Timed, interleaved_cpu_seconds, search_suite, time_table,
};
use ordering_lab::realistic_verdict::{realistic_and_outside, with_depth_offset};
use ordering_lab::suites::{
    fresh_late_realistic_suite, fresh_middlegames, outside_realistic_suite,
};
use ordering_lab::summary::typical_change;
use support::games::{Game, game_nodes, openings, reference_game};
use support::variants::{
    ChecksFirst, Cleared, GainAdded, Halved, HistoryAlone, LargeScale, LinearBonus, NoCheckBonus,
    NoMalus, SmallScale,
};

/// The depth of the realistic suite: chapter 5 searches about 5 to 25 million nodes per
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

/// Every rule of the chapter and its alternatives on `suite`, chapter 5 first; with the
/// realistic suite's 64 MB table when `sixty_four` is set, else with the chapters' own.
fn rules_columns(suite: &[SuitePosition], sixty_four: bool) -> Vec<Column> {
    macro_rules! columns {
        ($($ordering:ty => $label:literal),* $(,)?) => {
            if sixty_four {
                measure(vec![$(job::<Realistic<$ordering>>($label, suite)),*])
            } else {
                measure(vec![$(job::<$ordering>($label, suite)),*])
            }
        };
    }
    let columns = columns![
        TieBreaking => "ch05",
        History => "ch07",
        HistoryAlone => "history alone",
        LinearBonus => "bonus depth",
        NoMalus => "no malus",
        SmallScale => "bonus 8·depth²",
        LargeScale => "bonus 128·depth²",
        NoCheckBonus => "no check bonus",
        ChecksFirst => "checks before history",
        GainAdded => "square gain added",
    ];
    assert_same_root_scores(&columns[0], &columns);
    columns
}

/// The node table of [`rules_columns`], the typical change per position, and the
/// verdicts the page and its claims read.
fn rules_section(columns: &[Column]) -> String {
    let mut text = comparison_table(columns);
    text += "\n| Ordering | Typical change per position vs ch05 |\n|---|---:|\n";
    for column in &columns[1..] {
        let typical = typical_change(&columns[0].report, &column.report);
        writeln!(text, "| {} | {:+.1}% |", column.label, 100.0 * typical).unwrap();
    }
    text += "\n";
    for (before, after) in [(0, 1), (0, 2), (3, 1), (4, 1), (7, 1), (8, 1), (9, 1)] {
        text += &verdict_line(&columns[before], &columns[after]);
    }
    text
}

fn nodes() -> String {
    let mut text = header("nodes");
    writeln!(
        text,
        "Middlegames of `data/fresh.txt` at depth {DEPTH}; every column found chapter 5's root \
         scores.\n"
    )
    .unwrap();
    text + &rules_section(&rules_columns(&realistic_suite(), false))
}

/// The same rules at realistic depth with the realistic suite's 64 MB table: on the
/// realistic suite, on the outside positions at its depth rule (middlegames and endgames
/// that nothing in this book was tuned on), and on the late fresh positions at the same
/// rule (endgames made after every default was chosen, to check what the outside
/// endgames found).
fn rules() -> String {
    // The realistic suite and the outside positions as every verdict page has them (the
    // fresh middlegames are the depth-8 table's, so they are left out), then the late ones.
    let late = (
        "The late fresh positions at realistic depth (70 plies into their games)",
        fresh_late_realistic_suite(),
    );
    let suites = realistic_and_outside().into_iter().take(2).chain([late]);
    let mut text = header("rules");
    for (title, suite) in suites {
        let columns = rules_columns(&suite, true);
        writeln!(text, "### {title}\n\n{}", rules_section(&columns)).unwrap();
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
        ("ch05-tie-breaking", total(game_nodes::<TieBreaking>)),
        ("history, kept (ch07)", total(game_nodes::<History>)),
        ("history, halved", total(game_nodes::<Halved>)),
        ("history, cleared", total(game_nodes::<Cleared>)),
    ];
    let mut text = header("games");
    writeln!(
        text,
        "{GAMES} games of {PLIES} plies from `data/openings.txt`, every position searched to \
         depth {GAME_DEPTH} by the engine whose side is to move, its tables kept from its \
         previous search.\n\n| Ordering | Nodes | vs ch05 |\n|---|---:|---:|"
    )
    .unwrap();
    for (label, nodes) in rows {
        writeln!(text, "| {label} | {} | {} |", thousands(nodes), percent_change(rows[0].1, nodes))
            .unwrap();
    }
    text
}

/// Time to depth, chapter 7 against chapter 5, one ply shallower than the node counts (so
/// that several rounds fit in minutes): CPU time of the searching thread, in interleaved
/// rounds (`ordering_lab::realistic`), so that a change in the machine's load hits both
/// alike; the median of the per-round ratios, with the range.
fn time() -> String {
    const ROUNDS: usize = 5;
    const TIME_DEPTH: u32 = DEPTH - 1;
    let timed: [Timed; 2] =
        [("ch05", search_suite::<TieBreaking>), ("ch07", search_suite::<History>)];
    let dated = Dated::start();
    let seconds = interleaved_cpu_seconds(&timed, &fresh_middlegames(TIME_DEPTH), ROUNDS);
    let mut text = dated.header("ch07-history", "realistic", "time", &[&seconds]);
    writeln!(
        text,
        "CPU time of the searching thread to depth {TIME_DEPTH} on the same middlegames, \
         {ROUNDS} interleaved rounds (the first engine alternates), one thread, on a 2-core \
         machine shared with other jobs.\n"
    )
    .unwrap();
    text += &time_table(&timed, &seconds);
    text
}

/// The malus on and off, whatever the chapter's default, on the realistic suite (the
/// depths `cargo xtask compare` uses) and on two suites outside it: the fresh middlegames
/// at depth 8 and the outside positions at realistic depth. Every suite with the realistic
/// 64 MB table.
fn malus() -> String {
    let suites = [
        (
            "the realistic suite (`data/realistic.txt`, each position at its depth)",
            realistic_positions(),
        ),
        ("the middlegames of `data/fresh.txt` at depth 8", fresh_middlegames(DEPTH)),
        (
            "the outside positions (`data/outside.txt`) at realistic depth",
            outside_realistic_suite(),
        ),
    ];
    let mut text = header("malus");
    text += "The malus on and off with everything else the chapter's (`depth²` bonus, table \
             kept), a 64 MB table; every column found chapter 5's root scores.\n\n\
             <!-- ANCHOR: verdicts -->\n";
    let mut tables = String::new();
    for (name, suite) in &suites {
        let columns = measure(vec![
            job::<Realistic<TieBreaking>>("ch05", suite),
            job::<Realistic<History>>("malus", suite),
            job::<Realistic<NoMalus>>("no malus", suite),
        ]);
        assert_same_root_scores(&columns[0], &columns);
        let typical = |index: usize| {
            100.0 * typical_change(&columns[index - 1].report, &columns[index].report)
        };
        let [_, malus, no_malus] = [0, 1, 2].map(|i| columns[i].report.total_nodes());
        writeln!(text, "On {name}:\n").unwrap();
        text += &verdict_line(&columns[2], &columns[1]);
        writeln!(
            text,
            "- malus against ch05: {}; no malus against ch05: {} (malus against no malus, \
             typical change per position: {:+.1}%).\n",
            percent_change(columns[0].report.total_nodes(), malus),
            percent_change(columns[0].report.total_nodes(), no_malus),
            -typical(2),
        )
        .unwrap();
        writeln!(tables, "On {name}:\n").unwrap();
        tables += &comparison_table(&columns);
        tables += "\n";
    }
    text += "<!-- ANCHOR_END: verdicts -->\n\n<!-- ANCHOR: tables -->\n";
    text += &tables;
    text += "<!-- ANCHOR_END: tables -->\n";
    text
}

/// CPU time of the malus on and off on the realistic suite and on the fresh middlegames
/// one ply shallower, in interleaved rounds.
fn malus_time() -> String {
    const ROUNDS: usize = 5;
    let timed: [Timed; 2] = [
        ("no malus", search_suite::<Realistic<NoMalus>>),
        ("malus", search_suite::<Realistic<History>>),
    ];
    let time_suites = [
        ("the realistic suite", realistic_positions()),
        ("the fresh middlegames at depth 7", fresh_middlegames(DEPTH - 1)),
    ];
    let dated = Dated::start();
    let mut body = String::new();
    let mut tables = Vec::new();
    for (name, suite) in &time_suites {
        let seconds = interleaved_cpu_seconds(&timed, suite, ROUNDS);
        writeln!(
            body,
            "CPU time of the searching thread on {name}, {ROUNDS} interleaved rounds (the \
             first engine alternates), one thread, on a 2-core machine shared with other \
             jobs:\n"
        )
        .unwrap();
        body += &time_table(&timed, &seconds);
        body += "\n";
        tables.push(seconds);
    }
    let tables: Vec<&[Vec<f64>]> = tables.iter().map(Vec::as_slice).collect();
    dated.header("ch07-history", "realistic", "malus-time", &tables) + &body
}

/// Chapters 5 and 7 in a search that reduces late quiet moves, as modern engines do:
/// the sources' claim is that history is worth little without reductions and a lot with
/// them (and the malus's reported gain came with reductions, so chapter 7 without it is
/// the third column). Nodes to depth on the verdict suites [`REDUCED_DEEPER`] plies deeper, with the
/// realistic 64 MB table. Scores may differ: with reductions the order shapes the tree,
/// not only its size.
fn reductions() -> String {
    let mut text = header("reductions");
    writeln!(
        text,
        "Chapters 5 and 7, and chapter 7 without the malus, with late-move reductions on \
         (chapter 0's option, the UCI option `Late Move Reductions`), each suite \
         {REDUCED_DEEPER} plies deeper than on the verdict pages, a 64 MB table.\n"
    )
    .unwrap();
    for (title, suite) in realistic_and_outside() {
        let suite = with_depth_offset(&suite, REDUCED_DEEPER);
        let columns = measure(vec![
            job_under::<Realistic<TieBreaking>>("ch05, reductions", &suite, reducing()),
            job_under::<Realistic<History>>("ch07, reductions", &suite, reducing()),
            job_under::<Realistic<NoMalus>>("no malus, reductions", &suite, reducing()),
        ]);
        let differ = columns[0]
            .report
            .positions
            .iter()
            .zip(&columns[1].report.positions)
            .filter(|(a, b)| a.score != b.score)
            .count();
        writeln!(text, "### {title}, {REDUCED_DEEPER} plies deeper\n").unwrap();
        text += &comparison_table(&columns);
        text += "\n";
        text += &verdict_line(&columns[0], &columns[1]);
        text += &verdict_line(&columns[2], &columns[1]);
        writeln!(
            text,
            "- Root scores of ch07 and ch05 differ on {differ} of {} positions (with reductions the order \
             changes what the search sees).\n",
            suite.len()
        )
        .unwrap();
    }
    text
}

/// CPU time of chapters 5 and 7 with reductions on the realistic suite
/// [`REDUCED_DEEPER`] plies deeper, in interleaved rounds.
fn reductions_time() -> String {
    const ROUNDS: usize = 5;
    let dated = Dated::start();
    let timed: [Timed; 2] = [
        ("ch05, reductions", search_suite_reducing::<Realistic<TieBreaking>>),
        ("ch07, reductions", search_suite_reducing::<Realistic<History>>),
    ];
    let suite = with_depth_offset(&realistic_positions(), REDUCED_DEEPER);
    let seconds = interleaved_cpu_seconds(&timed, &suite, ROUNDS);
    let mut text = dated.header("ch07-history", "realistic", "reductions-time", &[&seconds]);
    writeln!(
        text,
        "CPU time of the searching thread on the realistic suite {REDUCED_DEEPER} plies \
         deeper, with reductions, {ROUNDS} interleaved rounds (the first engine alternates), \
         one thread, on a 2-core machine shared with other jobs:\n"
    )
    .unwrap();
    text += &time_table(&timed, &seconds);
    text
}

fn main() {
    let parts: [Part; 8] = [
        ("nodes", nodes),
        ("rules", rules),
        ("games", games),
        ("time", time),
        ("malus", malus),
        ("malus-time", malus_time),
        ("reductions", reductions),
        ("reductions-time", reductions_time),
    ];
    run_parts("ch07-history", &parts);
}
