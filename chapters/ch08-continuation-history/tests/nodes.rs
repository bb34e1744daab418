//! Chapter 8's node counts on the bench suite, against chapter 7's, same scores, perft,
//! and the UCI checks. Countermove and continuation history do not pay here
//! (`examples/realistic_tables.rs`): the chapter is a side branch, and chapter 9 builds on
//! chapter 7. Its snapshot records what the tables cost.
chapter_kit::chapter_tests!(ch08_continuation_history::ContinuationHistory, side_branch);
