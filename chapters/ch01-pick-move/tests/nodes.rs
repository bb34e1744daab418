//! Chapter 1's node counts on the bench suite, against chapter 0.
chapter_kit::chapter_tests!(ch01_pick_move::PickMove);
