//! Is every generated file current? One place answers for the whole book.
//!
//! A deterministic page (node counts, trees, cutoff statistics, node-budget games) records
//! the behaviour fingerprints of the chapters it ran and the data it read
//! ([`behaviour_fingerprint`]); it is stale when one of them differs today, whatever
//! bytes changed, and `cargo xtask regenerate` rewrites it. A timed file (times, nodes
//! per second, clock games, criterion timings, instruction counts) is a dated
//! measurement: it only has to say when, where and at which commit it was measured
//! ([`behaviour_fingerprint::dated::parse_measured_line`]).

use std::path::Path;

use anyhow::Result;
use behaviour_fingerprint::GENERATED;

use crate::match_games::ladder_page::Ladder;

/// Every stale generated file, as `book/src/generated/NAME: what changed`, and the
/// node-budget rows of the Elo ladder played with other behaviour than today's.
pub fn stale(root: &Path) -> Result<Vec<String>> {
    let mut stale: Vec<String> = behaviour_fingerprint::stale_pages(root)?
        .into_iter()
        .map(|(name, changed)| format!("{GENERATED}/{name}: {}", changed.join("; ")))
        .collect();
    stale.extend(Ladder::load(&root.join(GENERATED))?.stale_rows(root));
    stale.extend(missing_chapters(root)?);
    Ok(stale)
}

/// The pages `cargo xtask compare` writes hold every chapter: one that recorded fewer than
/// the workspace has today (a chapter added since) is stale too, though nothing it
/// measured changed.
fn missing_chapters(root: &Path) -> Result<Vec<String>> {
    let chapters = crate::chapters::discover(&root.join("chapters"))?;
    let mut stale = Vec::new();
    for (name, text) in behaviour_fingerprint::generated_texts(root)? {
        let by_compare =
            text.lines().next().is_some_and(|line| line.contains("`cargo xtask compare "));
        let Some(entries) = behaviour_fingerprint::recorded(&text).filter(|_| by_compare) else {
            continue;
        };
        let recorded = |chapter: &str| entries.iter().any(|e| e.split('=').next() == Some(chapter));
        let missing: Vec<&str> =
            chapters.iter().map(|c| c.name.as_str()).filter(|c| !recorded(c)).collect();
        if !missing.is_empty() {
            stale.push(format!("{GENERATED}/{name}: {} not measured", missing.join(", ")));
        }
    }
    Ok(stale)
}

/// Whether the generated file `name` (with first line `first`) holds timed figures.
pub fn is_timed(name: &str, first: &str) -> bool {
    let timed_names = ["-timings.md", "-time.md", "time-to-depth.md", "time-to-depth.svg"];
    let instructions = name.starts_with("instructions");
    instructions || timed_names.iter().any(|end| name.ends_with(end)) || first.contains(" --tc ")
}

#[cfg(test)]
mod tests {
    use behaviour_fingerprint::REGENERATE;

    use super::*;
    use crate::workspace;

    /// Every deterministic page measured today's behaviour. Fails naming every stale page
    /// and the one command that regenerates them.
    #[test]
    fn every_generated_page_measured_todays_behaviour() {
        let stale = stale(workspace::root()).unwrap();
        assert!(
            stale.is_empty(),
            "{} generated files measured other behaviour than today's; run `{REGENERATE}`:\n{}",
            stale.len(),
            stale.join("\n")
        );
    }

    /// Every timed file says at which commit, on which day and machine it was measured.
    #[test]
    fn every_timed_file_is_dated() {
        let dir = workspace::root().join(GENERATED);
        let mut timed = 0;
        let mut problems = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if is_timed(&name, text.lines().next().unwrap_or_default()) {
                timed += 1;
                if let Err(problem) = behaviour_fingerprint::dated::parse_measured_line(&text) {
                    problems.push(format!("{name}: {problem}"));
                }
            }
        }
        // The ladder's clock rows are dated inside its one file of rows.
        let ladder = crate::match_games::ladder_page::Ladder::load(&dir).unwrap();
        for row in ladder.rows.iter().filter(|row| row.behaviour.is_none()) {
            let line = row.measured.as_deref().unwrap_or_default();
            if let Err(problem) = behaviour_fingerprint::dated::parse_measured_line(line) {
                problems
                    .push(format!("elo-per-stage.json, {} {}: {problem}", row.chapter, row.limit));
            }
        }
        assert!(timed >= 10, "found only {timed} timed files");
        assert!(
            problems.is_empty(),
            "timed files without a well-formed line:\n{}",
            problems.join("\n")
        );
    }

    /// A page of `cargo xtask compare` that lacks a chapter of the workspace is named.
    #[test]
    fn a_comparison_without_a_new_chapter_is_stale() {
        let root = tempfile::tempdir().unwrap();
        for chapter in ["ch00-baseline", "ch01-pick-move"] {
            std::fs::create_dir_all(root.path().join("chapters").join(chapter)).unwrap();
        }
        std::fs::create_dir_all(root.path().join(GENERATED)).unwrap();
        let page = "<!-- Written by `cargo xtask compare --write-book` -->\n\
                    <!-- behaviour: ch00-baseline=1 -->\n";
        std::fs::write(root.path().join(GENERATED).join("compare.md"), page).unwrap();
        let other = page.replace("xtask compare", "run --example x");
        std::fs::write(root.path().join(GENERATED).join("other.md"), other).unwrap();
        let stale = missing_chapters(root.path()).unwrap();
        assert_eq!(stale, [format!("{GENERATED}/compare.md: ch01-pick-move not measured")]);
    }

    /// The results page's holdout table (`ch10-staged-picker --example holdout`) names
    /// its chapters in the example. A chapter added after the last would be missing from
    /// it without changing any recorded behaviour, so its columns are checked against the
    /// workspace's chapters from chapter 4 on that reach the game positions' full depth
    /// (micro-Max's scheme, a ply short there, cannot search the holdout's depths).
    #[test]
    fn the_holdout_table_lists_every_full_depth_chapter_from_chapter_4() {
        let root = workspace::root();
        let page = root.join(GENERATED).join("ch10-staged-picker-holdout.md");
        let text = std::fs::read_to_string(&page).unwrap();
        let table = crate::markdown_table::ParsedTable::find(&text, "Position").unwrap();
        let chapters = crate::chapters::discover(&root.join("chapters")).unwrap();
        let full_depth = |number| crate::compare::plies_shallower(number) == 0;
        let expected: Vec<&str> = chapters
            .iter()
            .filter(|chapter| chapter.number >= 4 && full_depth(chapter.number))
            .map(|c| c.tag())
            .collect();
        assert_eq!(
            table.headers[2..],
            expected,
            "add the new chapters to chapters/ch10-staged-picker/examples/holdout.rs, then \
             rerun it"
        );
    }
}
