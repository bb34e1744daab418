//! Chapter 10's node counts on the bench suite (identical to chapter 9's: the picker
//! changes when moves are generated and scored, never their order), same scores, perft,
//! and the UCI checks.
chapter_kit::chapter_tests!(ch10_staged_picker::StagedPicker, same_nodes);
