//! Time to the fixed depth on the bench suite: chapter 6 against chapter 5.
ch00_baseline::chapter_bench!(ch06_micro_max::MicroMax);
