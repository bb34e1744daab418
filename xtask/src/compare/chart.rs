//! The Results page's chart, as SVG: total nodes per chapter on a logarithmic scale (each
//! technique divides the count, so equal steps on the page are equal factors), above the
//! first-move cutoff rate, the share of cutoffs that the first move searched produced.
//! One horizontal bar per chapter, its value written at its end.
//!
//! plotters writes text as SVG `<text>` elements and estimates its size itself, so
//! drawing the chart needs no font files; the browser picks a sans-serif font to show it.
//!
//! Every chart of the book is drawn [`WIDTH`] wide with type of at least [`TEXT`]: a phone
//! shows a chart scaled down to its text column, 335 CSS pixels on a 390-pixel phone, and
//! the type must still be 11 pixels there (plotters draws a font of size `s` at `0.806 s`
//! pixels: 20 gives 16.1, shown at 11.5 on that phone).

use anyhow::{Result, anyhow};
use plotters::coord::Shift;
use plotters::coord::ranged1d::SegmentedCoord;
use plotters::coord::types::{RangedCoordf64, RangedCoordusize};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::ChapterResult;

/// The width every chart is drawn at, in SVG pixels: shown as it is in a desktop's text
/// column, and scaled to about 0.71 on a phone.
pub const WIDTH: u32 = 470;
/// The size of the smallest type of every chart (axis labels, values, legends): 11 CSS
/// pixels or more on a phone's 335-pixel column, 16 on a desktop.
pub const TEXT: u32 = 20;
/// Panel captions and titles, a step larger.
pub const CAPTION: u32 = 22;
pub const TITLE: u32 = 23;
/// Each chapter's row in a chart of horizontal bars.
const ROW_HEIGHT: u32 = 26;
/// Above and below a panel's rows: its caption and its axis.
const PANEL_MARGIN: u32 = 100;
pub const FONT: &str = "sans-serif";
/// Chapter 0, the yardstick, is grey; every chapter with an ordering is blue.
pub const BASELINE_COLOUR: RGBColor = RGBColor(150, 150, 150);
pub const ORDERING_COLOUR: RGBColor = RGBColor(52, 101, 164);

/// The chart as an SVG document, `title` naming the suite.
pub fn render(results: &[ChapterResult], title: &str) -> Result<String> {
    let panel_height = PANEL_MARGIN + ROW_HEIGHT * results.len().max(1) as u32;
    let height = 40 + 2 * panel_height;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(chart_error)?;
        let root = root.titled(title, (FONT, TITLE)).map_err(chart_error)?;
        let (nodes_area, cutoffs_area) = root.split_vertically(panel_height);
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
        .margin(10)
        .x_label_area_size(36)
        .y_label_area_size(64)
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
        .label_style((FONT, TEXT))
        .axis_desc_style((FONT, TEXT))
        .draw()
        .map_err(chart_error)?;
    Ok(chart)
}

/// A bar's value, just beyond the bar's end.
fn bar_label() -> TextStyle<'static> {
    TextStyle::from((FONT, TEXT).into_font()).pos(Pos::new(HPos::Left, VPos::Center))
}

/// One segment per chapter: plotters' integer ranges include their end, so the
/// segments of `0..=last` are exactly the chapters. The axis counts upwards, so chapter
/// `index` sits on row `last - index`: chapter 0 on top.
fn chapter_axis(results: &[ChapterResult]) -> SegmentedCoord<RangedCoordusize> {
    (0..results.len().saturating_sub(1)).into_segmented()
}

/// The row of chapter `index` (and the chapter on row `row`: the mapping is its own
/// inverse).
fn row_of(results: &[ChapterResult], index: usize) -> usize {
    results.len().saturating_sub(1).saturating_sub(index)
}

fn colour(index: usize) -> RGBColor {
    if index == 0 { BASELINE_COLOUR } else { ORDERING_COLOUR }
}

/// The chapter's tag (`ch03`) beside its bar.
fn tag_of(results: &[ChapterResult], value: &SegmentValue<usize>) -> String {
    match value {
        SegmentValue::CenterOf(row) => results
            .get(row_of(results, *row))
            .map_or(String::new(), |r| r.run.chapter.tag().to_owned()),
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
            if (exponent - exponent.round()).abs() > 1e-6 {
                return String::new(); // powers of ten only
            }
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
        y_ticks: 6,
        y_tick_label: &|percent| format!("{percent:.0}"),
    };
    draw_panel(area, results, &panel)
}

fn draw_panel(
    area: &DrawingArea<SVGBackend, Shift>,
    results: &[ChapterResult],
    panel: &Panel,
) -> Result<()> {
    // Room beyond the longest bar for its value: about a quarter of the axis.
    let range = &panel.y_range;
    let x_range = range.start..range.end + (range.end - range.start) * 0.3;
    let mut chart = ChartBuilder::on(area)
        .caption(panel.caption, (FONT, CAPTION))
        .margin(10)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(x_range.clone(), chapter_axis(results))
        .map_err(chart_error)?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .light_line_style(TRANSPARENT)
        .x_labels(panel.y_ticks)
        .y_labels(results.len())
        .y_label_formatter(&|value| tag_of(results, value))
        .x_label_formatter(&|value| {
            if *value > range.end + 1e-9 { String::new() } else { (panel.y_tick_label)(*value) }
        })
        .label_style((FONT, TEXT))
        .draw()
        .map_err(chart_error)?;
    let base = range.start;
    let gap = (x_range.end - x_range.start) / 100.0;
    for (index, (height, label)) in panel.heights.iter().zip(&panel.labels).enumerate() {
        let row = row_of(results, index);
        let end = height.unwrap_or(base);
        if height.is_some() {
            let corners = [(base, SegmentValue::Exact(row)), (end, SegmentValue::Exact(row + 1))];
            let mut bar = Rectangle::new(corners, colour(index).filled());
            bar.set_margin(3, 3, 0, 0);
            chart.draw_series(std::iter::once(bar)).map_err(chart_error)?;
        }
        let text = if height.is_some() { label.as_str() } else { panel.missing };
        let at = (end + gap, SegmentValue::CenterOf(row));
        let text = Text::new(text.to_owned(), at, bar_label());
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
}
