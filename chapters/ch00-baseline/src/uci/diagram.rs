//! The board as text, for the `d` command: what the engine thinks the position is.

use cozy_chess::{Board, Color, File, Rank, Square};

/// The answer to `d`: the board from White's side, then its FEN and hash key, so a
/// reader (or a test) can see the position the engine would search.
pub fn board_diagram(board: &Board) -> String {
    let mut lines = Vec::with_capacity(10);
    for rank in Rank::ALL.iter().rev() {
        let squares: Vec<String> = File::ALL
            .iter()
            .map(|&file| {
                let square = Square::new(file, *rank);
                match (board.piece_on(square), board.color_on(square)) {
                    (Some(piece), Some(color)) => {
                        let symbol = char::from(piece);
                        let symbol = if color == Color::White {
                            symbol.to_ascii_uppercase()
                        } else {
                            symbol
                        };
                        symbol.to_string()
                    }
                    _ => ".".to_string(),
                }
            })
            .collect();
        lines.push(format!("{} {}", char::from(*rank), squares.join(" ")));
    }
    lines.push("  a b c d e f g h".to_string());
    lines.push(format!("Fen: {board}"));
    lines.push(format!("Key: {:016x}", crate::key::position_key(board)));
    lines.join("\n")
}
