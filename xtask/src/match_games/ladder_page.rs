//! The ladder's rows, kept as JSON (what was measured) and drawn as the Markdown table the
//! results page includes (what it means).

use std::path::Path;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::chapters::Chapter;
use crate::markdown_table::{Align, MarkdownTable};
use crate::match_games::move_limit::MoveLimit;
use crate::match_games::pentanomial::{CONFIDENCE, Pentanomial};
use crate::match_games::report;
use crate::match_games::schedule::PlayedGame;
use crate::match_games::sprt::{Sprt, Verdict};

const ROWS_FILE: &str = behaviour_fingerprint::LADDER_ROWS;
const PAGE_FILE: &str = "elo-per-stage.md";

/// One finished match of a chapter against the chapter before it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LadderRow {
    pub chapter: String,
    pub previous: String,
    /// `nodes 25000` or the clock, `2+0.02`.
    pub limit: String,
    /// Both engines reduced late quiet moves (`--reductions`); rows from before the
    /// option read as the book's search.
    #[serde(default)]
    pub reductions: bool,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Pairs scoring 0, ½, 1, 1½ and 2 points for `chapter`.
    pub pairs: [u32; 5],
    /// The SPRT's verdict, when one ran: `H1 (+10)`, `H0 (0)`, or `none`.
    pub sprt: Option<String>,
    /// Both engines played the same moves in every pair ([`report::same_games`]): the
    /// table says so instead of an SPRT verdict.
    #[serde(default)]
    pub same_games: bool,
    /// Games lost by an illegal move, a crash or on time: they should be none.
    pub failures: usize,
    pub command: String,
    /// The behaviour the engines played with and the openings, as `name=fingerprint`
    /// entries ([`behaviour_fingerprint::record`]): both chapters and those beneath them,
    /// and `data/openings.txt`. The freshness test checks them against today's, so a row
    /// goes stale when either engine's behaviour changes. `None` for clock rows (dated,
    /// not replayable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub behaviour: Option<Vec<String>>,
    /// A clock row's dated line ([`machine::measured_line`]): its games depend on the
    /// machine and its load, so the row says when, where and at which commit they were
    /// played instead of a behaviour to replay. `None` for node-budget rows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measured: Option<String>,
}

impl LadderRow {
    pub fn from_games(
        names: &[String; 2],
        limit: MoveLimit,
        reductions: bool,
        games: &[PlayedGame],
        sprt: Option<&Sprt>,
        command: &str,
        behaviour: Vec<String>,
    ) -> Self {
        let tally = report::tally(games.iter());
        let pairs = report::pairs(games);
        let sprt = sprt.map(|sprt| match sprt.decide(&pairs) {
            Verdict::H1 => format!("H1 accepted (≥ +{} Elo)", sprt.elo1),
            Verdict::H0 => format!("H0 accepted (≤ {} Elo)", sprt.elo0),
            Verdict::Continue => "no decision".to_string(),
        });
        Self {
            chapter: names[0].clone(),
            previous: names[1].clone(),
            limit: match limit {
                MoveLimit::Nodes(count) => format!("nodes {count}"),
                MoveLimit::Clock(control) => control.to_string(),
            },
            reductions,
            wins: tally.wins,
            draws: tally.draws,
            losses: tally.losses,
            pairs: pairs.counts,
            sprt,
            same_games: report::same_games(games),
            failures: games.iter().filter(|g| g.record.termination.is_failure()).count(),
            command: command.to_string(),
            // A clock's games depend on the machine: a dated result, nothing to replay.
            behaviour: matches!(limit, MoveLimit::Nodes(_)).then_some(behaviour),
            // Set by the ladder, which measures the machine's noise before a clock's games.
            measured: None,
        }
    }

    /// A row for tests: `chapter` against `before`, 3 wins, 2 draws and 1 loss whatever
    /// `pairs` says, and an empty list of sources (nothing to go stale).
    #[cfg(test)]
    pub fn example(chapter: &str, limit: &str, pairs: [u32; 5]) -> Self {
        LadderRow {
            chapter: chapter.into(),
            previous: "before".into(),
            limit: limit.into(),
            reductions: false,
            wins: 3,
            draws: 2,
            losses: 1,
            pairs,
            sprt: None,
            same_games: false,
            failures: 0,
            command: format!("cargo xtask ladder --chapters {chapter}"),
            behaviour: Some(Vec::new()),
            measured: None,
        }
    }

    /// What has changed in the behaviour or the openings since the row was played; empty
    /// when it is current, `None` when the row recorded nothing to check.
    pub fn stale_behaviour(&self, root: &Path) -> Option<Vec<String>> {
        let entries: Vec<&str> = self.behaviour.as_ref()?.iter().map(String::as_str).collect();
        Some(behaviour_fingerprint::stale_entries(root, &entries))
    }

    /// The row's key: one row per chapter, limit and search.
    fn key(&self) -> (&str, &str, bool) {
        (&self.chapter, &self.limit, self.reductions)
    }

    /// Games played, whole pairs or not.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The Elo difference from the game pairs with its 95 % interval; `None` without a
    /// finished pair.
    pub fn elo(&self) -> Option<EloEstimate> {
        let pairs = Pentanomial { counts: self.pairs };
        if pairs.pairs() == 0 {
            return None;
        }
        let (elo, margin) = (pairs.elo() + 0.0, pairs.elo_margin(CONFIDENCE));
        Some(EloEstimate { elo, margin, separates: pairs.separates() })
    }

    /// The cells of the table after the first two: the limit (and whether both engines
    /// reduced), the games, the Elo and the SPRT's verdict. Engines that played identical
    /// games get no interval (a "+0 ± 0" would read as a measured tie) and no verdict.
    fn cells(&self) -> [String; 5] {
        let per_move =
            if self.reductions { format!("{}, reducing", self.limit) } else { self.limit.clone() };
        let (elo, sprt) = if self.same_games {
            let sprt = "same games (identical moves in every pair)";
            ("none: identical games".to_string(), sprt.to_string())
        } else {
            let elo = self.elo().map_or("no pair".to_string(), |estimate| {
                let apart = if estimate.separates { "" } else { " (cannot tell apart)" };
                format!("{}{apart}", estimate.plus_minus())
            });
            (elo, self.sprt.clone().unwrap_or_else(|| "not run".to_string()))
        };
        let wdl = format!("{}–{}–{}", self.wins, self.draws, self.losses);
        [per_move, self.games().to_string(), wdl, elo, sprt]
    }
}

/// An Elo difference and the half-width of its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    pub elo: f64,
    pub margin: f64,
    /// The interval leaves out 0: the games tell the two engines apart.
    pub separates: bool,
}

impl EloEstimate {
    /// `+21 ± 40`.
    pub fn plus_minus(&self) -> String {
        format!("{:+.0} ± {:.0}", self.elo, self.margin)
    }
}

/// Every row played so far, one per chapter and limit.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Ladder {
    pub rows: Vec<LadderRow>,
}

impl Ladder {
    pub fn load(directory: &Path) -> Result<Self> {
        let path = directory.join(ROWS_FILE);
        if !path.exists() {
            return Ok(Self::default());
        }
        let text = std::fs::read_to_string(&path)?;
        serde_json::from_str(&text).with_context(|| format!("cannot read {}", path.display()))
    }

    /// Puts `row` in place of the row of the same chapter, limit and search, if any.
    pub fn replace(&mut self, row: LadderRow) {
        self.rows.retain(|old| old.key() != row.key());
        self.rows.push(row);
        self.rows.sort_by(|a, b| a.key().cmp(&b.key()));
    }

    /// The rows that recorded other behaviour or openings than `root`'s today, each as the
    /// command that replays it and what changed; empty when every recorded row is current.
    pub fn stale_rows(&self, root: &Path) -> Vec<String> {
        self.rows
            .iter()
            .filter_map(|row| {
                let stale = row.stale_behaviour(root)?;
                (!stale.is_empty())
                    .then(|| format!("{ROWS_FILE} row `{}`: {}", row.command, stale.join("; ")))
            })
            .collect()
    }

    pub fn save(&self, directory: &Path, chapters: &[Chapter]) -> Result<()> {
        let json = serde_json::to_string_pretty(self)? + "\n";
        std::fs::write(directory.join(ROWS_FILE), json)?;
        std::fs::write(directory.join(PAGE_FILE), self.render(chapters))?;
        Ok(())
    }

    /// The table: every chapter after the first, with its rows, or a line saying it has
    /// not been played yet.
    pub fn render(&self, chapters: &[Chapter]) -> String {
        let mut table = MarkdownTable::new(&[
            ("Chapter", Align::Left),
            ("Against", Align::Left),
            ("Per move", Align::Left),
            ("Games", Align::Right),
            ("W–D–L", Align::Right),
            ("Elo ± 95 %", Align::Right),
            ("SPRT (H0 = 0 Elo)", Align::Left),
        ]);
        let mut commands = Vec::new();
        for chapter in chapters {
            let Some(previous) = chapter.builds_on() else { continue };
            let rows: Vec<&LadderRow> =
                self.rows.iter().filter(|row| row.chapter == chapter.name).collect();
            if rows.is_empty() {
                let previous = previous.name;
                let cells = [chapter.name.clone(), previous, "not played yet".to_string()];
                table
                    .push(cells.into_iter().chain(std::iter::repeat_n(String::new(), 4)).collect());
            }
            for row in rows {
                let names = [row.chapter.clone(), row.previous.clone()];
                table.push(names.into_iter().chain(row.cells()).collect());
                let note =
                    row.measured.as_ref().map_or_else(String::new, |line| format!(" ({line})"));
                commands.push(format!("- {}: `{}`{note}", row.chapter, row.command));
            }
        }
        format!(
            "<!-- Generated by `cargo xtask ladder ... --write-book` from elo-per-stage.json; \
             do not edit. -->\n\n{}\nThe commands of these rows:\n\n{}\n",
            table.render(),
            commands.join("\n")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(chapter: &str, limit: &str, pairs: [u32; 5]) -> LadderRow {
        LadderRow::example(chapter, limit, pairs)
    }

    #[test]
    fn a_row_replaces_only_its_chapter_and_limit() {
        let mut ladder = Ladder::default();
        ladder.replace(row("ch02-b", "nodes 1", [0, 0, 1, 0, 0]));
        ladder.replace(row("ch01-a", "nodes 1", [0, 0, 1, 0, 0]));
        ladder.replace(row("ch02-b", "1+0.01", [0, 0, 1, 0, 0]));
        ladder.replace(row("ch02-b", "nodes 1", [0, 0, 0, 0, 1]));
        ladder.replace(LadderRow { reductions: true, ..row("ch02-b", "nodes 1", [0, 0, 0, 1, 0]) });
        let kept: Vec<(&str, &str, u32)> = ladder
            .rows
            .iter()
            .map(|r| (r.chapter.as_str(), r.limit.as_str(), r.pairs[4]))
            .collect();
        assert_eq!(
            kept,
            [
                ("ch01-a", "nodes 1", 0),
                ("ch02-b", "1+0.01", 0),
                ("ch02-b", "nodes 1", 1),
                ("ch02-b", "nodes 1", 0)
            ]
        );
    }

    /// A row is stale once a file it was played with changes, and says which; a clock row,
    /// which records no behaviour, has nothing to check, and the page shows its dated line
    /// beside its command.
    #[test]
    fn a_row_knows_whether_it_was_played_with_todays_behaviour() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("data")).unwrap();
        std::fs::write(dir.path().join("data/openings.txt"), "1. e4").unwrap();
        let entries = ["data/openings.txt".to_owned()];
        let recorded = behaviour_fingerprint::record(dir.path(), &entries).unwrap();
        let played = LadderRow {
            behaviour: Some(recorded.split_whitespace().skip(1).map(str::to_owned).collect()),
            ..row("ch01-pick-move", "nodes 1", [0, 0, 1, 0, 0])
        };
        assert_eq!(played.stale_behaviour(dir.path()), Some(Vec::new()));
        std::fs::write(dir.path().join("data/openings.txt"), "1. d4").unwrap();
        let stale = played.stale_behaviour(dir.path()).unwrap();
        assert!(stale.len() == 1 && stale[0].contains("openings"), "{stale:?}");

        let line = "Measured at commit abc1234 on 2026-11-29, a CPU, 2 cores; machine noise \
                    ±1.0 %, spread of the rounds not recorded.";
        let clock = LadderRow { behaviour: None, measured: Some(line.to_owned()), ..played };
        assert_eq!(clock.stale_behaviour(dir.path()), None);
        let chapters: Vec<Chapter> = ["ch00-baseline", "ch01-pick-move"]
            .iter()
            .map(|n| Chapter::from_dir_name(n).unwrap())
            .collect();
        let mut ladder = Ladder::default();
        ladder.replace(clock);
        assert!(ladder.render(&chapters).contains(&format!("` ({line})")));
    }

    /// The book's page is the table drawn from the book's rows.
    #[test]
    fn the_books_page_is_drawn_from_its_rows() {
        let root = crate::workspace::root();
        let directory = root.join(crate::workspace::GENERATED_DIR);
        let chapters = crate::chapters::discover(&root.join("chapters")).unwrap();
        let page = std::fs::read_to_string(directory.join(PAGE_FILE)).unwrap();
        let rows = Ladder::load(&directory).unwrap();
        assert_eq!(page, rows.render(&chapters), "rerun any row's command to redraw it");
    }
}
