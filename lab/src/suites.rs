//! The five suites a default order is judged on.

use ch00_baseline::suite::{SuitePosition, bench_suite, deep_suite, fresh_suite, outside_suite};

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
/// `data/outside_depths.py` and are frozen here, as the realistic suite's are in its file.
pub fn outside_realistic_suite() -> Vec<SuitePosition> {
    outside_suite()
        .into_iter()
        .map(|position| {
            let depth = OUTSIDE_REALISTIC_DEPTHS
                .iter()
                .find(|(name, _)| *name == position.name)
                .map(|&(_, depth)| depth)
                .unwrap_or_else(|| panic!("no realistic depth for {}", position.name));
            SuitePosition { depth, ..position }
        })
        .collect()
}

/// [`outside_realistic_suite`]'s depths, by position name (`data/outside_depths.py`).
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
        assert_eq!(realistic.len(), OUTSIDE_REALISTIC_DEPTHS.len());
        for (deep, real) in deeper.iter().zip(&realistic) {
            assert_eq!((&deep.name, &deep.fen), (&real.name, &real.fen));
            assert!(real.depth >= deep.depth, "{}", real.name);
        }
    }
}
