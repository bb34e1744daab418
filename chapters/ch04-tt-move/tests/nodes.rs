//! Chapter 4's node counts on the bench suite, its gain over chapter 3, same scores, perft.
chapter_kit::chapter_tests!(ch04_tt_move::TtMove);
