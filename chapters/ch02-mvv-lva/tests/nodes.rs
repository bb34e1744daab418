//! Chapter 2's node counts on the bench suite, against chapter 1.
ch00_baseline::chapter_tests!(ch02_mvv_lva::MvvLva);
