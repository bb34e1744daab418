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

/// The row a finding states for `chapter`: of its matches in the book's search (no
/// reductions), the one with the most games (the first of those on a tie), so the
/// narrowest interval.
pub fn best_row<'a>(ladder: &'a Ladder, chapter: &str) -> Option<&'a LadderRow> {
    let books_search = ladder.rows.iter().filter(|row| !row.reductions);
    books_search.filter(|row| row.chapter == chapter).fold(None, |best: Option<&LadderRow>, row| {
        match best {
            Some(best) if best.games() >= row.games() => Some(best),
            _ => Some(row),
        }
    })
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

    /// A finding states the book's search: a row of the reducing search is never its row,
    /// however many games it has.
    #[test]
    fn the_finding_row_is_never_a_reducing_one() {
        let row = |games: u32, reductions: bool| LadderRow {
            reductions,
            wins: games,
            draws: 0,
            losses: 0,
            ..LadderRow::example("ch01-a", "nodes 1", [0, 0, 0, 0, games / 2])
        };
        let ladder = Ladder { rows: vec![row(10, false), row(400, true)] };
        assert_eq!(best_row(&ladder, "ch01-a").map(LadderRow::games), Some(10));
        let reducing_only = Ladder { rows: vec![row(400, true)] };
        assert_eq!(best_row(&reducing_only, "ch01-a"), None);
    }
}
