//! The history rules the experiments compare with the chapter's own.

use ch05_tie_breaking::{GeneratorOrder, TieBreakingWith};
use ch07_history::{
    BONUS_SCALE, BetweenSearches, ChapterRules, History, HistoryRules, HistoryWith, depth_linear,
    depth_squared,
};

use super::wrappers::{HistoryOverChecksOf, WithoutMalus};

/// Declares rules that differ from the chapter's in the named parts only.
macro_rules! rules {
    ($name:ident, $label:expr, between: $between:expr, bonus: $shape:path) => {
        rules!($name, $label, between: $between, bonus: $shape, scale: BONUS_SCALE);
    };
    ($name:ident, $label:expr, between: $between:expr, bonus: $shape:path, scale: $scale:expr) => {
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl HistoryRules for $name {
            const NAME: &'static str = $label;
            const BETWEEN_SEARCHES: BetweenSearches = $between;

            fn bonus(depth: i32) -> i32 {
                $scale * $shape(depth)
            }
        }
    };
}

const CHAPTER: BetweenSearches = ChapterRules::BETWEEN_SEARCHES;

rules!(LinearRules, "bonus depth", between: CHAPTER, bonus: depth_linear);
rules!(SquaredRules, "bonus depth²", between: CHAPTER, bonus: depth_squared);
rules!(MalusRules, "malus", between: CHAPTER, bonus: depth_squared);
rules!(AgeRules, "halve between searches", between: BetweenSearches::Age(2), bonus: depth_squared);
rules!(ClearRules, "clear between searches", between: BetweenSearches::Clear, bonus: depth_squared);

rules!(SmallScaleRules, "bonus 8·depth²", between: CHAPTER, bonus: depth_squared, scale: 8);
rules!(LargeScaleRules, "bonus 128·depth²", between: CHAPTER, bonus: depth_squared, scale: 128);

/// History with a smaller step: entries saturate later.
pub type SmallScale = HistoryWith<SmallScaleRules>;
/// History with a larger step: entries saturate sooner, recent cutoffs weigh more.
pub type LargeScale = HistoryWith<LargeScaleRules>;
/// History with a bonus of `depth`.
pub type LinearBonus = HistoryWith<LinearRules>;
/// History with a bonus of `depth²`.
pub type SquaredBonus = HistoryWith<SquaredRules>;
/// History without the malus.
pub type NoMalus = WithoutMalus<History>;
/// History with the malus.
pub type WithMalus = HistoryWith<MalusRules>;
/// History alone: ties broken by the generator's order, not by chapter 5's default.
pub type HistoryAlone = HistoryWith<ChapterRules, TieBreakingWith<GeneratorOrder>>;

/// History over every quiet move, the checks among them: a check counts only between
/// moves of equal history (chapter 7's rule before the outside positions overturned it).
pub type HistoryOverChecks = HistoryOverChecksOf<History>;
