//! Memory for the table on huge pages, where the system offers them.

/// `count` copies of `value` in memory the kernel is asked to back with huge pages (2 MB
/// on x86-64 Linux) before any of it is written.
///
/// A probe lands on a random bucket. With 4 KB pages the default 16 MB table spans 4,096
/// pages, more than the processor's address-translation cache holds, so most probes wait
/// for the page's translation as well as for the bucket. With 2 MB pages the table is a
/// handful of pages, and chapter 4 onwards spend a few per cent less time per node.
/// Where the kernel gives huge pages to programs that ask (the setting of the machine the
/// book was measured on) this is the asking; where it gives them to every program, or to
/// none, or on other systems, nothing changes. Node counts never depend on it.
pub(crate) fn filled_on_huge_pages<T: Copy>(count: usize, value: T) -> Vec<T> {
    let mut items: Vec<T> = Vec::with_capacity(count);
    advise_huge_pages(items.as_ptr().cast(), count * size_of::<T>());
    items.resize(count, value);
    items
}

/// Advises huge pages for the whole 2 MB pages inside `len` bytes from `start`.
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: *const u8, len: usize) {
    const HUGE_PAGE: usize = 2 << 20;
    let first = (start as usize).next_multiple_of(HUGE_PAGE);
    let end = (start as usize + len) / HUGE_PAGE * HUGE_PAGE;
    if end > first {
        // SAFETY: the range lies inside the vector's allocation, and `MADV_HUGEPAGE` only
        // changes how the kernel backs it: nothing is read or written, and if the advice
        // cannot be followed the pages stay as they were (the result can be ignored).
        unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: *const u8, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_is_the_value() {
        for count in [1, 1000, 3 << 20] {
            let items = filled_on_huge_pages(count, 7u8);
            assert_eq!(items.len(), count);
            assert!(items.iter().all(|&item| item == 7));
        }
    }
}
