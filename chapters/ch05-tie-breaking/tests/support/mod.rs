//! What the tests and the `summaries` example share: the candidates each experiment
//! measures, and the check the chapter's default must pass on each suite.

pub mod candidates;
pub mod typical_change;
