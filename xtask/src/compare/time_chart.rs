//! The time-to-depth table drawn: each chapter's median CPU time on the realistic suite
//! as a horizontal bar with its value at its end, so that the steps from chapter to
//! chapter read at a glance. How much the rounds spread is the table's to say (its lowest
//! and highest ratio): the page keeps no round's time, so a chart redrawn from it
//! ([`super::time_page::redraw_chart`]) looks the same as one drawn after the rounds.

use anyhow::Result;

use super::chart::{WIDTH, document, draw_panel};
use super::time_to_depth::{Timing, median};

/// Room for the title and the axis, then one bar's height per chapter.
const HEIGHT_BASE: u32 = 120;
const HEIGHT_PER_BAR: u32 = 28;

/// The chart as an SVG document: a bar for every chapter of `timings` in order, empty
/// for one that no round timed over the whole suite.
pub fn render(timings: &[Timing]) -> Result<String> {
    let medians: Vec<Option<f64>> = timings
        .iter()
        .map(|timing| median(&timing.seconds.iter().flatten().copied().collect::<Vec<_>>()))
        .collect();
    let rounds = timings.first().map_or(0, |timing| timing.seconds.len());
    let top = medians.iter().flatten().copied().fold(1.0, f64::max).ceil();
    let values = medians.iter().map(|median| median.map(|s| (s, format!("{s:.2}")))).collect();
    let labels = timings
        .iter()
        .map(|timing| timing.chapter.split('-').next().unwrap_or_default().to_owned())
        .collect();
    let height = HEIGHT_BASE + HEIGHT_PER_BAR * timings.len().max(1) as u32;
    let caption = format!("CPU seconds, median of {rounds} rounds");
    let tick_label = |seconds: f64| format!("{seconds:.0}");
    let axis = (0.0..top, 6, &tick_label as &dyn Fn(f64) -> String);
    let title = "Game positions: time to depth";
    document((WIDTH, height), Some(title), |root| {
        draw_panel(root, labels, &caption, values, "stopped", axis)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::timing;

    #[test]
    fn every_timed_chapter_gets_a_bar_with_its_median() {
        let timings = [
            timing("ch00-baseline", &[Some(0.5), Some(0.6), Some(0.55)]),
            timing("ch04-tt-move", &[Some(4.8), Some(4.7), Some(5.1)]),
            timing("ch10-staged-picker", &[None, Some(3.6), Some(3.7)]),
        ];
        let svg = render(&timings).unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        for text in ["median of 3 rounds", "ch00", "ch04", "ch10", "0.55", "4.80", "3.65"] {
            assert!(svg.contains(text), "no {text} in the chart");
        }
        assert_eq!(svg, render(&timings).unwrap(), "the same figures, the same file");
    }
}
