//! Which of the chapter's tables an ordering uses, named so the experiments can try each
//! alone, together, and with or without the malus.

use ch07_history::BetweenSearches;

// ANCHOR: continuation_rules
/// One choice of the chapter's tables. The chapter's is [`ChapterRules`]; the experiments
/// (`tests/`, `examples/`) define others.
pub trait ContinuationRules: Default + Send + 'static {
    /// How tables name the ordering that uses these rules.
    const NAME: &'static str;
    /// The quiet move that last refuted the previous move goes right after the killers.
    const COUNTERMOVE: bool;
    /// Continuation history one ply back: this move after the opponent's last move.
    const ONE_PLY: bool;
    /// Continuation history two plies back: this move after the mover's own last move.
    const TWO_PLY: bool;
    /// Whether the quiet moves searched before a quiet cutoff lose, in the continuation
    /// tables, what the cutoff move gains (chapter 7's history keeps its own malus).
    const MALUS: bool;
    /// What the continuation table keeps when a new search (a `go`) starts; the
    /// countermove table is kept unless this clears. In games the tables carry what one
    /// move's search learned into the next, where the sources say continuation history
    /// pays; halving, as engines do, lets the new search outweigh the old one. (Node
    /// counts never see it: every bench position starts from empty tables.)
    const BETWEEN_SEARCHES: BetweenSearches = BetweenSearches::Age(2);
}
// ANCHOR_END: continuation_rules

// ANCHOR: chapter_rules
/// The chapter's rules: no table. At realistic depth every table, alone or together,
/// with or without the malus, searched more nodes than chapter 7 in total
/// (`examples/realistic_tables.rs`; the book page has the tables), so the chapter's engine keeps
/// none of them and searches exactly chapter 7's tree. The variants that use them are
/// the experiments' (`tests/support/variants.rs`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ChapterRules;

impl ContinuationRules for ChapterRules {
    const NAME: &'static str = "ch08-continuation-history";
    const COUNTERMOVE: bool = false;
    const ONE_PLY: bool = false;
    const TWO_PLY: bool = false;
    const MALUS: bool = true;
}
// ANCHOR_END: chapter_rules
