//! A chapter against the chapter it builds on, on the same positions at the same depth.

use super::super::chapter_run::ChapterRun;

/// Two chapters' runs at one depth: the chapter this one builds on, and this one.
#[derive(Clone, Debug)]
pub struct Pair {
    /// Plies below the suite's depths: the shallower of the two chapters' own depths.
    pub shallower: u32,
    pub base: ChapterRun,
    pub this: ChapterRun,
}

/// What the pair says: this chapter's nodes over the nodes of the chapter it builds on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairRatios {
    /// Total nodes over total nodes: dominated by the positions with the most nodes.
    pub total: f64,
    /// The geometric mean, over positions, of each position's ratio: every position
    /// counts the same, whatever its size.
    pub geometric_mean: f64,
    /// How many positions both chapters finished: the ratios are over these.
    pub positions: usize,
}

impl Pair {
    /// The ratios over the positions both chapters finished; `None` if there are none.
    pub fn ratios(&self) -> Option<PairRatios> {
        let both: Vec<(u64, u64)> = self
            .this
            .rows
            .iter()
            .filter(|row| row.finished)
            .filter_map(|row| {
                let before = self.base.rows.iter().find(|b| b.name == row.name)?;
                before.finished.then_some((before.nodes, row.nodes))
            })
            .collect();
        if both.is_empty() {
            return None;
        }
        let (before, after): (u64, u64) =
            both.iter().fold((0, 0), |(b, a), (before, after)| (b + before, a + after));
        let mean_log = both
            .iter()
            .map(|(before, after)| (*after.max(&1) as f64 / *before.max(&1) as f64).ln())
            .sum::<f64>()
            / both.len() as f64;
        Some(PairRatios {
            total: after as f64 / before.max(1) as f64,
            geometric_mean: mean_log.exp(),
            positions: both.len(),
        })
    }
}

/// A ratio as a change: 0.25 is `-75.0%`, 1.1 is `+10.0%`.
pub fn as_change(ratio: f64) -> String {
    let change = (ratio - 1.0) * 100.0;
    if change < 0.0 { format!("-{:.1}%", -change) } else { format!("+{change:.1}%") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{row, run, stopped};

    #[test]
    fn the_geometric_mean_weighs_every_position_alike() {
        let pair = Pair {
            shallower: 0,
            base: run("ch03-killers", vec![row("a", 1_000_000), row("b", 100)]),
            this: run("ch04-tt-move", vec![row("a", 250_000), row("b", 400)]),
        };
        let ratios = pair.ratios().unwrap();
        assert!((ratios.total - 250_400.0 / 1_000_100.0).abs() < 1e-12);
        assert!((ratios.geometric_mean - 1.0).abs() < 1e-12, "0.25 and 4 cancel out");
        assert_eq!(ratios.positions, 2);
    }

    #[test]
    fn positions_either_chapter_did_not_finish_are_left_out() {
        let pair = Pair {
            shallower: 2,
            base: run("ch02-mvv-lva", vec![row("a", 100), stopped("b", 900)]),
            this: run("ch03-killers", vec![row("a", 50), row("b", 10)]),
        };
        let ratios = pair.ratios().unwrap();
        assert_eq!(ratios.positions, 1);
        assert_eq!(ratios.total, 0.5);
    }
}
