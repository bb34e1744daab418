//! From wins, draws and losses to an Elo difference with its 95% error margin.
//!
//! The score `s` (wins plus half the draws, per game) maps to an Elo difference through
//! the logistic curve, `-400 log10(1/s - 1)`. The margin comes from the standard deviation
//! of the per-game score: the 95% interval of the mean score, `s ± 1.96 σ/√n`, mapped
//! through the same curve, and half its width reported as `±`.

/// Games counted from the first engine's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The z value of a two-sided 95% interval.
const Z_95: f64 = 1.959_963_985;

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, from 0 to 1.
    pub fn score(&self) -> f64 {
        let games = f64::from(self.games().max(1));
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / games
    }

    /// The standard deviation of one game's score (1, ½ or 0).
    fn per_game_deviation(&self) -> f64 {
        let games = f64::from(self.games().max(1));
        let mean = self.score();
        let squares = f64::from(self.wins) * (1.0 - mean).powi(2)
            + f64::from(self.draws) * (0.5 - mean).powi(2)
            + f64::from(self.losses) * mean.powi(2);
        (squares / games).sqrt()
    }

    /// The Elo difference; infinite when one side scored everything.
    pub fn elo(&self) -> f64 {
        elo_from_score(self.score())
    }

    /// Half the width of the 95% interval of [`Tally::elo`]; infinite when the interval
    /// reaches a score of 0 or 1.
    pub fn elo_margin(&self) -> f64 {
        if !self.elo().is_finite() {
            return f64::INFINITY;
        }
        let games = f64::from(self.games().max(1));
        let spread = Z_95 * self.per_game_deviation() / games.sqrt();
        let (low, high) = (self.score() - spread, self.score() + spread);
        (elo_from_score(high) - elo_from_score(low)) / 2.0
    }

    /// Likelihood of superiority: the chance that the first engine is the stronger one,
    /// from wins and losses alone (draws say nothing about which is stronger).
    pub fn likelihood_of_superiority(&self) -> f64 {
        let decisive = f64::from(self.wins + self.losses);
        if decisive == 0.0 {
            return 0.5;
        }
        let z = (f64::from(self.wins) - f64::from(self.losses)) / (2.0 * decisive).sqrt();
        0.5 * (1.0 + erf(z))
    }
}

/// `-400 log10(1/s - 1)`, with scores of 0 and 1 (and beyond) as infinities.
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The error function, to 1.5e-7 (Abramowitz and Stegun, formula 7.1.26).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    y.copysign(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally { wins, draws, losses }
    }

    #[test]
    fn even_scores_are_zero_elo() {
        assert_eq!(tally(10, 20, 10).elo(), 0.0);
        assert_eq!(tally(0, 0, 0).games(), 0);
    }

    #[test]
    fn known_scores_map_to_known_differences() {
        // 75% is 190.8 Elo, 64% about 100: the figures every rating table shows.
        assert!((tally(75, 0, 25).elo() - 190.85).abs() < 0.01);
        assert!((elo_from_score(0.64) - 99.95).abs() < 0.01);
        assert_eq!(tally(3, 0, 0).elo(), f64::INFINITY);
        assert_eq!(tally(0, 1, 2).elo(), elo_from_score(1.0 / 6.0));
    }

    #[test]
    fn the_margin_follows_the_score_deviation() {
        // 100 decisive games split evenly: σ = 0.5, interval 0.5 ± 0.098, about ±69 Elo.
        let margin = tally(50, 0, 50).elo_margin();
        assert!((margin - 69.0).abs() < 0.1, "{margin}");
        // Draws shrink the deviation, and so the margin.
        assert!(tally(25, 50, 25).elo_margin() < margin);
        // Four times the games, half the margin (nearly: the curve is not a line).
        let more = tally(200, 0, 200).elo_margin();
        assert!((more - margin / 2.0).abs() < 1.0, "{more}");
        assert_eq!(tally(5, 0, 0).elo_margin(), f64::INFINITY);
        assert_eq!(tally(1, 0, 1).elo_margin(), f64::INFINITY, "the interval reaches 0 and 1");
    }

    #[test]
    fn likelihood_of_superiority_is_symmetric() {
        assert_eq!(tally(0, 10, 0).likelihood_of_superiority(), 0.5);
        let ahead = tally(60, 0, 40).likelihood_of_superiority();
        let behind = tally(40, 0, 60).likelihood_of_superiority();
        assert!((ahead + behind - 1.0).abs() < 1e-9);
        assert!((ahead - 0.977).abs() < 0.001, "{ahead}");
        assert!((erf(0.5) - 0.520_499_9).abs() < 1e-6);
    }
}
