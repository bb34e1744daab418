//! The progress bar of a comparison: one step per position per chapter, so a reader
//! watching a long run sees which chapter is searching which position.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// A bar over `chapters` × `positions.len()` steps (drawn only on a terminal).
pub struct Progress {
    bar: ProgressBar,
    positions: Vec<String>,
}

impl Progress {
    pub fn new(chapters: usize, positions: Vec<String>) -> Progress {
        let bar = ProgressBar::new((chapters * positions.len()) as u64);
        bar.set_style(
            ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
                .expect("the template is valid")
                .progress_chars("=> "),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
        Progress { bar, positions }
    }

    /// Announces the first position of a chapter's run.
    pub fn start_chapter(&self, chapter: &str) {
        self.show_next(chapter, 0);
    }

    /// One position done; `done` positions of this chapter are now finished.
    pub fn position_done(&self, chapter: &str, done: usize) {
        self.bar.inc(1);
        self.show_next(chapter, done);
    }

    /// Ends a chapter's run, skipping the steps of positions a node limit left unsearched,
    /// and prints `line` above the bar.
    pub fn finish_chapter(&self, done: usize, line: &str) {
        self.bar.inc(self.positions.len().saturating_sub(done) as u64);
        self.bar.println(line);
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }

    fn show_next(&self, chapter: &str, index: usize) {
        if let Some(position) = self.positions.get(index) {
            self.bar.set_message(format!("{chapter}: {position}"));
        }
    }
}
