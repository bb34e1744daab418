//! Chapter 2's node counts on the bench suite, against chapter 1.
chapter_kit::chapter_tests!(ch02_mvv_lva::MvvLva);
