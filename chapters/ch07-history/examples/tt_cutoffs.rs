//! The full-engine setting of the last chapter: its nodes at depth 8 on the standard perft
//! positions (the first six of the bench suite), with the table's score cutoffs off (the
//! book's ordering-only search) and on (the UCI option `TT Cutoffs`, `bench --tt-cutoffs`).
//!
//! ```sh
//! cargo xtask tree --write-book   # writes book/src/generated/ch04-tt-cutoffs.md with it
//! cargo run --release -p ch07-history --example tt_cutoffs   # the table, printed
//! ```

use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::score::human_score;
use ch00_baseline::search::{Limits, SearchResult, search};
use ch00_baseline::suite::bench_suite;
use ch07_history::History;
use cozy_chess::util::display_uci_move;

const DEPTH: u32 = 8;
/// The bench suite opens with the six standard perft positions.
const PERFT_POSITIONS: usize = 6;

/// A fresh search of `position` to [`DEPTH`], with the table's score cutoffs on or off.
fn searched(position: &Position, cutoffs: bool) -> SearchResult {
    let mut ordering = History::default();
    ordering.set_table_cutoffs(cutoffs);
    search(position, &mut ordering, &Limits::depth(DEPTH), &AtomicBool::new(false), |_| {})
}

fn main() {
    let mut table = String::from(
        "| Position | Nodes, cutoffs off | Nodes, cutoffs on | Change | Score off | Score on | \
         Best move off | Best move on |\n|---|---:|---:|---:|---:|---:|---|---|\n",
    );
    let (mut total_off, mut total_on) = (0, 0);
    for suite_position in bench_suite().iter().take(PERFT_POSITIONS) {
        let position = Position::from_fen(&suite_position.fen).expect("suite FENs are checked");
        let [off, on] = [false, true].map(|cutoffs| searched(&position, cutoffs));
        let best = |result: &SearchResult| {
            result.best_move.map_or("(none)".to_string(), |mv| {
                display_uci_move(position.board(), mv).to_string()
            })
        };
        let (nodes_off, nodes_on) = (off.stats.nodes, on.stats.nodes);
        total_off += nodes_off;
        total_on += nodes_on;
        writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            suite_position.name,
            thousands(nodes_off),
            thousands(nodes_on),
            percent_change(nodes_off, nodes_on),
            human_score(off.score),
            human_score(on.score),
            best(&off),
            best(&on)
        )
        .unwrap();
    }
    writeln!(
        table,
        "| **Total** | **{}** | **{}** | **{}** | | | | |",
        thousands(total_off),
        thousands(total_on),
        percent_change(total_off, total_on)
    )
    .unwrap();
    println!(
        "{} at depth {DEPTH}, one thread, a fresh 16 MB table per position.\n\n{table}",
        History::NAME
    );
}
