//! Time to the fixed depth on the bench suite: chapter 9 against chapter 7.
chapter_kit::chapter_bench!(ch09_see::See);
