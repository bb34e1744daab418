//! What the attacker term adds two plies deeper: the victim alone, the victim then the
//! most valuable attacker, and MVV-LVA on the deep suite (the bench suite two plies
//! deeper), where the main search has more room to matter. Chapter 1 cannot be searched
//! this deep in reasonable time (its quiescence explodes), so the reference is MVV-LVA
//! itself. About 400 million nodes: minutes, too slow for the test command, whose
//! `what_the_attacker_term_adds` asks the same question on the shallow suites.
//!
//! ```sh
//! cargo run --release -p ch02-mvv-lva --example attacker_term_deep
//! ```
//!
//! Writes `book/src/generated/ch02-mvv-lva-deep.md`, which the chapter page includes.
//! Node counts are deterministic.

#[path = "../tests/support/mod.rs"]
mod support;
#[path = "../tests/variants/mod.rs"]
#[allow(dead_code)]
mod variants;

use ch00_baseline::suite::deep_suite;
use ch02_mvv_lva::MvvLva;
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::markdown::markdown_table;
use support::terms::{run_scored, term_header, term_row};
use variants::{MvvMva, MvvOnly};

const CHAPTER: &str = "ch02-mvv-lva";

fn deep() -> String {
    let suite = deep_suite();
    let step = |label: &str| eprintln!("  {label} on the deep suite...");
    step("MVV-LVA");
    let reference = run_scored::<MvvLva>(&suite);
    step("MVV");
    let victim_only = run_scored::<MvvOnly>(&suite);
    step("MVV, most valuable attacker first");
    let attacker_reversed = run_scored::<MvvMva>(&suite);
    let rows = vec![
        term_row::<MvvOnly>("deep", &victim_only, &reference),
        term_row::<MvvMva>("deep", &attacker_reversed, &reference),
        term_row::<MvvLva>("deep", &reference, &reference),
    ];
    format!(
        "{}{}",
        generated_header(CHAPTER, "attacker_term_deep", "deep"),
        markdown_table(&term_header("MVV-LVA"), &rows)
    )
}

fn main() {
    run_parts(CHAPTER, &[("deep", deep)]);
}
