//! Elo from game pairs, the way engine testers (fishtest, OpenBench) measure it.
//!
//! Each opening is played twice with colours swapped, so the two games of a pair share
//! the opening's bias: counting them apart (wins, draws, losses) treats them as
//! independent and overstates the error. A pair scores 0, ½, 1, 1½ or 2 points; the five
//! counts (the *pentanomial* distribution) give the mean score and, from the spread of
//! the pairs' scores, its standard error. Both map to Elo through the logistic curve.

use std::cmp::Ordering;

use statrs::distribution::{ContinuousCDF, Normal};

/// The confidence of every Elo interval a report or the ladder gives: 95 %.
pub const CONFIDENCE: f64 = 0.95;

/// How many pairs scored 0, ½, 1, 1½ and 2 points, from the first engine's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    pub counts: [u32; 5],
}

/// A pair's score per game for each of the five outcomes: 0, ¼, ½, ¾, 1.
const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

impl Pentanomial {
    /// The tally of pairs whose two games gave the first engine `points` (each 0, ½ or 1).
    pub fn from_pairs(pairs: impl IntoIterator<Item = (f64, f64)>) -> Pentanomial {
        let mut tally = Pentanomial::default();
        for (first, second) in pairs {
            let half_points = ((first + second) * 2.0).round().clamp(0.0, 4.0) as usize;
            tally.counts[half_points] += 1;
        }
        tally
    }

    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The mean score per game, from 0 to 1 (½ when no pair is complete).
    pub fn score(&self) -> f64 {
        mean_and_variance(&self.counts.map(f64::from)).0
    }

    /// The variance of one pair's score per game around [`Pentanomial::score`].
    pub fn pair_variance(&self) -> f64 {
        mean_and_variance(&self.counts.map(f64::from)).1
    }

    /// The standard error of [`Pentanomial::score`]: the pairs' deviation over √pairs.
    pub fn standard_error(&self) -> f64 {
        (self.pair_variance() / f64::from(self.pairs().max(1))).sqrt()
    }

    /// The Elo difference; infinite when one side scored everything.
    pub fn elo(&self) -> f64 {
        elo_from_score(self.score())
    }

    /// The two-sided interval of the Elo difference at `confidence` (0.95 for 95 %): the
    /// score's normal interval, `score ± z·standard error`, mapped through the logistic
    /// curve, so the Elo interval is not symmetric around the Elo.
    pub fn elo_interval(&self, confidence: f64) -> (f64, f64) {
        let z = Normal::standard().inverse_cdf(0.5 + confidence / 2.0);
        let spread = z * self.standard_error();
        (elo_from_score(self.score() - spread), elo_from_score(self.score() + spread))
    }

    /// Whether the interval at [`CONFIDENCE`] leaves out 0: the games tell the two engines
    /// apart.
    pub fn separates(&self) -> bool {
        let (low, high) = self.elo_interval(CONFIDENCE);
        low > 0.0 || high < 0.0
    }

    /// Half the width of [`Pentanomial::elo_interval`], the `±` of a report.
    pub fn elo_margin(&self, confidence: f64) -> f64 {
        let (low, high) = self.elo_interval(confidence);
        (high - low) / 2.0
    }

    /// Likelihood of superiority: the probability, under the normal approximation, that
    /// the first engine's true score is above ½.
    pub fn likelihood_of_superiority(&self) -> f64 {
        let error = self.standard_error();
        if error == 0.0 {
            // Every pair scored alike: certain either way, or even.
            return match self.score().total_cmp(&0.5) {
                Ordering::Greater => 1.0,
                Ordering::Less => 0.0,
                Ordering::Equal => 0.5,
            };
        }
        Normal::standard().cdf((self.score() - 0.5) / error)
    }
}

/// The mean pair score per game of `weights` (counts, possibly fractional) and its
/// variance; ½ and 0 when there are none.
pub fn mean_and_variance(weights: &[f64; 5]) -> (f64, f64) {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return (0.5, 0.0);
    }
    let mean = weights.iter().zip(PAIR_SCORES).map(|(w, x)| w * x).sum::<f64>() / total;
    let squares = weights.iter().zip(PAIR_SCORES).map(|(w, x)| w * (x - mean).powi(2));
    (mean, squares.sum::<f64>() / total)
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

/// The expected score per game of an engine `elo` points stronger: the logistic curve.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(found: f64, expected: f64, tolerance: f64) {
        assert!((found - expected).abs() < tolerance, "{found} is not {expected} ± {tolerance}");
    }

    /// 100 pairs counted 5, 15, 40, 25, 15 (0, ½, 1, 1½, 2 points), by hand:
    ///
    /// - score s = (0·5 + ¼·15 + ½·40 + ¾·25 + 1·15) / 100 = 57.5 / 100 = 0.575;
    /// - Elo = −400·log10(1/0.575 − 1) = −400·log10(0.739130) = +52.51;
    /// - pair variance = (5·0.575² + 15·0.325² + 40·0.075² + 25·0.175² + 15·0.425²) / 100
    ///   = (1.653125 + 1.584375 + 0.225 + 0.765625 + 2.709375) / 100 = 0.069375;
    /// - standard error = √(0.069375 / 100) = 0.0263391;
    /// - 95 %: z = 1.959964, s ± 0.0516238 = 0.523376 … 0.626624, which the logistic curve
    ///   maps to +16.26 … +89.94 Elo, so ± (89.94 − 16.26) / 2 = 36.84;
    /// - LOS = Φ(0.075 / 0.0263391) = Φ(2.8475) = 0.99780.
    #[test]
    fn known_pair_counts_give_the_hand_computed_figures() {
        let pairs = Pentanomial { counts: [5, 15, 40, 25, 15] };
        assert_eq!(pairs.pairs(), 100);
        close(pairs.score(), 0.575, 1e-12);
        close(pairs.elo(), 52.51, 0.01);
        close(pairs.pair_variance(), 0.069375, 1e-12);
        close(pairs.standard_error(), 0.026_339_1, 1e-7);
        let (low, high) = pairs.elo_interval(0.95);
        close(low, 16.26, 0.01);
        close(high, 89.94, 0.01);
        close(pairs.elo_margin(0.95), 36.84, 0.01);
        close(pairs.likelihood_of_superiority(), 0.997_80, 1e-5);
    }

    /// Trinomial counting of the same games would treat the two games of a pair as
    /// independent; pairs that always split 1–1 have no spread at all.
    #[test]
    fn pairs_are_counted_by_their_two_games() {
        let pairs = Pentanomial::from_pairs([(1.0, 0.0), (0.5, 0.5), (1.0, 1.0), (1.0, 0.5)]);
        assert_eq!(pairs.counts, [0, 0, 2, 1, 1]);
        let even = Pentanomial { counts: [0, 0, 10, 0, 0] };
        assert_eq!((even.score(), even.pair_variance(), even.elo()), (0.5, 0.0, 0.0));
        assert_eq!(even.likelihood_of_superiority(), 0.5);
    }
}
