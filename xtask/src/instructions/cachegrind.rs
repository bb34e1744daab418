//! Reading a cachegrind output file: the instructions executed, in total and by the
//! origin of their source files, and the estimated cycles of the run.
//!
//! The format (valgrind's `cg_annotate` reads the same): `fl=` names a source file,
//! `fn=` a function, and each line below them is a source line number followed by its
//! event counts, `Ir` (instructions executed) first. `summary:` gives the totals of the
//! events `events:` names: with the cache simulation, the data reads and writes and the
//! misses of each simulated cache, from which [`estimated_cycles`] weighs each access by
//! where it was served.
//!
//! Each count is charged to where its source line lives ([`Origin`]): a chapter's crate,
//! the chess library, or anything else (Rust's standard library, the C library). Release
//! builds inline freely, so an instruction is charged to the file of the source
//! line it was compiled from, which may be a chapter's code inlined into chapter 0's
//! search loop: the file, not the function, says whose code ran.

use std::collections::BTreeMap;

use anyhow::{Context, Result, bail};

/// One run's instructions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Instructions {
    pub total: u64,
    pub by_origin: BTreeMap<Origin, u64>,
    /// The run's [`estimated_cycles`]; `None` when the file has no cache simulation.
    pub cycles: Option<u64>,
}

/// Cycles estimated from the simulated caches, as gungraun (and iai before it) estimates
/// them: an access served by the first-level cache costs 1, by the last level 5, by
/// memory 35. Accesses are the instructions fetched (`Ir`) and the data read and written
/// (`Dr`, `Dw`); the misses are the instruction and data misses of each level. Exact and
/// the same on every run, like the instruction count, and unlike it, a table probe that
/// misses the caches costs what a miss costs. `None` without the cache simulation's events.
pub fn estimated_cycles(events: &BTreeMap<&str, u64>) -> Option<u64> {
    let event = |name: &str| events.get(name).copied();
    let accesses = event("Ir")? + event("Dr")? + event("Dw")?;
    let first_level_misses = event("I1mr")? + event("D1mr")? + event("D1mw")?;
    let memory = event("ILmr")? + event("DLmr")? + event("DLmw")?;
    let last_level_hits = first_level_misses.checked_sub(memory)?;
    let first_level_hits = accesses.checked_sub(first_level_misses)?;
    Some(first_level_hits + 5 * last_level_hits + 35 * memory)
}

impl Instructions {
    /// Parses the text of a cachegrind output file counted with `Ir` only.
    pub fn parse(text: &str) -> Result<Instructions> {
        let mut counts = Instructions::default();
        let mut origin = Origin::Other;
        let mut summary = None;
        let mut names: Vec<&str> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            if let Some(file) = line.strip_prefix("fl=") {
                origin = Origin::of_file(file);
            } else if let Some(events) = line.strip_prefix("events:") {
                names = events.split_whitespace().collect();
                if names.first() != Some(&"Ir") {
                    bail!("line {number}: the first event counted is not Ir: {line}");
                }
            } else if let Some(totals) = line.strip_prefix("summary:") {
                let totals: Vec<u64> = totals
                    .split_whitespace()
                    .map(str::parse)
                    .collect::<Result<_, _>>()
                    .with_context(|| format!("line {number}"))?;
                let events: BTreeMap<&str, u64> = names.iter().copied().zip(totals).collect();
                counts.cycles = estimated_cycles(&events);
                summary = events.get("Ir").copied();
            } else if line.starts_with(|c: char| c.is_ascii_digit()) {
                let count = line
                    .split_whitespace()
                    .nth(1)
                    .with_context(|| format!("line {number} has no count: {line}"))?;
                let count: u64 = count.parse().with_context(|| format!("line {number}"))?;
                *counts.by_origin.entry(origin.clone()).or_default() += count;
                counts.total += count;
            }
        }
        if names.is_empty() {
            bail!("no `events:` line: not a cachegrind output file");
        }
        match summary {
            Some(summary) if summary == counts.total => Ok(counts),
            Some(summary) => {
                bail!(
                    "the lines add up to {} instructions, the summary says {summary}",
                    counts.total
                )
            }
            None => bail!("no `summary:` line: cachegrind did not finish"),
        }
    }

    /// The instructions of code from `origin`.
    pub fn of(&self, origin: &Origin) -> u64 {
        self.by_origin.get(origin).copied().unwrap_or(0)
    }
}

/// The three kinds of code the counts are split into.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// A file under `chapters/<name>/`.
    Chapter(String),
    /// cozy-chess and its types crate: the board, making moves, generating them.
    ChessLibrary,
    /// Rust's standard library and the other crates' helpers, inlined everywhere; the C
    /// library; the dynamic loader.
    Other,
}

impl Origin {
    /// The origin of a source file as debug information names it (an absolute path on
    /// the machine that built the engine, or a path relative to a library's sources).
    pub fn of_file(path: &str) -> Origin {
        let mut components = path.split(['/', '\\']);
        while let Some(component) = components.next() {
            if component == "chapters"
                && let Some(name) = components.next()
                && name.starts_with("ch")
            {
                return Origin::Chapter(name.to_owned());
            }
            if component.starts_with("cozy-chess") {
                return Origin::ChessLibrary;
            }
        }
        Origin::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "\
desc: I1 cache: 32768 B, 64 B, 8-way associative
cmd: target/engine/ch09-see bench --suite realistic
events: Ir
fl=/work/chapters/ch09-see/src/see.rs
fn=ch09_see::see::see_ge
12 100
13 50
fl=/rustc/abc/library/core/src/ops/bit.rs
fn=ch09_see::see::see_ge
80 7
fl=/r/cozy-chess-0.3.4/src/board/mod.rs
fn=cozy_chess::board::Board::play_unchecked
200 1000
fl=/work/chapters/ch09-see/src/see.rs
fn=ch09_see::see::see
20 3
summary: 1160
";

    #[test]
    fn counts_add_up_by_origin() {
        let counts = Instructions::parse(FILE).unwrap();
        assert_eq!(counts.total, 1160);
        assert_eq!(counts.of(&Origin::Chapter("ch09-see".into())), 153);
        assert_eq!(counts.of(&Origin::ChessLibrary), 1000);
        assert_eq!(counts.of(&Origin::Other), 7);
        assert_eq!(counts.of(&Origin::Chapter("ch08-continuation-history".into())), 0);
        assert_eq!(counts.cycles, None, "no cache simulation, no estimate");
    }

    #[test]
    fn cycles_weigh_each_access_by_where_it_was_served() {
        let simulated = FILE
            .replace("events: Ir", "events: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw")
            .replace("summary: 1160", "summary: 1160 10 2 300 40 5 100 20 3");
        let counts = Instructions::parse(&simulated).unwrap();
        assert_eq!(counts.total, 1160);
        // 1,560 accesses; 70 first-level misses, of which 10 went to memory.
        assert_eq!(counts.cycles, Some((1560 - 70) + 5 * (70 - 10) + 35 * 10));
    }

    #[test]
    fn a_file_that_does_not_add_up_is_refused() {
        let broken = FILE.replace("summary: 1160", "summary: 1161");
        let error = Instructions::parse(&broken).unwrap_err().to_string();
        assert!(error.contains("1160") && error.contains("1161"), "{error}");
        let unfinished = FILE.replace("summary: 1160\n", "");
        assert!(Instructions::parse(&unfinished).unwrap_err().to_string().contains("summary"));
        assert!(Instructions::parse("hello").is_err());
    }

    #[test]
    fn files_are_told_apart_by_their_path() {
        let cases = [
            ("/work/main/chapters/ch09-see/src/see.rs", Origin::Chapter("ch09-see".into())),
            (
                "C:\\book\\chapters\\ch00-baseline\\src\\eval.rs",
                Origin::Chapter("ch00-baseline".into()),
            ),
            (
                "/root/.cargo/registry/src/index.crates.io-x/cozy-chess-0.3.4/src/board/mod.rs",
                Origin::ChessLibrary,
            ),
            ("/rustc/5980/library/core/src/ops/bit.rs", Origin::Other),
            ("/home/me/chapters-notes/x.rs", Origin::Other),
        ];
        for (path, origin) in cases {
            assert_eq!(Origin::of_file(path), origin, "{path}");
        }
    }
}
