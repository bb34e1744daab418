//! Which buckets of the table were written since it was last cleared, while they are few.

/// The indices of the buckets written since the last clear, kept until there are more of
/// them than a sixteenth of the table.
///
/// The bench clears the table before every position. A 64 MB table has two million
/// buckets; a shallow search writes a few tens of thousands of them, so resetting only
/// those is far cheaper than resetting them all. A deep search writes more than the list
/// keeps: from then on only the clear of the whole table will do, and a store costs one
/// comparison more than it did.
pub(crate) struct WrittenBuckets {
    indices: Vec<usize>,
    /// How many indices the list keeps before it gives up.
    limit: usize,
    /// Whether more buckets were written than the list keeps.
    overflowed: bool,
}

impl WrittenBuckets {
    /// An empty list for a table of `buckets` buckets.
    pub(crate) fn for_buckets(buckets: usize) -> Self {
        Self { indices: Vec::new(), limit: buckets / 16, overflowed: false }
    }

    /// Notes that the bucket at `index` is about to be written.
    #[inline]
    pub(crate) fn note(&mut self, index: usize) {
        if self.overflowed {
            return;
        }
        if self.indices.len() < self.limit {
            self.indices.push(index);
        } else {
            self.overflowed = true;
        }
    }

    /// The buckets a clear has to reset, forgotten as they are handed over: `None` when
    /// more were written than the list kept, and the clear has to reset every bucket.
    pub(crate) fn take(&mut self) -> Option<std::vec::Drain<'_, usize>> {
        if std::mem::take(&mut self.overflowed) {
            self.indices.clear();
            return None;
        }
        Some(self.indices.drain(..))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_indices_until_there_are_too_many() {
        let mut written = WrittenBuckets::for_buckets(32);
        written.note(3);
        written.note(5);
        assert_eq!(written.take().map(Iterator::collect::<Vec<_>>), Some(vec![3, 5]));
        assert_eq!(written.take().map(Iterator::count), Some(0));
        for index in 0..3 {
            written.note(index);
        }
        assert!(written.take().is_none(), "more than a sixteenth of 32 buckets");
        assert_eq!(written.take().map(Iterator::count), Some(0));
    }
}
