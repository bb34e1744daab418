//! The table of times: how long each chapter's searches took on the machine that ran
//! the comparison. Kept apart from the node table because only it changes from one
//! machine, or one run, to the next.

use ch00_baseline::report::thousands;

use super::ChapterResult;
use crate::markdown_table::{Align, MarkdownTable};

/// One row per chapter that finished the suite: search time and nodes per second.
pub fn render(results: &[ChapterResult]) -> String {
    let mut table = MarkdownTable::new(&[
        ("Chapter", Align::Left),
        ("Search time", Align::Right),
        ("Nodes per second", Align::Right),
    ]);
    for result in results {
        let Some(summary) = &result.summary else {
            continue;
        };
        table.push(vec![
            result.run.chapter.name.clone(),
            format!("{:.2} s", summary.milliseconds / 1000.0),
            thousands(summary.nodes_per_second()),
        ]);
    }
    table.render()
}
