//! When a search stops: depth, nodes, time, or a `stop` from outside.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use cozy_chess::Move;

use crate::score::MAX_PLY;
use crate::search::clock::Instant;
use crate::search::rules::TreeRules;

/// The deepest iteration any search is allowed (quiescence goes further).
pub const MAX_DEPTH: u32 = 64;

/// The default of the UCI option `Move Overhead`: the time a move is assumed to lose
/// between the GUI's clock and the engine's (pipes, process wake-ups, the GUI itself).
/// Two engines and a GUI sharing two busy cores lose that much on an average move, and
/// far more now and then; [`Clock::budget`] keeps it back for every move still to come.
pub const DEFAULT_MOVE_OVERHEAD: Duration = Duration::from_millis(30);

/// What the GUI allows for this search. Everything unset means "until depth 64 or `stop`".
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// `go infinite`: search until `stop`, whatever else is set.
    pub infinite: bool,
    /// `go searchmoves`: the root moves to consider; empty means all of them.
    pub searchmoves: Vec<Move>,
    /// Kept back from every time limit (the UCI option `Move Overhead`).
    pub move_overhead: Duration,
    /// How the search shapes its tree: the engine's rules unless an experiment asks.
    pub tree: TreeRules,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            depth: None,
            nodes: None,
            movetime: None,
            clock: None,
            infinite: false,
            searchmoves: Vec::new(),
            move_overhead: DEFAULT_MOVE_OVERHEAD,
            tree: TreeRules::default(),
        }
    }
}

/// The side to move's clock, as `go wtime btime winc binc movestogo` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

impl Clock {
    /// The time to spend on this move.
    ///
    /// An even share of what the clock will hold until the next time control (what is
    /// left, plus the increments still to come), after keeping back the overhead of each
    /// of those moves and of two more. When none is given, the time control is taken to
    /// be 30 moves away. The overhead is kept back per move because it is lost per move:
    /// a clock that only kept one overhead in reserve ran down to nothing once moves cost
    /// more than the increment brought back. The share never goes above a third of what the
    /// clock holds after one overhead (a ninth when three or more moves are left), so even
    /// the last move before the time control (`movestogo 1`) leaves room for a machine
    /// that pauses the engine for a while: on two busy cores a search stopped on time was
    /// seen to answer 85 ms late.
    pub fn budget(&self, overhead: Duration) -> Duration {
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 50);
        let coming = self.remaining + self.increment * (moves - 1);
        let share = coming.saturating_sub(overhead * (moves + 2)) / moves;
        let cap = self.remaining.saturating_sub(overhead) / 3 / moves.min(3);
        share.min(cap).max(Duration::from_millis(1))
    }
}

impl Limits {
    pub fn depth(depth: u32) -> Self {
        Self { depth: Some(depth), ..Self::default() }
    }

    /// The deepest iteration to start.
    pub fn max_depth(&self) -> u32 {
        match (self.infinite, self.depth) {
            (false, Some(depth)) => depth.clamp(1, MAX_DEPTH),
            _ => MAX_DEPTH.min(MAX_PLY as u32 / 2),
        }
    }

    /// The time after which the search must stop, counted from its start.
    pub fn hard_time(&self) -> Option<Duration> {
        if self.infinite {
            return None;
        }
        let movetime = self
            .movetime
            .map(|t| t.saturating_sub(self.move_overhead).max(Duration::from_millis(1)));
        let clock = self.clock.map(|clock| clock.budget(self.move_overhead));
        match (movetime, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The time after which no new iteration is started: half the hard limit, since the
    /// next iteration would most likely not finish.
    pub fn soft_time(&self) -> Option<Duration> {
        self.hard_time().map(|t| t / 2)
    }
}

/// What can end or change a search from outside while it runs.
#[derive(Clone, Copy)]
pub struct Signals<'a> {
    /// Set by `stop` (or `quit`): the search ends as soon as it reads it.
    pub stop: &'a AtomicBool,
    /// Set while the engine ponders (`go ponder`): the clock does not run until the GUI
    /// clears it (`ponderhit`), and time counts from then.
    pub pondering: Option<&'a AtomicBool>,
}

/// Checks the limits while the search runs.
pub(crate) struct Stopper<'a> {
    start: Instant,
    /// When the clock started: the start, or the `ponderhit` that ended pondering.
    clock_start: Instant,
    hard_time: Option<Duration>,
    soft_time: Option<Duration>,
    node_limit: Option<u64>,
    stop: &'a AtomicBool,
    pondering: Option<&'a AtomicBool>,
}

impl<'a> Stopper<'a> {
    pub(crate) fn new(limits: &Limits, signals: Signals<'a>) -> Self {
        let node_limit = if limits.infinite { None } else { limits.nodes };
        let start = Instant::now();
        Self {
            start,
            clock_start: start,
            hard_time: limits.hard_time(),
            soft_time: limits.soft_time(),
            node_limit,
            stop: signals.stop,
            pondering: signals.pondering,
        }
    }

    /// Whether the search must stop now, having visited `nodes` nodes. Reading the clock
    /// costs time, so it is read every 1024 nodes only.
    pub(crate) fn should_stop(&mut self, nodes: u64) -> bool {
        if self.node_limit.is_some_and(|limit| nodes >= limit) {
            return true;
        }
        if !nodes.is_multiple_of(1024) {
            return false;
        }
        self.stop.load(Ordering::Relaxed) || self.past(self.hard_time)
    }

    /// Whether no new iteration should start.
    pub(crate) fn past_soft_time(&mut self) -> bool {
        self.past(self.soft_time)
    }

    /// Whether the clock runs and has passed `limit`.
    fn past(&mut self, limit: Option<Duration>) -> bool {
        self.clock_runs() && limit.is_some_and(|limit| self.clock_start.elapsed() >= limit)
    }

    /// False while pondering; the first call after `ponderhit` starts the clock.
    fn clock_runs(&mut self) -> bool {
        if let Some(pondering) = self.pondering {
            if pondering.load(Ordering::Relaxed) {
                return false;
            }
            self.pondering = None;
            self.clock_start = Instant::now();
        }
        true
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    fn clock(remaining: u32, increment: u32, moves_to_go: Option<u32>) -> Clock {
        Clock { remaining: MS * remaining, increment: MS * increment, moves_to_go }
    }

    #[test]
    fn the_last_move_before_the_time_control_leaves_a_margin() {
        // Once the whole clock minus 30 ms: a loaded machine lost games on time.
        let last = clock(1000, 10, Some(1));
        assert_eq!(last.budget(DEFAULT_MOVE_OVERHEAD), MS * 970 / 3);
        assert_eq!(last.budget(MS * 200), MS * 800 / 3);
        assert_eq!(clock(40, 0, Some(1)).budget(DEFAULT_MOVE_OVERHEAD), MS);
    }

    #[test]
    fn every_move_to_come_keeps_its_overhead_back() {
        // 1 s + 10 ms: 1000 + 29 * 10 - 32 * 30 = 330 ms for 30 moves.
        assert_eq!(clock(1000, 10, None).budget(DEFAULT_MOVE_OVERHEAD), MS * 11);
        // Below what the overheads need, a move is made at once and the increment
        // rebuilds the clock.
        assert_eq!(clock(600, 10, None).budget(DEFAULT_MOVE_OVERHEAD), MS);
        let classical = clock(60_000, 0, Some(40)).budget(DEFAULT_MOVE_OVERHEAD);
        assert_eq!(classical, Duration::from_micros(1_468_500));
        let movetime = Limits { movetime: Some(MS * 500), ..Limits::default() };
        assert_eq!(movetime.hard_time(), Some(MS * 470));
    }
}
