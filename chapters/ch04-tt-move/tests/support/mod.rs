//! What the experiments need beyond chapter 3's comparison table.

use std::fmt::Write;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::score::human_score;
use ch04_tt_move::{TranspositionTable, TtMove};
use ordering_lab::comparison::Column;
use ordering_lab::tt_variants::PvBase;

/// Chapter 4's ordering over a table of `2^LOG2` buckets (two entries each), for the
/// size experiment. It adds nothing else: every seam falls through to `TtMove`.
pub struct Buckets<const LOG2: u32>(TtMove);

impl<const LOG2: u32> Default for Buckets<LOG2> {
    fn default() -> Self {
        Self(TtMove::with_table(TranspositionTable::with_buckets(1 << LOG2, 64)))
    }
}

impl<const LOG2: u32> MoveOrdering for Buckets<LOG2> {
    type Previous = TtMove;
    type Picker = <TtMove as MoveOrdering>::Picker;
    const NAME: &'static str = "TT move, sized table";

    fn previous(&self) -> &TtMove {
        &self.0
    }

    fn previous_mut(&mut self) -> &mut TtMove {
        &mut self.0
    }
}

impl<const LOG2: u32> PvBase for Buckets<LOG2> {
    const WITH_PV_NAME: &'static str = "TT move, sized table, PV move fallback";
}

/// Per position, the nodes each of `columns` saves against `base`, and on how many
/// positions the first column saved at least as much as the second.
pub fn savings_table(base: &Column, columns: &[Column; 3]) -> String {
    let mut table = String::new();
    let labels: String = columns.iter().map(|c| format!(" {} |", c.label)).collect();
    writeln!(table, "| Position | Depth | {} |{labels}", base.label).unwrap();
    writeln!(table, "|---|---:|---:|---:|---:|---:|").unwrap();
    let mut first_at_least_second = 0;
    for (index, position) in base.report.positions.iter().enumerate() {
        let before = position.stats.nodes;
        let after: Vec<u64> =
            columns.iter().map(|c| c.report.positions[index].stats.nodes).collect();
        first_at_least_second += usize::from(after[0] <= after[1]);
        let cells: String =
            after.iter().map(|&n| format!(" {} |", percent_change(before, n))).collect();
        writeln!(
            table,
            "| {} | {} | {} |{cells}",
            position.name,
            position.depth,
            thousands(before)
        )
        .unwrap();
    }
    let before = base.report.total_nodes();
    let cells: String = columns
        .iter()
        .map(|c| format!(" **{}** |", percent_change(before, c.report.total_nodes())))
        .collect();
    writeln!(table, "| **Total** | | **{}** |{cells}", thousands(before)).unwrap();
    writeln!(
        table,
        "\n{} saves at least as many nodes as {} on {first_at_least_second} of {} positions.",
        columns[0].label,
        columns[1].label,
        base.report.positions.len()
    )
    .unwrap();
    table
}

/// The positions whose root score or best move differ between `before` and `after`, as a
/// table, or a sentence saying there are none.
pub fn root_changes(before: &Column, after: &Column) -> String {
    let changed: Vec<String> = before
        .report
        .positions
        .iter()
        .zip(&after.report.positions)
        .filter(|(b, a)| b.score != a.score || b.best_move != a.best_move)
        .map(|(b, a)| {
            format!(
                "| {} | {} | {} | {} | {} | {} |\n",
                b.name,
                b.depth,
                human_score(b.score),
                human_score(a.score),
                b.best_move,
                a.best_move
            )
        })
        .collect();
    if changed.is_empty() {
        return format!(
            "{} finds every root score and best move of {}.\n",
            after.label, before.label
        );
    }
    format!(
        "Root results that {after} changed ({} of {} positions):\n\n\
         | Position | Depth | Score, {before} | Score, {after} | Move, {before} | Move, {after} |\n\
         |---|---:|---:|---:|---|---|\n{}",
        changed.len(),
        before.report.positions.len(),
        changed.concat(),
        before = before.label,
        after = after.label,
    )
}
