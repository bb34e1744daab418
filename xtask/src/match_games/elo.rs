//! Wins, draws and losses: the plain count of a match, shown beside the pair statistics
//! of `pentanomial` (which give the Elo and its interval) because it says how the games
//! ended. It gives no error margin of its own: the two games of a pair share their
//! opening, so counting them as independent games would overstate what they prove.

/// Games counted from the first engine's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, from 0 to 1.
    pub fn score(&self) -> f64 {
        let games = f64::from(self.games().max(1));
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / games
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_counts_draws_as_halves() {
        assert_eq!(Tally { wins: 10, draws: 20, losses: 10 }.score(), 0.5);
        assert_eq!(Tally { wins: 3, draws: 1, losses: 0 }.score(), 0.875);
        assert_eq!(Tally::default().games(), 0);
    }
}
