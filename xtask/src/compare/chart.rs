//! The Results page's chart, as SVG: total nodes per chapter on a logarithmic scale (each
//! technique divides the count, so equal steps on the page are equal factors), beside the
//! first-move cutoff rate, the share of cutoffs that the first move searched produced.
//!
//! plotters writes text as SVG `<text>` elements and estimates its size itself, so
//! drawing the chart needs no font files; the browser picks a sans-serif font to show it.

use anyhow::{Result, anyhow};
use plotters::coord::Shift;
use plotters::coord::ranged1d::SegmentedCoord;
use plotters::coord::types::{RangedCoordf64, RangedCoordusize};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::ChapterResult;

const WIDTH: u32 = 840;
const HEIGHT: u32 = 400;
pub const FONT: &str = "sans-serif";
/// Chapter 0, the yardstick, is grey; every chapter with an ordering is blue.
pub const BASELINE_COLOUR: RGBColor = RGBColor(150, 150, 150);
pub const ORDERING_COLOUR: RGBColor = RGBColor(52, 101, 164);

/// The chart as an SVG document, `title` naming the suite.
pub fn render(results: &[ChapterResult], title: &str) -> Result<String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(chart_error)?;
        let root = root.titled(title, (FONT, 22)).map_err(chart_error)?;
        let (nodes_area, cutoffs_area) = root.split_horizontally(WIDTH * 11 / 20);
        draw_nodes(&nodes_area, results)?;
        draw_cutoff_rates(&cutoffs_area, results)?;
        root.present().map_err(chart_error)?;
    }
    Ok(svg)
}

/// plotters' errors borrow nothing but are not all `Sync`; keep their message only.
pub fn chart_error(error: impl std::fmt::Display) -> anyhow::Error {
    anyhow!("cannot draw the chart: {error}")
}

/// The axes of a chart with one bar per chapter: `tags` under the bars, `0..top`
/// upwards in whole units described by `y_desc`, drawn on `area` (already titled).
pub fn chapter_bar_axes<'a, 'b>(
    area: &'a DrawingArea<SVGBackend<'b>, Shift>,
    tags: &[String],
    top: f64,
    y_desc: &str,
) -> Result<
    ChartContext<'a, SVGBackend<'b>, Cartesian2d<SegmentedCoord<RangedCoordusize>, RangedCoordf64>>,
> {
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(32)
        .y_label_area_size(60)
        .build_cartesian_2d((0..tags.len().saturating_sub(1)).into_segmented(), 0.0..top)
        .map_err(chart_error)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_label_formatter(&|value| match value {
            SegmentValue::CenterOf(index) => tags.get(*index).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .y_desc(y_desc)
        .y_label_formatter(&|value| format!("{value:.0}"))
        .label_style((FONT, 16))
        .draw()
        .map_err(chart_error)?;
    Ok(chart)
}

/// Small text centred on a point and sitting on it: a bar's value on top of the bar.
fn bar_label() -> TextStyle<'static> {
    TextStyle::from((FONT, 15).into_font()).pos(Pos::new(HPos::Center, VPos::Bottom))
}

/// One segment per chapter: plotters' integer ranges include their end, so the
/// segments of `0..=last` are exactly the chapters.
fn chapter_axis(results: &[ChapterResult]) -> SegmentedCoord<RangedCoordusize> {
    (0..results.len().saturating_sub(1)).into_segmented()
}

fn colour(index: usize) -> RGBColor {
    if index == 0 { BASELINE_COLOUR } else { ORDERING_COLOUR }
}

/// The chapter's tag (`ch03`) under each bar.
fn tag_of(results: &[ChapterResult], value: &SegmentValue<usize>) -> String {
    match value {
        SegmentValue::CenterOf(index) => {
            results.get(*index).map_or(String::new(), |r| r.run.chapter.tag().to_owned())
        }
        _ => String::new(),
    }
}

/// One of the two charts: a bar per chapter, its value written on top.
struct Panel<'a> {
    caption: &'a str,
    /// The bars' heights in the panel's own units; `None` for a chapter that has none.
    heights: Vec<Option<f64>>,
    /// The text on top of each bar.
    labels: Vec<String>,
    /// What a chapter without a bar shows instead.
    missing: &'a str,
    y_range: std::ops::Range<f64>,
    y_ticks: usize,
    y_tick_label: &'a dyn Fn(f64) -> String,
}

/// Total nodes, drawn on a logarithmic scale by drawing log10 of each count: every
/// power of ten is one step up the axis.
fn draw_nodes(area: &DrawingArea<SVGBackend, Shift>, results: &[ChapterResult]) -> Result<()> {
    let counts: Vec<Option<f64>> =
        results.iter().map(|r| r.summary.as_ref().map(|s| s.nodes.max(1) as f64)).collect();
    let finished = || counts.iter().flatten().copied();
    let smallest = finished().fold(f64::INFINITY, f64::min);
    let lowest = if smallest.is_finite() { smallest.log10().floor() } else { 0.0 };
    let highest = (finished().fold(1.0, f64::max) * 1.5).log10().ceil().max(lowest + 1.0);
    let panel = Panel {
        caption: "Total nodes (log scale)",
        heights: counts.iter().map(|count| count.map(f64::log10)).collect(),
        labels: counts.iter().map(|count| count.map_or(String::new(), compact)).collect(),
        missing: "stopped",
        y_range: lowest..highest,
        y_ticks: (highest - lowest) as usize + 1,
        y_tick_label: &|exponent| {
            let count = compact(10f64.powf(exponent));
            count.replace(".0", "") // 10M, not 10.0M, on the axis
        },
    };
    draw_panel(area, results, &panel)
}

fn draw_cutoff_rates(
    area: &DrawingArea<SVGBackend, Shift>,
    results: &[ChapterResult],
) -> Result<()> {
    let rates: Vec<Option<f64>> = results
        .iter()
        .map(|r| r.summary.as_ref().map(|s| s.first_move_cutoff_rate * 100.0))
        .collect();
    let panel = Panel {
        caption: "First-move cutoffs (%)",
        labels: rates
            .iter()
            .map(|rate| rate.map_or(String::new(), |r| format!("{r:.1}")))
            .collect(),
        heights: rates,
        missing: "",
        y_range: 0.0..100.0,
        y_ticks: 11,
        y_tick_label: &|percent| format!("{percent:.0}"),
    };
    draw_panel(area, results, &panel)
}

fn draw_panel(
    area: &DrawingArea<SVGBackend, Shift>,
    results: &[ChapterResult],
    panel: &Panel,
) -> Result<()> {
    let mut chart = ChartBuilder::on(area)
        .caption(panel.caption, (FONT, 19))
        .margin(12)
        .x_label_area_size(32)
        .y_label_area_size(56)
        .build_cartesian_2d(chapter_axis(results), panel.y_range.clone())
        .map_err(chart_error)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .y_labels(panel.y_ticks)
        .x_label_formatter(&|value| tag_of(results, value))
        .y_label_formatter(&|value| (panel.y_tick_label)(*value))
        .label_style((FONT, 16))
        .draw()
        .map_err(chart_error)?;
    let base = panel.y_range.start;
    for (index, (height, label)) in panel.heights.iter().zip(&panel.labels).enumerate() {
        let top = height.unwrap_or(base);
        let label_at = (SegmentValue::CenterOf(index), top);
        if height.is_some() {
            let corners =
                [(SegmentValue::Exact(index), base), (SegmentValue::Exact(index + 1), top)];
            let mut bar = Rectangle::new(corners, colour(index).filled());
            bar.set_margin(0, 0, 8, 8);
            chart.draw_series(std::iter::once(bar)).map_err(chart_error)?;
        }
        let text = if height.is_some() { label.as_str() } else { panel.missing };
        let text = Text::new(text.to_owned(), label_at, bar_label());
        chart.draw_series(std::iter::once(text)).map_err(chart_error)?;
    }
    Ok(())
}

/// `52.6M`, `830k`, `120`: a count short enough to sit above a bar.
pub fn compact(value: f64) -> String {
    let (scaled, suffix) = match value {
        v if v >= 1e9 => (v / 1e9, "G"),
        v if v >= 1e6 => (v / 1e6, "M"),
        v if v >= 1e3 => (v / 1e3, "k"),
        v => (v, ""),
    };
    let digits = if scaled >= 100.0 || suffix.is_empty() { 0 } else { 1 };
    format!("{scaled:.digits$}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{result, row, stopped};

    #[test]
    fn every_chapter_gets_a_labelled_bar() {
        let results = [
            result("ch00-baseline", vec![stopped("deep-one", 200_000_000)]),
            result("ch01-pick-move", vec![row("deep-one", 52_591_518)]),
            result("ch02-mvv-lva", vec![row("deep-one", 621_700)]),
        ];
        let svg = render(&results, "Deep suite").unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        for text in ["Deep suite", "ch00", "ch01", "ch02", "stopped", "52.6M", "622k", "50.0"] {
            assert!(svg.contains(text), "no {text} in the chart");
        }
        assert_eq!(svg, render(&results, "Deep suite").unwrap(), "the same figures, the same file");
    }

    #[test]
    fn counts_are_written_short() {
        assert_eq!(compact(52_591_518.0), "52.6M");
        assert_eq!(compact(830_000.0), "830k");
        assert_eq!(compact(1_000_000_000.0), "1.0G");
        assert_eq!(compact(120.0), "120");
    }
}
