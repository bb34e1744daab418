//! The history rules the experiments compare with the chapter's own.

use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, Stage};
use ch05_tie_breaking::{GeneratorOrder, TieBreakingWith, gives_check};
use ch07_history::{
    BONUS_SCALE, BetweenSearches, ChapterRules, HISTORY_MAX, HISTORY_STRIDE, History, HistoryRules,
    HistoryWith, depth_linear, depth_squared,
};
use cozy_chess::Move;

/// Declares rules that differ from the chapter's in the named parts only.
macro_rules! rules {
    ($name:ident, $label:expr, malus: $malus:expr, between: $between:expr, bonus: $shape:path) => {
        rules!($name, $label, malus: $malus, between: $between, bonus: $shape, scale: BONUS_SCALE);
    };
    ($name:ident, $label:expr, malus: $malus:expr, between: $between:expr, bonus: $shape:path, scale: $scale:expr) => {
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl HistoryRules for $name {
            const NAME: &'static str = $label;
            const MALUS: bool = $malus;
            const BETWEEN_SEARCHES: BetweenSearches = $between;

            fn bonus(depth: i32) -> i32 {
                $scale * $shape(depth)
            }
        }
    };
}

const CHAPTER: BetweenSearches = ChapterRules::BETWEEN_SEARCHES;
const CHAPTER_MALUS: bool = ChapterRules::MALUS;

rules!(LinearRules, "bonus depth", malus: CHAPTER_MALUS, between: CHAPTER, bonus: depth_linear);
rules!(SquaredRules, "bonus depth²", malus: CHAPTER_MALUS, between: CHAPTER, bonus: depth_squared);
rules!(NoMalusRules, "no malus", malus: false, between: CHAPTER, bonus: depth_squared);
rules!(MalusRules, "malus", malus: true, between: CHAPTER, bonus: depth_squared);
rules!(AgeRules, "halve between searches", malus: CHAPTER_MALUS, between: BetweenSearches::Age(2), bonus: depth_squared);
rules!(ClearRules, "clear between searches", malus: CHAPTER_MALUS, between: BetweenSearches::Clear, bonus: depth_squared);

rules!(SmallScaleRules, "bonus 8·depth²", malus: CHAPTER_MALUS, between: CHAPTER, bonus: depth_squared, scale: 8);
rules!(LargeScaleRules, "bonus 128·depth²", malus: CHAPTER_MALUS, between: CHAPTER, bonus: depth_squared, scale: 128);

/// History with a smaller step: entries saturate later.
pub type SmallScale = HistoryWith<SmallScaleRules>;
/// History with a larger step: entries saturate sooner, recent cutoffs weigh more.
pub type LargeScale = HistoryWith<LargeScaleRules>;
/// History with a bonus of `depth`.
pub type LinearBonus = HistoryWith<LinearRules>;
/// History with a bonus of `depth²`.
pub type SquaredBonus = HistoryWith<SquaredRules>;
/// History without the malus.
pub type NoMalus = HistoryWith<NoMalusRules>;
/// History with the malus.
pub type WithMalus = HistoryWith<MalusRules>;
/// History alone: ties broken by the generator's order, not by chapter 5's default.
pub type HistoryAlone = HistoryWith<ChapterRules, TieBreakingWith<GeneratorOrder>>;

/// The chapter's history, but chapter 5's quiet checks stay in front of every other quiet
/// move: history orders the checks among themselves and the rest among themselves.
#[derive(Default)]
pub struct ChecksAboveHistory {
    previous: History,
}

impl MoveOrdering for ChecksAboveHistory {
    ch00_baseline::previous_chapter!(History, "checks, then history");

    /// Every quiet check is lifted above, every other quiet move pushed below, by more
    /// than half the whole span of history scores.
    fn score_quiet(&self, node: &Node, mv: Move, key: SortKey) -> SortKey {
        let key = self.previous.score_quiet(node, mv, key);
        let lift = (HISTORY_MAX + 1) * HISTORY_STRIDE;
        let shift = if gives_check(node.board, mv) { lift } else { -lift };
        Stage::Quiet.key(key.score() + shift)
    }
}
