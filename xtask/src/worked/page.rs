//! The worked position as a Markdown fragment for a chapter page: the board, the node, and
//! its moves in the previous chapter's order and in this chapter's.

use ch00_baseline::report::thousands;

use super::trace_record::{MoveRecord, NodeRecord};
use crate::chapters::Chapter;
use crate::markdown_table::{Align, MarkdownTable};

/// A longer run of searched moves shows its first and last few rows around one row that
/// sums the rest up, so a table stays a screen long on a phone.
const MOST_ROWS: usize = 12;
const HEAD_ROWS: usize = 6;
const TAIL_ROWS: usize = 3;
/// How many moves the row that sums up a run of searched moves names.
const SKIPPED_NAMED: usize = 3;
/// How many of the moves never searched the page names.
const NAMED_PENDING: usize = 10;

/// One chapter's trace of the node.
pub struct Order<'a> {
    pub chapter: &'a Chapter,
    pub record: &'a NodeRecord,
}

/// What a page shows: this chapter's order, the previous chapter's (none for chapter 0).
pub struct Worked<'a> {
    pub this: Order<'a>,
    pub previous: Option<Order<'a>>,
    /// Where the suite position comes from, in words ("game2-ply14 of the realistic suite").
    pub source: &'a str,
    /// The command that prints the same comparison, for the reader.
    pub command: String,
    /// The comment lines a file written into the book opens with: the command that wrote
    /// it and the behaviour it measured (the two chapters' fingerprints).
    pub header: Option<String>,
    /// The link to the board diagram.
    pub board: String,
}

/// The fragment.
pub fn render(worked: &Worked) -> String {
    let this = worked.this.record;
    let mut page = String::new();
    if let Some(header) = &worked.header {
        page += header;
    }
    page += &format!("![{}]({})\n\n", board_caption(worked), worked.board);
    page += &format!("`{}`\n\n", this.node);
    page += &format!("{}\n\n", node_sentence(worked));
    match &worked.previous {
        None => {
            page += &format!(
                "{} searches the moves in the order the move generator yields them: {}\n\n",
                title(worked.this.chapter),
                cutoff_phrase(this)
            );
            page += &order_table(this, false);
        }
        Some(previous) if same_order(previous.record, this) => {
            page += &format!(
                "{} hands out the same moves in the same order as {}, and searches as many \
                 nodes: {}\n\n",
                title(worked.this.chapter),
                title(previous.chapter).to_lowercase(),
                cutoff_phrase(this)
            );
            page += &order_table(this, true);
        }
        Some(previous) => {
            page += &summary_table(previous, &worked.this);
            for order in [previous, &worked.this] {
                let (chapter, name) = (title(order.chapter), &order.chapter.name);
                page += &format!("\n**{chapter}'s order** (`{name}`):\n\n");
                page += &order_table(order.record, true);
            }
        }
    }
    page += &format!("\nThe same for any position: `{}`\n", worked.command);
    page
}

/// The two orders side by side in two rows: where the cutoff came, and the nodes.
fn summary_table(previous: &Order, this: &Order) -> String {
    let mut table = MarkdownTable::new(&[
        ("", Align::Left),
        (&title(previous.chapter), Align::Left),
        (&title(this.chapter), Align::Left),
    ]);
    let cutoff = |record: &NodeRecord| match record.cutoff_move() {
        Some((index, cutoff)) => {
            format!("{}{}, move {index} of {}", cutoff.san, stage_note(cutoff), record.moves.len())
        }
        None => "none".to_owned(),
    };
    let change = this.record.nodes as f64 / previous.record.nodes as f64 - 1.0;
    table.push(vec!["Cutoff move".to_owned(), cutoff(previous.record), cutoff(this.record)]);
    table.push(vec![
        "Nodes below the node".to_owned(),
        thousands(previous.record.nodes),
        format!("{} ({})", thousands(this.record.nodes), signed_percent(change)),
    ]);
    table.render()
}

fn title(chapter: &Chapter) -> String {
    format!("Chapter {}", chapter.number)
}

fn side_to_move(fen: &str) -> &'static str {
    if fen.split_whitespace().nth(1) == Some("b") { "Black" } else { "White" }
}

fn board_caption(worked: &Worked) -> String {
    let this = worked.this.record;
    let side = side_to_move(&this.node);
    match this.cutoff_move() {
        Some((_, cutoff)) => format!(
            "The position, {side} to move; the arrow is {}'s cutoff move, {}",
            title(worked.this.chapter).to_lowercase(),
            cutoff.san
        ),
        None => format!("The position, {side} to move"),
    }
}

/// Which node of which search.
fn node_sentence(worked: &Worked) -> String {
    let this = worked.this.record;
    let side = side_to_move(&this.node);
    let score = this.score.replace('-', "\u{2212}");
    let search = format!(
        "Iterative deepening has run to depth {}; the root is then searched {} plies deep \
         with a null window just below its score at that depth, {score}",
        this.depth - 1,
        this.depth
    );
    if this.line_uci.is_empty() {
        return format!(
            "{side} to move in {}, the root of the search. {search}, so the first move that \
             reaches {score} cuts off.",
            worked.source
        );
    }
    let line = numbered_line(&this.root, &this.line_san);
    let need = if this.line_uci.split_whitespace().count() % 2 == 1 {
        format!("one reply that holds {} below {score}", side_to_move(&this.root))
    } else {
        format!("one move that reaches {score}")
    };
    format!(
        "{side} to move after {line}, played from {} (`{}`). {search}. At this node, {} \
         plies from the horizon, {side} needs {need}: the first one found cuts off.",
        worked.source, this.root, this.remaining_depth
    )
}

/// `8. Na3 Nf6 9. Nb5`, numbered from the root's FEN (`8... Nf6` when Black moves first).
fn numbered_line(root_fen: &str, san_line: &str) -> String {
    let fields: Vec<&str> = root_fen.split_whitespace().collect();
    let mut number: u32 = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut white = fields.get(1) != Some(&"b");
    let mut words = Vec::new();
    for (index, san) in san_line.split_whitespace().enumerate() {
        match (white, index) {
            (true, _) => words.push(format!("{number}. {san}")),
            (false, 0) => words.push(format!("{number}... {san}")),
            (false, _) => words.push(san.to_owned()),
        }
        if !white {
            number += 1;
        }
        white = !white;
    }
    words.join(" ")
}

/// "its 7th move, c5 (quiet), after 6,309 nodes"
fn cutoff_phrase(record: &NodeRecord) -> String {
    match record.cutoff_move() {
        Some((index, cutoff)) => format!(
            "the cutoff comes with move {index} of {}, {}{}, after {} nodes below the node.",
            record.moves.len(),
            cutoff.san,
            stage_note(cutoff),
            thousands(record.nodes)
        ),
        None => format!(
            "no move cuts off: all {} are searched, {} nodes below the node.",
            record.moves.len(),
            thousands(record.nodes)
        ),
    }
}

/// " (killer)", or nothing for chapter 0, which ranks no move.
fn stage_note(traced: &MoveRecord) -> String {
    match traced.stage.as_str() {
        "unranked" => String::new(),
        stage => format!(" ({stage})"),
    }
}

/// `+12 %` or `−83 %`, with a true minus sign.
fn signed_percent(change: f64) -> String {
    format!("{:+.0} %", change * 100.0).replace('-', "\u{2212}")
}

fn same_order(a: &NodeRecord, b: &NodeRecord) -> bool {
    let key = |record: &NodeRecord| -> Vec<(String, Option<u64>)> {
        record.moves.iter().map(|m| (m.uci.clone(), m.nodes)).collect()
    };
    key(a) == key(b)
}

/// The searched moves, then one line naming the moves never searched.
fn order_table(record: &NodeRecord, with_stage: bool) -> String {
    let mut columns = vec![("#", Align::Right), ("Move", Align::Left)];
    if with_stage {
        columns.push(("Stage", Align::Left));
    }
    columns.push(("Nodes", Align::Right));
    let mut table = MarkdownTable::new(&columns);
    let searched: Vec<&MoveRecord> = record.searched().collect();
    let row = |index: usize, traced: &MoveRecord| {
        let is_cutoff = record.cutoff.as_deref() == Some(traced.uci.as_str());
        let name =
            if is_cutoff { format!("**{}** (cutoff)", traced.san) } else { traced.san.clone() };
        let mut cells = vec![(index + 1).to_string(), name];
        if with_stage {
            cells.push(traced.stage.clone());
        }
        cells.push(thousands(traced.nodes.unwrap_or(0)));
        cells
    };
    let shown = |index: usize| {
        searched.len() <= MOST_ROWS || index < HEAD_ROWS || index >= searched.len() - TAIL_ROWS
    };
    for (index, traced) in searched.iter().enumerate() {
        if shown(index) {
            table.push(row(index, traced));
        } else if index == HEAD_ROWS {
            table.push(skipped_row(&searched[HEAD_ROWS..searched.len() - TAIL_ROWS], with_stage));
        }
    }
    let mut text = table.render();
    let pending: Vec<&MoveRecord> = record.moves.iter().filter(|m| m.nodes.is_none()).collect();
    if !pending.is_empty() {
        let named: Vec<&str> = pending.iter().take(NAMED_PENDING).map(|m| m.san.as_str()).collect();
        // The losing captures come last: name them even when the list is cut short.
        let late: Vec<&str> = pending
            .iter()
            .skip(NAMED_PENDING)
            .filter(|m| m.stage == "losing capture")
            .map(|m| m.san.as_str())
            .collect();
        let more = pending.len().saturating_sub(NAMED_PENDING);
        let rest = match (more, late.is_empty()) {
            (0, _) => String::new(),
            (_, true) => format!(" and {more} more"),
            (_, false) => format!(
                " and {} more, then last of all the losing captures {}",
                more - late.len(),
                late.join(", ")
            ),
        };
        text += &format!(
            "\nNot searched, in the order they would have come: {}{rest}.\n",
            named.join(", ")
        );
    }
    text
}

fn skipped_row(skipped: &[&MoveRecord], with_stage: bool) -> Vec<String> {
    let first = HEAD_ROWS + 1;
    let named: Vec<&str> = skipped.iter().take(SKIPPED_NAMED).map(|m| m.san.as_str()).collect();
    let moves = format!("{} moves: {}, …", skipped.len(), named.join(", "));
    let mut cells = vec![format!("{first}–{}", first + skipped.len() - 1), moves];
    if with_stage {
        let mut stages: Vec<&str> = skipped.iter().map(|m| m.stage.as_str()).collect();
        stages.dedup();
        cells.push(stages.join(", "));
    }
    cells.push(thousands(skipped.iter().map(|m| m.nodes.unwrap_or(0)).sum()));
    cells
}
