//! Time to the fixed depth on the bench suite: chapter 1 against chapter 0.
ch00_baseline::chapter_bench!(ch01_pick_move::PickMove);
