//! # Chapter 8: countermove and continuation history
//!
//! Chapter 7's history asks of a quiet move "has it cut off anywhere in this search?".
//! This chapter asks "has it cut off *after this move*?": a countermove table remembers,
//! for each previous move (its piece and to-square), the quiet move that last refuted it
//! (Uiterwijk), and a continuation table scores every quiet move by how it has done right
//! after the opponent's last move and after the mover's own move before that, updated
//! like history and added to it. The ordering keeps the moves of the search path itself,
//! through chapter 0's `on_move_played` seam.

pub mod band;
pub mod continuation_table;
pub mod countermove_table;
mod ordering;
pub mod path_moves;
pub mod piece_to;
pub mod rules;

pub use band::continuation_score;
pub use continuation_table::ContinuationTable;
pub use countermove_table::CountermoveTable;
pub use ordering::{ContinuationHistory, ContinuationWith};
pub use path_moves::PathMoves;
pub use piece_to::PieceTo;
pub use rules::{ChapterRules, ContinuationRules};
