//! The killer table: for every ply, the last few quiet moves that caused a beta cutoff
//! there.

use ch00_baseline::score::MAX_PLY;
use cozy_chess::Move;

/// `SLOTS` killer moves for each ply of the search, most recent first.
///
/// Indexed by ply, not by position: the positions at the same distance from the root of
/// one search are siblings or cousins of each other, and a quiet move that refuted one of
/// them (a threat, a mate, a fork) often refutes the next one too. That guess costs no
/// hashing and no memory beyond a few moves per ply.
#[derive(Clone, Copy, Debug)]
pub struct KillerTable<const SLOTS: usize> {
    plies: [[Option<Move>; SLOTS]; MAX_PLY],
}

impl<const SLOTS: usize> Default for KillerTable<SLOTS> {
    fn default() -> Self {
        Self { plies: [[None; SLOTS]; MAX_PLY] }
    }
}

impl<const SLOTS: usize> KillerTable<SLOTS> {
    // ANCHOR: remember
    /// Records `mv` as the newest killer of `ply`. The older killers move down one slot
    /// and the oldest falls out, unless `mv` is already a killer there: then it only
    /// moves up to slot 0. So no two slots ever hold the same move, and every slot is
    /// worth a different move to try.
    pub fn remember(&mut self, ply: usize, mv: Move) {
        let Some(slots) = self.plies.get_mut(ply) else {
            return;
        };
        if SLOTS == 0 || slots[0] == Some(mv) {
            return;
        }
        let end = slots.iter().position(|&killer| killer == Some(mv)).unwrap_or(SLOTS - 1);
        slots[..=end].rotate_right(1);
        slots[0] = Some(mv);
    }
    // ANCHOR_END: remember

    /// The slot `mv` holds at `ply` (0 is the newest), or `None` if it is not a killer.
    pub fn slot_of(&self, ply: usize, mv: Move) -> Option<usize> {
        self.plies.get(ply)?.iter().position(|&killer| killer == Some(mv))
    }

    /// The killers of `ply`, newest first.
    pub fn killers(&self, ply: usize) -> impl Iterator<Item = Move> + '_ {
        self.plies.get(ply).into_iter().flatten().filter_map(|&killer| killer)
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

    fn killers_of<const SLOTS: usize>(table: &KillerTable<SLOTS>, ply: usize) -> Vec<String> {
        table.killers(ply).map(|m| m.to_string()).collect()
    }

    #[test]
    fn a_new_killer_pushes_the_older_one_down() {
        let mut table = KillerTable::<2>::default();
        table.remember(3, mv("g1f3"));
        table.remember(3, mv("e2e4"));
        assert_eq!(killers_of(&table, 3), ["e2e4", "g1f3"]);
        table.remember(3, mv("d2d4"));
        assert_eq!(killers_of(&table, 3), ["d2d4", "e2e4"], "the oldest falls out");
    }

    #[test]
    fn slots_never_hold_the_same_move_twice() {
        let mut table = KillerTable::<2>::default();
        table.remember(5, mv("g1f3"));
        table.remember(5, mv("g1f3"));
        assert_eq!(killers_of(&table, 5), ["g1f3"]);
        table.remember(5, mv("e2e4"));
        table.remember(5, mv("g1f3"));
        assert_eq!(killers_of(&table, 5), ["g1f3", "e2e4"], "slot 1 moves up, nothing is lost");
    }

    #[test]
    fn a_repeated_killer_in_a_deep_slot_moves_to_the_front() {
        let mut table = KillerTable::<4>::default();
        for text in ["a2a3", "b2b3", "c2c3", "d2d3"] {
            table.remember(0, mv(text));
        }
        table.remember(0, mv("b2b3"));
        assert_eq!(killers_of(&table, 0), ["b2b3", "d2d3", "c2c3", "a2a3"]);
    }

    #[test]
    fn plies_are_independent_and_clear_forgets_all() {
        let mut table = KillerTable::<2>::default();
        table.remember(1, mv("e2e4"));
        assert_eq!(table.slot_of(1, mv("e2e4")), Some(0));
        assert_eq!(table.slot_of(2, mv("e2e4")), None);
        table.clear();
        assert_eq!(table.slot_of(1, mv("e2e4")), None);
    }

    #[test]
    fn zero_slots_remember_nothing_and_deep_plies_are_ignored() {
        let mut table = KillerTable::<0>::default();
        table.remember(1, mv("e2e4"));
        assert_eq!(table.slot_of(1, mv("e2e4")), None);
        let mut table = KillerTable::<2>::default();
        table.remember(MAX_PLY, mv("e2e4"));
        assert_eq!(table.slot_of(MAX_PLY, mv("e2e4")), None);
    }
}
