//! How the book names a position of its game suites for a reader: by what it is (a
//! middlegame of game 3 at move 17), not by its key in the data file (`game3-ply32`).

use cozy_chess::{Board, Piece};

/// `game 3, move 17: middlegame` for a position named `game3-ply32` in the data files;
/// any other name (the bench suite's `kiwipete`, `fine-70`) as it is.
pub fn plain_name(name: &str, fen: &str) -> String {
    let Some((game, _ply)) = game_and_ply(name) else {
        return name.to_owned();
    };
    let Ok(board) = fen.parse::<Board>() else {
        return name.to_owned();
    };
    let number = board.fullmove_number();
    format!("game {game}, move {number}: {}", phase(&board))
}

/// [`plain_name`] of a position of the realistic suite, found by its key; the key itself
/// for a position of another suite.
pub fn realistic_name(name: &str) -> String {
    let suite = ch00_baseline::suite::realistic_suite();
    match suite.iter().find(|position| position.name == name) {
        Some(position) => plain_name(name, &position.fen),
        None => name.to_owned(),
    }
}

/// A chart's label of a position of the realistic suite: `game 3, move 17`, short enough
/// for a chart a phone shows (the phase is left to the tables and the text).
pub fn chart_label(name: &str) -> String {
    let full = realistic_name(name);
    full.split_once(':').map_or(full.clone(), |(game_and_move, _)| game_and_move.to_owned())
}

/// `(3, 32)` for `game3-ply32`.
fn game_and_ply(name: &str) -> Option<(u32, u32)> {
    let (game, ply) = name.strip_prefix("game")?.split_once("-ply")?;
    Some((game.parse().ok()?, ply.parse().ok()?))
}

/// The phase of the game, from the pieces left as the evaluation weighs them (knight and
/// bishop 1, rook 2, queen 4: 24 with every piece on).
fn phase(board: &Board) -> &'static str {
    let weight = |piece: Piece, each: usize| board.pieces(piece).len() as usize * each;
    let material = weight(Piece::Knight, 1)
        + weight(Piece::Bishop, 1)
        + weight(Piece::Rook, 2)
        + weight(Piece::Queen, 4);
    match (board.fullmove_number(), material) {
        (..=12, 20..) => "opening",
        (_, ..=8) => "endgame",
        _ => "middlegame",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_position_is_named_by_game_move_and_phase() {
        let opening = "rnbqkb1r/pp2pppp/5n2/2pp4/3P4/2N2N2/PPP1PPPP/R1BQKB1R w KQkq - 0 4";
        assert_eq!(plain_name("game2-ply6", opening), "game 2, move 4: opening");
        let ending = "8/5k2/8/8/8/2R5/5K2/3r4 w - - 0 43";
        assert_eq!(plain_name("game9-ply84", ending), "game 9, move 43: endgame");
        assert_eq!(plain_name("kiwipete", opening), "kiwipete");
    }
}
