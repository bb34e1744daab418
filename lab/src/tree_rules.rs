//! What each of chapter 0's design choices costs in nodes: the engine's search against the
//! same search with one rule of [`TreeRules`] changed, the ordering held fixed.
//!
//! A peer engine with the same ordering techniques can search a much smaller tree because
//! it decides these questions otherwise. Each row changes one rule, so each cost is
//! measured apart; the last row changes the three quiescence rules at once.

use std::fmt::Write;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::report::{percent, percent_change, thousands};
use ch00_baseline::search::TreeRules;
use ch00_baseline::suite::{SuitePosition, SuiteReport, run_suite_under};

use crate::comparison::Column;
use crate::parallel::{Job, measure};

/// One changed rule: what the engine does, what the variant does instead, and the rules.
pub struct Choice {
    pub subject: &'static str,
    pub engine: &'static str,
    pub variant: &'static str,
    pub rules: TreeRules,
}

// ANCHOR: choices
/// The engine's rules, then each variant (one rule changed, except the last).
pub fn choices() -> Vec<Choice> {
    let engine = TreeRules::default();
    let quiescence_like_peers = TreeRules {
        quiescence_evasions: false,
        quiescence_promotions: false,
        quiescence_draws: false,
        ..engine
    };
    let choice = |subject, engine, variant, rules| Choice { subject, engine, variant, rules };
    vec![
        choice("The engine", "as it is", "", engine),
        choice(
            "Quiescence in check",
            "every evasion, no stand pat",
            "stand pat, captures only",
            TreeRules { quiescence_evasions: false, ..engine },
        ),
        choice(
            "Quiescence moves",
            "captures and queen promotions",
            "captures only",
            TreeRules { quiescence_promotions: false, ..engine },
        ),
        choice(
            "Draws in quiescence",
            "checked at every node",
            "not checked",
            TreeRules { quiescence_draws: false, ..engine },
        ),
        choice(
            "Repetition",
            "first repetition is a draw",
            "third occurrence is a draw",
            TreeRules { repetitions_for_draw: 2, ..engine },
        ),
        choice(
            "Evaluation grain",
            "1 centipawn",
            "4 centipawns",
            TreeRules { eval_grain: 4, ..engine },
        ),
        choice(
            "Evaluation grain",
            "1 centipawn",
            "16 centipawns",
            TreeRules { eval_grain: 16, ..engine },
        ),
        choice(
            "Delta pruning",
            "none",
            "skip captures 200 cp short of alpha",
            TreeRules { delta_margin: Some(200), ..engine },
        ),
        choice(
            "Mate distance pruning",
            "none",
            "on",
            TreeRules { mate_distance_pruning: true, ..engine },
        ),
        choice(
            "Quiescence, all three",
            "as above",
            "stand pat in check, captures only, no draw checks",
            quiescence_like_peers,
        ),
    ]
}
// ANCHOR_END: choices

/// Ordering `O` on every suite under every choice's rules, two searches at a time. The
/// result holds one column per choice for each suite, in the order of [`choices`].
pub fn measure_choices<O: MoveOrdering>(suites: &[Vec<SuitePosition>]) -> Vec<Vec<Column>> {
    let choices = choices();
    suites
        .iter()
        .map(|suite| {
            let jobs: Vec<Job> = choices
                .iter()
                .map(|choice| -> Job {
                    let rules = choice.rules;
                    let label = choice.variant.to_string();
                    Box::new(move || Column {
                        label,
                        report: run_suite_under::<O>(suite, rules, |_| {}),
                    })
                })
                .collect();
            measure(jobs)
        })
        .collect()
}

/// Positions whose root score differs from the engine's.
fn changed_scores(engine: &SuiteReport, variant: &SuiteReport) -> usize {
    engine.positions.iter().zip(&variant.positions).filter(|(a, b)| a.score != b.score).count()
}

/// The Markdown table: for each choice, the nodes on every suite, their change against
/// the engine, and how many root scores the variant changed.
pub fn choices_table(suite_names: &[&str], runs: &[Vec<Column>]) -> String {
    let mut table = String::from("| Choice | The engine | Variant |");
    let mut rule = String::from("|---|---|---|");
    for name in suite_names {
        write!(table, " {name}: nodes | change | root scores changed |").unwrap();
        rule += "---:|---:|---:|";
    }
    writeln!(table, "\n{rule}").unwrap();
    for (index, choice) in choices().iter().enumerate() {
        write!(table, "| {} | {} | {} |", choice.subject, choice.engine, choice.variant).unwrap();
        for columns in runs {
            let (engine, variant) = (&columns[0].report, &columns[index].report);
            let (before, after) = (engine.total_nodes(), variant.total_nodes());
            let change = if index == 0 { String::new() } else { percent_change(before, after) };
            let changed = changed_scores(engine, variant);
            let scores = if index == 0 {
                String::new()
            } else {
                format!("{changed} of {}", engine.positions.len())
            };
            write!(table, " {} | {change} | {scores} |", thousands(after)).unwrap();
        }
        table.push('\n');
    }
    table
}

/// How the engine's nodes are counted: every node once, on entry, whether the main search
/// or quiescence visits it; the share of each, per suite.
pub fn counting_table(suite_names: &[&str], runs: &[Vec<Column>]) -> String {
    let mut table = String::from(
        "| Suite | Nodes | Main search | Quiescence | Quiescence share |\n|---|---:|---:|---:|---:|\n",
    );
    for (name, columns) in suite_names.iter().zip(runs) {
        let total = columns[0].report.total();
        let main = total.nodes - total.quiescence_nodes;
        let share = total.quiescence_nodes as f64 / total.nodes.max(1) as f64;
        writeln!(
            table,
            "| {name} | {} | {} | {} | {} |",
            thousands(total.nodes),
            thousands(main),
            thousands(total.quiescence_nodes),
            percent(share)
        )
        .unwrap();
    }
    table
}
