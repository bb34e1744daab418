//! A node table for experiments: several orderings side by side on one suite.
//!
//! Chapter 0's table compares a chapter with the one before; an experiment compares
//! variants of one idea (zero to four killer slots, four ways to use a table), so each
//! variant gets a column and the totals show what each one costs or saves against the
//! first.

use std::cmp::Ordering;
use std::fmt::Write;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::report::{percent, percent_change, thousands};
use ch00_baseline::suite::{
    SuitePosition, SuiteReport, bench_suite, deep_suite, outside_suite, run_suite,
};

/// The short names of [`experiment_suites`], in their order, as snapshots carry them.
pub const EXPERIMENT_SUITE_NAMES: [&str; 3] = ["bench", "deep", "outside"];

/// The suites every experiment is measured on, each with the short name its snapshot
/// carries: the bench suite, the bench suite two plies deeper (where techniques that need
/// depth show), and the outside positions that nothing was tuned on.
pub fn experiment_suites() -> [(&'static str, Vec<SuitePosition>); 3] {
    let [bench, deep, outside] = EXPERIMENT_SUITE_NAMES;
    [(bench, bench_suite()), (deep, deep_suite()), (outside, outside_suite())]
}

/// One column of a comparison: a label and what that ordering did on the suite.
pub struct Column {
    pub label: String,
    pub report: SuiteReport,
}

impl Column {
    /// Runs ordering `O` on `suite`; the column is labelled with `O::NAME`.
    pub fn measure<O: MoveOrdering>(suite: &[SuitePosition]) -> Self {
        Self::labelled::<O>(O::NAME, suite)
    }

    /// Runs ordering `O` on `suite` under a label of the experiment's choosing.
    pub fn labelled<O: MoveOrdering>(label: &str, suite: &[SuitePosition]) -> Self {
        Self { label: label.to_string(), report: run_suite::<O>(suite, |_| {}) }
    }
}

/// The Markdown table: nodes per position and column, then the totals, their change
/// against the first column, each column's share of cutoffs made by the first move, and
/// how many moves a cutting node searched on average (the cutoff move included).
pub fn comparison_table(columns: &[Column]) -> String {
    let Some(first) = columns.first() else {
        return String::new();
    };
    let mut table = String::new();
    let labels: String = columns.iter().map(|c| format!(" {} |", c.label)).collect();
    let rules: String = columns.iter().map(|_| "---:|").collect();
    writeln!(table, "| Position | Depth |{labels}").unwrap();
    writeln!(table, "|---|---:|{rules}").unwrap();
    for (index, position) in first.report.positions.iter().enumerate() {
        let cells: String = columns
            .iter()
            .map(|c| format!(" {} |", thousands(c.report.positions[index].stats.nodes)))
            .collect();
        writeln!(table, "| {} | {} |{cells}", position.name, position.depth).unwrap();
    }
    let row = |label: &str, cell: &dyn Fn(&Column) -> String| {
        let cells: String = columns.iter().map(|c| format!(" {} |", cell(c))).collect();
        format!("| {label} | |{cells}\n")
    };
    let first_total = first.report.total_nodes();
    table += &row("**Total**", &|c| format!("**{}**", thousands(c.report.total_nodes())));
    table += &row(&format!("vs {}", first.label), &|c| {
        percent_change(first_total, c.report.total_nodes())
    });
    table += &row("First-move cutoffs", &|c| percent(c.report.total().first_move_cutoff_rate()));
    table += &row("Moves searched per cutoff", &|c| {
        format!("{:.2}", c.report.total().average_moves_before_cutoff())
    });
    table
}

// ANCHOR: verdict_line
/// One generated sentence comparing `after` with `before`: the change in total nodes, and
/// on how many positions `after` searched fewer, more or as many nodes. The book states a
/// claim's verdict through these lines, so the verdict always matches the table above it.
pub fn verdict_line(before: &Column, after: &Column) -> String {
    let (total_before, total_after) = (before.report.total_nodes(), after.report.total_nodes());
    let direction = match total_after.cmp(&total_before) {
        Ordering::Less => "fewer",
        Ordering::Greater => "more",
        Ordering::Equal => "as many",
    };
    let mut counts = [0; 3];
    for (b, a) in before.report.positions.iter().zip(&after.report.positions) {
        counts[(a.stats.nodes.cmp(&b.stats.nodes) as i32 + 1) as usize] += 1;
    }
    let [fewer, same, more] = counts;
    format!(
        "- {} against {}: **{direction}** nodes in total ({}); fewer on {fewer}, more on \
         {more}, as many on {same} of {} positions.\n",
        after.label,
        before.label,
        percent_change(total_before, total_after),
        before.report.positions.len()
    )
}
// ANCHOR_END: verdict_line

/// Panics unless every column found the root scores of `reference`: what every column
/// of an ordering-only experiment must do, since ordering changes node counts, never
/// scores.
pub fn assert_same_root_scores(reference: &Column, columns: &[Column]) {
    for column in columns {
        for (mine, theirs) in column.report.positions.iter().zip(&reference.report.positions) {
            assert_eq!(
                mine.score, theirs.score,
                "{} scores {} on {}, {} scores {}",
                column.label, mine.score, mine.name, reference.label, theirs.score
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn one_row_per_position_then_totals() {
        let suite = parse_suite("mate | 2 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let columns = [
            Column::measure::<NoOrdering>(&suite),
            Column::labelled::<NoOrdering>("again", &suite),
        ];
        let table = comparison_table(&columns);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 2 + 1 + 4, "{table}");
        assert!(lines[0].contains("ch00-baseline") && lines[0].contains("again"));
        assert!(lines[2].starts_with("| mate | 2 |"));
        assert!(lines[4].contains("+0.0%"), "a column against itself changes nothing");
        assert_eq!(
            verdict_line(&columns[0], &columns[1]),
            "- again against ch00-baseline: **as many** nodes in total (+0.0%); fewer on 0, \
             more on 0, as many on 1 of 1 positions.\n"
        );
    }
}
