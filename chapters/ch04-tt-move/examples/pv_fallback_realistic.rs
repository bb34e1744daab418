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

use ch00_baseline::suite::realistic_suite;
use ch04_tt_move::TtMove;
use ordering_lab::generated::{generated_header, run_parts};
use ordering_lab::realistic_verdict::{
    Against, Variant, nodes_page, realistic_and_outside, time_page, variant,
};
use ordering_lab::tt_variants::TtAndPvMove;

fn variants() -> Vec<Variant> {
    vec![variant::<TtMove>("TT move (ch04)"), variant::<TtAndPvMove>("TT move, PV move fallback")]
}

fn nodes() -> String {
    nodes_page(
        generated_header("ch04-tt-move", "pv_fallback_realistic", "nodes"),
        &realistic_and_outside(),
        variants,
        Against::First,
    )
}

fn time() -> String {
    time_page(
        generated_header("ch04-tt-move", "pv_fallback_realistic", "time"),
        "the realistic suite at its depths",
        &variants(),
        &realistic_suite(),
    )
}

fn main() {
    run_parts("ch04-tt-move-realistic", &[("nodes", nodes), ("time", time)]);
}
