//! The rule the whole book rests on: ordering changes how many nodes a search visits,
//! never the score it finds at the root. Every chapter's tests check it against chapter 0;
//! the comparison checks it again across all chapters, on whatever suite it ran.

use super::chapter_run::ChapterRun;

/// One line per position where a chapter's root score differs from the score of the
/// first chapter that finished that position. Empty when all agree.
pub fn disagreements(runs: &[ChapterRun]) -> Vec<String> {
    let mut found = Vec::new();
    let mut reference: Vec<(&str, &str, i32)> = Vec::new(); // position, chapter, score
    for run in runs {
        for row in run.rows.iter().filter(|row| row.finished) {
            match reference.iter().find(|(name, _, _)| *name == row.name) {
                None => reference.push((&row.name, &run.chapter.name, row.score)),
                Some((_, first, score)) if *score != row.score => found.push(format!(
                    "{}: {} scores {} cp at depth {}, {first} scored {score} cp",
                    row.name, run.chapter.name, row.score, row.depth
                )),
                Some(_) => {}
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::row;

    fn run(chapter: &str, scores: &[(&str, i32)]) -> ChapterRun {
        let rows = scores
            .iter()
            .map(|(name, score)| {
                let mut row = row(name, 1);
                row.score = *score;
                row
            })
            .collect();
        crate::compare::test_support::run(chapter, rows)
    }

    /// Only a finished position that scores otherwise than the first chapter is named.
    #[test]
    fn a_changed_score_is_named() {
        let mut stopped = run("ch00-a", &[("x", 99)]);
        stopped.rows[0].finished = false;
        let runs = [
            stopped,
            run("ch01-b", &[("x", 10), ("y", -5)]),
            run("ch02-c", &[("x", 12), ("y", -5)]),
        ];
        let found = disagreements(&runs);
        assert_eq!(found, ["x: ch02-c scores 12 cp at depth 4, ch01-b scored 10 cp"]);
    }
}
