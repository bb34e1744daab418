//! The progress of a comparison: one step per position per chapter, so a reader watching
//! a long run sees which chapter is searching which position, and how many nodes are done.
//!
//! On a terminal it is indicatif's bar. Elsewhere (a CI log, `2> file`) indicatif draws
//! nothing at all, so plain lines go to stderr instead, one per position.

use std::io::IsTerminal;
use std::time::Duration;

use ch00_baseline::report::thousands;
use indicatif::{ProgressBar, ProgressStyle};

/// A bar over `chapters` × `positions.len()` steps, or plain lines.
pub struct Progress {
    bar: ProgressBar,
    positions: Vec<String>,
    /// Plain lines instead of a bar: stderr is not a terminal.
    plain: bool,
}

impl Progress {
    pub fn new(chapters: usize, positions: Vec<String>) -> Progress {
        let bar = ProgressBar::new((chapters * positions.len()) as u64);
        bar.set_style(
            ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg}")
                .expect("the template is valid")
                .progress_chars("=> "),
        );
        let plain = !std::io::stderr().is_terminal();
        if !plain {
            bar.enable_steady_tick(Duration::from_millis(250));
        }
        Progress { bar, positions, plain }
    }

    /// Announces the first position of a chapter's run.
    pub fn start_chapter(&self, chapter: &str) {
        self.show_next(chapter, 0);
    }

    /// One position done; `done` positions of this chapter, `nodes` nodes in all, are
    /// now finished.
    pub fn position_done(&self, chapter: &str, done: usize, nodes: u64) {
        self.bar.inc(1);
        if self.plain {
            eprintln!("{}", plain_line(chapter, done, self.positions.len(), nodes));
        }
        self.show_next(chapter, done);
    }

    /// Ends a chapter's run, skipping the steps of positions a node limit left unsearched,
    /// and prints `line` above the bar.
    pub fn finish_chapter(&self, done: usize, line: &str) {
        self.bar.inc(self.positions.len().saturating_sub(done) as u64);
        if self.plain {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
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

/// `ch03-killers: 5/16 positions, 1,234,567 nodes`.
fn plain_line(chapter: &str, done: usize, positions: usize, nodes: u64) -> String {
    format!("{chapter}: {done}/{positions} positions, {} nodes", thousands(nodes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_line_counts_positions_and_nodes() {
        assert_eq!(
            plain_line("ch03-killers", 5, 16, 1_234_567),
            "ch03-killers: 5/16 positions, 1,234,567 nodes"
        );
    }
}
