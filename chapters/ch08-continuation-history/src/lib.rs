//! # Chapter 8: countermove and continuation history
//!
//! Chapter 7's history asks of a quiet move "has it cut off anywhere in this
//! search?". This chapter asks "has it cut off *after this move*?": a countermove
//! table remembers, for each previous move (its piece and to-square), the quiet move
//! that last refuted it (Uiterwijk), and two continuation tables score every quiet
//! move by how it has done right after the opponent's last move and after the mover's
//! own move before that, updated like history and added to it. The ordering keeps the
//! moves of the search path itself, through chapter 0's `on_move_played` seam.

pub mod continuation_table;
pub mod countermove_table;
mod ordering;
pub mod path_moves;
pub mod piece_to;

pub use continuation_table::ContinuationTable;
pub use countermove_table::CountermoveTable;
pub use ordering::{COUNTERMOVE_KEY, ContinuationHistory};
pub use path_moves::PathMoves;
pub use piece_to::PieceTo;
