//! # Chapter 6: micro-Max's ordering
//!
//! H.G. Muller's micro-Max orders moves with one piece of information: the best move a
//! node found one ply shallower. It deepens iteratively inside every node so that every
//! node has such a move, tries it first, then the other moves of the same piece, then the
//! rest as generated. This chapter builds that scheme on our search and chapter 4's table,
//! measures it against the staged pipeline of chapters 1 to 5, and tries each of its ideas
//! on top of that pipeline. None of them pays here, so the chapter's engine searches what
//! chapter 5 searches; the measurements are the chapter.

mod ordering;

pub use ordering::{MicroMax, MicroMaxWith};
