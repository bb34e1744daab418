//! The realistic suite's second chart: where each chapter's cutoffs come from, how far
//! down the node's order the cutoff move stood, and how much of the tree is quiescence.
//! The same figures as the page's two cutoff tables and its quiescence column, drawn so
//! that the shift from one source to the next reads at a glance.

use anyhow::Result;
use ch00_baseline::search::CUTOFF_INDEX_BUCKETS;
use ch00_baseline::sort_key::Stage;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::ChapterRows;
use super::tables::{index_header, stage_name};
use crate::compare::chart::{
    ChapterAxes, FONT, TEXT, WIDTH, chapter_bar_axes, chart_error, document,
};

/// The chart's file in `book/src/generated/` (or `target/compare/`).
pub const FILE_NAME: &str = "cutoff-sources.svg";

/// Each of the three panels, one above the other: its caption, bars and axis.
const PLOT_HEIGHT: u32 = 300;
/// Below a panel: its legend, one row per two entries.
const LEGEND_ROW: u32 = 26;
const LEGEND_ROWS: u32 = 4;
const PANEL_HEIGHT: u32 = PLOT_HEIGHT + LEGEND_ROW * LEGEND_ROWS;

/// One colour per stage, in search order: the table move dark, the quiet moves pale.
const STAGE_COLOURS: [RGBColor; 5] = [
    RGBColor(32, 74, 135),
    RGBColor(78, 154, 6),
    RGBColor(196, 160, 0),
    RGBColor(186, 189, 182),
    RGBColor(164, 0, 0),
];

/// A bar per chapter, split into shares that add up to 100.
struct Stacked {
    caption: &'static str,
    names: Vec<String>,
    colours: Vec<RGBColor>,
    /// Per chapter, each part's share in percent.
    shares: Vec<Vec<f64>>,
}

/// The chart as an SVG document: the chapters that finished the suite, by number (the
/// page's tables say which searched fewer plies).
pub fn render(chapters: &[ChapterRows]) -> Result<String> {
    let finished: Vec<&ChapterRows> =
        chapters.iter().filter(|rows| rows.summary.is_some()).collect();
    let tags: Vec<String> =
        finished.iter().map(|rows| rows.own.chapter.number.to_string()).collect();
    let sources = Stacked {
        caption: "Cutoffs by source (%)",
        names: Stage::ALL.iter().map(|stage| stage_name(*stage).to_owned()).collect(),
        colours: STAGE_COLOURS[..Stage::ALL.len()].to_vec(),
        shares: finished.iter().map(|rows| percentages(&rows.stage_counts())).collect(),
    };
    let indices = Stacked {
        caption: "Index of the cutoff move (%)",
        names: (0..CUTOFF_INDEX_BUCKETS).map(index_header).collect(),
        colours: (0..CUTOFF_INDEX_BUCKETS).map(index_colour).collect(),
        shares: finished.iter().map(|rows| percentages(&rows.index_counts())).collect(),
    };
    // One part a bar and no legend: the share of the tree that is quiescence.
    let quiescence = Stacked {
        caption: "Quiescence nodes (%)",
        names: Vec::new(),
        colours: vec![STAGE_COLOURS[0]],
        shares: finished
            .iter()
            .map(|rows| {
                let nodes = rows.summary.as_ref().map_or(0, |summary| summary.nodes);
                vec![100.0 * rows.quiescence_nodes() as f64 / nodes.max(1) as f64]
            })
            .collect(),
    };
    let height = 40 + 2 * PANEL_HEIGHT + PLOT_HEIGHT;
    let title = "Game positions: where cutoffs come from";
    document((WIDTH, height), Some(title), |root| {
        let areas = root.split_by_breakpoints([] as [u32; 0], [PANEL_HEIGHT, 2 * PANEL_HEIGHT]);
        draw_stacked(&areas[0], &tags, &sources)?;
        draw_stacked(&areas[1], &tags, &indices)?;
        draw_stacked(&areas[2], &tags, &quiescence)
    })
}

fn percentages(counts: &[u64]) -> Vec<f64> {
    let total: u64 = counts.iter().sum();
    counts.iter().map(|count| 100.0 * *count as f64 / total.max(1) as f64).collect()
}

/// The first move darkest, later ones paler: most cutoffs should be dark.
fn index_colour(index: usize) -> RGBColor {
    let pale = index as f64 / (CUTOFF_INDEX_BUCKETS - 1) as f64;
    let blend = |dark: u8, light: u8| (dark as f64 + (light as f64 - dark as f64) * pale) as u8;
    RGBColor(blend(32, 220), blend(74, 230), blend(135, 240))
}

fn draw_stacked(
    area: &DrawingArea<SVGBackend, Shift>,
    tags: &[String],
    panel: &Stacked,
) -> Result<()> {
    let (plot, legend) = area.split_vertically(PLOT_HEIGHT);
    let axes = ChapterAxes {
        caption: Some(panel.caption),
        tags,
        top: 100.0,
        y_desc: None,
        y_labels: 6,
        y_label_width: 50,
    };
    let mut chart = chapter_bar_axes(&plot, &axes)?;
    for (chapter, shares) in panel.shares.iter().enumerate() {
        let mut bottom = 0.0;
        for (share, colour) in shares.iter().zip(&panel.colours) {
            let top = bottom + share;
            let corners =
                [(SegmentValue::Exact(chapter), bottom), (SegmentValue::Exact(chapter + 1), top)];
            let mut bar = Rectangle::new(corners, colour.filled());
            bar.set_margin(0, 0, 4, 4);
            chart.draw_series(std::iter::once(bar)).map_err(chart_error)?;
            bottom = top;
        }
    }
    draw_legend(&legend, &panel.names, &panel.colours)
}

/// Two entries a row, a coloured square before each name.
fn draw_legend(
    area: &DrawingArea<SVGBackend, Shift>,
    names: &[String],
    colours: &[RGBColor],
) -> Result<()> {
    let style = TextStyle::from((FONT, TEXT).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
    let (width, _) = area.dim_in_pixel();
    for (index, (name, colour)) in names.iter().zip(colours).enumerate() {
        let x = 50 + (index % 2) as i32 * (width as i32 - 60) / 2;
        let y = (LEGEND_ROW / 2) as i32 + (index / 2) as i32 * LEGEND_ROW as i32;
        area.draw(&Rectangle::new([(x, y - 7), (x + 14, y + 7)], colour.filled()))
            .map_err(chart_error)?;
        area.draw(&Text::new(name.clone(), (x + 20, y), style.clone())).map_err(chart_error)?;
    }
    Ok(())
}
