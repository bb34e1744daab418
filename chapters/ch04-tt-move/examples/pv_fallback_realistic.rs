//! The PV-move fallback at realistic depth: the table move alone (the chapter) against the
//! table move with the previous iteration's PV move where the table has none, on the
//! realistic suite and outside it in nodes, and in CPU time.
//!
//! ```sh
//! cargo run --release -p ch04-tt-move --example pv_fallback_realistic          # nodes, then time
//! cargo run --release -p ch04-tt-move --example pv_fallback_realistic -- time  # one part
//! ```
//!
//! Writes `book/src/generated/ch04-tt-move-realistic-{nodes,time}.md`.

use ch04_tt_move::TtMove;
use ordering_lab::realistic_verdict::{Against, Variant, variant};
use ordering_lab::tt_variants::TtAndPvMove;
use ordering_lab::verdict_example::VerdictExample;

fn variants() -> Vec<Variant> {
    vec![variant::<TtMove>("TT move (ch04)"), variant::<TtAndPvMove>("TT move, PV move fallback")]
}

fn main() {
    VerdictExample::new("ch04-tt-move", "pv_fallback_realistic", variants, Against::First, |all| {
        all
    })
    .main();
}
