//! Each chapter's figures, keyed `chNN.name`: nodes and first-move cutoffs at realistic
//! depth; nodes, time to depth, instructions and games against the chapter before it (the
//! previous row of the realistic page's table); and the bench suite's nodes against
//! chapter 0's, at one depth for every chapter.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Result;
use ch00_baseline::report::thousands;

use super::results::{
    self, BENCH_FILE, INSTRUCTIONS_FILE, NODES_FILE, TIME_FILE, cell, cell_at, plies_below,
    stated_elo_row,
};
use crate::chapters::Chapter;
use crate::markdown_table::ParsedTable;
use crate::match_games::{Ladder, LadderRow};

/// Every chapter's figures from the results files in `dir`; none without a realistic page.
pub fn collect(dir: &Path) -> Result<BTreeMap<String, String>> {
    let mut figures = BTreeMap::new();
    let Some(nodes) = results::chapter_table(dir, NODES_FILE)? else {
        return Ok(figures);
    };
    let times = results::chapter_table(dir, TIME_FILE)?;
    let instructions = results::chapter_table(dir, INSTRUCTIONS_FILE)?;
    let bench = results::chapter_table(dir, BENCH_FILE)?;
    let ladder = Ladder::load(dir)?;
    let chapters: Vec<Chapter> =
        nodes.rows.iter().filter_map(|row| Chapter::from_dir_name(row.first()?)).collect();
    for chapter in &chapters {
        let mut add = |name: &str, value: Option<String>| {
            if let Some(value) = value {
                figures.insert(format!("ch{:02}.{name}", chapter.number), value);
            }
        };
        let name = chapter.name.as_str();
        add("nodes", cell(&nodes, name, "Nodes").map(str::to_owned));
        add("first_move_cutoffs", cell(&nodes, name, "First-move cutoffs").map(str::to_owned));
        add(
            "nodes_per_second",
            times.as_ref().and_then(|times| nodes_per_second(&nodes, times, name)),
        );
        let Some(previous) = chapter.builds_on() else {
            continue;
        };
        add("nodes_vs_previous", cell(&nodes, name, "total").map(str::to_owned));
        let against_chapter_0 = bench.as_ref().and_then(|t| cell(t, name, "vs ch00"));
        add("bench_nodes_vs_ch00", against_chapter_0.map(str::to_owned));
        add("nodes_vs_previous_geomean", cell(&nodes, name, "geo. mean").map(str::to_owned));
        add("depth_vs_previous", depth_against(&nodes, chapter, &previous));
        if let Some(times) = &times {
            for (key, value) in time_figures(times, name) {
                add(key, Some(value));
            }
        }
        let ratio = instructions.as_ref().and_then(|t| cell(t, name, "Instructions vs previous"));
        add("instructions_vs_previous", ratio.map(str::to_owned));
        let cycles = instructions.as_ref().and_then(|t| cell(t, name, "Est. cycles vs previous"));
        add("cycles_vs_previous", cycles.map(str::to_owned));
        if let Some(row) = stated_elo_row(&ladder, name) {
            add("elo_vs_previous", row.elo().map(|estimate| estimate.plus_minus()));
            add("elo_games", Some(thousands(u64::from(row.games()))));
            add("elo_budget", Some(limit_in_words(&row.limit)));
        }
        if let Some(row) =
            ladder.rows.iter().find(|row| row.chapter == name && !row.limit.starts_with("nodes "))
        {
            add("elo_clock_vs_previous", row.elo().map(|estimate| estimate.plus_minus()));
            add("elo_clock_games", Some(thousands(u64::from(row.games()))));
            add("elo_clock", Some(row.limit.clone()));
        }
        if let Some(row) = reducing_elo_row(&ladder, name) {
            add("elo_reducing_vs_previous", row.elo().map(|estimate| estimate.plus_minus()));
            add("elo_reducing_games", Some(thousands(u64::from(row.games()))));
        }
    }
    Ok(figures)
}

/// `one ply deeper than chapter 2`, `2 plies deeper than chapter 0`, `at the same depths`.
fn depth_against(nodes: &ParsedTable, chapter: &Chapter, previous: &Chapter) -> Option<String> {
    let plies = |chapter: &Chapter| plies_below(cell(nodes, &chapter.name, "Depth")?);
    let (own, before) = (i64::from(plies(chapter)?), i64::from(plies(previous)?));
    let how = if own < before { "deeper" } else { "shallower" };
    Some(match (own - before).abs() {
        0 => "at the same depths".to_owned(),
        1 => format!("one ply {how} than chapter {}", previous.number),
        count => format!("{count} plies {how} than chapter {}", previous.number),
    })
}

/// The time ratio to the chapter it builds on (column 3), its range over the rounds
/// (column 4, `1.366× – 1.416×`) and the verdict: level when the range holds 1.
fn time_figures(times: &ParsedTable, chapter: &str) -> Vec<(&'static str, String)> {
    let (Some(ratio), Some(range)) = (cell_at(times, chapter, 3), cell_at(times, chapter, 4))
    else {
        return Vec::new();
    };
    let Some((low, high)) = range.split_once('–') else {
        return Vec::new();
    };
    let (low, high) = (low.trim(), high.trim());
    let value = |ratio: &str| ratio.trim_end_matches('×').parse::<f64>().ok();
    let (Some(lowest), Some(highest)) = (value(low), value(high)) else {
        return Vec::new();
    };
    let verdict = if highest < 1.0 {
        "faster"
    } else if lowest > 1.0 {
        "slower"
    } else {
        "level"
    };
    vec![
        ("time_vs_previous", ratio.to_owned()),
        ("time_vs_previous_range", format!("{low}–{high}")),
        ("time_verdict", verdict.to_owned()),
    ]
}

/// `12.5M` (or `1,923` below a million): the realistic suite's nodes over the chapter's
/// median CPU time to depth on the time-to-depth page, which searched those nodes (and
/// counts starting the engine too).
fn nodes_per_second(nodes: &ParsedTable, times: &ParsedTable, chapter: &str) -> Option<String> {
    let count: f64 = cell(nodes, chapter, "Nodes")?.replace(',', "").parse().ok()?;
    let seconds: f64 =
        cell(times, chapter, "Median CPU time")?.trim_end_matches(" s").parse().ok()?;
    let rate = (seconds > 0.0).then(|| count / seconds)?;
    Some(if rate >= 1e6 { format!("{:.1}M", rate / 1e6) } else { thousands(rate as u64) })
}

/// The ladder's row for `chapter` at 100,000 nodes a move with both engines reducing late
/// quiet moves, where the order of the quiet moves decides how deeply each is searched
/// (none for a chapter whose games there were its predecessor's, move for move).
fn reducing_elo_row<'a>(ladder: &'a Ladder, chapter: &str) -> Option<&'a LadderRow> {
    ladder.rows.iter().find(|row| {
        row.chapter == chapter && row.limit == "nodes 100000" && row.reductions && !row.same_games
    })
}

/// `10,000 nodes a move` or `a 2+0.02 clock (seconds + increment)`, from the row's limit.
fn limit_in_words(limit: &str) -> String {
    match limit.strip_prefix("nodes ").and_then(|count| count.parse::<u64>().ok()) {
        Some(count) => format!("{} nodes a move", thousands(count)),
        None => format!("a {limit} clock (seconds + increment)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NODES: &str = "| Chapter | Depth | Nodes | Builds on | compared at | total | geo. mean |\n\
        | ------- | ----- | ----: | --------- | ----------- | ----: | --------: |\n\
        | ch04-tt-move      | full       | 1,000 |      |           |         |          |\n\
        | ch05-tie-breaking | full       |   500 | ch04 | full       |  -50.0% |   -40.0% |\n\
        | ch06-micro-max    | 1 ply less | 5,000 | ch05 | 1 ply less | +400.0% |  +300.0% |\n\
        | ch07-history      | full       |   400 | ch05 | full       |  -20.0% |   -10.0% |\n";
    const TIMES: &str = "| Chapter | Depth | Median CPU time | Time vs the chapter it builds on (median of 5 rounds) | Lowest – highest |\n\
        | ------- | ----- | --------------: | -----: | ---------------: |\n\
        | ch04-tt-move      | full       | 0.520 s |        |                  |\n\
        | ch05-tie-breaking | full       | 0.260 s | 0.500× |  0.400× – 0.600× |\n\
        | ch06-micro-max    | 1 ply less | 1.000 s |        |                  |\n\
        | ch07-history      | full       | 0.260 s | 1.000× |  0.900× – 1.100× |\n";

    fn ladder_json() -> String {
        let row = |limit: &str, reductions: bool, pairs: [u32; 5]| LadderRow {
            previous: "ch04-tt-move".into(),
            reductions,
            wins: pairs[3] + 2 * pairs[4],
            draws: pairs[1] + pairs[2] * 2 + pairs[3],
            losses: pairs[1] + 2 * pairs[0],
            ..LadderRow::example("ch05-tie-breaking", limit, pairs)
        };
        let rows = vec![
            row("2+0.02", false, [0, 0, 2, 0, 0]),
            row("nodes 10000", false, [0, 1, 2, 6, 11]),
            row("nodes 100000", true, [0, 1, 20, 60, 110]),
        ];
        serde_json::to_string(&Ladder { rows }).unwrap()
    }

    #[test]
    fn each_chapter_states_its_figures_against_the_chapter_it_builds_on() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(NODES_FILE), NODES).unwrap();
        std::fs::write(dir.path().join(TIME_FILE), TIMES).unwrap();
        std::fs::write(dir.path().join("elo-per-stage.json"), ladder_json()).unwrap();
        let figures = collect(dir.path()).unwrap();
        let expected = [
            ("ch04.nodes", "1,000"),
            ("ch04.nodes_per_second", "1,923"),
            ("ch05.nodes", "500"),
            ("ch05.nodes_per_second", "1,923"),
            ("ch05.nodes_vs_previous", "-50.0%"),
            ("ch05.nodes_vs_previous_geomean", "-40.0%"),
            ("ch05.depth_vs_previous", "at the same depths"),
            ("ch05.time_vs_previous", "0.500×"),
            ("ch05.time_vs_previous_range", "0.400×–0.600×"),
            ("ch05.time_verdict", "faster"),
            ("ch05.elo_games", "40"),
            ("ch05.elo_budget", "10,000 nodes a move"),
            ("ch05.elo_reducing_games", "382"),
            ("ch05.elo_clock_games", "4"),
            ("ch05.elo_clock", "2+0.02"),
            ("ch06.nodes", "5,000"),
            ("ch06.nodes_per_second", "5,000"),
            ("ch06.nodes_vs_previous", "+400.0%"),
            ("ch06.nodes_vs_previous_geomean", "+300.0%"),
            ("ch06.depth_vs_previous", "one ply shallower than chapter 5"),
            ("ch07.nodes", "400"),
            ("ch07.nodes_per_second", "1,538"),
            ("ch07.nodes_vs_previous", "-20.0%"),
            ("ch07.nodes_vs_previous_geomean", "-10.0%"),
            ("ch07.depth_vs_previous", "at the same depths"),
            ("ch07.time_vs_previous", "1.000×"),
            ("ch07.time_vs_previous_range", "0.900×–1.100×"),
            ("ch07.time_verdict", "level"),
        ];
        let mut rest = figures.clone();
        assert_eq!(rest.remove("ch05.elo_clock_vs_previous").as_deref(), Some("+0 ± 0"));
        for key in ["ch05.elo_vs_previous", "ch05.elo_reducing_vs_previous"] {
            let elo = rest.remove(key).unwrap_or_default();
            assert!(elo.starts_with('+') && elo.contains(" ± "), "{key}: {elo}");
        }
        let expected: BTreeMap<String, String> =
            expected.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        assert_eq!(rest, expected, "no instructions page, no ch00 comparison, no ch07 games");
    }
}
