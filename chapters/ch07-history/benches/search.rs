//! Time to the fixed depth on the bench suite: chapter 7 against chapter 6.
ch00_baseline::chapter_bench!(ch07_history::History);
