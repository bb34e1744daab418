//! The castling field of a FEN, read the way GUIs and other engines read it.
//!
//! Standard letters (`KQkq`) and Shredder/X-FEN file letters (`HAha`) are both accepted.
//! A right the position cannot have (its king or rook is not on its square) is dropped
//! with a note rather than rejected: python-chess and other engines do the same, and a
//! kept one would let the engine castle illegally.

/// The castling field as cozy-chess reads it (`KQkq` letters of the rights the position
/// can have, or `-`), and a note for each right that was dropped.
#[derive(Debug)]
pub(super) struct Castling {
    pub(super) field: String,
    pub(super) notes: Vec<String>,
}

/// One castling right: `(white, king side)`.
type Right = (bool, bool);

/// Reads `field` against the board of `placement` (already checked: 8 ranks of 8 squares).
pub(super) fn read_castling(field: &str, placement: &str) -> Result<Castling, String> {
    let mut notes = Vec::new();
    if field == "-" {
        return Ok(Castling { field: field.to_string(), notes });
    }
    let board = squares(placement);
    let mut named: Vec<Right> = Vec::new();
    let mut kept: Vec<Right> = Vec::new();
    for letter in field.chars() {
        let white = letter.is_ascii_uppercase();
        let (side, king) = if white { ("white", 'K') } else { ("black", 'k') };
        let home_rank = if white { 0 } else { 7 };
        let king_file = board[home_rank].iter().position(|&piece| piece == king);
        let (king_side, rook_file) = match letter.to_ascii_lowercase() {
            'k' => (true, 7),
            'q' => (false, 0),
            file @ 'a'..='h' => {
                let file = file as usize - 'a' as usize;
                // Shredder-FEN names the rook's file; its side is the side of the king it is on.
                (king_file.is_none_or(|king_file| file > king_file), file)
            }
            _ => {
                return Err(format!(
                    "castling field '{field}' must be '-', letters from KQkq, or rook files (HAha)"
                ));
            }
        };
        let right = (white, king_side);
        let wing = if king_side { "king" } else { "queen" };
        if named.contains(&right) {
            return Err(format!(
                "castling field '{field}' names the {side} {wing}-side right twice"
            ));
        }
        named.push(right);
        let rook = if white { 'R' } else { 'r' };
        let corner = if king_side { 7 } else { 0 };
        let problem = if king_file != Some(4) {
            Some(format!("the {side} king is not on e{}", home_rank + 1))
        } else if rook_file != corner || board[home_rank][corner] != rook {
            let square = format!("{}{}", (b'a' + corner as u8) as char, home_rank + 1);
            Some(format!("no {side} rook on {square}"))
        } else {
            None
        };
        match problem {
            Some(problem) => notes.push(format!(
                "castling right '{letter}' dropped: {problem} (this engine plays standard chess)"
            )),
            None => kept.push(right),
        }
    }
    let letters: String =
        [((true, true), 'K'), ((true, false), 'Q'), ((false, true), 'k'), ((false, false), 'q')]
            .into_iter()
            .filter(|(right, _)| kept.contains(right))
            .map(|(_, letter)| letter)
            .collect();
    let field = if letters.is_empty() { "-".to_string() } else { letters };
    Ok(Castling { field, notes })
}

/// The pieces of `placement`, `[rank][file]`, rank 1 first; `' '` for an empty square.
fn squares(placement: &str) -> [[char; 8]; 8] {
    let mut board = [[' '; 8]; 8];
    for (index, rank) in placement.split('/').enumerate().take(8) {
        let mut file = 0;
        for symbol in rank.chars() {
            match symbol.to_digit(10) {
                Some(empty) => file += empty as usize,
                None if file < 8 => {
                    board[7 - index][file] = symbol;
                    file += 1;
                }
                None => {}
            }
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    #[test]
    fn shredder_letters_read_as_standard_rights() {
        let castling = read_castling("HAha", START).unwrap();
        assert_eq!(castling.field, "KQkq");
        assert!(castling.notes.is_empty());
        assert_eq!(read_castling("Kq", START).unwrap().field, "Kq");
    }

    #[test]
    fn rights_the_position_cannot_have_are_dropped_with_a_note() {
        let castling = read_castling("K", "8/1B6/p4k2/1p4b1/3P4/8/8/3K3R").unwrap();
        assert_eq!(castling.field, "-");
        assert!(castling.notes[0].contains("white king is not on e1"), "{:?}", castling.notes);
        let castling = read_castling("KQ", "4k3/8/8/8/8/8/8/R3K3").unwrap();
        assert_eq!(castling.field, "Q");
        assert!(castling.notes[0].contains("no white rook on h1"));
        // A rook that is not in the corner: a Chess960 right.
        let castling = read_castling("G", "4k3/8/8/8/8/8/8/4K1R1").unwrap();
        assert_eq!(castling.field, "-");
    }

    #[test]
    fn unknown_and_repeated_letters_are_errors() {
        assert!(read_castling("KQkx", START).is_err());
        assert!(read_castling("KKkq", START).unwrap_err().contains("twice"));
        assert!(read_castling("KHkq", START).unwrap_err().contains("twice"));
    }
}
