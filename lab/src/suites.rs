//! The five suites a default order is judged on.

use ch00_baseline::suite::{
    SuitePosition, bench_suite, deep_suite, fresh_suite, outside_suite, parse_suite,
};

/// The outside positions two plies deeper, as `deep_suite()` is to the bench suite: a
/// default chosen on the bench suite is checked on positions it never saw, at the depth
/// where ordering has more plies to act on.
pub fn outside_deep_suite() -> Vec<SuitePosition> {
    let mut suite = outside_suite();
    suite.iter_mut().for_each(|position| position.depth += 2);
    suite
}

/// The outside positions at realistic depth: each at the depth the realistic suite's rule
/// gives (`data/make_realistic.py`: the deepest at which chapter 4 searches the position in
/// at most 6,000,000 nodes), so that chapters 4 on search about a million nodes or more on
/// each, as on a realistic-suite position. Two plies deeper than the bench depth
/// ([`outside_deep_suite`]) leaves most middlegames at a few hundred thousand nodes, too
/// few for a table that learns during the search to act. The depths were found once with
/// `data/realistic_depths.py` and are frozen here, as the realistic suite's are in its file.
pub fn outside_realistic_suite() -> Vec<SuitePosition> {
    at_frozen_depths(outside_suite(), &OUTSIDE_REALISTIC_DEPTHS)
}

/// The late positions of the fresh games (70 plies in: endgames and late middlegames), at
/// the realistic suite's depth rule like [`outside_realistic_suite`]: endgames made after
/// every default of the book was chosen, to check a finding the outside endgames made.
pub fn fresh_late_realistic_suite() -> Vec<SuitePosition> {
    let late = fresh_suite().into_iter().filter(|p| p.name.ends_with("ply70")).collect();
    at_frozen_depths(late, &FRESH_LATE_REALISTIC_DEPTHS)
}

/// The holdout positions (`data/holdout.txt`, made by `data/make_holdout.py` after every
/// default of the book was chosen), each at the depth frozen in the file by the realistic
/// suite's rule: three times as many games as the realistic suite, so that a verdict of a
/// few per cent does not turn on one position. No default is chosen on them; they check
/// the verdicts the other suites gave.
pub fn holdout_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../data/holdout.txt")).expect("data/holdout.txt is well formed")
}

/// The second holdout's positions (`data/holdout2.txt`, made by `data/make_holdout.py second`
/// by the same rule and a new seed after chapter 7's rule was changed on the evidence of
/// the other suites, [`holdout_suite`]'s among them): the blind check of that change.
pub fn second_holdout_suite() -> Vec<SuitePosition> {
    parse_suite(include_str!("../../data/holdout2.txt")).expect("data/holdout2.txt is well formed")
}

/// `suite` with each position at its depth in `depths`, found by name; every position
/// must have one.
fn at_frozen_depths(suite: Vec<SuitePosition>, depths: &[(&str, u32)]) -> Vec<SuitePosition> {
    assert_eq!(suite.len(), depths.len(), "a frozen depth for every position");
    suite
        .into_iter()
        .map(|position| {
            let depth = depths
                .iter()
                .find(|(name, _)| *name == position.name)
                .map(|&(_, depth)| depth)
                .unwrap_or_else(|| panic!("no realistic depth for {}", position.name));
            SuitePosition { depth, ..position }
        })
        .collect()
}

/// [`outside_realistic_suite`]'s depths, by position name (`data/realistic_depths.py`).
const OUTSIDE_REALISTIC_DEPTHS: [(&str, u32); 12] = [
    ("nimzo-rubinstein", 7),
    ("slav-main", 7),
    ("giuoco-pianissimo", 6),
    ("london-system", 6),
    ("evans-gambit", 7),
    ("kieseritzky-gambit", 6),
    ("dragon-yugoslav", 6),
    ("traxler-counter", 8),
    ("reti-study", 15),
    ("saavedra", 12),
    ("queen-endgame", 9),
    ("knight-endgame", 11),
];

/// [`fresh_late_realistic_suite`]'s depths, by position name (`data/realistic_depths.py`).
const FRESH_LATE_REALISTIC_DEPTHS: [(&str, u32); 5] = [
    ("game1-ply70", 9),
    ("game2-ply70", 9),
    ("game3-ply70", 7),
    ("game5-ply70", 8),
    ("game6-ply70", 7),
];

/// The middlegames of the fresh positions (20 and 41 plies into their games), all at
/// `depth`: made after chapter 5's default was chosen, so nothing was tuned on them, and
/// deep enough at depth 7 or 8 for millions of nodes per position.
pub fn fresh_middlegames(depth: u32) -> Vec<SuitePosition> {
    fresh_suite()
        .into_iter()
        .filter(|p| p.name.ends_with("ply20") || p.name.ends_with("ply41"))
        .map(|p| SuitePosition { depth, ..p })
        .collect()
}

/// How the summary tables head the suites of [`judging_suites`].
pub const SUITE_NAMES: [&str; 5] =
    ["Bench suite", "Outside", "Deep (bench +2)", "Outside +2", "Fresh"];

/// The bench suite, the outside positions, both two plies deeper, and the fresh positions
/// made after the chapter's default was chosen.
pub fn judging_suites() -> [Vec<SuitePosition>; 5] {
    [bench_suite(), outside_suite(), deep_suite(), outside_deep_suite(), fresh_suite()]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every outside position has a realistic depth, at least the depth two plies deeper
    /// gives it, and no depth is left for a position the file no longer has.
    #[test]
    fn every_outside_position_has_its_realistic_depth() {
        let deeper = outside_deep_suite();
        let realistic = outside_realistic_suite();
        assert_eq!(realistic.len(), deeper.len());
        for (deep, real) in deeper.iter().zip(&realistic) {
            assert_eq!((&deep.name, &deep.fen), (&real.name, &real.fen));
            assert!(real.depth >= deep.depth, "{}", real.name);
        }
    }

    /// The same for the late fresh positions: one realistic depth each, not below the
    /// bench rule's.
    #[test]
    fn every_late_fresh_position_has_its_realistic_depth() {
        let late = fresh_late_realistic_suite();
        let fresh = fresh_suite();
        assert_eq!(late.len(), 5);
        for position in &late {
            let bench = fresh.iter().find(|p| p.name == position.name).unwrap();
            assert!(position.depth >= bench.depth, "{}", position.name);
        }
    }

    /// Each holdout file parses, one position per sample of its twelve games, each name
    /// once, every depth one the realistic rule can give (chapter 4 reaches depth 6 on any
    /// of them); the two share no position.
    #[test]
    fn the_holdout_positions_are_well_formed() {
        for (holdout, count) in [(holdout_suite(), 44), (second_holdout_suite(), 47)] {
            assert_eq!(holdout.len(), count);
            let mut names: Vec<&str> = holdout.iter().map(|p| p.name.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), holdout.len());
            assert!(holdout.iter().all(|p| (6..=30).contains(&p.depth)));
        }
        let second = second_holdout_suite();
        assert!(holdout_suite().iter().all(|first| second.iter().all(|p| p.fen != first.fen)));
    }
}
