//! Time to the fixed depth on the bench suite: chapter 4 against chapter 3.
chapter_kit::chapter_bench!(ch04_tt_move::TtMove);
