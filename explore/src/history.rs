//! Chapter 7's history table after a search: what `cargo xtask worked ch07` draws as heat
//! maps, the table the root's quiet moves are sorted by in the next iteration.

use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;

use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};
use ch07_history::History;
use cozy_chess::{Color, Move, Square};

/// Searches `position` to `depth` from empty tables, as the start of a search does, and
/// returns the side to move's history entries that are not zero, as tab-separated lines:
/// `side`, `depth`, then one `entry<TAB>from<TAB>to<TAB>value` each.
pub fn history_entries(position: &Position, depth: u32) -> String {
    let mut history = History::default();
    search(position, &mut history, &Limits::depth(depth), &AtomicBool::new(false), |_| {});
    let side = position.board().side_to_move();
    let name = if side == Color::White { "white" } else { "black" };
    let mut out = format!("side\t{name}\ndepth\t{depth}\n");
    for from in Square::ALL {
        for to in Square::ALL {
            let value = history.table().get(side, Move { from, to, promotion: None });
            if value != 0 {
                writeln!(out, "entry\t{from}\t{to}\t{value}").expect("a string takes it");
            }
        }
    }
    out
}
