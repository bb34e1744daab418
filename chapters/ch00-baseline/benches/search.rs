//! Time to the fixed depth on the bench suite (chapter 0 alone: it has no previous chapter).
ch00_baseline::chapter_bench!(ch00_baseline::ordering::NoOrdering);
