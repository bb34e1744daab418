//! Chapter 0's node counts on the bench suite: the first row of the book's comparison.
chapter_kit::chapter_tests!(ch00_baseline::ordering::NoOrdering);
