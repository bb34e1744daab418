//! Chapter 7's node counts on the bench suite, its gain over chapter 5, same scores, perft,
//! and the UCI checks.
chapter_kit::chapter_tests!(ch07_history::History);
