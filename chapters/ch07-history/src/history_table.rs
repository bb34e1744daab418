//! The butterfly table: for each side, from-square and to-square, how well quiet
//! moves between those squares have done at cutting off the search so far.

use cozy_chess::{Color, Move};

// ANCHOR: history_max
/// The bound of every entry: each stays within `-HISTORY_MAX..=HISTORY_MAX`. It fits
/// an `i16` with room to spare, so the table is 16 KiB and a step of the update never
/// needs more than an `i32`.
pub const HISTORY_MAX: i32 = 16_384;
// ANCHOR_END: history_max

// ANCHOR: gravity_update
/// The entry `entry` moved by `change` with the gravity update (see
/// [`HistoryTable::update`]); every table of bounded history values (chapter 8's too)
/// steps its entries through it.
pub fn gravity_update(entry: i16, change: i32) -> i16 {
    let change = change.clamp(-HISTORY_MAX, HISTORY_MAX);
    let old = i32::from(entry);
    let new = old + change - old * change.abs() / HISTORY_MAX;
    new as i16
}
// ANCHOR_END: gravity_update

/// A history entry per side to move, from-square and to-square ("butterfly" table:
/// one entry for every pair of squares, whatever the piece).
#[derive(Clone, Debug)]
pub struct HistoryTable {
    entries: [[[i16; 64]; 64]; 2],
}

impl Default for HistoryTable {
    fn default() -> Self {
        Self { entries: [[[0; 64]; 64]; 2] }
    }
}

impl HistoryTable {
    /// The entry of `mv` played by `side`.
    pub fn get(&self, side: Color, mv: Move) -> i32 {
        i32::from(self.entries[side as usize][mv.from as usize][mv.to as usize])
    }

    // ANCHOR: gravity
    /// Moves the entry of `mv` by `change` (a bonus if positive, a malus if negative)
    /// with the bounded "gravity" update `h += change - h * |change| / HISTORY_MAX`.
    ///
    /// The subtracted term pulls the entry back toward zero in proportion to how far
    /// out it already is: an entry at the bound gains nothing from another bonus, and
    /// a malus of `b` takes it to `HISTORY_MAX - 2b`, twice the malus. So no entry
    /// ever leaves `-HISTORY_MAX..=HISTORY_MAX` (as long as `|change| <=
    /// HISTORY_MAX`, which the caller's clamp guarantees), and no periodic halving is
    /// needed to keep the numbers small, while recent results count more than old
    /// ones. An unbounded counter of `depth * depth` in 16 bits overflows within one
    /// long search; this cannot.
    pub fn update(&mut self, side: Color, mv: Move, change: i32) {
        let entry = &mut self.entries[side as usize][mv.from as usize][mv.to as usize];
        *entry = gravity_update(*entry, change);
    }
    // ANCHOR_END: gravity

    /// Divides every entry by `divisor` (rounding toward zero): old cutoffs count for
    /// less in the next search, without being forgotten.
    pub fn age(&mut self, divisor: i16) {
        self.entries.iter_mut().flatten().flatten().for_each(|entry| *entry /= divisor);
    }

    /// The largest entry by magnitude: what the bound test watches.
    pub fn largest_magnitude(&self) -> i32 {
        self.entries.iter().flatten().flatten().map(|&e| i32::from(e).abs()).max().unwrap_or(0)
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

    #[test]
    fn a_bonus_raises_a_malus_lowers_and_sides_are_apart() {
        let mut table = HistoryTable::default();
        table.update(Color::White, mv("g1f3"), 100);
        assert_eq!(table.get(Color::White, mv("g1f3")), 100, "from zero the change is whole");
        assert_eq!(table.get(Color::Black, mv("g1f3")), 0);
        table.update(Color::White, mv("g1f3"), -50);
        assert!(table.get(Color::White, mv("g1f3")) < 100);
        table.clear();
        assert_eq!(table.largest_magnitude(), 0);
    }

    #[test]
    fn gravity_shrinks_the_step_near_the_bound() {
        let mut table = HistoryTable::default();
        let mut steps = Vec::new();
        for _ in 0..5 {
            let before = table.get(Color::White, mv("e2e4"));
            table.update(Color::White, mv("e2e4"), 4_000);
            steps.push(table.get(Color::White, mv("e2e4")) - before);
        }
        assert!(steps.windows(2).all(|pair| pair[1] < pair[0]), "{steps:?}");
    }

    /// Every entry value, every change up to the bound and past it, both signs: the
    /// update never leaves the bounds, so the `as i16` never wraps.
    #[test]
    fn no_update_leaves_the_bounds() {
        let changes = (-HISTORY_MAX - 500..=HISTORY_MAX + 500).step_by(97);
        for start in (-HISTORY_MAX..=HISTORY_MAX).step_by(61) {
            for change in changes.clone() {
                let mut table = HistoryTable::default();
                table.entries[0][12][28] = start as i16;
                table.update(Color::White, mv("e2e4"), change);
                let after = table.get(Color::White, mv("e2e4"));
                assert!(after.abs() <= HISTORY_MAX, "{start} {change:+} gave {after}");
            }
        }
    }

    #[test]
    fn ageing_halves_toward_zero() {
        let mut table = HistoryTable::default();
        table.update(Color::Black, mv("e7e5"), 301);
        table.update(Color::Black, mv("d7d5"), -301);
        table.age(2);
        assert_eq!(table.get(Color::Black, mv("e7e5")), 150);
        assert_eq!(table.get(Color::Black, mv("d7d5")), -150);
    }
}
