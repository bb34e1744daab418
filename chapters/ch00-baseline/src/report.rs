//! The node-count table every chapter page shows, rendered as Markdown.
//!
//! Its text is what the chapter's insta snapshot holds, so the book shows exactly what the
//! test checked. Nothing in it depends on the machine: no times, only counts.

use std::fmt::Write;

use crate::score::human_score;
use crate::suite::SuiteReport;

/// The table of `current` on each suite position, with its change against `previous`
/// (the chapter before) when there is one.
pub fn nodes_table(current: &SuiteReport, previous: Option<(&str, &SuiteReport)>) -> String {
    let change_header = previous.map_or(String::new(), |(name, _)| format!(" vs {name} |"));
    let change_rule = if previous.is_some() { "---:|" } else { "" };
    let mut table = String::new();
    writeln!(
        table,
        "| Position | Depth | Nodes |{change_header} Score | Best move | First-move cutoffs |"
    )
    .unwrap();
    writeln!(table, "|---|---:|---:|{change_rule}---:|---|---:|").unwrap();
    for (index, row) in current.positions.iter().enumerate() {
        let change = previous.map_or(String::new(), |(_, before)| {
            format!(" {} |", percent_change(before.positions[index].stats.nodes, row.stats.nodes))
        });
        writeln!(
            table,
            "| {} | {} | {} |{change} {} | {} | {} |",
            row.name,
            row.depth,
            thousands(row.stats.nodes),
            human_score(row.score),
            row.best_move,
            percent(row.stats.first_move_cutoff_rate()),
        )
        .unwrap();
    }
    let total = current.total();
    let change = previous.map_or(String::new(), |(_, before)| {
        format!(" **{}** |", percent_change(before.total_nodes(), total.nodes))
    });
    writeln!(
        table,
        "| **Total** | | **{}** |{change} | | **{}** |",
        thousands(total.nodes),
        percent(total.first_move_cutoff_rate()),
    )
    .unwrap();
    table
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A rate from 0 to 1 as `91.2%`.
pub fn percent(rate: f64) -> String {
    format!("{:.1}%", rate * 100.0)
}

/// The change from `before` to `after` as `-42.1%` (fewer nodes) or `+3.0%`.
pub fn percent_change(before: u64, after: u64) -> String {
    if before == 0 {
        return "n/a".to_string();
    }
    let change = (after as f64 - before as f64) / before as f64 * 100.0;
    format!("{change:+.1}%")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(1234567), "1,234,567");
        assert_eq!(percent(0.9123), "91.2%");
        assert_eq!(percent_change(200, 100), "-50.0%");
        assert_eq!(percent_change(100, 103), "+3.0%");
    }
}
