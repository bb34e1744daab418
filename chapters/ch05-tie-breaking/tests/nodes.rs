//! Chapter 5's node counts on the bench suite, against chapter 4.
ch00_baseline::chapter_tests!(ch05_tie_breaking::TieBreaking);
