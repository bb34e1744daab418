//! Time to the fixed depth on the bench suite: chapter 3 against chapter 2.
chapter_kit::chapter_bench!(ch03_killers::Killers);
