//! Time to the fixed depth on the bench suite: chapter 2 against chapter 1.
chapter_kit::chapter_bench!(ch02_mvv_lva::MvvLva);
