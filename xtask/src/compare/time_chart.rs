//! The time-to-depth table drawn: each chapter's median CPU time on the realistic suite
//! as a bar, with a line from its fastest round to its slowest, so that the steps from
//! chapter to chapter and how much the rounds spread read at a glance.

use anyhow::Result;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart::{
    BASELINE_COLOUR, FONT, ORDERING_COLOUR, TEXT, TITLE, WIDTH, chapter_bar_axes, chart_error,
};
use super::time_to_depth::{Timing, median};

const HEIGHT: u32 = 440;

/// One chapter's bar: its tag, its median and the range of its finished rounds.
struct Bar {
    tag: String,
    median: f64,
    lowest: f64,
    highest: f64,
}

impl Bar {
    /// `None` for a chapter that no round timed over the whole suite.
    fn of(timing: &Timing) -> Option<Bar> {
        let finished: Vec<f64> = timing.seconds.iter().flatten().copied().collect();
        Some(Bar {
            tag: timing.chapter.split('-').next().unwrap_or_default().to_owned(),
            median: median(&finished)?,
            lowest: finished.iter().copied().fold(f64::INFINITY, f64::min),
            highest: finished.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        })
    }
}

/// The chart as an SVG document: a bar for every chapter that some round timed over the
/// whole suite, in the order of `timings`.
pub fn render(timings: &[Timing]) -> Result<String> {
    let bars: Vec<Bar> = timings.iter().filter_map(Bar::of).collect();
    let rounds = timings.first().map_or(0, |timing| timing.seconds.len());
    let top = bars.iter().map(|bar| bar.highest).fold(1.0, f64::max) * 1.15;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(chart_error)?;
        // The line from the fastest round to the slowest is explained beside the chart.
        let root = root
            .titled("Realistic suite: CPU time to depth", (FONT, TITLE))
            .map_err(chart_error)?;
        let tags: Vec<String> = bars.iter().map(|bar| bar.tag.clone()).collect();
        let y_desc = format!("CPU seconds, median of {rounds} rounds");
        let mut chart = chapter_bar_axes(&root, &tags, top, &y_desc)?;
        let label =
            TextStyle::from((FONT, TEXT).into_font()).pos(Pos::new(HPos::Center, VPos::Bottom));
        for (index, bar) in bars.iter().enumerate() {
            let colour = if index == 0 { BASELINE_COLOUR } else { ORDERING_COLOUR };
            let corners =
                [(SegmentValue::Exact(index), 0.0), (SegmentValue::Exact(index + 1), bar.median)];
            let mut rectangle = Rectangle::new(corners, colour.filled());
            rectangle.set_margin(0, 0, 8, 8);
            chart.draw_series(std::iter::once(rectangle)).map_err(chart_error)?;
            let centre = SegmentValue::CenterOf(index);
            let spread = PathElement::new(
                vec![(centre.clone(), bar.lowest), (centre.clone(), bar.highest)],
                BLACK.stroke_width(2),
            );
            chart.draw_series(std::iter::once(spread)).map_err(chart_error)?;
            let text =
                Text::new(format!("{:.2}", bar.median), (centre, bar.highest), label.clone());
            chart.draw_series(std::iter::once(text)).map_err(chart_error)?;
        }
        root.present().map_err(chart_error)?;
    }
    Ok(svg)
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
