//! What the history heuristic's choices are worth, in nodes: the bonus's shape, the malus,
//! history against chapter 5's fixed default alone, on the bench suite, on it two plies
//! deeper and on the outside positions; and what the table should keep between the
//! searches of a game. Realistic depths and time: `examples/realistic.rs`.

mod support;

use std::sync::OnceLock;

use ch00_baseline::suite::SuitePosition;
use ch05_tie_breaking::TieBreaking;
use ch07_history::History;
use ordering_lab::comparison::{Column, comparison_table};
use ordering_lab::experiment_runs::{ExperimentRuns, cached_runs, summary_with_verdicts};
use ordering_lab::parallel::{job, measure};
use support::games::{Game, game_nodes, openings, reference_game};
use support::variants::{Cleared, Halved, HistoryAlone, LinearBonus, NoCheckBonus, NoMalus};

// ---------------------------------------------------------------------------------------
// The rules, one change at a time against the chapter's.

const CHAPTER_5: usize = 0;
const HISTORY_ALONE: usize = 1;
const LINEAR: usize = 2;
const NO_MALUS: usize = 3;
const NO_CHECK_BONUS: usize = 4;
const CHAPTER: usize = 5;

fn rule_columns(suite: &[SuitePosition]) -> Vec<Column> {
    measure(vec![
        job::<TieBreaking>("ch05: fixed default alone", suite),
        job::<HistoryAlone>("history alone", suite),
        job::<LinearBonus>("bonus depth", suite),
        job::<NoMalus>("no malus", suite),
        job::<NoCheckBonus>("no check bonus", suite),
        job::<History>("ch07: depth², malus, check bonus", suite),
    ])
}

fn rule_runs() -> &'static [Vec<Column>] {
    static RUNS: OnceLock<ExperimentRuns> = OnceLock::new();
    cached_runs(&RUNS, rule_columns)
}

#[test]
fn rules_summary() {
    let pairs = [
        (CHAPTER_5, CHAPTER),
        (CHAPTER_5, HISTORY_ALONE),
        (LINEAR, CHAPTER),
        (NO_MALUS, CHAPTER),
        (NO_CHECK_BONUS, CHAPTER),
    ];
    insta::assert_snapshot!("rules_summary", summary_with_verdicts(rule_runs(), &pairs));
}

#[test]
fn rules_on_the_deep_suite() {
    insta::assert_snapshot!("rules_deep", comparison_table(&rule_runs()[1]));
}

#[test]
fn rules_on_the_outside_suite() {
    insta::assert_snapshot!("rules_outside", comparison_table(&rule_runs()[2]));
}

// ---------------------------------------------------------------------------------------
// Between searches: keep, halve or clear the table, over the searches of whole games.

/// Games short and shallow enough for the test command; `examples/realistic.rs` plays
/// them deeper.
const GAMES: usize = 4;
const PLIES: usize = 12;
const DEPTH: u32 = 5;

fn games() -> Vec<Game> {
    openings(GAMES).iter().map(|(name, start)| reference_game(name, start, PLIES, DEPTH)).collect()
}

fn games_row<O: ch00_baseline::ordering::MoveOrdering>(
    label: &str,
    games: &[Game],
    reference: Option<u64>,
) -> (String, u64) {
    let total: u64 = games.iter().map(|game| game_nodes::<O>(game, DEPTH)).sum();
    let change = reference
        .map_or(String::new(), |before| ch00_baseline::report::percent_change(before, total));
    let row = format!("| {label} | {} | {change} |\n", ch00_baseline::report::thousands(total));
    (row, total)
}

#[test]
fn between_searches() {
    let games = games();
    let mut table = format!(
        "{GAMES} games of {PLIES} plies from `data/openings.txt`, every position searched to \
         depth {DEPTH} by the engine whose side is to move, its tables kept from its previous \
         search.\n\n| Ordering | Nodes | vs keep |\n|---|---:|---:|\n"
    );
    let (row, _) = games_row::<TieBreaking>("ch05-tie-breaking", &games, None);
    table += &row;
    let (row, keep) = games_row::<History>("history, kept (ch07)", &games, None);
    table += &row;
    table += &games_row::<Halved>("history, halved", &games, Some(keep)).0;
    table += &games_row::<Cleared>("history, cleared", &games, Some(keep)).0;
    insta::assert_snapshot!("between_searches", table);
}
