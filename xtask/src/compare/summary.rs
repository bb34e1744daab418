//! A chapter's run on a suite, summed up into the figures of one table row.

use super::chapter_run::ChapterRun;

/// The suite totals of one chapter.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub nodes: u64,
    /// Main-search cutoffs made by the first move searched, from 0 to 1.
    pub first_move_cutoff_rate: f64,
    /// Moves searched at a cutting node, up to and including the cutoff move, on average
    /// over every cutoff of the suite.
    pub moves_per_cutoff: f64,
    /// The mean, over the positions searched deeper than one ply, of the last iteration's
    /// nodes divided by the iteration's before it.
    pub branching_factor: f64,
    /// Time spent searching (not starting the process), summed over positions.
    pub milliseconds: f64,
}

impl Summary {
    /// The totals of a chapter that searched the whole suite; `None` if the node limit
    /// stopped it, since a partial total would compare with nothing.
    pub fn of(run: &ChapterRun) -> Option<Summary> {
        if run.unfinished().is_some() {
            return None;
        }
        let rows = &run.rows;
        let cutoffs: u64 = rows.iter().map(|row| row.beta_cutoffs).sum();
        let first_move: u64 = rows.iter().map(|row| row.first_move_cutoffs).sum();
        // Each row gives its mean; weighting by its cutoffs gives back the suite's mean.
        let moves: f64 =
            rows.iter().map(|row| row.moves_per_cutoff * row.beta_cutoffs as f64).sum();
        let factors: Vec<f64> = rows.iter().filter_map(|row| row.branching_factor).collect();
        Some(Summary {
            nodes: rows.iter().map(|row| row.nodes).sum(),
            first_move_cutoff_rate: ratio(first_move as f64, cutoffs as f64),
            moves_per_cutoff: ratio(moves, cutoffs as f64),
            branching_factor: ratio(factors.iter().sum(), factors.len() as f64),
            milliseconds: rows.iter().map(|row| row.milliseconds).sum(),
        })
    }

    pub fn nodes_per_second(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.milliseconds.max(0.001)) as u64
    }
}

fn ratio(part: f64, whole: f64) -> f64 {
    if whole == 0.0 { 0.0 } else { part / whole }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{row, run, stopped};

    #[test]
    fn rates_are_over_the_whole_suite_not_averages_of_positions() {
        let mut first = row("a", 100);
        (first.beta_cutoffs, first.first_move_cutoffs, first.moves_per_cutoff) = (10, 9, 1.5);
        let mut second = row("b", 300);
        (second.beta_cutoffs, second.first_move_cutoffs, second.moves_per_cutoff) = (30, 15, 3.0);
        second.branching_factor = None;
        let summary = Summary::of(&run("ch00-baseline", vec![first, second])).unwrap();
        assert_eq!(summary.nodes, 400);
        assert_eq!(summary.first_move_cutoff_rate, 24.0 / 40.0);
        assert_eq!(summary.moves_per_cutoff, (15.0 + 90.0) / 40.0);
        assert_eq!(summary.branching_factor, 3.0);
        assert_eq!(summary.nodes_per_second(), 400);
    }

    #[test]
    fn an_unfinished_run_has_no_totals() {
        let rows = vec![row("a", 1), stopped("b", 100)];
        assert_eq!(Summary::of(&run("ch00-baseline", rows)), None);
    }
}
