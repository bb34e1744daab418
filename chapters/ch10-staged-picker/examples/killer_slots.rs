//! Chapter 3's slot count, measured again in the engine the book ends with: chapter 9's
//! ordering (whose order chapter 10 hands out, node for node) built over one, two and three
//! killer slots, in nodes on the realistic suite and outside it, and two against three
//! slots in CPU time.
//!
//! Chapter 3 chose its slots in its own engine, where nothing but the killers ranks a quiet
//! move. From chapter 5 on a default order ranks the other quiet moves, from chapter 7 the
//! history table, so the oldest killer of a ply competes with moves that are already well
//! placed: a slot that pays alone need not pay here.
//!
//! ```sh
//! cargo run --release -p ch10-staged-picker --example killer_slots          # nodes, then time
//! cargo run --release -p ch10-staged-picker --example killer_slots -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch10-staged-picker-killer-slots-{nodes,time}.md`, which
//! chapter 3's page includes.

use ch03_killers::Killers;
use ch04_tt_move::TtMoveWith;
use ch05_tie_breaking::TieBreakingWith;
use ch07_history::HistoryWith;
use ch09_see::{See, SeeWith};
use ordering_lab::killer_slots::KillerSlots;
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::verdict_example::VerdictExample;

/// Chapter 9's ordering, every chapter's choice kept, over the killers `K`.
type LastChapterOver<K> = SeeWith<HistoryWith<TieBreakingWith<TtMoveWith<K>>>>;

/// Over chapter 3's own killers it is chapter 9's ordering itself, the very type: the
/// compiler checks it here.
const _: fn() -> See = LastChapterOver::<Killers>::default;

fn variants() -> Vec<Variant> {
    vec![
        variant::<LastChapterOver<KillerSlots<1>>>("1 slot"),
        variant::<LastChapterOver<KillerSlots<2>>>("2 slots"),
        variant::<LastChapterOver<KillerSlots<3>>>("3 slots"),
    ]
}

/// Two against three slots: chapter 3's choice.
fn two_and_three(mut variants: Vec<Variant>) -> Vec<Variant> {
    variants.split_off(1)
}

fn main() {
    VerdictExample::new(
        "ch10-staged-picker",
        "killer_slots",
        variants,
        Against::Previous,
        two_and_three,
    )
    .writing_to("ch10-staged-picker-killer-slots")
    .main();
}
