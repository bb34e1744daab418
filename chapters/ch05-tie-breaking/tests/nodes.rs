//! Chapter 5's node counts on the bench suite, against chapter 4.
chapter_kit::chapter_tests!(ch05_tie_breaking::TieBreaking);
