//! The choices of tables the experiments compare with chapter 7 and with the chapter's
//! engine (every table, with the malus), each under the name the tables and the UCI
//! `id name` give it.

use ch00_baseline::ordering::MoveOrdering;

use super::tables::Tables;

/// Declares the ordering `$choice`: chapter 7 with the tables `$tables`, named `$label`.
macro_rules! choice {
    ($choice:ident, $label:expr, $tables:ty) => {
        #[derive(Default)]
        pub struct $choice {
            previous: $tables,
        }

        impl MoveOrdering for $choice {
            ch00_baseline::previous_chapter!($tables, $label);
        }
    };
}

choice!(CountermoveAlone, "countermove", Tables<true, false, false, true>);
choice!(OnePly, "1 ply", Tables<false, true, false, true>);
choice!(OnePlyNoMalus, "1 ply, no malus", Tables<false, true, false, false>);
choice!(TwoPly, "2 plies", Tables<false, false, true, true>);
choice!(TwoPlyNoMalus, "2 plies, no malus", Tables<false, false, true, false>);
choice!(BothPlies, "1+2 plies", Tables<false, true, true, true>);
choice!(BothPliesNoMalus, "1+2 plies, no malus", Tables<false, true, true, false>);
choice!(Everything, "countermove + 1+2 plies", Tables<true, true, true, true>);
choice!(EverythingNoMalus, "countermove + 1+2 plies, no malus", Tables<true, true, true, false>);
