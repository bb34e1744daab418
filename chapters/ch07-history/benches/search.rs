//! Time to the fixed depth on the bench suite: chapter 7 against chapter 5.
chapter_kit::chapter_bench!(ch07_history::History);
