//! Chapter 0's design choices, each measured in nodes with chapter 5's ordering (the
//! techniques a peer engine such as Rustic has: MVV-LVA, killers, the table move) on the
//! realistic suite at its depths and on the fresh middlegames at depth 7.
//!
//! ```sh
//! cargo xtask tree --write-book   # runs this example, writes book/src/generated/ch00-tree-choices.md
//! cargo run --release -p ch05-tie-breaking --example tree   # the same tables, printed
//! ```
//!
//! Node counts are deterministic. About 12 million nodes per search run on average, 20
//! runs: a few minutes on two cores.

use ch00_baseline::suite::realistic_suite;
use ch05_tie_breaking::TieBreaking;
use ordering_lab::suites::fresh_middlegames;
use ordering_lab::tree_rules::{choices_table, counting_table, measure_choices};

/// The depth of the second suite: the fresh middlegames, which nothing was tuned on.
const FRESH_DEPTH: u32 = 7;

fn main() {
    let names = ["Realistic", "Fresh middlegames, depth 7"];
    let runs = measure_choices::<TieBreaking>(&[realistic_suite(), fresh_middlegames(FRESH_DEPTH)]);
    // Anchors, so that the page can include each table where it discusses it.
    println!(
        "<!-- ANCHOR: choices -->\n{}<!-- ANCHOR_END: choices -->\n",
        choices_table(&names, &runs)
    );
    println!(
        "<!-- ANCHOR: counting -->\n{}<!-- ANCHOR_END: counting -->",
        counting_table(&names, &runs)
    );
}
