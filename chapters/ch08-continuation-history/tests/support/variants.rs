//! The choices of tables the experiments compare with the chapter's own: each table
//! alone, the two continuation distances together, everything, each with and without
//! the malus.

use ch08_continuation_history::{ContinuationRules, ContinuationWith};

/// Declares the rules of one variant and the ordering that uses them.
macro_rules! variant {
    ($ordering:ident, $rules:ident, $label:expr,
     countermove: $countermove:expr, one_ply: $one:expr, two_ply: $two:expr, malus: $malus:expr) => {
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $rules;

        impl ContinuationRules for $rules {
            const NAME: &'static str = $label;
            const COUNTERMOVE: bool = $countermove;
            const ONE_PLY: bool = $one;
            const TWO_PLY: bool = $two;
            const MALUS: bool = $malus;
        }

        pub type $ordering = ContinuationWith<$rules>;
    };
}

variant!(CountermoveAlone, CountermoveRules, "countermove",
    countermove: true, one_ply: false, two_ply: false, malus: true);
variant!(OnePly, OnePlyRules, "1 ply",
    countermove: false, one_ply: true, two_ply: false, malus: true);
variant!(OnePlyNoMalus, OnePlyNoMalusRules, "1 ply, no malus",
    countermove: false, one_ply: true, two_ply: false, malus: false);
variant!(TwoPly, TwoPlyRules, "2 plies",
    countermove: false, one_ply: false, two_ply: true, malus: true);
variant!(TwoPlyNoMalus, TwoPlyNoMalusRules, "2 plies, no malus",
    countermove: false, one_ply: false, two_ply: true, malus: false);
variant!(BothPlies, BothPliesRules, "1+2 plies",
    countermove: false, one_ply: true, two_ply: true, malus: true);
variant!(BothPliesNoMalus, BothPliesNoMalusRules, "1+2 plies, no malus",
    countermove: false, one_ply: true, two_ply: true, malus: false);
variant!(Everything, EverythingRules, "countermove + 1+2 plies",
    countermove: true, one_ply: true, two_ply: true, malus: true);
variant!(EverythingNoMalus, EverythingNoMalusRules, "countermove + 1+2 plies, no malus",
    countermove: true, one_ply: true, two_ply: true, malus: false);
