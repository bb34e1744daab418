//! The machine a time was measured on, the day and the commit: every generated file of
//! times shows them in one visible line ([`measured_line`]), because a time means nothing
//! without them (node counts need none of them). The line's format and its reader live in
//! [`behaviour_fingerprint::dated`], shared with the chapters' examples. Before timing,
//! the timing commands measure the machine's own noise ([`noise`]) and print it, so a
//! reader knows whether the clock could resolve the verdict.

pub use behaviour_fingerprint::dated::{description, noise, rounds_spread, today};

/// The dated line of a timed file measured now, in this workspace: commit, date,
/// machine, the machine's own noise ([`noise`]) and the spread of the measurement's
/// rounds, each spread as [`spread_percent`] (`None` reads "not recorded").
pub fn measured_line(noise: Option<f64>, rounds: Option<f64>) -> String {
    behaviour_fingerprint::dated::measured_line(crate::workspace::root(), noise, rounds)
}

/// The dated line of an instruction count made now, in this workspace: commit, date and
/// machine, and that the count is exact (no noise, no spread).
pub fn counted_line() -> String {
    behaviour_fingerprint::dated::counted_line(crate::workspace::root())
}
