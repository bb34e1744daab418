//! A UCI session: the position, the ordering's tables, the options, and the job (a search
//! or a perft) running on its own thread.

use std::time::Duration;

use cozy_chess::Color;
use cozy_chess::util::parse_uci_move;

use crate::ordering::MoveOrdering;
use crate::position::Position;
use crate::search::DEFAULT_MOVE_OVERHEAD;
use crate::uci::command::{Command, Go, parse_command};
use crate::uci::diagram::board_diagram;
use crate::uci::job::Job;
use crate::uci::options::{HASH_DEFAULT, OptionChange, option_lines, parse_option};
use crate::uci::output::{Output, write_line};

pub struct Session<O: MoveOrdering> {
    /// The position to search, or why the last `position` was rejected: a `go` then
    /// answers `bestmove 0000` rather than a move of some earlier position, which the
    /// GUI's position may not allow.
    position: Result<Position, String>,
    ordering: Option<O>,
    job: Option<Job<O>>,
    move_overhead: Duration,
    /// The option `Late Move Reductions`, applied to every search's tree rules.
    late_move_reductions: bool,
    output: Output,
}

/// What the loop should do after a line.
#[derive(PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

impl<O: MoveOrdering> Session<O> {
    pub fn new(output: Output) -> Self {
        let mut ordering = O::default();
        ordering.set_table_megabytes(HASH_DEFAULT);
        Self {
            position: Ok(Position::default()),
            ordering: Some(ordering),
            job: None,
            move_overhead: DEFAULT_MOVE_OVERHEAD,
            late_move_reductions: false,
            output,
        }
    }

    /// Handles one line. Bad input is answered with an `info string error`.
    pub fn handle_line(&mut self, line: &str) -> Flow {
        let white = self.position.as_ref().is_ok_and(|p| p.board().side_to_move() == Color::White);
        match parse_command(line, white) {
            Ok(Some(command)) => self.handle(command),
            Ok(None) => Flow::Continue,
            Err(error) if line.split_whitespace().next() == Some("position") => {
                self.finish_job();
                self.reject_position(&error);
                Flow::Continue
            }
            Err(error) => {
                self.say(&format!("info string error: {error}"));
                Flow::Continue
            }
        }
    }

    fn handle(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => {
                self.say(&format!("id name {}", O::NAME));
                self.say("id author The Move Ordering, Measured authors");
                for option in option_lines(O::HAS_TABLE_CUTOFFS) {
                    self.say(&option);
                }
                self.say("uciok");
            }
            Command::IsReady => self.say("readyok"),
            Command::NewGame => {
                self.finish_job();
                self.ordering_mut().clear();
                self.position = Ok(Position::default());
            }
            Command::Position { fen, moves } => {
                self.finish_job();
                self.set_position(fen.as_deref(), &moves);
            }
            Command::Go(go) => {
                self.finish_job();
                self.start_search(go);
            }
            Command::Perft(depth) => {
                self.finish_job();
                match self.position.clone() {
                    Ok(position) => {
                        let output = self.output.clone();
                        self.job = Some(Job::perft(self.take_ordering(), position, depth, output));
                    }
                    Err(why) => self.say(&format!("info string error: no position: {why}")),
                }
            }
            Command::Stop => self.finish_job(),
            Command::PonderHit => {
                if !self.job.as_ref().is_some_and(|job| job.ponderhit()) {
                    self.say("info string ponderhit while not pondering; ignored");
                }
            }
            Command::Display => match &self.position {
                Ok(position) => self.say(&board_diagram(position.board())),
                Err(why) => self.say(&format!("info string no position: {why}")),
            },
            Command::Quit => {
                self.finish_job();
                return Flow::Quit;
            }
            Command::SetOption { name, value } => {
                self.finish_job();
                self.set_option(&name, value.as_deref());
            }
        }
        Flow::Continue
    }

    /// A rejected position leaves no position at all (see [`Session::position`]).
    fn set_position(&mut self, fen: Option<&str>, moves: &[String]) {
        let start = match fen {
            None => Ok((Position::default(), Vec::new())),
            Some(fen) => Position::read_fen(fen),
        };
        let position = start.and_then(|(start, notes)| {
            start.with_moves(moves.iter().map(String::as_str)).map(|position| (position, notes))
        });
        match position {
            Ok((position, notes)) => {
                for note in notes {
                    self.say(&format!("info string {note}"));
                }
                self.position = Ok(position);
            }
            Err(error) => self.reject_position(&error.to_string()),
        }
    }

    /// A rejected `position` leaves no position: the GUI's idea of the position is
    /// unknown, and a move of the previous one may be illegal in it.
    fn reject_position(&mut self, error: &str) {
        self.say(&format!("info string error: {error}; no position until the next one"));
        self.position = Err(format!("the last 'position' was rejected ({error})"));
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        match parse_option(name, value) {
            Ok(OptionChange::Hash(megabytes)) => self.ordering_mut().set_table_megabytes(megabytes),
            Ok(OptionChange::MoveOverhead(overhead)) => self.move_overhead = overhead,
            Ok(OptionChange::Ponder(_)) => {}
            Ok(OptionChange::LateMoveReductions(on)) => self.late_move_reductions = on,
            Ok(OptionChange::TableCutoffs(on)) if O::HAS_TABLE_CUTOFFS => {
                self.ordering_mut().set_table_cutoffs(on);
            }
            Ok(OptionChange::TableCutoffs(_)) => self.say(
                "info string error: TT Cutoffs needs a transposition table (chapter 4 on); \
                 this engine has none",
            ),
            Err(error) => self.say(&format!("info string error: {error}")),
        }
    }

    fn start_search(&mut self, go: Go) {
        for warning in &go.warnings {
            self.say(&format!("info string {warning}"));
        }
        let position = match &self.position {
            Ok(position) => position.clone(),
            Err(why) => {
                // Nothing to search, yet the GUI waits for a best move.
                self.say(&format!("info string error: no position to search: {why}"));
                self.say("bestmove 0000");
                return;
            }
        };
        let mut limits = go.limits;
        limits.move_overhead = self.move_overhead;
        limits.tree.late_move_reductions = self.late_move_reductions;
        limits.searchmoves = self.searchmoves(&position, &go.searchmoves);
        let job =
            Job::search(self.take_ordering(), position, limits, go.ponder, self.output.clone());
        self.job = Some(job);
    }

    /// The legal moves among `go searchmoves`; the others are named and left out. If none
    /// is left, every move is searched: a `bestmove` must come.
    fn searchmoves(&self, position: &Position, words: &[String]) -> Vec<cozy_chess::Move> {
        let board = position.board();
        let mut moves = Vec::new();
        for word in words {
            match parse_uci_move(board, word).ok().filter(|&mv| board.is_legal(mv)) {
                Some(mv) => moves.push(mv),
                None => self.say(&format!(
                    "info string searchmoves: '{word}' is not a legal move here; left out"
                )),
            }
        }
        if moves.is_empty() && !words.is_empty() {
            self.say("info string searchmoves: no legal move given; searching all moves");
        }
        moves
    }

    /// Stops a running job, if any, and waits for its last line (`bestmove`).
    fn finish_job(&mut self) {
        if let Some(job) = self.job.take() {
            self.ordering = Some(job.stop());
        }
    }

    /// At the end of input: lets a running search finish by itself, but stops an
    /// infinite one, which would never end.
    pub fn wait_for_search_unless_infinite(&mut self) {
        if let Some(job) = self.job.take_if(|job| !job.waits_for_stop()) {
            self.ordering = Some(job.wait());
        }
        self.finish_job();
    }

    fn take_ordering(&mut self) -> O {
        self.ordering.take().expect("no job is running")
    }

    fn ordering_mut(&mut self) -> &mut O {
        self.ordering.as_mut().expect("no job is running")
    }

    fn say(&self, line: &str) {
        write_line(&self.output, line);
    }
}

/// A session dropped in the middle of a search (a test, a host program) must not leave
/// the search running on its own thread; `quit` does the same.
impl<O: MoveOrdering> Drop for Session<O> {
    fn drop(&mut self) {
        if let Some(job) = self.job.take() {
            job.abandon();
        }
    }
}
