//! The choices of tables the experiments compare with the chapter's engine (chapter 7's
//! order): each table alone, the two continuation distances together, everything, each
//! with and without the malus. Each is the layers over chapter 7's ordering under the
//! name the tables and the UCI `id name` give it.

use ch00_baseline::ordering::MoveOrdering;
use ch07_history::History;

use super::continuation::ContinuationWith;
use super::countermove::CountermoveWith;
use super::without_malus::WithoutMalus;

/// Continuation history one and two plies back over chapter 7's ordering.
pub type BothPliesLayers = ContinuationWith<ContinuationWith<History, 2>, 1>;

/// The same without the malus.
pub type BothPliesNoMalusLayers = WithoutMalus<WithoutMalus<History, 2>, 1>;

/// Every table over chapter 7's ordering.
pub type EveryTable = CountermoveWith<BothPliesLayers>;

/// Declares the ordering `$choice`: the layers `$layers` named `$label`.
macro_rules! choice {
    ($choice:ident, $label:expr, $layers:ty) => {
        #[derive(Default)]
        pub struct $choice {
            previous: $layers,
        }

        impl MoveOrdering for $choice {
            ch00_baseline::previous_chapter!($layers, $label);
        }
    };
}

choice!(CountermoveAlone, "countermove", CountermoveWith<History>);
choice!(OnePly, "1 ply", ContinuationWith<History, 1>);
choice!(OnePlyNoMalus, "1 ply, no malus", WithoutMalus<History, 1>);
choice!(TwoPly, "2 plies", ContinuationWith<History, 2>);
choice!(TwoPlyNoMalus, "2 plies, no malus", WithoutMalus<History, 2>);
choice!(BothPlies, "1+2 plies", BothPliesLayers);
choice!(BothPliesNoMalus, "1+2 plies, no malus", BothPliesNoMalusLayers);
choice!(Everything, "countermove + 1+2 plies", EveryTable);
choice!(
    EverythingNoMalus,
    "countermove + 1+2 plies, no malus",
    CountermoveWith<BothPliesNoMalusLayers>
);
