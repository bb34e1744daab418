//! What can be wrong with a position a user sets up: its FEN, or the moves played from it.
//! Its own module so that the FEN parser and the position can both name it without
//! depending on each other.

use std::fmt;

/// Why a `position` could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The FEN does not describe a legal position; the text says which part is wrong.
    Fen { fen: String, reason: String },
    /// A move is not written as UCI (`e2e4`, `e7e8q`).
    MalformedMove { text: String },
    /// A move is well formed but not legal where it is played.
    IllegalMove { text: String, fen: String },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Fen { fen, reason } => write!(f, "invalid FEN '{fen}': {reason}"),
            Self::MalformedMove { text } => {
                write!(f, "'{text}' is not a move in UCI notation (like e2e4 or e7e8q)")
            }
            Self::IllegalMove { text, fen } => write!(f, "illegal move '{text}' in {fen}"),
        }
    }
}

impl std::error::Error for PositionError {}
