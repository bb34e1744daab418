//! Drives a UCI session in-process the way a GUI drives the engine through its pipes:
//! one line in, lines out, with the engine's search thread running between commands.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use cozy_chess::Board;
use cozy_chess::util::parse_uci_move;

use crate::robustness::transcript::{Transcript, Written};
use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::uci::{Flow, Output, Session};

/// How long any test waits for an answer before calling the engine unresponsive.
pub const PATIENCE: Duration = Duration::from_secs(10);

pub struct Driver<O: MoveOrdering> {
    session: Session<O>,
    transcript: Arc<Transcript>,
    quit: bool,
}

impl<O: MoveOrdering> Default for Driver<O> {
    fn default() -> Self {
        let transcript = Arc::new(Transcript::default());
        let output: Output = Arc::new(Mutex::new(Box::new(transcript.writer())));
        Self { session: Session::new(output), transcript, quit: false }
    }
}

impl<O: MoveOrdering> Driver<O> {
    /// Sends one line and returns what the engine wrote while handling it (a search
    /// started earlier may add its own `info` lines in between).
    pub fn send(&mut self, line: &str) -> Vec<String> {
        assert!(!self.quit, "'{line}' sent after quit");
        let mark = self.transcript.len();
        self.quit = self.session.handle_line(line) == Flow::Quit;
        self.transcript.since(mark).into_iter().map(|written| written.text).collect()
    }

    /// Whether the last line sent was answered by quitting.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    pub fn transcript(&self) -> &Transcript {
        &self.transcript
    }

    /// The position the engine holds, as the FEN its `d` command prints.
    pub fn fen(&mut self) -> String {
        self.position().unwrap_or_else(|| panic!("the engine holds no position"))
    }

    /// The FEN `d` prints, or `None` when the engine holds no position (the last
    /// `position` was rejected, and `d` says so).
    pub fn position(&mut self) -> Option<String> {
        let answer = self.send("d");
        if let Some(fen) = answer.iter().find_map(|line| line.strip_prefix("Fen: ")) {
            return Some(fen.to_string());
        }
        let says_none = answer.iter().any(|line| line.starts_with("info string no position"));
        assert!(says_none, "'d' printed neither a FEN nor 'no position': {answer:?}");
        None
    }

    /// Waits for the next `bestmove` written from `mark` on.
    pub fn bestmove_from(&self, mark: usize) -> Written {
        self.transcript
            .wait_for(mark, PATIENCE, |line| line.starts_with("bestmove"))
            .unwrap_or_else(|| panic!("no bestmove within {PATIENCE:?}"))
    }

    /// Sends `go ...` and waits for its `bestmove`, which must be legal in `fen`.
    pub fn search(&mut self, go: &str, fen: &str) -> String {
        let mark = self.transcript.len();
        self.send(go);
        let best = self.bestmove_from(mark).text;
        assert_legal_bestmove(&best, fen);
        best
    }
}

/// `bestmove e2e4` (a legal move of `fen`), or `bestmove 0000` when there is none; a
/// `ponder e7e5` after it must be legal once the best move is played.
pub fn assert_legal_bestmove(line: &str, fen: &str) {
    let board = Board::from_fen(fen, false).unwrap_or_else(|e| panic!("bad FEN {fen}: {e}"));
    let mut words = line.split_whitespace();
    assert_eq!(words.next(), Some("bestmove"), "not a bestmove line: '{line}'");
    let text = words.next().unwrap_or_else(|| panic!("'{line}' names no move"));
    let has_moves = board.generate_moves(|_| true);
    if text == "0000" {
        assert!(!has_moves, "bestmove 0000 in {fen}, which has legal moves");
        return;
    }
    let best = parse_uci_move(&board, text).ok().filter(|&mv| board.is_legal(mv));
    let best = best.unwrap_or_else(|| panic!("'{line}' is not a legal move in {fen}"));
    match (words.next(), words.next(), words.next()) {
        (None, _, _) => {}
        (Some("ponder"), Some(reply), None) => {
            let mut after = board.clone();
            after.play_unchecked(best);
            let legal = parse_uci_move(&after, reply).is_ok_and(|mv| after.is_legal(mv));
            assert!(legal, "'{line}': the ponder move is not legal after the best move in {fen}");
        }
        _ => panic!("'{line}': expected 'bestmove <move> [ponder <move>]'"),
    }
}
