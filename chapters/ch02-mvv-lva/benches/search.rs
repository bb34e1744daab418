//! Time to the fixed depth on the bench suite: chapter 2 against chapter 1.
ch00_baseline::chapter_bench!(ch02_mvv_lva::MvvLva);
