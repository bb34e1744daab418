//! What an engine is given for each move: a clock, as in a real game, or a fixed number of
//! nodes (`go nodes N`).
//!
//! A node budget makes a match independent of the machine and its load: both engines get
//! the same work to do, so the result measures how well each engine spends its nodes, which
//! is exactly what move ordering changes. What it leaves out is speed: an ordering that
//! costs time per node is not charged for it, which is why clock games are still played.

use std::time::Duration;

use anyhow::{Context, Result, bail};

/// How long a node-budget move may take before the engine is taken to hang: far more than
/// any budget this runner is used with needs, even on a loaded machine.
pub const NODE_MOVE_DEADLINE: Duration = Duration::from_secs(60);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveLimit {
    Clock(TimeControl),
    Nodes(u64),
}

/// A time control written as cutechess does: `base+increment` in seconds (`1+0.01`, `10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

impl MoveLimit {
    /// `--nodes` when given (a positive count), else the clock of `--tc`.
    pub fn from_args(tc: &str, nodes: Option<&str>) -> Result<Self> {
        let Some(text) = nodes else {
            return Ok(Self::Clock(TimeControl::parse(tc)?));
        };
        let count: u64 = text
            .trim()
            .replace('_', "")
            .parse()
            .with_context(|| format!("'{text}' is not a number of nodes"))?;
        if count == 0 {
            bail!("a node budget of 0 leaves the engine nothing to search");
        }
        Ok(Self::Nodes(count))
    }
}

impl TimeControl {
    pub fn parse(text: &str) -> Result<Self> {
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        let seconds = |part: &str| -> Result<Duration> {
            let value: f64 =
                part.trim().parse().with_context(|| format!("'{part}' is not seconds"))?;
            if !value.is_finite() || value < 0.0 {
                bail!("'{part}' is not a time in seconds");
            }
            Ok(Duration::from_secs_f64(value))
        };
        let control = Self { base: seconds(base)?, increment: seconds(increment)? };
        if control.base.is_zero() {
            bail!("time control '{text}' starts with no time on the clock");
        }
        Ok(control)
    }
}

impl std::fmt::Display for MoveLimit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Clock(control) => write!(f, "{control}"),
            Self::Nodes(count) => write!(f, "{count} nodes a move"),
        }
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}+{}", self.base.as_secs_f64(), self.increment.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_budget_or_a_clock_in_seconds() {
        assert_eq!(MoveLimit::from_args("1", Some("20_000")).unwrap(), MoveLimit::Nodes(20_000));
        let clock = TimeControl::parse("1+0.01").unwrap();
        assert_eq!(
            (clock.base, clock.increment),
            (Duration::from_secs(1), Duration::from_millis(10))
        );
        assert_eq!(TimeControl::parse("10").unwrap().increment, Duration::ZERO);
        for bad in ["0", "-5", "many", ""] {
            assert!(MoveLimit::from_args("1", Some(bad)).is_err(), "{bad}");
        }
        for bad in ["", "x+1", "1+x", "-1+0", "0+1", "1+-0.1", "inf"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }
}
