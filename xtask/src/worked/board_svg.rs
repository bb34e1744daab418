//! A chess board as SVG, drawn from a FEN: eight by eight squares with their coordinates,
//! the pieces as the chess symbols of Unicode, and an arrow for one move. No image and no
//! font file: the browser draws the symbols with a font of its own, so the page needs
//! nothing else, and the board reads on a phone (340 px wide, text 12 px and up).

use std::fmt::Write;

use anyhow::{Context, Result};
use cozy_chess::{Board, Color, File, Piece, Rank, Square};

pub(super) const SQUARE: i32 = 40;
/// Room on the left for the rank digits and below for the file letters.
pub(super) const MARGIN: i32 = 18;
pub(super) const SIZE: i32 = MARGIN + 8 * SQUARE + 2;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const ARROW: &str = "#1f7a3a";
/// Fonts that have the chess symbols on most systems, then whatever the reader has.
pub(super) const FONTS: &str =
    "'DejaVu Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', sans-serif";

/// The board of `fen` from White's side, with an arrow along `arrow` (a move in UCI,
/// `e2e4`; castling as the king's two-square move), titled `title` for screen readers.
pub fn board_svg(fen: &str, arrow: Option<&str>, title: &str) -> Result<String> {
    let board: Board = fen.parse().map_err(|_| anyhow::anyhow!("invalid FEN '{fen}'"))?;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIZE}\" height=\"{SIZE}\" \
         viewBox=\"0 0 {SIZE} {SIZE}\" role=\"img\" aria-label=\"{title}\" \
         font-family=\"{FONTS}\">\n<title>{title}</title>\n"
    );
    for rank in Rank::ALL {
        for file in File::ALL {
            draw_square(&mut svg, &board, Square::new(file, rank));
        }
    }
    draw_coordinates(&mut svg);
    if let Some(uci) = arrow {
        draw_arrow(&mut svg, uci)?;
    }
    svg.push_str("</svg>\n");
    Ok(svg)
}

/// The top-left corner of `square` on the drawing.
pub(super) fn corner(square: Square) -> (i32, i32) {
    let x = MARGIN + square.file() as i32 * SQUARE;
    let y = (7 - square.rank() as i32) * SQUARE;
    (x, y)
}

fn draw_square(svg: &mut String, board: &Board, square: Square) {
    let (x, y) = corner(square);
    let light = (square.file() as i32 + square.rank() as i32) % 2 == 1;
    let colour = if light { LIGHT } else { DARK };
    let _ = writeln!(
        svg,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{colour}\"/>"
    );
    let (Some(piece), Some(color)) = (board.piece_on(square), board.color_on(square)) else {
        return;
    };
    let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
    let text = |glyph: char, fill: &str| {
        // U+FE0E asks for the symbol as text, not as a coloured emoji (the black pawn).
        format!(
            "<text x=\"{cx}\" y=\"{cy}\" dy=\"0.35em\" font-size=\"34\" text-anchor=\"middle\" \
             fill=\"{fill}\">{glyph}\u{FE0E}</text>\n"
        )
    };
    match color {
        Color::Black => svg.push_str(&text(glyph(piece, true), "#000")),
        // A white piece: the solid symbol in white, its outline in black on top.
        Color::White => {
            svg.push_str(&text(glyph(piece, true), "#fff"));
            svg.push_str(&text(glyph(piece, false), "#000"));
        }
    }
}

/// The Unicode chess symbol of `piece`: solid (U+265A...) or outlined (U+2654...).
pub(super) fn glyph(piece: Piece, solid: bool) -> char {
    let outline = match piece {
        Piece::King => '♔',
        Piece::Queen => '♕',
        Piece::Rook => '♖',
        Piece::Bishop => '♗',
        Piece::Knight => '♘',
        Piece::Pawn => '♙',
    };
    if solid { char::from_u32(outline as u32 + 6).unwrap_or(outline) } else { outline }
}

pub(super) fn draw_coordinates(svg: &mut String) {
    let label = |x: i32, y: i32, text: char| {
        format!(
            "<text x=\"{x}\" y=\"{y}\" font-size=\"12\" text-anchor=\"middle\" \
             fill=\"#333\">{text}</text>\n"
        )
    };
    for (index, file) in File::ALL.into_iter().enumerate() {
        let x = MARGIN + index as i32 * SQUARE + SQUARE / 2;
        svg.push_str(&label(x, 8 * SQUARE + 14, char::from(file)));
    }
    for (index, rank) in Rank::ALL.into_iter().enumerate() {
        let y = (7 - index as i32) * SQUARE + SQUARE / 2 + 4;
        svg.push_str(&label(MARGIN / 2, y, char::from(rank)));
    }
}

/// An arrow from the centre of the move's first square to near the centre of its last.
fn draw_arrow(svg: &mut String, uci: &str) -> Result<()> {
    let square = |text: &str| -> Result<Square> {
        text.parse().ok().with_context(|| format!("'{uci}' is not a move in UCI notation"))
    };
    let from = square(uci.get(0..2).unwrap_or(""))?;
    let to = square(uci.get(2..4).unwrap_or(""))?;
    let centre = |square| {
        let (x, y) = corner(square);
        ((x + SQUARE / 2) as f64, (y + SQUARE / 2) as f64)
    };
    let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
    let length = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
    // Stop the shaft short so that the head's tip lands a little before the centre.
    let shaft_end = ((length - 14.0) / length).max(0.0);
    let (ex, ey) = (x1 + (x2 - x1) * shaft_end, y1 + (y2 - y1) * shaft_end);
    let _ = write!(
        svg,
        "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"2\" refY=\"5\" \
         markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\">\
         <path d=\"M0,0 L10,5 L0,10 z\" fill=\"{ARROW}\"/></marker></defs>\n\
         <line x1=\"{x1:.0}\" y1=\"{y1:.0}\" x2=\"{ex:.1}\" y2=\"{ey:.1}\" stroke=\"{ARROW}\" \
         stroke-width=\"7\" stroke-linecap=\"round\" opacity=\"0.75\" marker-end=\"url(#head)\"/>\n"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn the_start_position() {
        let svg = board_svg(START, Some("e2e4"), "The start position").unwrap();
        insta::assert_snapshot!(svg);
    }

    #[test]
    fn a_bad_fen_or_move_is_an_error() {
        let error = board_svg("not a fen", None, "x").unwrap_err().to_string();
        assert_eq!(error, "invalid FEN 'not a fen'");
        let error = board_svg(START, Some("e2"), "x").unwrap_err().to_string();
        assert_eq!(error, "'e2' is not a move in UCI notation");
    }
}
