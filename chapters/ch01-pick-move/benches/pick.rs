//! The pick claim in time, with this chapter's scores (captures and promotions first):
//! the classic pick against finding the best and swapping once, and against sorting the
//! whole list up front. See `ch01_pick_move::pick_bench` for what each group times.
//!
//! Run with `cargo bench -p ch01-pick-move --bench pick`.
ordering_lab::pick_benches!(ordering_lab::frame::CapturesFirst);
