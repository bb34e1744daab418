//! Markdown tables for the book: one place that knows the pipe syntax, for xtask's
//! generated pages ([`MarkdownTable`], padded so they line up in a terminal and a diff), the
//! experiments' snapshots ([`markdown_table`], unpadded as their snapshots were recorded),
//! for reading either back ([`ParsedTable`]), and for a terminal, as aligned columns
//! without pipes ([`plain_text`]).
//!
//! Written here rather than with `tabled` or `comfy-table`: their Markdown styles draw the
//! rule under the header as plain dashes (`|----|`), while GitHub-flavoured Markdown, and so
//! mdBook, right-aligns a column only when its rule ends in a colon (`---:`): that colon is
//! what lines up the digits of every number column in the book. Reading tables back (to
//! check a generated page against the snapshots) needs only the plain rows this file writes.

/// Which side of its column a cell's text sits on. Numbers go right, so their digits
/// line up; words go left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A table built row by row, rendered with columns padded to their widest cell so the
/// Markdown source is readable as it is, in a terminal or a diff.
#[derive(Clone, Debug)]
pub struct MarkdownTable {
    headers: Vec<String>,
    aligns: Vec<Align>,
    rows: Vec<Vec<String>>,
}

impl MarkdownTable {
    /// A table with one column per `(header, alignment)`.
    pub fn new(columns: &[(&str, Align)]) -> MarkdownTable {
        MarkdownTable {
            headers: columns.iter().map(|(header, _)| header.to_string()).collect(),
            aligns: columns.iter().map(|(_, align)| *align).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row; missing cells are left empty, so a row can stop early.
    pub fn push(&mut self, cells: Vec<String>) {
        assert!(cells.len() <= self.headers.len(), "more cells than columns: {cells:?}");
        self.rows.push(cells);
    }

    pub fn render(&self) -> String {
        let widths: Vec<usize> = (0..self.headers.len())
            .map(|column| {
                let cells = self.rows.iter().filter_map(|row| row.get(column));
                let widest = cells.map(|cell| cell.chars().count()).max().unwrap_or(0);
                widest.max(self.headers[column].chars().count()).max(3)
            })
            .collect();
        let mut text = render_row(&self.headers, &widths, &self.aligns);
        let rule: Vec<String> = widths
            .iter()
            .zip(&self.aligns)
            .map(|(width, align)| match align {
                Align::Left => "-".repeat(*width),
                Align::Right => format!("{}:", "-".repeat(width - 1)),
            })
            .collect();
        text += &render_row(&rule, &widths, &self.aligns);
        for row in &self.rows {
            text += &render_row(row, &widths, &self.aligns);
        }
        text
    }
}

/// `text` for a terminal: every Markdown table in it drawn as aligned columns without
/// pipes (its rule under the header as dashes), every other line as it is. The tables
/// [`MarkdownTable`] writes are padded already, so their columns stay aligned.
pub fn plain_text(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        match parse_row(line) {
            Some(_) => {
                let inner = line.trim().trim_start_matches("| ").trim_end_matches(" |");
                let cells: Vec<&str> = inner.split(" | ").collect();
                let is_rule = cells.iter().all(|cell| cell.chars().all(|c| c == '-' || c == ':'));
                let cells: Vec<String> = match is_rule {
                    true => cells.iter().map(|cell| "-".repeat(cell.len())).collect(),
                    false => cells.iter().map(|cell| (*cell).to_owned()).collect(),
                };
                out += cells.join("  ").trim_end();
            }
            None => out += line,
        }
        out.push('\n');
    }
    out
}

/// A compact table with `header` as its first row, as the experiment snapshots hold it: the
/// first column left-aligned, the others right-aligned (they hold numbers), no padding.
pub fn markdown_table<H: AsRef<str>>(header: &[H], rows: &[Vec<String>]) -> String {
    let header: Vec<&str> = header.iter().map(AsRef::as_ref).collect();
    let rule: Vec<&str> =
        (0..header.len()).map(|column| if column == 0 { "---" } else { "---:" }).collect();
    let mut table = format!("| {} |\n|{}|\n", header.join(" | "), rule.join("|"));
    for row in rows {
        assert_eq!(row.len(), header.len(), "row {row:?} does not fit the header");
        table += &format!("| {} |\n", row.join(" | "));
    }
    table
}

fn render_row(cells: &[String], widths: &[usize], aligns: &[Align]) -> String {
    let padded: Vec<String> = widths
        .iter()
        .zip(aligns)
        .enumerate()
        .map(|(column, (width, align))| {
            let cell = cells.get(column).map_or("", String::as_str);
            match align {
                Align::Left => format!("{cell:<width$}"),
                Align::Right => format!("{cell:>width$}"),
            }
        })
        .collect();
    format!("| {} |\n", padded.join(" | "))
}

/// The cells of a Markdown table row, trimmed: `| a | b |` gives `["a", "b"]`.
/// `None` for a line that is not a table row.
pub fn parse_row(line: &str) -> Option<Vec<&str>> {
    let inner = line.trim().strip_prefix('|')?.strip_suffix('|')?;
    Some(inner.split('|').map(str::trim).collect())
}

/// A table read back from Markdown text, to check a generated file against its sources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedTable {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl ParsedTable {
    /// The first table in `text` whose first column is headed `first_header`.
    pub fn find(text: &str, first_header: &str) -> Option<ParsedTable> {
        let mut lines = text.lines().skip_while(|line| {
            parse_row(line).is_none_or(|cells| cells.first() != Some(&first_header))
        });
        let headers = parse_row(lines.next()?)?.into_iter().map(str::to_owned).collect();
        let rows = lines
            .skip(1) // the alignment rule
            .map_while(parse_row)
            .map(|cells| cells.into_iter().map(str::to_owned).collect())
            .collect();
        Some(ParsedTable { headers, rows })
    }

    /// The cell of `row` in the column headed `header`.
    pub fn cell<'a>(&self, row: &'a [String], header: &str) -> Option<&'a str> {
        let column = self.headers.iter().position(|h| h == header)?;
        row.get(column).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_padded_and_aligned() {
        let mut table = MarkdownTable::new(&[("Chapter", Align::Left), ("Nodes", Align::Right)]);
        table.push(vec!["ch00".into(), "1,234".into()]);
        table.push(vec!["ch01-pick-move".into()]);
        let expected = "\
| Chapter        | Nodes |
| -------------- | ----: |
| ch00           | 1,234 |
| ch01-pick-move |       |
";
        assert_eq!(table.render(), expected);
    }

    #[test]
    fn a_terminal_gets_aligned_columns_without_pipes() {
        let mut table = MarkdownTable::new(&[("Chapter", Align::Left), ("Nodes", Align::Right)]);
        table.push(vec!["ch00".into(), "1,234".into()]);
        let text = format!("Realistic suite:\n{}", table.render());
        let expected = "\
Realistic suite:
Chapter  Nodes
-------  -----
ch00     1,234
";
        assert_eq!(plain_text(&text), expected);
    }

    #[test]
    fn compact_tables_right_align_figures() {
        let rows = vec![vec!["a".to_string(), "1".to_string()]];
        assert_eq!(
            markdown_table(&["Name", "Nodes"], &rows),
            "| Name | Nodes |\n|---|---:|\n| a | 1 |\n"
        );
    }

    #[test]
    fn rows_parse_back_into_cells() {
        assert_eq!(parse_row("| a | **1,234** |  |"), Some(vec!["a", "**1,234**", ""]));
        assert_eq!(parse_row("not a row"), None);
    }

    #[test]
    fn a_rendered_table_is_found_again_in_text() {
        let mut table = MarkdownTable::new(&[("Chapter", Align::Left), ("Nodes", Align::Right)]);
        table.push(vec!["ch00".into(), "1,234".into()]);
        let text = format!("Intro | with a pipe\n\n{}\nAfter.\n", table.render());
        let parsed = ParsedTable::find(&text, "Chapter").unwrap();
        assert_eq!(parsed.headers, ["Chapter", "Nodes"]);
        assert_eq!(parsed.rows, [["ch00", "1,234"]]);
        assert_eq!(parsed.cell(&parsed.rows[0], "Nodes"), Some("1,234"));
        assert_eq!(parsed.cell(&parsed.rows[0], "Time"), None);
        assert_eq!(ParsedTable::find(&text, "Position"), None);
    }
}
