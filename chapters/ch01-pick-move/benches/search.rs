//! Time to the fixed depth on the bench suite: chapter 1 against chapter 0.
chapter_kit::chapter_bench!(ch01_pick_move::PickMove);
