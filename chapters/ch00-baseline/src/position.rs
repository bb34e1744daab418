//! A game position: the board plus the positions that led to it, for repetition draws.

use cozy_chess::util::parse_uci_move;
use cozy_chess::{Board, Move};

use crate::fen::parse_fen;
use crate::key::position_key;
pub use crate::position_error::PositionError;

/// The board and the hashes of every earlier position of the game.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    /// Keys ([`position_key`]) of the positions before this one, oldest first.
    earlier: Vec<u64>,
}

impl Default for Position {
    fn default() -> Self {
        Self::from_board(Board::default())
    }
}

impl Position {
    /// A position with no history.
    pub fn from_board(board: Board) -> Self {
        Self { board, earlier: Vec::new() }
    }

    /// Parses a FEN; four fields (EPD style) are accepted and get clocks `0 1`.
    pub fn from_fen(fen: &str) -> Result<Self, PositionError> {
        parse_fen(fen).map(Self::from_board)
    }

    /// [`Position::from_fen`], with notes on what was read differently from how it was
    /// written (see [`crate::fen::read_fen`]), for the GUI to hear.
    pub fn read_fen(fen: &str) -> Result<(Self, Vec<String>), PositionError> {
        crate::fen::read_fen(fen).map(|read| (Self::from_board(read.board), read.notes))
    }

    /// Plays UCI moves (`e1g1` castles) one after the other. On an error nothing changes.
    pub fn with_moves<'a>(
        &self,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self, PositionError> {
        let mut position = self.clone();
        for text in moves {
            let mv = parse_uci_move(&position.board, text).map_err(|_| {
                if looks_like_uci_move(text) {
                    PositionError::IllegalMove {
                        text: text.to_string(),
                        fen: position.board.to_string(),
                    }
                } else {
                    PositionError::MalformedMove { text: text.to_string() }
                }
            })?;
            position.play(mv).map_err(|_| PositionError::IllegalMove {
                text: text.to_string(),
                fen: position.board.to_string(),
            })?;
        }
        Ok(position)
    }

    /// Plays a legal move, remembering the position it leaves for repetition checks.
    pub fn play(&mut self, mv: Move) -> Result<(), cozy_chess::IllegalMoveError> {
        let before = position_key(&self.board);
        self.board.try_play(mv)?;
        self.earlier.push(before);
        Ok(())
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Hashes of the positions before this one, oldest first.
    pub fn earlier_hashes(&self) -> &[u64] {
        &self.earlier
    }
}

/// `e2e4`, `e7e8q`: two squares and an optional promotion letter.
fn looks_like_uci_move(text: &str) -> bool {
    text.parse::<Move>().is_ok()
}
