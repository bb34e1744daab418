//! Zero to four killer slots per ply on one suite, each checked to change order only.

use ch00_baseline::suite::SuitePosition;
use ch02_mvv_lva::MvvLva;
use ordering_lab::comparison::{Column, assert_same_root_scores, comparison_table, verdict_line};
use ordering_lab::killer_slots::KillerSlots;

fn slot_columns(suite: &[SuitePosition]) -> Vec<Column> {
    vec![
        Column::labelled::<KillerSlots<0>>("0 slots", suite),
        Column::labelled::<KillerSlots<1>>("1 slot", suite),
        Column::labelled::<KillerSlots<2>>("2 slots", suite),
        Column::labelled::<KillerSlots<3>>("3 slots", suite),
        Column::labelled::<KillerSlots<4>>("4 slots", suite),
    ]
}

/// Zero slots is chapter 2 node for node, and every slot count finds chapter 2's root
/// scores: the killer table adds nothing but order.
fn assert_ordering_only(suite: &[SuitePosition], columns: &[Column]) {
    let chapter_2 = Column::measure::<MvvLva>(suite);
    assert_eq!(columns[0].report.total_nodes(), chapter_2.report.total_nodes());
    assert_same_root_scores(&chapter_2, columns);
}

/// The slot table of one suite, once the slot counts are checked to change order only.
pub fn slot_table(suite: &[SuitePosition]) -> String {
    let columns = slot_columns(suite);
    assert_ordering_only(suite, &columns);
    let verdicts: String =
        columns.windows(2).map(|pair| verdict_line(&pair[0], &pair[1])).collect();
    format!(
        "{}\nEach slot count against the one before it:\n\n{verdicts}",
        comparison_table(&columns)
    )
}
