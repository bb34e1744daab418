//! A finding in words: one sentence each for nodes, time, instructions and games, each
//! against the chapter before, and each saying so when its figure has not been measured.

use ch00_baseline::cli::SuiteChoice;

use super::elo_figure::{best_row, limit_in_words};
use super::instruction_figure::{InstructionTable, InstructionTables};
use super::node_figure::{NodeRow, NodeTable};
use super::time_figure::TimeTable;
use crate::chapters::Chapter;
use crate::match_games::Ladder;

/// The finding of `chapter`, whose page follows `previous`'s.
pub fn render(
    chapter: &Chapter,
    previous: Option<&Chapter>,
    nodes: &NodeTable,
    times: Option<&TimeTable>,
    instructions: &InstructionTables,
    ladder: &Ladder,
) -> String {
    let own = nodes.row(&chapter.name);
    let before = previous.and_then(|previous| nodes.row(&previous.name));
    let deeper = plies_deeper(own.as_ref(), before.as_ref());
    let sentences = [
        nodes_sentence(own.as_ref(), previous),
        time_sentence(chapter, previous, times, deeper),
        instructions_sentence(chapter, previous, instructions, deeper),
        games_sentence(chapter, previous, ladder),
    ];
    let text: Vec<String> = sentences.into_iter().flatten().collect();
    format!("{}\n", text.join(" "))
}

/// How many more plies `own` searched than the chapter before it.
fn plies_deeper(own: Option<&NodeRow>, before: Option<&NodeRow>) -> u32 {
    match (own, before) {
        (Some(own), Some(before)) => before.shallower.saturating_sub(own.shallower),
        _ => 0,
    }
}

fn nodes_sentence(own: Option<&NodeRow>, previous: Option<&Chapter>) -> Option<String> {
    let Some(own) = own else {
        return Some(
            "**Not measured at realistic depth yet**: `cargo xtask compare --write-book` \
             searches [the realistic suite](results.md) with every chapter."
                .to_owned(),
        );
    };
    let positions = SuiteChoice::Realistic.positions().len();
    let depth = match own.shallower {
        0 => "at the suite's depths".to_owned(),
        1 => {
            "one ply below the suite's depths (as deep as its ordering goes in minutes)".to_owned()
        }
        plies => format!(
            "{plies} plies below the suite's depths (as deep as its ordering goes in minutes)"
        ),
    };
    let against = match (&own.against, previous) {
        (Some(against), Some(previous)) => {
            let both = if against.shallower == own.shallower {
                String::new()
            } else {
                format!(", both {} below the suite's depths", plies(against.shallower))
            };
            format!(
                ", **{}** against chapter {} ({} by the geometric mean over positions{both})",
                against.total, previous.number, against.geometric_mean
            )
        }
        _ => String::new(),
    };
    Some(format!(
        "**At realistic depth** ([the realistic suite](results.md): {positions} positions, one \
         thread), this chapter searches **{} nodes** {depth}{against}.",
        own.nodes
    ))
}

fn plies(count: u32) -> String {
    if count == 1 { "one ply".to_owned() } else { format!("{count} plies") }
}

fn time_sentence(
    chapter: &Chapter,
    previous: Option<&Chapter>,
    times: Option<&TimeTable>,
    deeper: u32,
) -> Option<String> {
    let row = times.and_then(|times| times.row(&chapter.name, previous.map(|p| p.name.as_str())));
    let Some(row) = row else {
        return Some(format!(
            "Its time to depth has not been measured with its current sources yet (`{}`).",
            crate::compare::time_page::COMMAND
        ));
    };
    let clock = if row.cpu { "CPU time" } else { "search time" };
    let rounds = row.rounds;
    Some(match (row.ratio, previous) {
        (Some((ratio, spread)), Some(previous)) => {
            let number = previous.number;
            let how = format!(
                "median of {rounds} interleaved rounds of {clock}; lowest to highest {spread}"
            );
            if deeper == 0 {
                format!("Its time to depth is **{ratio}** chapter {number}'s ({how}).")
            } else {
                format!(
                    "Searching {} deeper than chapter {number}, it takes **{ratio}** its time ({how}).",
                    plies(deeper)
                )
            }
        }
        _ => format!("Its time to depth is {} of {clock} (median of {rounds} rounds).", row.median),
    })
}

fn instructions_sentence(
    chapter: &Chapter,
    previous: Option<&Chapter>,
    instructions: &InstructionTables,
    deeper: u32,
) -> Option<String> {
    let counted = "[counted by valgrind](results.md#instructions-to-depth), the same on every run";
    let row_of = |table: &Option<InstructionTable>| {
        table.as_ref()?.row(&chapter.name, previous.map(|p| p.name.as_str()))
    };
    let holdout = match row_of(&instructions.holdout).and_then(|row| row.ratio) {
        Some(ratio) => format!(
            " on the realistic suite and **{ratio}** on [the holdout \
             positions](results.md#instructions-on-the-holdout-positions)"
        ),
        None => String::new(),
    };
    let Some(row) = row_of(&instructions.realistic) else {
        return Some(
            "Its instructions have not been counted with its current sources yet (`cargo xtask instructions --write-book`)."
                .to_owned(),
        );
    };
    Some(match (row.ratio, previous) {
        (Some(ratio), Some(previous)) if deeper == 0 => format!(
            "In machine instructions ({counted}), it executes **{ratio}** chapter {}'s{holdout}.",
            previous.number
        ),
        (Some(ratio), Some(previous)) => format!(
            "In machine instructions ({counted}), searching {} deeper than chapter {} takes **{ratio}** its instructions.",
            plies(deeper),
            previous.number
        ),
        _ => format!(
            "It executes {} machine instructions to depth, {} per node ({counted}).",
            row.total, row.per_node
        ),
    })
}

fn games_sentence(
    chapter: &Chapter,
    previous: Option<&Chapter>,
    ladder: &Ladder,
) -> Option<String> {
    let previous = previous?;
    let Some(row) = best_row(ladder, &chapter.name) else {
        return Some(format!(
            "It has played no games against chapter {} yet (`cargo xtask ladder --chapters {} \
             --nodes 10000 --sprt --write-book`).",
            previous.number, chapter.name
        ));
    };
    let opponent = Chapter::from_dir_name(&row.previous)
        .map_or(row.previous.clone(), |chapter| format!("chapter {}", chapter.number));
    let games = row.games();
    let limit = limit_in_words(&row.limit);
    if row.same_games {
        return Some(format!(
            "Against {opponent} it played **the same moves in all {games} games** at {limit}: \
             searching the same tree, it plays the same game, so there is no Elo difference to \
             measure."
        ));
    }
    Some(match row.elo() {
        None => format!("Its {games} games against {opponent} hold no finished pair yet."),
        Some(estimate) => {
            let apart = if estimate.separates {
                ""
            } else {
                ": the interval holds 0, so these games cannot tell the two engines apart"
            };
            format!(
                "Against {opponent} it scores **{} Elo** (95 %) over {games} games at {limit}{apart}.",
                estimate.plus_minus()
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_games::LadderRow;

    const NODES: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 -->\n\n\
        | Chapter | Depth     | Nodes | vs previous at | total  | geo. mean |\n\
        | ------- | --------- | ----: | -------------- | -----: | --------: |\n\
        | ch00-z  | suite − 2 | 1,000 |                |        |           |\n\
        | ch01-a  | suite     |   500 | suite − 2      | -75.0% |    -70.0% |\n";
    const TIMES: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 -->\n\n\
        | Chapter | Median CPU time | Time vs previous (median of 5 rounds) | Lowest – highest |\n\
        | ------- | --------------: | ------------------------------------: | ---------------: |\n\
        | ch00-z  |         0.520 s |                                       |                  |\n\
        | ch01-a  |         0.260 s |                                0.500× |  0.400× – 0.600× |\n";
    const INSTRUCTIONS: &str = "<!-- behaviour: a=1 ch00-z=2 ch01-a=3 -->\n\n\
        | Chapter | Depth | Nodes | Instructions | Per node | Instructions vs previous |\n\
        | ------- | ----- | ----: | -----------: | -------: | -----------------------: |\n\
        | ch00-z  | suite |     1 |      2,000 M |    1,061 |                          |\n\
        | ch01-a  | suite |     1 |      1,000 M |    1,147 |                   0.500× |\n";

    fn chapters() -> Vec<Chapter> {
        ["ch00-z", "ch01-a", "ch02-b"].iter().map(|n| Chapter::from_dir_name(n).unwrap()).collect()
    }

    fn ladder() -> Ladder {
        let row = |limit: &str, pairs: [u32; 5]| LadderRow {
            previous: "ch00-z".into(),
            wins: pairs[3] + 2 * pairs[4],
            draws: pairs[1] + pairs[2] * 2 + pairs[3],
            losses: pairs[1] + 2 * pairs[0],
            ..LadderRow::example("ch01-a", limit, pairs)
        };
        Ladder { rows: vec![row("2+0.02", [0, 0, 2, 0, 0]), row("nodes 10000", [0, 1, 2, 6, 11])] }
    }

    #[test]
    fn a_finding_states_nodes_time_instructions_and_games_against_the_previous_chapter() {
        let nodes = NodeTable::parse(NODES).unwrap();
        let times = TimeTable::parse(TIMES, &nodes).unwrap();
        let counts = InstructionTables {
            realistic: Some(InstructionTable::parse(INSTRUCTIONS, &nodes).unwrap()),
            holdout: None,
        };
        let [zero, one, _] = &chapters()[..] else { unreachable!() };
        let text = render(one, Some(zero), &nodes, Some(&times), &counts, &ladder());
        for expected in [
            "**500 nodes** at the suite's depths, **-75.0%** against chapter 0 (-70.0% by the \
             geometric mean over positions, both 2 plies below the suite's depths).",
            "Searching 2 plies deeper than chapter 0, it takes **0.500×** its time (median of 5 \
             interleaved rounds of CPU time; lowest to highest 0.400× – 0.600×).",
            "searching 2 plies deeper than chapter 0 takes **0.500×** its instructions.",
            "Against chapter 0 it scores **+",
            "over 40 games at 10,000 nodes a move.",
        ] {
            assert!(text.contains(expected), "no {expected:?} in {text}");
        }
        assert_eq!(text.matches(". ").count() + 1, 4, "four sentences: {text}");
        let first = render(zero, None, &nodes, Some(&times), &counts, &ladder());
        assert!(first.contains("**1,000 nodes** 2 plies below"), "{first}");
        assert!(first.contains("Its time to depth is 0.520 s of CPU time"), "{first}");
        assert!(
            first.contains("It executes 2,000 M machine instructions to depth, 1,061 per node")
        );
        assert!(!first.contains("Elo") && !first.contains("games"), "no opponent: {first}");
    }

    /// The holdout page names chapters by folder; its ratio follows the realistic one.
    #[test]
    fn the_holdout_count_follows_the_realistic_one() {
        let nodes = NodeTable::parse(&NODES.replace("suite − 2", "suite    ")).unwrap();
        let holdout = "<!-- behaviour: data/holdout.txt=7 chapters/ch00-z/src=2 \
            chapters/ch01-a/src=3 -->\n\n\
            | Chapter | Depth | Nodes | Instructions | Per node | Instructions vs previous |\n\
            | ------- | ----- | ----: | -----------: | -------: | -----------------------: |\n\
            | ch00-z  | suite |     1 |      2,000 M |    1,061 |                          |\n\
            | ch01-a  | suite |     1 |      1,800 M |    1,147 |                   0.900× |\n";
        let counts = InstructionTables {
            realistic: Some(InstructionTable::parse(INSTRUCTIONS, &nodes).unwrap()),
            holdout: Some(InstructionTable::parse(holdout, &nodes).unwrap()),
        };
        let [zero, one, _] = &chapters()[..] else { unreachable!() };
        let text = render(one, Some(zero), &nodes, None, &counts, &ladder());
        let expected = "it executes **0.500×** chapter 0's on the realistic suite and **0.900×** \
                        on [the holdout positions](results.md#instructions-on-the-holdout-positions).";
        assert!(text.contains(expected), "no {expected:?} in {text}");
        let first = render(zero, None, &nodes, None, &counts, &ladder());
        assert!(!first.contains("holdout"), "no ratio for the first chapter: {first}");
    }

    #[test]
    fn identical_games_are_named_not_scored() {
        let nodes = NodeTable::parse(NODES).unwrap();
        let [zero, one, _] = &chapters()[..] else { unreachable!() };
        let mut ladder = ladder();
        ladder.rows.truncate(1);
        ladder.rows[0].same_games = true;
        let text = render(one, Some(zero), &nodes, None, &InstructionTables::default(), &ladder);
        assert!(text.contains("**the same moves in all 4 games**"), "{text}");
        assert!(!text.contains("Elo**"), "no score for identical games: {text}");
    }

    #[test]
    fn a_figure_not_measured_yet_is_said_to_be_missing() {
        let nodes = NodeTable::parse(NODES).unwrap();
        let [_, one, two] = &chapters()[..] else { unreachable!() };
        let none = InstructionTables::default();
        let text = render(two, Some(one), &nodes, None, &none, &Ladder::default());
        for expected in [
            "**Not measured at realistic depth yet**",
            "has not been measured with its current sources yet",
            "Its instructions have not been counted with its current sources yet",
            "no games against chapter 1 yet (`cargo xtask ladder --chapters ch02-b",
        ] {
            assert!(text.contains(expected), "no {expected:?} in {text}");
        }
    }
}
