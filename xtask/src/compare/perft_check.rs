//! The perft column: each chapter's own binary counts the move tree of a few standard
//! positions *through its ordering* (scoring and picking every node's moves), and the
//! counts must be the published ones. An ordering that loses or repeats a move while
//! picking would still search, and its node counts would look like a gain; this check
//! catches it.

use std::path::Path;

use anyhow::{Context, Result};

/// Positions from the chessprogramming wiki's perft page, chosen for castling,
/// en passant, promotions and checks, at depths that take milliseconds.
const STANDARD: [(&str, &str, u32, u64); 4] = [
    ("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197_281),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97_862),
    ("position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9_467),
    ("position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62_379),
];

/// The perft cell of a chapter whose every count was right.
pub const PASSED: &str = "ok";

/// The perft cell of a chapter's row: [`PASSED`], or the first position that counted wrong.
pub fn perft_cell(binary: &Path) -> Result<String> {
    for (name, fen, depth, expected) in STANDARD {
        let counted = count(binary, fen, depth)?;
        if counted != expected {
            return Ok(format!("**wrong**: {name} depth {depth} gives {counted}, not {expected}"));
        }
    }
    Ok(PASSED.to_owned())
}

/// The positions and depths checked, in words: `startpos (depth 4), ... and position5
/// (depth 3)`.
pub fn positions_checked() -> String {
    let named: Vec<String> =
        STANDARD.iter().map(|(name, _, depth, _)| format!("{name} (depth {depth})")).collect();
    match named.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn count(binary: &Path, fen: &str, depth: u32) -> Result<u64> {
    let args = ["perft", &depth.to_string(), "--fen", fen];
    let stdout =
        crate::chapter_binary::output(binary, &args, &format!("{} perft", binary.display()))?;
    nodes_searched(&stdout).with_context(|| format!("no `Nodes searched:` line in:\n{stdout}"))
}

/// The count of the `Nodes searched: N` line that ends the engine's perft output.
fn nodes_searched(output: &str) -> Option<u64> {
    output.lines().find_map(|line| line.strip_prefix("Nodes searched:")?.trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_line_is_found() {
        assert_eq!(nodes_searched("e2e4: 20\n\nNodes searched: 197281\n"), Some(197_281));
        assert_eq!(nodes_searched("nothing here\n"), None);
    }
}
