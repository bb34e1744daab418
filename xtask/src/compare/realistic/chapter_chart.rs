//! Each chapter page's chart (`generated/chNN-name-nodes.svg`), drawn by the same run as
//! the realistic page: one bar per position of the suite. A chapter that builds on another
//! shows each position's change in nodes against it, at the depth both searched, so a
//! reader sees whether a total comes from every position or from one; chapter 0, with
//! nothing before it, shows its nodes per position on a logarithmic scale.

use anyhow::Result;
use plotters::prelude::*;

use super::ChapterRows;
use super::pair::{Pair, as_change};
use crate::compare::chart::{
    BASELINE_COLOUR, Bars, ORDERING_COLOUR, WIDTH, compact, document, draw_bars,
};

/// Room for the title and the axis, then one bar's height per position. Narrow and tall,
/// so that on a phone, where the page scales it down to the screen, its text stays legible.
const HEIGHT_BASE: u32 = 120;
const HEIGHT_PER_BAR: u32 = 28;
/// Fewer nodes is drawn in the book's blue; more nodes in a muted red.
const MORE_NODES_COLOUR: RGBColor = RGBColor(190, 80, 60);

/// The file name of a chapter's chart, inside the generated directory.
pub fn file_name(chapter: &str) -> String {
    format!("{chapter}-nodes.svg")
}

/// One horizontal bar: the position's name, its length, its colour and the text beside it.
pub(super) struct Bar {
    pub(super) label: String,
    pub(super) value: f64,
    pub(super) colour: RGBColor,
    pub(super) text: String,
}

/// The chart of one chapter, as an SVG document.
pub fn render(rows: &ChapterRows) -> Result<String> {
    let name = &rows.own.chapter.name;
    match &rows.pair {
        Some(pair) => {
            let bars = change_bars(pair);
            let title = format!("{name} against chapter {}", pair.base.chapter.number);
            let caption =
                format!("change in nodes (%), both searched {}", depth_words(pair.shallower));
            let lowest = bars.iter().map(|bar| bar.value).fold(-10.0, f64::min);
            let highest = bars.iter().map(|bar| bar.value).fold(10.0, f64::max);
            // Round the axis out to tens of per cent, with room beyond the longest bars for
            // their text (about a quarter of the axis, at this width and size of type).
            let (low, high) = ((lowest / 10.0).floor() * 10.0, (highest / 10.0).ceil() * 10.0);
            let room = ((high - low) * 0.3).max(20.0);
            let range = (low - room)..(high + room);
            draw(&title, &caption, &bars, range, &|x| format!("{x:+.0}"))
        }
        None => {
            let bars = count_bars(rows);
            let title = format!("{name}: nodes per position");
            let caption = format!("nodes (log scale), searched {}", depth_words(rows.shallower));
            let highest = bars.iter().map(|bar| bar.value).fold(1.0, f64::max).ceil() + 1.0;
            let lowest = bars.iter().map(|bar| bar.value).fold(highest, f64::min).floor() - 1.0;
            draw(&title, &caption, &bars, lowest.max(0.0)..highest, &|x| {
                compact(10f64.powf(x)).replace(".0", "")
            })
        }
    }
}

/// `to full depth` or `2 plies less deep`, for a caption.
fn depth_words(shallower: u32) -> String {
    match shallower {
        0 => "to full depth".to_owned(),
        1 => "1 ply less deep".to_owned(),
        plies => format!("{plies} plies less deep"),
    }
}

/// Each position's change against the chapter it builds on, in per cent; positions either
/// chapter did not finish are left out.
fn change_bars(pair: &Pair) -> Vec<Bar> {
    pair.this
        .rows
        .iter()
        .filter(|row| row.finished)
        .filter_map(|row| {
            let before = pair.base.rows.iter().find(|b| b.name == row.name && b.finished)?;
            let ratio = row.nodes.max(1) as f64 / before.nodes.max(1) as f64;
            let colour = if ratio > 1.0 { MORE_NODES_COLOUR } else { ORDERING_COLOUR };
            Some(Bar {
                label: crate::position_names::chart_label(&row.name),
                value: (ratio - 1.0) * 100.0,
                colour,
                text: as_change(ratio),
            })
        })
        .collect()
}

/// Each finished position's node count, as log10 so every power of ten is one step.
fn count_bars(rows: &ChapterRows) -> Vec<Bar> {
    rows.own
        .rows
        .iter()
        .filter(|row| row.finished)
        .map(|row| Bar {
            label: crate::position_names::chart_label(&row.name),
            value: (row.nodes.max(1) as f64).log10(),
            colour: BASELINE_COLOUR,
            text: compact(row.nodes as f64),
        })
        .collect()
}

pub(super) fn draw(
    title: &str,
    x_caption: &str,
    bars: &[Bar],
    x_range: std::ops::Range<f64>,
    x_tick_label: &dyn Fn(f64) -> String,
) -> Result<String> {
    let height = HEIGHT_BASE + HEIGHT_PER_BAR * bars.len().max(1) as u32;
    let bars = Bars {
        caption: title,
        labels: bars.iter().map(|bar| bar.label.clone()).collect(),
        bars: bars.iter().map(|bar| (Some((bar.value, bar.colour)), bar.text.clone())).collect(),
        x_range,
        x_desc: Some(x_caption),
        x_ticks: 5,
        x_tick_label,
        label_areas: (44, 150),
        bar_margin: 4,
    };
    document((WIDTH, height), None, |root| draw_bars(root, &bars))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::summary::Summary;
    use crate::compare::test_support::{row, run, stopped};

    /// Each position against the previous chapter, where both finished; chapter 0, with
    /// none before it, its own counts.
    #[test]
    fn a_chapter_shows_each_position_against_the_previous_one() {
        let own = run("ch03-killers", vec![row("game1", 500), row("game2", 900), row("game3", 10)]);
        let previous =
            run("ch02-mvv-lva", vec![row("game1", 1_000), stopped("game2", 9), row("game3", 5)]);
        let pair = Pair { shallower: 1, base: previous, this: own.clone() };
        let rows = ChapterRows { summary: Summary::of(&own), own, shallower: 0, pair: Some(pair) };
        let svg = render(&rows).unwrap();
        for text in ["ch03-killers against chapter 2", "1 ply less", "-50.0%", "+100.0%"] {
            assert!(svg.contains(text), "no {text} in the chart");
        }
        assert!(!svg.contains("game2"), "a position the previous chapter did not finish");
        let own = run("ch00-baseline", vec![row("game1", 2_500_000)]);
        let rows = ChapterRows { summary: Summary::of(&own), own, shallower: 4, pair: None };
        let svg = render(&rows).unwrap();
        for text in ["ch00-baseline: nodes per position", "4 plies less", "2.5M", "log scale"] {
            assert!(svg.contains(text), "no {text} in the chart");
        }
    }
}
