//! One row per ordering, one column per suite: how each ordering's node count compares
//! with a reference, in total and position by position.

use std::fmt::Write;

use crate::comparison::Column;
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::suite::SuiteReport;

/// The geometric mean of `report`'s node count divided by `reference`'s, position by
/// position, as a change: `-0.10` is 10% fewer nodes on a typical position. Unlike the
/// total, which the largest searches decide, every position weighs the same.
pub fn typical_change(reference: &SuiteReport, report: &SuiteReport) -> f64 {
    let pairs = reference.positions.iter().zip(&report.positions);
    let logs: Vec<f64> = pairs
        .map(|(before, after)| (after.stats.nodes as f64 / before.stats.nodes as f64).ln())
        .collect();
    (logs.iter().sum::<f64>() / logs.len().max(1) as f64).exp() - 1.0
}

/// A table of [`typical_change`] against the first column, one row per other column.
pub fn typical_change_table(columns: &[Column]) -> String {
    let Some(reference) = columns.first() else { return String::new() };
    let mut table =
        format!("| Ordering | Typical change per position vs {} |\n|---|---:|\n", reference.label);
    for column in &columns[1..] {
        let typical = typical_change(&reference.report, &column.report);
        writeln!(table, "| {} | {:+.1}% |", column.label, 100.0 * typical).unwrap();
    }
    table
}

/// The head of a table with an "Ordering" column, then one column per suite.
pub fn suite_header(suite_names: &[&str]) -> String {
    let names: String = suite_names.iter().map(|name| format!(" {name} |")).collect();
    let rules: String = suite_names.iter().map(|_| "---:|").collect();
    format!("| Ordering |{names}\n|---|{rules}\n")
}

// ANCHOR: summary_table
/// `runs[suite][ordering]`: the same orderings, in the same order, on each suite. The first
/// ordering is the reference: its row gives its total node counts, every other row the
/// change of the total against it and, in brackets, the typical change per position
/// ([`typical_change`]).
pub fn summary_table(suite_names: &[&str], runs: &[Vec<Column>]) -> String {
    let mut table = suite_header(suite_names);
    let orderings = runs.first().map_or(0, Vec::len);
    for index in 0..orderings {
        let cells: String = runs
            .iter()
            .map(|suite| {
                let (reference, column) = (&suite[0].report, &suite[index].report);
                if index == 0 {
                    format!(" {} |", thousands(reference.total_nodes()))
                } else {
                    let total = percent_change(reference.total_nodes(), column.total_nodes());
                    let typical = typical_change(reference, column) * 100.0;
                    format!(" {total} ({typical:+.1}%) |")
                }
            })
            .collect();
        writeln!(table, "| {} |{cells}", runs[0][index].label).unwrap();
    }
    table
}
// ANCHOR_END: summary_table

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn the_reference_row_has_totals_and_the_others_changes() {
        let suite = parse_suite("mate | 2 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let columns = || {
            vec![
                Column::measure::<NoOrdering>(&suite),
                Column::labelled::<NoOrdering>("again", &suite),
            ]
        };
        let table = summary_table(&["one", "two"], &[columns(), columns()]);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 4, "{table}");
        assert_eq!(lines[0], "| Ordering | one | two |");
        assert!(lines[2].starts_with("| ch00-baseline | "), "{table}");
        assert_eq!(lines[3], "| again | +0.0% (+0.0%) | +0.0% (+0.0%) |");
    }
}
