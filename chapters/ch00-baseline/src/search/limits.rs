//! When a search stops: depth, nodes, time, or a `stop` from outside.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::score::MAX_PLY;

/// The deepest iteration any search is allowed (quiescence goes further).
pub const MAX_DEPTH: u32 = 64;

/// What the GUI allows for this search. Everything unset means "until depth 64 or `stop`".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// `go infinite`: search until `stop`, whatever else is set.
    pub infinite: bool,
}

/// The side to move's clock, as `go wtime btime winc binc movestogo` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub remaining: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// Time kept back for the GUI and the operating system to pass the move on.
const MOVE_OVERHEAD: Duration = Duration::from_millis(30);

impl Clock {
    /// The time to spend on this move: an even share of what is left until the next time
    /// control (or of 30 moves when none is given), plus most of the increment, never
    /// more than the clock holds minus the overhead.
    pub fn budget(&self) -> Duration {
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 50);
        let share = self.remaining / moves + self.increment * 3 / 4;
        let available = self.remaining.saturating_sub(MOVE_OVERHEAD);
        share.min(available).max(Duration::from_millis(1))
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
        let movetime =
            self.movetime.map(|t| t.saturating_sub(MOVE_OVERHEAD).max(Duration::from_millis(1)));
        let clock = self.clock.map(|clock| clock.budget());
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

/// Checks the limits while the search runs.
pub(crate) struct Stopper<'a> {
    start: Instant,
    hard_time: Option<Duration>,
    node_limit: Option<u64>,
    stop: &'a AtomicBool,
}

impl<'a> Stopper<'a> {
    pub(crate) fn new(limits: &Limits, stop: &'a AtomicBool) -> Self {
        let node_limit = if limits.infinite { None } else { limits.nodes };
        Self { start: Instant::now(), hard_time: limits.hard_time(), node_limit, stop }
    }

    /// Whether the search must stop now, having visited `nodes` nodes. Reading the clock
    /// costs time, so it is read every 1024 nodes only.
    pub(crate) fn should_stop(&self, nodes: u64) -> bool {
        if self.node_limit.is_some_and(|limit| nodes >= limit) {
            return true;
        }
        if !nodes.is_multiple_of(1024) {
            return false;
        }
        self.stop.load(Ordering::Relaxed)
            || self.hard_time.is_some_and(|limit| self.start.elapsed() >= limit)
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
