//! What a search counts. Every chapter counts the same way, so the numbers compare.

use std::ops::AddAssign;

/// Counters of one search (or of one iteration, or of a whole suite when added up).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Every node visited: main search and quiescence alike, each counted once on entry.
    pub nodes: u64,
    /// The part of `nodes` visited by quiescence search.
    pub quiescence_nodes: u64,
    /// Main-search nodes where a move scored at least beta.
    pub beta_cutoffs: u64,
    /// Of those, the ones where the first move searched did it: the rate engine authors
    /// quote as a measure of ordering (90% and above is considered good).
    pub first_move_cutoffs: u64,
    /// The sum, over main-search cutoffs, of how many moves were searched up to and
    /// including the cutoff move. Divided by `beta_cutoffs`, the average.
    pub moves_searched_at_cutoffs: u64,
    /// Quiescence nodes where a capture scored at least beta (stand-pat cutoffs excluded).
    pub quiescence_cutoffs: u64,
    /// Of those, the ones where the first capture searched did it.
    pub quiescence_first_move_cutoffs: u64,
}

impl SearchStats {
    /// Share of main-search cutoffs made by the first move searched, from 0 to 1.
    pub fn first_move_cutoff_rate(&self) -> f64 {
        ratio(self.first_move_cutoffs, self.beta_cutoffs)
    }

    /// Share of quiescence capture cutoffs made by the first capture searched.
    pub fn quiescence_first_move_cutoff_rate(&self) -> f64 {
        ratio(self.quiescence_first_move_cutoffs, self.quiescence_cutoffs)
    }

    /// How many moves a cutting node searches on average before (and with) its cutoff move.
    pub fn average_moves_before_cutoff(&self) -> f64 {
        ratio(self.moves_searched_at_cutoffs, self.beta_cutoffs)
    }

    pub(crate) fn record_cutoff(&mut self, in_quiescence: bool, moves_searched: usize) {
        if in_quiescence {
            self.quiescence_cutoffs += 1;
            self.quiescence_first_move_cutoffs += u64::from(moves_searched == 1);
        } else {
            self.beta_cutoffs += 1;
            self.first_move_cutoffs += u64::from(moves_searched == 1);
            self.moves_searched_at_cutoffs += moves_searched as u64;
        }
    }
}

fn ratio(part: u64, whole: u64) -> f64 {
    if whole == 0 { 0.0 } else { part as f64 / whole as f64 }
}

impl AddAssign for SearchStats {
    fn add_assign(&mut self, other: Self) {
        self.nodes += other.nodes;
        self.quiescence_nodes += other.quiescence_nodes;
        self.beta_cutoffs += other.beta_cutoffs;
        self.first_move_cutoffs += other.first_move_cutoffs;
        self.moves_searched_at_cutoffs += other.moves_searched_at_cutoffs;
        self.quiescence_cutoffs += other.quiescence_cutoffs;
        self.quiescence_first_move_cutoffs += other.quiescence_first_move_cutoffs;
    }
}
