//! The transposition table: a fixed-size hash table from positions to search results.

use crate::entry::{Slot, TableEntry};
use crate::huge_pages::filled_on_huge_pages;
use crate::mate::{score_from_table, score_to_table};
use crate::written_buckets::WrittenBuckets;

/// The two entries a position can live in: the deepest result seen there, and the most
/// recent one. Aligned to its size, 32 bytes, so that no bucket
/// straddles two 64-byte cache lines: a probe, which misses the cache at most nodes of a
/// large table, waits for one line from memory, not two.
#[derive(Clone, Copy, Debug)]
#[repr(align(32))]
struct Bucket([Option<Slot>; 2]);

impl Bucket {
    const EMPTY: Bucket = Bucket([None, None]);
}

// ANCHOR: default_size
/// The size the bench and a fresh engine use, and a common default for the UCI `Hash`
/// option. `tests/experiments.rs` measures what smaller tables change.
pub const DEFAULT_MEGABYTES: usize = 16;
// ANCHOR_END: default_size

// ANCHOR: table
/// A transposition table of two-entry buckets, indexed and verified by the position's
/// Zobrist key (`ch00_baseline::key::position_key`).
///
/// Replacement, per bucket: the first entry is *depth-preferred*: a new result takes
/// it only if it was searched at least as deep as the one there, or if the one there
/// is left over from an earlier search. The second entry *always* takes what the
/// first refused (and what the first gives up). Deep results are the expensive ones,
/// so they are kept; the newest results are the ones the search is about to need
/// again, so they always have a place.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    /// Which bits of the hash an entry keeps to recognise its position: all of them
    /// normally; few of them in the collision tests, on purpose.
    key_mask: u64,
    /// Counts searches (wrapping), to tell this search's entries from older ones.
    age: u8,
    /// What a clear has to reset: after a short search, only the buckets it wrote.
    written: WrittenBuckets,
}
// ANCHOR_END: table

impl TranspositionTable {
    /// A table of `megabytes` (at least one bucket), verifying the whole 64-bit key.
    pub fn new(megabytes: usize) -> Self {
        Self::with_buckets((megabytes << 20) / size_of::<Bucket>(), 64)
    }

    /// A table of exactly `buckets` buckets that keeps only `key_bits` bits of each key.
    /// With few bits, different positions pass for one another: the collision tests use
    /// it to show that a wrong table move costs order, never correctness.
    pub fn with_buckets(buckets: usize, key_bits: u32) -> Self {
        let key_mask = if key_bits >= 64 { u64::MAX } else { (1 << key_bits) - 1 };
        let buckets = filled_on_huge_pages(buckets.max(1), Bucket::EMPTY);
        let written = WrittenBuckets::for_buckets(buckets.len());
        Self { buckets, key_mask, age: 0, written }
    }

    /// How many entries the table holds (two per bucket).
    pub fn capacity(&self) -> usize {
        self.buckets.len() * 2
    }

    /// Forgets every entry (UCI `ucinewgame`, and before each bench position).
    pub fn clear(&mut self) {
        match self.written.take() {
            Some(indices) => indices.for_each(|index| self.buckets[index] = Bucket::EMPTY),
            None => self.buckets.fill(Bucket::EMPTY),
        }
        self.age = 0;
    }

    /// Reallocates the table at a new size (UCI `setoption name Hash`); it starts empty.
    /// The old table is freed before the new one is made, so that going from 1 GB to
    /// 2 GB needs 2 GB, not 3.
    pub fn resize(&mut self, megabytes: usize) {
        let key_bits = self.key_mask.count_ones();
        self.buckets = Vec::new();
        *self = Self::with_buckets((megabytes << 20) / size_of::<Bucket>(), key_bits);
    }

    /// Marks the start of a new search: from now on, everything stored so far is old and
    /// gives way in the depth-preferred entries.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// How many searches the table has seen since it was made or cleared (wrapping).
    pub fn age(&self) -> u8 {
        self.age
    }

    // ANCHOR: probe
    /// What the table knows about the position with Zobrist hash `hash`, read by a
    /// node at `ply`. The answer may belong to another position whose key looks the
    /// same: a move from it must be checked against the legal moves before it is
    /// played.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<TableEntry> {
        let key = hash & self.key_mask;
        let slot = self.bucket(hash).0.iter().flatten().find(|slot| slot.key == key)?;
        Some(TableEntry {
            depth: i32::from(slot.depth),
            score: score_from_table(i32::from(slot.score), ply),
            bound: slot.bound,
            best_move: slot.best_move,
        })
    }
    // ANCHOR_END: probe

    /// Starts loading the bucket of `hash` into the cache, without waiting for it: called
    /// as soon as a child position is known, its probe a little later finds the bucket
    /// there instead of waiting for memory.
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const Bucket = self.bucket(hash);
            // SAFETY: a prefetch is only a hint to the cache: it reads nothing into the
            // program and never faults, whatever the address (this one is in the table).
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
    }

    // ANCHOR: store
    /// Stores what a node at `ply` found about the position with hash `hash`.
    pub fn store(&mut self, hash: u64, ply: usize, entry: TableEntry) {
        let key = hash & self.key_mask;
        let mut new = Slot {
            key,
            best_move: entry.best_move,
            score: score_to_table(entry.score, ply) as i16,
            depth: entry.depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound: entry.bound,
            age: self.age,
        };
        let age = self.age;
        let bucket = &mut self.bucket_mut(hash).0;
        // The same position again: the newer result replaces the older one where it
        // is. A node that no move lifted above alpha has no best move; the move the
        // position had is still the best guess there, so it stays.
        if let Some(same) = bucket.iter_mut().flatten().find(|slot| slot.key == key) {
            new.best_move = new.best_move.or(same.best_move);
            *same = new;
            return;
        }
        let [deep, recent] = bucket;
        if deep.is_none_or(|old| old.age != age || new.depth >= old.depth) {
            *recent = deep.replace(new);
        } else {
            *recent = Some(new);
        }
    }
    // ANCHOR_END: store

    /// How full the table is, in entries per thousand (what UCI calls `hashfull`).
    pub fn permille_full(&self) -> usize {
        let used: usize = self.buckets.iter().map(|b| b.0.iter().flatten().count()).sum();
        used * 1000 / self.capacity()
    }

    /// The bucket of `hash`: its top bits scaled to the number of buckets (a multiply
    /// and a shift instead of a division, and any number of buckets works).
    fn index(&self, hash: u64) -> usize {
        ((u128::from(hash) * self.buckets.len() as u128) >> 64) as usize
    }

    fn bucket(&self, hash: u64) -> &Bucket {
        &self.buckets[self.index(hash)]
    }

    fn bucket_mut(&mut self, hash: u64) -> &mut Bucket {
        let index = self.index(hash);
        self.written.note(index);
        &mut self.buckets[index]
    }
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
