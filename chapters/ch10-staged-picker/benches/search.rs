//! Time to the fixed depth on the bench suite: chapter 10 against the previous chapter,
//! which searches the same tree.
chapter_kit::chapter_bench!(ch10_staged_picker::StagedPicker);
