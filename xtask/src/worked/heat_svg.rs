//! A value per square as a heat map on a board: each square tinted green for a positive
//! value and red for a negative one, as strongly as its size against the largest, with
//! the value written in it and the position's pieces drawn small in its corner. Drawn like
//! `board_svg`'s board (340 px wide, text 12 px), so that it reads on a phone.

use std::fmt::Write;

use cozy_chess::{Board, Color, Square};

use super::board_svg::{FONTS, MARGIN, SIZE, SQUARE, corner, draw_coordinates, glyph};

/// Room above the board for its heading.
const HEADING: i32 = 24;
const POSITIVE: &str = "#1a9850";
const NEGATIVE: &str = "#d73027";
/// The tint of the largest value: strong, with the dark text still readable on it.
const STRONGEST: f64 = 0.8;
/// The faintest tint of a value that is not zero, so that it shows.
const FAINTEST: f64 = 0.12;

/// `values` (indexed by square) on `board`, headed `heading`, titled `title` for screen
/// readers.
pub fn heat_svg(board: &Board, values: &[i64; 64], heading: &str, title: &str) -> String {
    let height = HEADING + SIZE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIZE}\" height=\"{height}\" \
         viewBox=\"0 0 {SIZE} {height}\" role=\"img\" aria-label=\"{title}\" \
         font-family=\"{FONTS}\">\n<title>{title}</title>\n\
         <text x=\"{MARGIN}\" y=\"16\" font-size=\"14\" font-weight=\"bold\" \
         fill=\"#222\">{heading}</text>\n<g transform=\"translate(0 {HEADING})\">\n"
    );
    let largest = values.iter().map(|value| value.abs()).max().unwrap_or(0).max(1);
    for square in Square::ALL {
        draw_square(&mut svg, board, square, values[square as usize], largest);
    }
    draw_coordinates(&mut svg);
    svg.push_str("</g>\n</svg>\n");
    svg
}

fn draw_square(svg: &mut String, board: &Board, square: Square, value: i64, largest: i64) {
    let (x, y) = corner(square);
    let _ = writeln!(
        svg,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"#f6f6f6\" \
         stroke=\"#d0d0d0\" stroke-width=\"0.5\"/>"
    );
    if value != 0 {
        let colour = if value > 0 { POSITIVE } else { NEGATIVE };
        let share = value.abs() as f64 / largest as f64;
        let opacity = FAINTEST + (STRONGEST - FAINTEST) * share;
        let _ = writeln!(
            svg,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{colour}\" \
             fill-opacity=\"{opacity:.2}\"/>\n\
             <text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\" \
             fill=\"#111\">{}</text>",
            x + SQUARE / 2,
            y + SQUARE - 5,
            compact(value)
        );
    }
    if let (Some(piece), Some(color)) = (board.piece_on(square), board.color_on(square)) {
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"16\" fill=\"#444\" opacity=\"0.7\">{}\u{FE0E}</text>",
            x + 2,
            y + 16,
            glyph(piece, color == Color::Black)
        );
    }
}

/// A value in at most four characters and a sign: `850`, `3.4k`, `12k`, `−250`.
fn compact(value: i64) -> String {
    let size = value.unsigned_abs() as f64;
    let digits = match size {
        size if size >= 9_950.0 => format!("{:.0}k", size / 1000.0),
        size if size >= 1_000.0 => format!("{:.1}k", size / 1000.0),
        size => format!("{size:.0}"),
    };
    if value < 0 { format!("\u{2212}{digits}") } else { digits }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_short() {
        let shown: Vec<String> =
            [850, 3_449, 12_345, -250, 9_960].into_iter().map(compact).collect();
        assert_eq!(shown, ["850", "3.4k", "12k", "\u{2212}250", "10k"]);
    }
}
