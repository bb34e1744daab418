//! What the tests and the `summaries` example share: the candidates each experiment
//! measures, and the summary that judges them.

pub mod candidates;
pub mod summary;
