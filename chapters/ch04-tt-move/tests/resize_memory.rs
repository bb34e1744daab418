//! `setoption name Hash` frees the old table before it builds the new one: at its peak
//! the engine holds about the new size, not the old and the new together.
//!
//! An allocator that counts the bytes held and their peak stands in for the resident
//! memory a user sees; this test binary has it to itself.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use ch00_baseline::ordering::MoveOrdering;
use ch04_tt_move::TtMove;

struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(held, Ordering::SeqCst);
        // SAFETY: the layout is the caller's, passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` was allocated by `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn a_new_hash_size_needs_only_the_new_size_at_its_peak() {
    const MB: usize = 1 << 20;
    let mut ordering = TtMove::default();
    ordering.set_table_megabytes(64);
    let before = HELD.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    ordering.set_table_megabytes(128);
    let peak = PEAK.load(Ordering::SeqCst);
    // Old (64) and new (128) together would be 192 MB; the new one alone, 128.
    assert!(peak - (before - 64 * MB) <= 129 * MB, "peak {} MB", peak / MB);
}
