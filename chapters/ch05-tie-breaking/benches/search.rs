//! Time to the fixed depth on the bench suite: chapter 5 against chapter 4.
chapter_kit::chapter_bench!(ch05_tie_breaking::TieBreaking);
