//! Chapter 9's engine keeps chapter 4's table: with its keys cut to two bits so that they collide,
//! it must still search no illegal move, count perft right and find the same root scores.
ordering_lab::collision_tests!(ch09_see::See);
