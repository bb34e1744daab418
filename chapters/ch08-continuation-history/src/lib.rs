//! # Chapter 8: countermove and continuation history
//!
//! Chapter 7's history asks of a quiet move "has it cut off anywhere in this search?".
//! This chapter asks "has it cut off *after this move*?": a countermove table remembers,
//! for each previous move (its piece and to-square), the quiet move that last refuted it
//! (Uiterwijk), and a continuation table scores every quiet move by how it has done right
//! after the opponent's last move and after the mover's own move before that, updated
//! like history and added to it. Each is an ordering layer that keeps the moves of the
//! search path itself, through chapter 0's `on_move_played` seam.
//!
//! None of them paid at realistic depth, so the chapter's engine keeps none: it is
//! chapter 7's ordering under the chapter's name, and this crate's `src/` is exactly what
//! the engine runs. The layers and their tables live with the experiments that measured
//! them, in `tests/variants/`, as chapter 6's ideas do: a reader who reads `src/` reads
//! the engine, and one who wants the tables copies them from there (they depend on the
//! seams only, not on the tests).

mod ordering;

pub use ordering::{ContinuationHistory, ContinuationHistoryWith};
