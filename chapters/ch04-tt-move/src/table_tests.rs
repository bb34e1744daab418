//! The table's contract: what goes in comes out, mates keep their distance, and the
//! replacement scheme keeps what it promises to keep.

use ch00_baseline::ordering::Bound;
use ch00_baseline::score::MATE;
use cozy_chess::Move;

use super::TranspositionTable;
use crate::entry::TableEntry;

fn entry(depth: i32, score: i32, best_move: Option<&str>) -> TableEntry {
    let best_move = best_move.map(|text| text.parse::<Move>().unwrap());
    TableEntry { depth, score, bound: Bound::Exact, best_move }
}

/// One bucket only: every position competes for the same two entries.
fn one_bucket() -> TranspositionTable {
    TranspositionTable::with_buckets(1, 64)
}

#[test]
fn what_is_stored_is_found_and_nothing_else() {
    let mut table = TranspositionTable::new(1);
    table.store(0xDEAD_BEEF, 3, entry(4, 25, Some("e2e4")));
    assert_eq!(table.probe(0xDEAD_BEEF, 3), Some(entry(4, 25, Some("e2e4"))));
    assert_eq!(table.probe(0xDEAD_BEF0, 3), None);
}

#[test]
fn a_megabyte_holds_65536_entries() {
    assert_eq!(TranspositionTable::new(1).capacity(), 65_536);
}

#[test]
fn a_bucket_fills_half_a_cache_line_and_never_straddles_two() {
    assert_eq!(size_of::<super::Bucket>(), 32);
    assert_eq!(align_of::<super::Bucket>(), 32);
}

// ANCHOR: mate_survives
#[test]
fn a_mate_score_survives_a_store_and_a_probe_at_another_ply() {
    let mut table = TranspositionTable::new(1);
    // At ply 6, the side to move mates in 3 plies: mate at ply 9 from the root.
    table.store(42, 6, entry(5, MATE - 9, Some("h5f7")));
    // The same position reached at ply 2 is still mate in 3 plies: at ply 5.
    assert_eq!(table.probe(42, 2).unwrap().score, MATE - 5);
    assert_eq!(table.probe(42, 6).unwrap().score, MATE - 9);
}
// ANCHOR_END: mate_survives

#[test]
fn the_depth_preferred_entry_keeps_the_deeper_result() {
    let mut table = one_bucket();
    table.store(1, 0, entry(5, 10, Some("e2e4")));
    table.store(2, 0, entry(2, 20, Some("d2d4")));
    table.store(3, 0, entry(1, 30, Some("c2c4")));
    assert!(table.probe(1, 0).is_some(), "the deep result stays");
    assert!(table.probe(2, 0).is_none(), "the always-replace entry took the newest");
    assert!(table.probe(3, 0).is_some());
}

#[test]
fn a_deeper_result_takes_the_first_entry_and_demotes_the_old_one() {
    let mut table = one_bucket();
    table.store(1, 0, entry(5, 10, None));
    table.store(2, 0, entry(1, 20, None));
    table.store(3, 0, entry(7, 30, None));
    assert!(table.probe(3, 0).is_some());
    assert!(table.probe(1, 0).is_some(), "the old deep result moved to the second entry");
    assert!(table.probe(2, 0).is_none());
}

#[test]
fn entries_of_an_earlier_search_give_way() {
    let mut table = one_bucket();
    table.store(1, 0, entry(9, 10, None));
    table.new_search();
    table.store(2, 0, entry(1, 20, None));
    table.store(3, 0, entry(1, 30, None));
    assert!(table.probe(1, 0).is_none(), "a deep but old result does not block the bucket");
    assert!(table.probe(2, 0).is_some() && table.probe(3, 0).is_some());
}

#[test]
fn a_result_without_a_move_keeps_the_move_the_position_had() {
    let mut table = one_bucket();
    table.store(1, 0, entry(3, 10, Some("g1f3")));
    let fail_low = TableEntry { depth: 4, score: -50, bound: Bound::Upper, best_move: None };
    table.store(1, 0, fail_low);
    let found = table.probe(1, 0).unwrap();
    assert_eq!((found.depth, found.bound), (4, Bound::Upper), "the newer result wins");
    assert_eq!(found.best_move, Some("g1f3".parse().unwrap()));
}

#[test]
fn with_no_key_bits_every_position_looks_like_the_stored_one() {
    let mut table = TranspositionTable::with_buckets(1, 0);
    table.store(1, 0, entry(3, 10, Some("g1f3")));
    assert!(table.probe(0xFFFF_0000, 0).is_some(), "a collision, on purpose");
}

#[test]
fn clear_and_resize_empty_the_table() {
    let mut table = TranspositionTable::new(1);
    table.store(7, 0, entry(3, 10, None));
    assert!(table.permille_full() == 0 && table.probe(7, 0).is_some());
    table.clear();
    assert_eq!(table.probe(7, 0), None);
    table.store(7, 0, entry(3, 10, None));
    table.resize(2);
    assert_eq!((table.probe(7, 0), table.capacity()), (None, 131_072));
}
