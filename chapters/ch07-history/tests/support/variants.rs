//! The history rules the experiments compare with the chapter's own: each is its own
//! ordering, chapter 7's with one rule changed.

use std::marker::PhantomData;

use ch00_baseline::gives_check::gives_check;
use ch00_baseline::ordering::{MoveOrdering, Node};
use ch00_baseline::sort_key::{SortKey, SortScore, Stage};
use ch03_killers::is_quiet;
use ch05_tie_breaking::{TieBreaking, square_gain};
use ch07_history::{CHECK_BONUS, HISTORY_MAX, HistoryTable, history_bonus};
use cozy_chess::Move;

/// What the table keeps from one search (one `go`) to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetweenSearches {
    /// Keep every entry as it is (the chapter's rule).
    Keep,
    /// Halve every entry.
    Halve,
    /// Start from an empty table.
    Clear,
}

/// One way of running the history heuristic; every default is the chapter's.
pub trait Rules: Default + Send + 'static {
    const NAME: &'static str;

    /// The bonus of a cutoff `depth` plies from the horizon.
    fn bonus(depth: i32) -> i32 {
        history_bonus(depth)
    }

    /// Whether the quiet moves searched before a cutoff move lose its bonus.
    const MALUS: bool = true;

    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Keep;

    /// A quiet move's key from its history, its square gain and whether it checks.
    fn quiet_score(history: i32, gain: SortScore, check: bool) -> SortKey {
        Stage::Quiet.key(history + if check { CHECK_BONUS } else { 0 }).then(gain)
    }
}

/// Chapter 7's ordering run by the rules `R`.
pub struct Variant<R> {
    previous: TieBreaking,
    table: HistoryTable,
    rules: PhantomData<R>,
}

impl<R> Default for Variant<R> {
    fn default() -> Self {
        Self {
            previous: TieBreaking::default(),
            table: HistoryTable::default(),
            rules: PhantomData,
        }
    }
}

impl<R: Rules> MoveOrdering for Variant<R> {
    ch00_baseline::previous_chapter!(TieBreaking, R::NAME);

    fn clear(&mut self) {
        self.table.clear();
        self.previous.clear();
    }

    fn on_new_search(&mut self) {
        match R::BETWEEN_SEARCHES {
            BetweenSearches::Keep => {}
            BetweenSearches::Halve => self.table.age(2),
            BetweenSearches::Clear => self.table.clear(),
        }
        self.previous.on_new_search();
    }

    fn score_quiet(&self, node: &Node, mv: Move) -> SortKey {
        let history = self.table.get(node.board.side_to_move(), mv);
        R::quiet_score(history, square_gain(node.board, mv), gives_check(node.board, mv))
    }

    fn on_beta_cutoff(&mut self, node: &Node, mv: Move, searched: &[Move]) {
        if node.depth > 0 && is_quiet(node.board, mv) {
            let side = node.board.side_to_move();
            let bonus = R::bonus(node.depth);
            self.table.update(side, mv, bonus);
            let failed = searched.iter().filter(|&&m| R::MALUS && is_quiet(node.board, m));
            for &failed in failed {
                self.table.update(side, failed, -bonus);
            }
        }
        self.previous.on_beta_cutoff(node, mv, searched);
    }
}

impl<R> Variant<R> {
    pub fn table(&self) -> &HistoryTable {
        &self.table
    }
}

/// Declares rules that differ from the chapter's in the items given.
macro_rules! rules {
    ($name:ident, $label:expr $(; $($item:item)*)?) => {
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl Rules for $name {
            const NAME: &'static str = $label;
            $($($item)*)?
        }
    };
}

rules!(ChapterRules, "ch07-history");
rules!(LinearRules, "bonus 32·depth"; fn bonus(depth: i32) -> i32 { 32 * depth });
rules!(SmallScaleRules, "bonus 8·depth²"; fn bonus(depth: i32) -> i32 { 8 * depth * depth });
rules!(LargeScaleRules, "bonus 128·depth²"; fn bonus(depth: i32) -> i32 { 128 * depth * depth });
rules!(NoMalusRules, "no malus"; const MALUS: bool = false;);
rules!(
    NoMalusClearedRules,
    "no malus, cleared between searches";
    const MALUS: bool = false;
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Clear;
);
rules!(
    HalveRules,
    "halved between searches";
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Halve;
);
rules!(
    ClearRules,
    "cleared between searches";
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Clear;
);
rules!(
    HistoryAloneRules,
    "history alone";
    /// History and nothing else: ties in the generator's order.
    fn quiet_score(history: i32, _gain: SortScore, _check: bool) -> SortKey {
        Stage::Quiet.key(history)
    }
);
rules!(
    NoCheckBonusRules,
    "no check bonus";
    fn quiet_score(history: i32, gain: SortScore, _check: bool) -> SortKey {
        Stage::Quiet.key(history).then(gain)
    }
);
rules!(
    ChecksFirstRules,
    "checks before history";
    /// More than history's whole span: every quiet check before every other quiet move.
    fn quiet_score(history: i32, gain: SortScore, check: bool) -> SortKey {
        Stage::Quiet.key(history + if check { 2 * HISTORY_MAX + 1 } else { 0 }).then(gain)
    }
);
rules!(
    GainAddedRules,
    "square gain added";
    /// The square gain added to the score instead of breaking its ties.
    fn quiet_score(history: i32, gain: SortScore, check: bool) -> SortKey {
        Stage::Quiet.key(history + gain + if check { CHECK_BONUS } else { 0 })
    }
);

pub type Chapter = Variant<ChapterRules>;
pub type LinearBonus = Variant<LinearRules>;
pub type SmallScale = Variant<SmallScaleRules>;
pub type LargeScale = Variant<LargeScaleRules>;
pub type NoMalus = Variant<NoMalusRules>;
pub type NoMalusCleared = Variant<NoMalusClearedRules>;
pub type Halved = Variant<HalveRules>;
pub type Cleared = Variant<ClearRules>;
pub type HistoryAlone = Variant<HistoryAloneRules>;
pub type NoCheckBonus = Variant<NoCheckBonusRules>;
pub type ChecksFirst = Variant<ChecksFirstRules>;
pub type GainAdded = Variant<GainAddedRules>;
