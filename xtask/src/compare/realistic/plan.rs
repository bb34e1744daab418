//! How deep each chapter searches the realistic suite, and with how large a table.
//!
//! The suite's depths (`data/realistic.txt`) are where engines search, and where the later
//! chapters' techniques have plies to act on. The first chapters cannot get there: without
//! killers, an ordering searches ten and more times the nodes per ply (chapter 2 needs
//! 538M nodes for the start position at depth 9, chapter 3 40M), and micro-Max's single
//! source (chapter 6) ten times chapter 5's. So each chapter runs a fixed number of plies
//! below the suite's depths, and is compared with the chapter it builds on at the
//! shallower of their depths: no chapter sets the depth for all.

/// The transposition table of every chapter that has one, in megabytes. At 16 MB the
/// table already changes counts at these depths (chapter 4, kiwipete, depth 8: 25,377,096
/// nodes at 16 MB, 25,304,478 at 32 MB). On this suite, chapter 4 searches 39,663,366
/// nodes at 16 MB, 39,587,215 at 64 MB and 39,585,141 at 128 MB (-0.005%); chapter 6
/// 36,768,081 at 64 MB and 36,767,176 at 128 MB: at 64 MB the table is not what limits
/// the search (`chNN bench --suite realistic --hash 128` repeats the check).
pub const HASH_MEGABYTES: usize = 64;

/// Plies below the suite's depths at which `chapter` (by number) searches. Chapters from
/// 3 on search the suite as written; every chapter added later does too. Chosen so each
/// of the first chapters searches the suite in under 100M nodes, one ply deeper being
/// several times that (measured when the suite was made, 64 MB table): chapter 0 at
/// suite − 4 searches 6.3M nodes, chapter 1 at suite − 2 35M, chapter 2 at suite − 1 79M
/// (at the suite's depths chapter 3 searches 98M, chapter 4 40M); chapter 6 at suite − 1
/// 89M, at the suite's depths 412M.
pub fn plies_shallower(chapter: u32) -> u32 {
    match chapter {
        0 => 4,
        1 => 2,
        2 => 1,
        6 => 1,
        _ => 0,
    }
}

/// The depth a row was searched at, in words: `full` (each position at its own depth in
/// the file), `1 ply less`, `2 plies less`.
pub fn depth_label(shallower: u32) -> String {
    match shallower {
        0 => "full".to_owned(),
        1 => "1 ply less".to_owned(),
        plies => format!("{plies} plies less"),
    }
}

/// The plies below full depth a [`depth_label`] names.
pub fn plies_below(label: &str) -> Option<u32> {
    match label.trim() {
        "full" => Some(0),
        "1 ply less" => Some(1),
        other => other.strip_suffix(" plies less")?.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only the chapters too weak for the suite search it shallower: every chapter that
    /// builds on chapter 3's killers reaches it, but micro-Max's side branch.
    #[test]
    fn a_depth_reads_back_from_its_words() {
        for plies in 0..6 {
            assert_eq!(plies_below(&depth_label(plies)), Some(plies), "{}", depth_label(plies));
        }
        assert_eq!(plies_below("suite"), None);
    }

    #[test]
    fn only_the_weak_chapters_search_shallower() {
        let shallower: Vec<u32> = (0..11).map(plies_shallower).collect();
        assert_eq!(shallower, [4, 2, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
    }
}
