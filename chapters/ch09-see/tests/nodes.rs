//! Chapter 9's node counts on the bench suite, its gain over chapter 7, same scores, perft,
//! and the UCI checks.
chapter_kit::chapter_tests!(ch09_see::See);
