//! Chapter 8's node counts on the bench suite, no more than chapter 7's (the chapter's
//! engine keeps no table: none paid at realistic depth), same scores, perft, and the UCI
//! checks.
chapter_kit::chapter_tests!(ch08_continuation_history::ContinuationHistory, not_worse);
