//! The sequential probability ratio test that lets a match stop as soon as its games say
//! enough: is the first engine at least `elo1` stronger (H1), or at most `elo0` (H0)?
//!
//! After each complete pair (from the tenth on) the log-likelihood ratio of the two
//! hypotheses is updated; the match stops when it leaves the interval between
//! `ln(β/(1−α))` and `ln((1−β)/α)`.
//! The ratio is the generalised SPRT's normal approximation on pair scores, as fishtest
//! and OpenBench compute it: with `s0`, `s1` the scores `elo0`, `elo1` predict, `s` the
//! pairs' mean score and `σ²` their variance, `LLR = N (s1 − s0)(2s − s0 − s1) / (2σ²)`.

use super::pentanomial::{self, Pentanomial};

/// The hypotheses and the error rates a match accepts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The first engine is at least `elo1` stronger.
    H1,
    /// The first engine is at most `elo0` stronger.
    H0,
    Continue,
}

/// A count of zero is replaced by this much before the ratio is computed, as OpenBench
/// does: a few pairs that all ended alike would otherwise have no variance at all.
const EMPTY_COUNT: f64 = 1e-3;

/// The pairs the test waits for before it may decide. The normal approximation takes the
/// pairs' variance from the pairs themselves: after one pair won 2–0 it is nearly zero, and
/// the ratio would accept H1 at once. Tests of thousands of games (fishtest, OpenBench) never
/// meet this; a match of a few dozen games on a laptop does.
pub const MIN_PAIRS: u32 = 10;

impl Sprt {
    /// `(lower, upper)`: H0 is accepted below the first, H1 above the second.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 against H0 after `pairs`.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let weights = pairs.counts.map(|count| f64::from(count).max(EMPTY_COUNT));
        let total: f64 = weights.iter().sum();
        let (score, variance) = pentanomial::mean_and_variance(&weights);
        let s0 = pentanomial::score_from_elo(self.elo0);
        let s1 = pentanomial::score_from_elo(self.elo1);
        total * (s1 - s0) * (2.0 * score - s0 - s1) / (2.0 * variance)
    }

    /// The decision after `pairs`: none before [`MIN_PAIRS`], then whichever bound the
    /// ratio has crossed.
    pub fn decide(&self, pairs: &Pentanomial) -> Verdict {
        if pairs.pairs() < MIN_PAIRS {
            return Verdict::Continue;
        }
        self.verdict(self.llr(pairs))
    }

    fn verdict(&self, llr: f64) -> Verdict {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const USUAL: Sprt = Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 };

    /// elo0 = 0, elo1 = 10, α = β = 0.05, by hand:
    ///
    /// - bounds ln(0.05 / 0.95) = −2.9444 and ln(0.95 / 0.05) = +2.9444;
    /// - s0 = 1 / (1 + 10⁰) = 0.5, s1 = 1 / (1 + 10^(−10/400)) = 0.514387;
    /// - pairs 5, 15, 40, 25, 15 (no empty count, so nothing is replaced): N = 100,
    ///   s = 0.575, σ² = 0.069375 (the figures of `pentanomial`'s test), so
    ///   LLR = 100 · 0.014387 · (1.15 − 1.014387) / (2 · 0.069375) = 1.40619: keep playing.
    #[test]
    fn known_pair_counts_give_the_hand_computed_ratio() {
        let (lower, upper) = USUAL.bounds();
        assert!((lower + 2.944_439).abs() < 1e-6 && (upper - 2.944_439).abs() < 1e-6);
        let llr = USUAL.llr(&Pentanomial { counts: [5, 15, 40, 25, 15] });
        assert!((llr - 1.406_19).abs() < 1e-5, "{llr}");
        assert_eq!(USUAL.verdict(llr), Verdict::Continue);
    }

    #[test]
    fn a_clear_difference_stops_the_test_either_way() {
        // About +92 Elo: not yet clear after 50 pairs, clear after 200.
        let mut stronger = Pentanomial { counts: [1, 5, 20, 15, 9] };
        assert_eq!(USUAL.decide(&stronger), Verdict::Continue);
        stronger.counts.iter_mut().for_each(|count| *count *= 4);
        assert_eq!(USUAL.decide(&stronger), Verdict::H1);
        let weaker = Pentanomial { counts: [40, 60, 100, 40, 10] };
        assert_eq!(USUAL.decide(&weaker), Verdict::H0);
        assert_eq!(USUAL.llr(&Pentanomial::default()), 0.0);
        let all_won = USUAL.llr(&Pentanomial { counts: [0, 0, 0, 0, 6] });
        assert!(all_won.is_finite() && all_won > 0.0, "{all_won}");
        let one_pair = Pentanomial { counts: [0, 0, 0, 0, 1] };
        assert_eq!(USUAL.verdict(USUAL.llr(&one_pair)), Verdict::H1, "the approximation alone");
        assert_eq!(USUAL.decide(&one_pair), Verdict::Continue, "not before {MIN_PAIRS} pairs");
    }
}
