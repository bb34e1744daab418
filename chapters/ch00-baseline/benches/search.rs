//! Time to the fixed depth on the bench suite (chapter 0 alone: it has no previous chapter).
chapter_kit::chapter_bench!(ch00_baseline::ordering::NoOrdering);
