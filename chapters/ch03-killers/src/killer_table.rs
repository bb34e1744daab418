//! The killer table: for every ply, the last two quiet moves that caused a beta cutoff
//! there.

use ch00_baseline::score::MAX_PLY;
use cozy_chess::Move;

// ANCHOR: killer_table
/// Two killer moves for each ply of the search, the newest first.
///
/// Indexed by ply, not by position: the positions at the same distance from the root
/// of one search are siblings or cousins of each other, and a quiet move that refuted
/// one of them (a threat, a mate, a fork) often refutes the next one too. That guess
/// costs no hashing and no memory beyond two moves per ply.
#[derive(Clone, Copy, Debug)]
pub struct KillerTable {
    plies: [[Option<Move>; 2]; MAX_PLY],
}
// ANCHOR_END: killer_table

impl Default for KillerTable {
    fn default() -> Self {
        Self { plies: [[None; 2]; MAX_PLY] }
    }
}

impl KillerTable {
    // ANCHOR: remember
    /// Records `mv` as the newest killer of `ply`: the older one moves to the second
    /// slot and the one there falls out, unless `mv` is already the newest, so the
    /// two slots never hold the same move and each is a different move to try.
    pub fn remember(&mut self, ply: usize, mv: Move) {
        let Some(slots) = self.plies.get_mut(ply) else { return };
        if slots[0] != Some(mv) {
            slots[1] = slots[0];
            slots[0] = Some(mv);
        }
    }
    // ANCHOR_END: remember

    /// The slot `mv` holds at `ply` (0 is the newest), or `None` if it is not a killer.
    pub fn slot_of(&self, ply: usize, mv: Move) -> Option<usize> {
        self.plies.get(ply)?.iter().position(|&killer| killer == Some(mv))
    }

    /// The killers of `ply`, newest first.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.plies.get(ply).copied().unwrap_or_default()
    }

    pub fn clear(&mut self) {
        *self = Self::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    fn killers_of(table: &KillerTable, ply: usize) -> Vec<String> {
        table.killers(ply).iter().flatten().map(|m| m.to_string()).collect()
    }

    #[test]
    fn a_new_killer_pushes_the_older_one_down() {
        let mut table = KillerTable::default();
        table.remember(3, mv("g1f3"));
        table.remember(3, mv("e2e4"));
        assert_eq!(killers_of(&table, 3), ["e2e4", "g1f3"]);
        table.remember(3, mv("d2d4"));
        assert_eq!(killers_of(&table, 3), ["d2d4", "e2e4"], "the oldest falls out");
    }

    #[test]
    fn slots_never_hold_the_same_move_twice() {
        let mut table = KillerTable::default();
        table.remember(5, mv("g1f3"));
        table.remember(5, mv("g1f3"));
        assert_eq!(killers_of(&table, 5), ["g1f3"]);
        table.remember(5, mv("e2e4"));
        table.remember(5, mv("g1f3"));
        assert_eq!(killers_of(&table, 5), ["g1f3", "e2e4"], "slot 1 moves up, nothing is lost");
    }

    #[test]
    fn plies_are_independent_and_clear_forgets_all() {
        let mut table = KillerTable::default();
        table.remember(1, mv("e2e4"));
        assert_eq!(table.slot_of(1, mv("e2e4")), Some(0));
        assert_eq!(table.slot_of(2, mv("e2e4")), None);
        table.clear();
        assert_eq!(table.slot_of(1, mv("e2e4")), None);
    }

    #[test]
    fn deep_plies_are_ignored() {
        let mut table = KillerTable::default();
        table.remember(MAX_PLY, mv("e2e4"));
        assert_eq!(table.slot_of(MAX_PLY, mv("e2e4")), None);
        assert_eq!(table.killers(MAX_PLY), [None, None]);
    }
}
