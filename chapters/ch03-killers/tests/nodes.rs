//! Chapter 3's node counts on the bench suite, its gain over chapter 2, same scores, perft.
chapter_kit::chapter_tests!(ch03_killers::Killers);
