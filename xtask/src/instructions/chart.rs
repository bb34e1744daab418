//! The instructions drawn: a bar per chapter of its instructions per node, stacked by the
//! code they were compiled from, so that what each chapter adds (its own slice) and what
//! it saves elsewhere read at a glance.

use anyhow::Result;
use plotters::prelude::*;

use super::counted::{Counted, Part};
use crate::compare::chart::{
    ChapterAxes, FONT, TEXT, WIDTH, chapter_bar_axes, chart_error, document,
};

/// The chart's file, next to the page.
pub const FILE_NAME: &str = "instructions.svg";

const HEIGHT: u32 = 520;

fn colour(part: Part) -> RGBColor {
    match part {
        Part::ChessLibrary => RGBColor(150, 150, 150),
        Part::Engine => RGBColor(52, 101, 164),
        Part::EarlierChapters => RGBColor(114, 159, 207),
        Part::OwnChapter => RGBColor(245, 121, 0),
        Part::Other => RGBColor(211, 215, 207),
    }
}

/// The chart as an SVG document, a bar for every chapter of `counts` in order.
pub fn render(counts: &[Counted]) -> Result<String> {
    let per_node = |count: &Counted, part: Part| count.per_node(count.part(part));
    let top = counts.iter().map(|count| count.per_node(count.instructions.total)).fold(1.0, f64::max)
            // Room above the bars for the legend. Each bar's total is the table's to give:
            // four digits are wider than a bar on a phone.
            * 1.65;
    let tags: Vec<String> = counts.iter().map(|count| number(&count.chapter)).collect();
    let axes = ChapterAxes {
        caption: None,
        tags: &tags,
        top,
        y_desc: Some("instructions per node"),
        y_labels: 11,
        y_label_width: 64,
    };
    let title = "Instructions per node, by origin";
    document((WIDTH, HEIGHT), Some(title), |root| {
        let mut chart = chapter_bar_axes(root, &axes)?;
        for part in Part::ALL {
            let bars = counts.iter().enumerate().map(|(index, count)| {
                let below: f64 = Part::ALL
                    .iter()
                    .take_while(|&&earlier| earlier != part)
                    .map(|&earlier| per_node(count, earlier))
                    .sum();
                let corners = [
                    (SegmentValue::Exact(index), below),
                    (SegmentValue::Exact(index + 1), below + per_node(count, part)),
                ];
                let mut bar = Rectangle::new(corners, colour(part).filled());
                bar.set_margin(0, 0, 8, 8);
                bar
            });
            chart.draw_series(bars).map_err(chart_error)?.label(part.label()).legend(
                move |(x, y)| Rectangle::new([(x, y - 6), (x + 12, y + 6)], colour(part).filled()),
            );
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .label_font((FONT, TEXT))
            .draw()
            .map_err(chart_error)
    })
}

/// `9` from `ch09-see`.
fn number(chapter: &str) -> String {
    let tag = chapter.split('-').next().unwrap_or(chapter);
    tag.trim_start_matches("ch").parse::<u32>().map_or(tag.to_owned(), |n| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::cachegrind::Origin;
    use crate::instructions::counted::ENGINE;
    use crate::instructions::counted::tests::counted;

    #[test]
    fn every_chapter_gets_a_bar_and_every_part_a_legend() {
        let counts = [
            counted("ch00-baseline", 10, &[(Origin::Chapter(ENGINE.into()), 10_000)]),
            counted("ch09-see", 10, &[(Origin::Chapter("ch09-see".into()), 500)]),
        ];
        let svg = render(&counts).unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        for text in ["\n0\n", "\n9\n", "own code", "instructions per node", "Chapter"] {
            assert!(svg.contains(text), "no {text} in the chart");
        }
        assert_eq!(svg, render(&counts).unwrap(), "the same counts, the same file");
    }
}
