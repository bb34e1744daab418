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
    document((WIDTH, height), Some(title), |root| {
        let (nodes_area, cutoffs_area) = root.split_vertically(panel_height);
        draw_nodes(&nodes_area, results)?;
        draw_cutoff_rates(&cutoffs_area, results)
    })
}

/// An SVG document of `size` on a white ground, under `title` when there is one, its
/// contents drawn by `draw`: how every chart of the book starts and ends.
pub fn document(
    size: (u32, u32),
    title: Option<&str>,
    draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> Result<()>,
) -> Result<String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE).map_err(chart_error)?;
        let root = match title {
            Some(title) => root.titled(title, (FONT, TITLE)).map_err(chart_error)?,
            None => root,
        };
        draw(&root)?;
        root.present().map_err(chart_error)?;
    }
    Ok(svg)
}

/// plotters' errors borrow nothing but are not all `Sync`; keep their message only.
pub fn chart_error(error: impl std::fmt::Display) -> anyhow::Error {
    anyhow!("cannot draw the chart: {error}")
}

/// The axes of a chart with one bar per chapter, drawn on `area`: `tags` (chapter numbers:
/// eleven bars leave no room for more) under the bars, `0..top` upwards in whole units.
pub struct ChapterAxes<'a> {
    pub caption: Option<&'a str>,
    pub tags: &'a [String],
    pub top: f64,
    pub y_desc: Option<&'a str>,
    /// How many labels up the side, and how wide their column.
    pub y_labels: usize,
    pub y_label_width: u32,
}

/// The coordinates of [`ChapterAxes`]: a segment per chapter, values up the side.
pub type ChapterCoord = Cartesian2d<SegmentedCoord<RangedCoordusize>, RangedCoordf64>;

/// Draws `axes` on `area` and returns the chart to draw the bars into.
pub fn chapter_bar_axes<'a, 'b>(
    area: &'a DrawingArea<SVGBackend<'b>, Shift>,
    axes: &ChapterAxes,
) -> Result<ChartContext<'a, SVGBackend<'b>, ChapterCoord>> {
    let tags = axes.tags;
    let mut builder = ChartBuilder::on(area);
    if let Some(caption) = axes.caption {
        builder.caption(caption, (FONT, CAPTION));
    }
    let mut chart = builder
        .margin(10)
        .x_label_area_size(56)
        .y_label_area_size(axes.y_label_width)
        .build_cartesian_2d((0..tags.len().saturating_sub(1)).into_segmented(), 0.0..axes.top)
        .map_err(chart_error)?;
    let tag_label = |value: &SegmentValue<usize>| match value {
        SegmentValue::CenterOf(index) => tags.get(*index).cloned().unwrap_or_default(),
        _ => String::new(),
    };
    let whole = |value: &f64| format!("{value:.0}");
    let mut mesh = chart.configure_mesh();
    mesh.disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_label_formatter(&tag_label)
        .x_desc("Chapter")
        .y_labels(axes.y_labels)
        .y_label_formatter(&whole)
        .label_style((FONT, TEXT))
        .axis_desc_style((FONT, TEXT));
    if let Some(y_desc) = axes.y_desc {
        mesh.y_desc(y_desc);
    }
    mesh.draw().map_err(chart_error)?;
    Ok(chart)
}

/// A chart of horizontal bars, one a row, the first on top, each with its text just
/// beyond its end (on the side it points to).
pub struct Bars<'a> {
    pub caption: &'a str,
    /// Beside each row: a chapter's tag, or a position's name.
    pub labels: Vec<String>,
    /// Each row's bar, its end and colour (`None`: no bar), and the text beyond its end.
    pub bars: Vec<(Option<(f64, RGBColor)>, String)>,
    /// The axis, with room beyond the longest bar for its text.
    pub x_range: std::ops::Range<f64>,
    pub x_desc: Option<&'a str>,
    pub x_ticks: usize,
    pub x_tick_label: &'a dyn Fn(f64) -> String,
    /// The height of the axis's labels below, the width of the rows' labels beside.
    pub label_areas: (u32, u32),
    /// Between the bars of two rows, above and below each.
    pub bar_margin: u32,
}

/// Draws `bars` on `area`. Bars start at zero, or at the axis's start when it is above.
pub fn draw_bars(area: &DrawingArea<SVGBackend, Shift>, bars: &Bars) -> Result<()> {
    // The axis counts upwards: row `index` goes on segment `last - index`, so the first
    // row is on top. The mapping is its own inverse. plotters' integer ranges include
    // their end, so the segments of `0..=last` are exactly the rows.
    let last = bars.bars.len().saturating_sub(1);
    let row_of = |index: usize| last.saturating_sub(index);
    let x_range = bars.x_range.clone();
    let mut chart = ChartBuilder::on(area)
        .caption(bars.caption, (FONT, CAPTION))
        .margin(10)
        .x_label_area_size(bars.label_areas.0)
        .y_label_area_size(bars.label_areas.1)
        .build_cartesian_2d(x_range.clone(), (0..last).into_segmented())
        .map_err(chart_error)?;
    let label_of = |value: &SegmentValue<usize>| match value {
        SegmentValue::CenterOf(row) => bars.labels.get(row_of(*row)).cloned().unwrap_or_default(),
        _ => String::new(),
    };
    let tick_label = |value: &f64| (bars.x_tick_label)(*value);
    let mut mesh = chart.configure_mesh();
    mesh.disable_y_mesh()
        .light_line_style(TRANSPARENT)
        .x_labels(bars.x_ticks)
        .y_labels(bars.bars.len())
        .x_label_formatter(&tick_label)
        .y_label_formatter(&label_of)
        .label_style((FONT, TEXT));
    if let Some(desc) = bars.x_desc {
        mesh.x_desc(desc).axis_desc_style((FONT, TEXT));
    }
    mesh.draw().map_err(chart_error)?;
    let start = 0.0f64.clamp(x_range.start, x_range.end);
    let gap = (x_range.end - x_range.start) / 100.0;
    for (index, (bar, text)) in bars.bars.iter().enumerate() {
        let row = row_of(index);
        let end = bar.map_or(start, |(end, _)| end);
        if let Some((end, colour)) = bar {
            let corners = [(start, SegmentValue::Exact(row)), (*end, SegmentValue::Exact(row + 1))];
            let mut rectangle = Rectangle::new(corners, colour.filled());
            rectangle.set_margin(bars.bar_margin, bars.bar_margin, 0, 0);
            chart.draw_series(std::iter::once(rectangle)).map_err(chart_error)?;
        }
        let (anchor, gap) = if end < start { (HPos::Right, -gap) } else { (HPos::Left, gap) };
        let style = TextStyle::from((FONT, TEXT).into_font()).pos(Pos::new(anchor, VPos::Center));
        let at = (end + gap, SegmentValue::CenterOf(row));
        chart
            .draw_series(std::iter::once(Text::new(text.clone(), at, style)))
            .map_err(chart_error)?;
    }
    Ok(())
}

/// A panel: a bar per chapter (labelled `labels`) in the panel's own units (`None` for a
/// chapter that has none, which shows `missing`), its value written beyond its end.
pub fn draw_panel(
    area: &DrawingArea<SVGBackend, Shift>,
    labels: Vec<String>,
    caption: &str,
    values: Vec<Option<(f64, String)>>,
    missing: &str,
    (y_range, y_ticks, y_tick_label): (std::ops::Range<f64>, usize, &dyn Fn(f64) -> String),
) -> Result<()> {
    let end = y_range.end;
    let colour = |index: usize| if index == 0 { BASELINE_COLOUR } else { ORDERING_COLOUR };
    let bars = values.into_iter().enumerate().map(|(index, value)| match value {
        Some((height, text)) => (Some((height, colour(index))), text),
        None => (None, missing.to_owned()),
    });
    let bars = Bars {
        caption,
        labels,
        bars: bars.collect(),
        // Room beyond the longest bar for its value: about a quarter of the axis.
        x_range: y_range.start..end + (end - y_range.start) * 0.3,
        x_desc: None,
        x_ticks: y_ticks,
        x_tick_label: &|value| if value > end + 1e-9 { String::new() } else { y_tick_label(value) },
        label_areas: (36, 56),
        bar_margin: 3,
    };
    draw_bars(area, &bars)
}

/// Each chapter's label on the chart: its tag, `ch03`.
fn tags(results: &[ChapterResult]) -> Vec<String> {
    results.iter().map(|result| result.run.chapter.tag().to_owned()).collect()
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
    let values = counts.iter().map(|count| count.map(|count| (count.log10(), compact(count))));
    let tick_label = |exponent: f64| {
        if (exponent - exponent.round()).abs() > 1e-6 {
            return String::new(); // powers of ten only
        }
        compact(10f64.powf(exponent)).replace(".0", "") // 10M, not 10.0M, on the axis
    };
    let axis =
        (lowest..highest, (highest - lowest) as usize + 1, &tick_label as &dyn Fn(f64) -> String);
    let labels = tags(results);
    draw_panel(area, labels, "Total nodes (log scale)", values.collect(), "stopped", axis)
}

fn draw_cutoff_rates(
    area: &DrawingArea<SVGBackend, Shift>,
    results: &[ChapterResult],
) -> Result<()> {
    let rates = results.iter().map(|result| {
        let rate = result.summary.as_ref()?.first_move_cutoff_rate * 100.0;
        Some((rate, format!("{rate:.1}")))
    });
    let tick_label = |percent: f64| format!("{percent:.0}");
    let axis = (0.0..100.0, 6, &tick_label as &dyn Fn(f64) -> String);
    draw_panel(area, tags(results), "First-move cutoffs (%)", rates.collect(), "", axis)
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
