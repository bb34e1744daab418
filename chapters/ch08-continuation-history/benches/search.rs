//! Time to the fixed depth on the bench suite: chapter 8 against chapter 7.
chapter_kit::chapter_bench!(ch08_continuation_history::ContinuationHistory);
