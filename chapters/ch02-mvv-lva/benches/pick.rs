//! The pick claim in time again, now with MVV-LVA's many distinct scores (with chapter 1's
//! two values, the two swapping picks do the same swaps). See `ch01_pick_move::pick_bench`
//! for what each group times.
//!
//! Run with `cargo bench -p ch02-mvv-lva --bench pick`.
ordering_lab::pick_benches!(ch02_mvv_lva::MvvLva);
