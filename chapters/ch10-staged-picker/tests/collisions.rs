//! The staged picker plays the table move before generating anything, so it must check it
//! itself: with the table's keys cut to two bits, so that they collide, it must still
//! search no illegal move, count perft right and find the same root scores.
ordering_lab::collision_tests!(ch10_staged_picker::StagedPicker);
