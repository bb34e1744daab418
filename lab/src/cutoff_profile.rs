//! How much of a node's move list the search actually reaches: the measurement behind
//! "pick, don't sort".
//!
//! [`Profiled`] wraps any ordering and, without changing a single decision of it, counts
//! for every main-search node how many legal moves it had and how many it searched.

use std::ops::AddAssign;
use std::sync::atomic::AtomicBool;

use ch00_baseline::moves::legal_moves;
use ch00_baseline::ordering::{Bound, MoveOrdering, Node, NodeResult};
use ch00_baseline::position::Position;
use ch00_baseline::report::percent;
use ch00_baseline::search::{Limits, SearchStats, search};
use ch00_baseline::suite::SuitePosition;
use cozy_chess::{Board, Move};

/// What a search's main-search nodes had of their move lists. How many moves the cut
/// nodes searched, the search counts itself ([`SearchStats`]); this adds how many they had.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CutoffProfile {
    /// Nodes where a move reached beta: the search stopped early.
    pub cut_nodes: u64,
    /// The legal moves those nodes had, summed.
    pub moves_at_cut_nodes: u64,
    /// Nodes where no move reached beta: every move was searched.
    pub all_nodes: u64,
    /// The legal moves those nodes had (and searched), summed.
    pub moves_at_all_nodes: u64,
}

impl CutoffProfile {
    /// The share of main-search nodes that cut off.
    pub fn cut_node_share(&self) -> f64 {
        self.cut_nodes as f64 / (self.cut_nodes + self.all_nodes).max(1) as f64
    }

    /// How many moves a cut node had, on average.
    pub fn moves_per_cut_node(&self) -> f64 {
        self.moves_at_cut_nodes as f64 / self.cut_nodes.max(1) as f64
    }

    /// How many moves a node without a cutoff had (and searched), on average.
    pub fn moves_per_all_node(&self) -> f64 {
        self.moves_at_all_nodes as f64 / self.all_nodes.max(1) as f64
    }

    /// The share of cut nodes' moves that were never searched (`stats` from the same
    /// search): the part of the list a full sort would have put in order for nothing.
    pub fn never_searched_share(&self, stats: &SearchStats) -> f64 {
        1.0 - stats.moves_searched_at_cutoffs as f64 / self.moves_at_cut_nodes.max(1) as f64
    }
}

impl AddAssign for CutoffProfile {
    fn add_assign(&mut self, other: Self) {
        self.cut_nodes += other.cut_nodes;
        self.moves_at_cut_nodes += other.moves_at_cut_nodes;
        self.all_nodes += other.all_nodes;
        self.moves_at_all_nodes += other.moves_at_all_nodes;
    }
}

// ANCHOR: profiled
/// `O`, counting what its main-search nodes did with their move lists. It hands every
/// decision to `O` and only watches the two seams that report a node's outcome: a cutoff
/// (`on_beta_cutoff`) and the end of a node (`store_result`, whose bound tells whether
/// every move was searched).
#[derive(Debug, Default)]
pub struct Profiled<O> {
    previous: O,
    pub profile: CutoffProfile,
}

impl<O: MoveOrdering> MoveOrdering for Profiled<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move) {
        if node.depth > 0 {
            self.profile.cut_nodes += 1;
            self.profile.moves_at_cut_nodes += legal_moves(node.board).len() as u64;
        }
        self.previous.on_beta_cutoff(node, mv);
    }

    fn store_result(&mut self, board: &Board, result: &NodeResult) {
        if result.bound != Bound::Lower {
            self.profile.all_nodes += 1;
            self.profile.moves_at_all_nodes += legal_moves(board).len() as u64;
        }
        self.previous.store_result(board, result);
    }
}
// ANCHOR_END: profiled

/// The profile of `O` over a whole suite, each position searched to its depth with a
/// fresh ordering, as the bench does, with the search's own counters beside it.
pub fn profile_suite<O: MoveOrdering>(suite: &[SuitePosition]) -> (CutoffProfile, SearchStats) {
    let mut profile = CutoffProfile::default();
    let mut stats = SearchStats::default();
    for position in suite {
        let start = Position::from_fen(&position.fen).expect("suite positions are valid");
        let mut ordering = Profiled::<O>::default();
        let stop = AtomicBool::new(false);
        let result = search(&start, &mut ordering, &Limits::depth(position.depth), &stop, |_| {});
        profile += ordering.profile;
        stats += result.stats;
    }
    (profile, stats)
}

/// The columns of [`profile_row`].
pub const PROFILE_HEADER: [&str; 8] = [
    "Ordering",
    "Suite",
    "Share of nodes that cut off",
    "Moves at a cut node",
    "Moves searched, cutoff included",
    "Cut by the first move",
    "Moves never searched",
    "Moves at a node without cutoff",
];

/// One row of the profile table: `O` on `suite`. Panics if the profile and the search's
/// own counters disagree about the cutoffs, which would mean the wrapper missed some.
pub fn profile_row<O: MoveOrdering>(suite_name: &str, suite: &[SuitePosition]) -> Vec<String> {
    let (profile, stats) = profile_suite::<O>(suite);
    assert_eq!(profile.cut_nodes, stats.beta_cutoffs, "the profile sees every cutoff");
    vec![
        O::NAME.to_string(),
        suite_name.to_string(),
        percent(profile.cut_node_share()),
        format!("{:.1}", profile.moves_per_cut_node()),
        format!("{:.2}", stats.average_moves_before_cutoff()),
        percent(stats.first_move_cutoff_rate()),
        percent(profile.never_searched_share(&stats)),
        format!("{:.1}", profile.moves_per_all_node()),
    ]
}
