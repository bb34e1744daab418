//! The games of a finding: the Elo ladder's row for the chapter
//! (`elo-per-stage.json`, written by `cargo xtask ladder ... --write-book`).

use std::path::Path;

use anyhow::Result;

use crate::match_games::{Ladder, LadderRow};
use crate::workspace;

/// The ladder kept in `dir`, or the book's when `dir` keeps none (a comparison written
/// into `target/compare/` still states the book's games).
pub fn load_ladder(dir: &Path) -> Result<Ladder> {
    let ladder = Ladder::load(dir)?;
    if !ladder.rows.is_empty() {
        return Ok(ladder);
    }
    Ladder::load(&workspace::root().join(super::BOOK_DIR))
}

/// The row a finding states for `chapter`: of its matches, the one with the most games
/// (the first of those on a tie), so the narrowest interval.
pub fn best_row<'a>(ladder: &'a Ladder, chapter: &str) -> Option<&'a LadderRow> {
    ladder.rows.iter().filter(|row| row.chapter == chapter).fold(
        None,
        |best: Option<&LadderRow>, row| match best {
            Some(best) if best.games() >= row.games() => Some(best),
            _ => Some(row),
        },
    )
}

/// `10,000 nodes a move` or `a 2+0.02 clock`, from the row's limit.
pub fn limit_in_words(limit: &str) -> String {
    match limit.strip_prefix("nodes ").and_then(|count| count.parse::<u64>().ok()) {
        Some(count) => format!("{} nodes a move", ch00_baseline::report::thousands(count)),
        None => format!("a {limit} clock (seconds + increment)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_as_words() {
        assert_eq!(limit_in_words("nodes 10000"), "10,000 nodes a move");
        assert_eq!(limit_in_words("2+0.02"), "a 2+0.02 clock (seconds + increment)");
    }
}
