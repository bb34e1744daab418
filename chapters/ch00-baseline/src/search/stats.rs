//! What a search counts. Every chapter counts the same way, so the numbers compare.

use std::ops::AddAssign;

use crate::sort_key::Stage;

/// How many buckets the histogram of cutoff-move indices has: the first move, the
/// second, ... up to the last bucket, which holds every later move.
pub const CUTOFF_INDEX_BUCKETS: usize = 8;

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
    /// Main-search cutoffs by the stage of the move that made them, in the order of
    /// [`Stage::ALL`]: which source of ordering found the refutation. A few integer
    /// increments per cutoff, so measuring it costs nothing measurable.
    pub cutoffs_by_stage: [u64; Stage::ALL.len()],
    /// Main-search cutoffs by the position of the cutoff move in the node's order:
    /// `[0]` the first move, `[1]` the second, ..., the last bucket every later move.
    pub cutoff_move_index: [u64; CUTOFF_INDEX_BUCKETS],
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

    /// Counts a cutoff. Always inlined: each caller says whether it is in quiescence, so
    /// each keeps only its half, and a call would cost more than the increments.
    #[inline(always)]
    pub(crate) fn record_cutoff(
        &mut self,
        in_quiescence: bool,
        moves_searched: usize,
        stage: Stage,
    ) {
        if in_quiescence {
            self.quiescence_cutoffs += 1;
            self.quiescence_first_move_cutoffs += u64::from(moves_searched == 1);
        } else {
            self.beta_cutoffs += 1;
            self.first_move_cutoffs += u64::from(moves_searched == 1);
            self.moves_searched_at_cutoffs += moves_searched as u64;
            self.cutoffs_by_stage[stage as usize] += 1;
            self.cutoff_move_index[(moves_searched.max(1) - 1).min(CUTOFF_INDEX_BUCKETS - 1)] += 1;
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
        add_each(&mut self.cutoffs_by_stage, &other.cutoffs_by_stage);
        add_each(&mut self.cutoff_move_index, &other.cutoff_move_index);
        self.quiescence_cutoffs += other.quiescence_cutoffs;
        self.quiescence_first_move_cutoffs += other.quiescence_first_move_cutoffs;
    }
}

fn add_each(sums: &mut [u64], parts: &[u64]) {
    sums.iter_mut().zip(parts).for_each(|(sum, part)| *sum += part);
}
