//! The choices the history heuristic leaves open, named so the experiments can vary them:
//! how big a bonus a cutoff earns, and what the table keeps from one search to the next.
//! (The malus and the quiet checks in front are varied by wrapping the chapter's ordering:
//! `tests/support/wrappers.rs`.)

// ANCHOR: history_rules
/// One way of running the history heuristic. The chapter's is [`ChapterRules`]; the
/// experiments (`tests/experiments.rs`, `examples/`) define others.
pub trait HistoryRules: Default + Send + 'static {
    /// How tables name the ordering that uses these rules.
    const NAME: &'static str;

    /// What happens to the table when a new search starts.
    const BETWEEN_SEARCHES: BetweenSearches;

    /// The bonus a quiet move earns by a cutoff `depth` plies from the horizon (at least 1).
    fn bonus(depth: i32) -> i32;
}
// ANCHOR_END: history_rules

/// What the table keeps from one search (one `go`) to the next. Within a search it always
/// keeps everything: each iteration of the iterative deepening starts from what the one
/// before learned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetweenSearches {
    /// Keep every entry as it is.
    Keep,
    /// Divide every entry by this number.
    Age(i16),
    /// Start from an empty table.
    Clear,
}

// ANCHOR: bonus_shapes
/// Schaeffer's original weighting: a cutoff counts `depth²`, so a cutoff near the root,
/// which saved a large subtree, outweighs many near the leaves.
pub fn depth_squared(depth: i32) -> i32 {
    depth * depth
}

/// The gentler weighting some engines use: a cutoff counts `depth`.
pub fn depth_linear(depth: i32) -> i32 {
    depth
}
// ANCHOR_END: bonus_shapes

/// The scale that turns either shape into a step of a useful size against
/// [`crate::HISTORY_MAX`]: with 32, a cutoff at depth 1 moves an empty entry by 32 and one
/// at depth 8 by 2048 (`depth²`), so the gravity term starts to bite after a handful of
/// deep cutoffs rather than after thousands.
pub const BONUS_SCALE: i32 = 32;

// ANCHOR: chapter_rules
/// The chapter's rules: Schaeffer's `depth²` bonus and the malus modern engines add, which
/// no experiment here could tell from their alternatives; the table kept from one search
/// to the next, as an engine in a game keeps it, since the games of
/// `tests/experiments.rs` and `examples/realistic.rs` move the three rules by about as
/// much as swapping one game for another does; and chapter 5's quiet checks kept in
/// front, the one rule of the two that searched fewer nodes than chapter 6 on every set of
/// positions here (history over every quiet move searched more on the outside positions).
/// The malus and the checks in front are [`crate::HistoryWith`]'s own; the experiments
/// drop them by wrapping it.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterRules;

impl HistoryRules for ChapterRules {
    const NAME: &'static str = "ch07-history";
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Keep;

    fn bonus(depth: i32) -> i32 {
        BONUS_SCALE * depth_squared(depth)
    }
}
// ANCHOR_END: chapter_rules

#[cfg(test)]
mod tests {
    use super::*;
    use crate::HISTORY_MAX;

    #[test]
    fn shapes_grow_with_depth() {
        assert_eq!(depth_squared(3), 9);
        assert_eq!(depth_linear(3), 3);
        assert!(ChapterRules::bonus(2) > ChapterRules::bonus(1));
    }

    /// The bonus reaches the bound only at depths no search of this engine gets to; the
    /// table's update clamps it anyway.
    #[test]
    fn the_bonus_stays_below_the_bound_at_realistic_depths() {
        assert!(ChapterRules::bonus(20) < HISTORY_MAX);
    }
}
