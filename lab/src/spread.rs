//! Several runs of one randomised ordering: their mean and spread against a reference,
//! suite by suite.

use std::fmt::Write;

use crate::comparison::Column;
use ch00_baseline::report::{percent_change, thousands};

use crate::summary::suite_header;

/// Mean and sample standard deviation of `values`.
pub fn mean_and_spread(values: &[f64]) -> (f64, f64) {
    let count = values.len() as f64;
    let mean = values.iter().sum::<f64>() / count;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (count - 1.0).max(1.0);
    (mean, variance.sqrt())
}

// ANCHOR: spread_table
/// `runs[suite]`: the reference first, then the randomised runs. Rows: the reference's
/// total nodes, each run's change of the total against it, then the runs' mean, best and
/// worst (as changes) and their standard deviation (as a share of their mean).
pub fn spread_table(suite_names: &[&str], runs: &[Vec<Column>]) -> String {
    let mut table = suite_header(suite_names);
    let mut row = |label: &str, cell: &dyn Fn(u64, &[u64]) -> String| {
        let cells: String = runs
            .iter()
            .map(|suite| {
                let totals: Vec<u64> = suite.iter().map(|c| c.report.total_nodes()).collect();
                format!(" {} |", cell(totals[0], &totals[1..]))
            })
            .collect();
        writeln!(table, "| {label} |{cells}").unwrap();
    };
    row(&runs[0][0].label, &|reference, _| thousands(reference));
    for (index, run) in runs[0][1..].iter().enumerate() {
        row(&run.label, &|reference, totals| percent_change(reference, totals[index]));
    }
    let stats = |totals: &[u64]| {
        mean_and_spread(&totals.iter().map(|&total| total as f64).collect::<Vec<_>>())
    };
    row("**mean**", &|reference, totals| {
        format!("**{}**", percent_change(reference, stats(totals).0.round() as u64))
    });
    row("best", &|reference, totals| percent_change(reference, *totals.iter().min().unwrap()));
    row("worst", &|reference, totals| percent_change(reference, *totals.iter().max().unwrap()));
    row("standard deviation, of the mean", &|_, totals| {
        let (mean, spread) = stats(totals);
        format!("{:.1}%", spread / mean * 100.0)
    });
    table
}
// ANCHOR_END: spread_table

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_of_known_values() {
        let (mean, spread) = mean_and_spread(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(mean, 5.0);
        assert!((spread - 2.138).abs() < 0.001, "{spread}");
    }
}
