//! Time to the fixed depth on the bench suite: chapter 6 against chapter 5.
chapter_kit::chapter_bench!(ch06_micro_max::MicroMax);
