//! The introduction's horizon: how many leaves minimax and a perfectly ordered alpha-beta
//! visit, by Knuth and Moore's formula. Arithmetic, not measurement, but still a figure
//! of the book, so it comes from code (an insta snapshot the introduction includes).

use ch00_baseline::report::thousands;

use crate::markdown_table::{Align, MarkdownTable};

/// Leaves of the full tree: `b^d`.
fn minimax_leaves(branching: u64, depth: u32) -> u64 {
    branching.pow(depth)
}

/// Leaves of the minimal tree alpha-beta visits when the best move always comes first:
/// `b^ceil(d/2) + b^floor(d/2) - 1`.
fn minimal_tree_leaves(branching: u64, depth: u32) -> u64 {
    branching.pow(depth.div_ceil(2)) + branching.pow(depth / 2) - 1
}

/// The table of the introduction: depth, minimax leaves, minimal tree leaves, and how many
/// times fewer the minimal tree has.
pub fn horizon_table(branching: u64, depths: std::ops::RangeInclusive<u32>) -> String {
    let minimax_header = format!("Minimax leaves `{branching}^d`");
    let mut table = MarkdownTable::new(&[
        ("Depth `d`", Align::Right),
        (minimax_header.as_str(), Align::Right),
        ("Minimal tree leaves", Align::Right),
        ("Minimax / minimal", Align::Right),
    ]);
    for depth in depths {
        let full = minimax_leaves(branching, depth);
        let minimal = minimal_tree_leaves(branching, depth);
        table.push(vec![
            depth.to_string(),
            thousands(full),
            thousands(minimal),
            format!("{}×", thousands((full as f64 / minimal as f64).round() as u64)),
        ]);
    }
    table.render()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn introduction_table() {
        insta::assert_snapshot!("horizon_b35", horizon_table(35, 1..=6));
    }
}
