//! # Chapter 4: the transposition-table move
//!
//! A transposition table remembers, for each position searched, the move that was best or
//! caused the cutoff; when the position comes back (in the next iteration, or through
//! another move order) that move is searched first, above every capture. The table is
//! the hard part: Zobrist keys, a replacement scheme, mate scores stored relative to the
//! node, and moves that may belong to another position.

pub mod entry;
mod huge_pages;
pub mod mate;
mod ordering;
pub mod score_cutoff;
pub mod table;
pub mod table_move;
mod written_buckets;

pub use entry::TableEntry;
pub use ordering::{TtMove, TtMoveWith};
pub use score_cutoff::settled_score;
pub use table::{DEFAULT_MEGABYTES, TranspositionTable};
pub use table_move::{TABLE_MOVE_KEY, table_move_first};
