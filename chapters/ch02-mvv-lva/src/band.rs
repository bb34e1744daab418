//! Where captures sit among the sort scores of every later chapter.
//!
//! ```text
//!   ABOVE_CAPTURES and up                 the table move (chapter 4)
//!   MVV_LVA_OFFSET + 64 ..= + 119         queen promotions (by what they capture)
//!   MVV_LVA_OFFSET + 10 ..= + 55          captures, by the victim x attacker table
//!   MVV_LVA_OFFSET                        bottom of the capture band
//!   just below MVV_LVA_OFFSET             killers (chapter 3), at fixed steps
//!   0                                     quiet moves and under-promotions
//! ```
//!
//! Every score the band hands out lies in `MVV_LVA_OFFSET..ABOVE_CAPTURES`, a range
//! [`CAPTURE_BAND_WIDTH`] wide. The offset is large so that whatever later chapters put
//! below it (killers, history counters) has room and never climbs into the band.

use ch00_baseline::moves::SortScore;

// ANCHOR: band
/// The bottom of the capture band: every capture and queen promotion scores at least this.
pub const MVV_LVA_OFFSET: SortScore = 1_000_000_000;

/// How many sort scores the band spans. Its highest entry is far below the width, so the
/// table can change without touching the chapters around it.
pub const CAPTURE_BAND_WIDTH: SortScore = 256;

/// The first score above every capture: where a move that must come before all captures
/// (the table move of chapter 4) starts.
pub const ABOVE_CAPTURES: SortScore = MVV_LVA_OFFSET + CAPTURE_BAND_WIDTH;
// ANCHOR_END: band
