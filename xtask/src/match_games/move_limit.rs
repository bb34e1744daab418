//! What an engine is given for each move: a clock, as in a real game, or a fixed number of
//! nodes (`go nodes N`).
//!
//! A node budget makes a match independent of the machine and its load: on a machine
//! shared by several people a clock gives each engine whatever the other processes leave
//! it, while a budget of nodes gives both the same work to do, so the result measures
//! how well each engine spends its nodes, which is exactly what move ordering changes.
//! What it leaves out is speed: an ordering that costs time per node is not charged for
//! it, which is why time-based games are still played where the machine allows.

use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::match_games::time_control::TimeControl;

/// How long a node-budget move may take before the engine is taken to hang: far more than
/// any budget this runner is used with needs, even on a loaded machine.
pub const NODE_MOVE_DEADLINE: Duration = Duration::from_secs(60);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveLimit {
    Clock(TimeControl),
    Nodes(u64),
}

impl MoveLimit {
    /// `--nodes` when given (a positive count), else the clock of `--tc`.
    pub fn from_args(tc: &str, nodes: Option<&str>) -> Result<Self> {
        match nodes {
            Some(text) => {
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
            None => Ok(Self::Clock(TimeControl::parse(tc)?)),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_budget_replaces_the_clock() {
        assert_eq!(
            MoveLimit::from_args("1+0.01", Some("20_000")).unwrap(),
            MoveLimit::Nodes(20_000)
        );
        let clock = MoveLimit::from_args("1+0.01", None).unwrap();
        assert_eq!(clock, MoveLimit::Clock(TimeControl::parse("1+0.01").unwrap()));
        assert_eq!(MoveLimit::Nodes(5000).to_string(), "5000 nodes a move");
        for bad in ["0", "-5", "many", ""] {
            assert!(MoveLimit::from_args("1", Some(bad)).is_err(), "{bad}");
        }
    }
}
