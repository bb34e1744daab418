//! A small Markdown table writer for the experiment snapshots, so that every experiment
//! table of the book reads the same way: a label column, then right-aligned figures.

use std::fmt::Write;

/// A table with `header` as its first row; the first column is left-aligned, the others
/// right-aligned (they hold numbers).
pub fn markdown_table<H: AsRef<str>>(header: &[H], rows: &[Vec<String>]) -> String {
    let header: Vec<&str> = header.iter().map(AsRef::as_ref).collect();
    let mut table = String::new();
    writeln!(table, "| {} |", header.join(" | ")).unwrap();
    let rule: Vec<&str> =
        (0..header.len()).map(|column| if column == 0 { "---" } else { "---:" }).collect();
    writeln!(table, "|{}|", rule.join("|")).unwrap();
    for row in rows {
        assert_eq!(row.len(), header.len(), "row {row:?} does not fit the header");
        writeln!(table, "| {} |", row.join(" | ")).unwrap();
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_right_aligned() {
        let rows = vec![vec!["a".to_string(), "1".to_string()]];
        assert_eq!(
            markdown_table(&["Name", "Nodes"], &rows),
            "| Name | Nodes |\n|---|---:|\n| a | 1 |\n"
        );
    }
}
