//! Opening lines for a match: one line of UCI moves from the start position each, every
//! move checked for legality before any game is played.

use std::path::Path;

use anyhow::{Context, Result, bail};
use cozy_chess::Board;
use cozy_chess::util::parse_uci_move;

/// The moves of one opening line, as the engines will be sent them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub moves: Vec<String>,
}

pub fn load(path: &Path) -> Result<Vec<Opening>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let openings = parse(&text).with_context(|| format!("in {}", path.display()))?;
    if openings.is_empty() {
        bail!("{} holds no opening", path.display());
    }
    Ok(openings)
}

/// Reads one opening a line; `#` starts a comment line, blank lines are skipped.
pub fn parse(text: &str) -> Result<Vec<Opening>> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(number, line)| {
            let moves: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            play(&moves).with_context(|| format!("line {number}"))?;
            Ok(Opening { moves })
        })
        .collect()
}

/// The board after `moves` from the start position, or which move is illegal.
pub fn play(moves: &[String]) -> Result<Board> {
    let mut board = Board::default();
    for text in moves {
        let mv = parse_uci_move(&board, text)
            .ok()
            .filter(|&mv| board.is_legal(mv))
            .with_context(|| format!("'{text}' is not a legal move in {board}"))?;
        board.play_unchecked(mv);
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_skipped_and_moves_checked() {
        let openings = parse("# a comment\n\ne2e4 e7e5 g1f3\n d2d4 d7d5 \n").unwrap();
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[1].moves, ["d2d4", "d7d5"]);
        assert!(parse("e2e4 e2e4").is_err());
        assert!(parse("e2e5").is_err());
    }

    #[test]
    fn the_project_openings_are_all_legal() {
        let path = crate::workspace::root().join("data/openings.txt");
        assert!(load(&path).unwrap().len() >= 50);
    }
}
