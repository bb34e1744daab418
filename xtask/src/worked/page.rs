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

/// One node of the search: this chapter's order, the previous chapter's (none for
/// chapter 0), and the link to its board diagram.
pub struct WorkedNode<'a> {
    pub this: Order<'a>,
    pub previous: Option<Order<'a>>,
    pub board: String,
}

/// What a page shows: one node, or several siblings in the order the search reaches them.
pub struct Worked<'a> {
    pub nodes: Vec<WorkedNode<'a>>,
    /// Where the suite position comes from, in words ("game2-ply14 of the realistic suite").
    pub source: &'a str,
    /// The command that prints the same comparison, for the reader.
    pub command: String,
    /// The comment lines a file written into the book opens with: the command that wrote
    /// it and the behaviour it measured (the two chapters' fingerprints).
    pub header: Option<String>,
    /// What the chapter shows below its nodes (chapter 7: its history table), or nothing.
    pub extra: String,
}

/// The fragment.
pub fn render(worked: &Worked) -> String {
    let mut page = worked.header.clone().unwrap_or_default();
    for index in 0..worked.nodes.len() {
        if index > 0 {
            page += "\n";
        }
        page += &render_node(worked, index);
    }
    page += &worked.extra;
    page += &format!("\nThe same for any position: `{}`\n", worked.command);
    page
}

/// The node `index` of `worked`: its board, which node it is, and its orders.
fn render_node(worked: &Worked, index: usize) -> String {
    let node = &worked.nodes[index];
    let this = node.this.record;
    let board = format!("![{}]({})\n\n`{}`\n\n", board_caption(node), node.board, this.node);
    // A sibling is introduced before its board, so that the reader knows a new node begins.
    let mut page = match index {
        0 => format!("{board}{}\n\n", node_sentence(worked.source, this)),
        _ => format!("{}\n\n{board}", sibling_sentence(&worked.nodes[index - 1], node)),
    };
    match &node.previous {
        None => {
            page += &format!(
                "{} searches the moves in the order the move generator yields them: {}\n\n",
                title(node.this.chapter),
                cutoff_phrase(this)
            );
            page += &order_table(this, false);
        }
        Some(previous) if same_order(previous.record, this) => {
            page += &format!(
                "{} hands out the same moves in the same order as {}, and searches as many \
                 nodes: {}\n\n",
                title(node.this.chapter),
                title(previous.chapter).to_lowercase(),
                cutoff_phrase(this)
            );
            if previous.record.keyed != this.keyed {
                page += &format!(
                    "Before the cutoff {} computes {} sort keys for the node's {} moves (a quiet \
                     move is keyed again when the pick reaches the quiet moves); {} computes \
                     {}.\n\n",
                    title(previous.chapter),
                    previous.record.keyed,
                    this.moves.len(),
                    title(node.this.chapter).to_lowercase(),
                    this.keyed
                );
            }
            page += &order_table(this, true);
        }
        Some(previous) => {
            page += &summary_table(previous, &node.this);
            if let Some(sentence) = losing_captures(previous, &node.this) {
                page += &format!("\n{sentence}\n");
            }
            for order in [previous, &node.this] {
                let (chapter, name) = (title(order.chapter), &order.chapter.name);
                page += &format!("\n**{chapter}'s order** (`{name}`):\n\n");
                page += &order_table(order.record, true);
            }
        }
    }
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
    // A picker that generates and scores later shows what it saved at the node itself.
    if previous.record.keyed != this.record.keyed {
        table.push(vec![
            "Sort keys computed at the node".to_owned(),
            previous.record.keyed.to_string(),
            this.record.keyed.to_string(),
        ]);
    }
    table.render()
}

/// The captures this chapter hands out as losing, and where each chapter searched them:
/// chapter 9's worked position shows where a capture that loses goes.
fn losing_captures(previous: &Order, this: &Order) -> Option<String> {
    let losing: Vec<&MoveRecord> =
        this.record.moves.iter().filter(|m| m.stage == "losing capture").collect();
    let (count, them, each) = match losing.len() {
        0 => return None,
        1 => ("a losing capture".to_owned(), "it", "it"),
        n => (format!("{n} losing captures"), "them", "each"),
    };
    let is_losing = |m: &MoveRecord| losing.iter().any(|l| l.uci == m.uci);
    let describe = |record: &NodeRecord| {
        let places: Vec<String> = record
            .searched()
            .enumerate()
            .filter(|(_, m)| is_losing(m))
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        if places.is_empty() {
            return format!("never reaches {them}: the cutoff comes first");
        }
        let nodes: u64 = record.searched().filter(|m| is_losing(m)).filter_map(|m| m.nodes).sum();
        let moves = if places.len() == 1 { "move" } else { "moves" };
        format!(
            "searches {them} as {moves} {}, {} nodes below {them}",
            and_list(&places),
            thousands(nodes)
        )
    };
    let names: Vec<String> = losing.iter().map(|m| m.san.clone()).collect();
    let (before, after) = (title(previous.chapter), title(this.chapter));
    Some(format!(
        "{after} finds {count} here, {}: {each} starts an exchange that loses material. \
         {before} {}; {} hands {them} out after every quiet move and {}.",
        and_list(&names),
        describe(previous.record),
        after.to_lowercase(),
        describe(this.record)
    ))
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn title(chapter: &Chapter) -> String {
    format!("Chapter {}", chapter.number)
}

fn side_to_move(fen: &str) -> &'static str {
    if fen.split_whitespace().nth(1) == Some("b") { "Black" } else { "White" }
}

fn board_caption(node: &WorkedNode) -> String {
    let this = node.this.record;
    let side = side_to_move(&this.node);
    match this.cutoff_move() {
        Some((_, cutoff)) => format!(
            "The position, {side} to move; the arrow is {}'s cutoff move, {}",
            title(node.this.chapter).to_lowercase(),
            cutoff.san
        ),
        None => format!("The position, {side} to move"),
    }
}

/// Which node of which search.
fn node_sentence(source: &str, this: &NodeRecord) -> String {
    let side = side_to_move(&this.node);
    let score = this.score.replace('-', "\u{2212}");
    let search = format!(
        "The root scores {score} at depth {}. Iterative deepening runs to depth {} to fill \
         the tables as a real search would, then the root is searched {} plies deep asking \
         only whether some move reaches {score} (a null window: see the glossary)",
        this.depth,
        this.depth - 1,
        this.depth
    );
    if this.line_uci.is_empty() {
        return format!(
            "{side} to move in {}, the root of the search. {search}, so the first move that \
             does cuts off.",
            source
        );
    }
    let line = numbered_line(&this.root, &this.line_san);
    format!(
        "{side} to move after {line}, played from {source} (`{}`). {search}. {}",
        this.root,
        need_sentence(this)
    )
}

/// What the node below the root needs to cut off.
fn need_sentence(this: &NodeRecord) -> String {
    let side = side_to_move(&this.node);
    let score = this.score.replace('-', "\u{2212}");
    let need = if this.line_uci.split_whitespace().count() % 2 == 1 {
        format!("one reply that holds {} below {score}", side_to_move(&this.root))
    } else {
        format!("one move that reaches {score}")
    };
    format!(
        "At this node, {} plies from the horizon, {side} needs {need}: the first one found \
         cuts off.",
        this.remaining_depth
    )
}

/// A sibling of the node shown before it, searched after it; when the earlier node's
/// cutoff move comes back here as a killer, says so.
fn sibling_sentence(earlier: &WorkedNode, node: &WorkedNode) -> String {
    let this = node.this.record;
    let side = side_to_move(&this.node);
    let line = numbered_line(&this.root, &this.line_san);
    let mut sentence = format!(
        "Its sibling, searched after it in the same search: {side} to move after {line}. {}",
        need_sentence(this)
    );
    let stored = earlier.this.record.cutoff_move();
    if let (Some((_, stored)), Some((place, cutoff))) = (stored, this.cutoff_move())
        && stored.uci == cutoff.uci
        && stored.stage != "killer"
        && cutoff.stage == "killer"
    {
        let chapter = title(node.this.chapter);
        sentence += &format!(
            " {} cut off the node above, so {} stored it as a killer of ply {}; here it \
             hands {} out as a killer, move {place} of {}.",
            cutoff.san,
            chapter.to_lowercase(),
            this.line_uci.split_whitespace().count(),
            cutoff.san,
            this.moves.len()
        );
    }
    sentence
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

/// `+12 %` or `−83 %`, with a true minus sign; a change under 1 % keeps a decimal or two
/// (`−0.4 %`, `+0.03 %`), so that a small change never reads as `−0 %`.
pub(super) fn signed_percent(change: f64) -> String {
    let percent = change * 100.0;
    let size = percent.abs();
    if size < 0.005 {
        return "±0 %".to_owned();
    }
    let decimals = if size >= 0.95 {
        0
    } else if size >= 0.095 {
        1
    } else {
        2
    };
    format!("{percent:+.decimals$} %").replace('-', "\u{2212}")
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
    let mut text = String::new();
    if record.deepening > 0 {
        text += &format!(
            "Before its own search, the node is searched at every shallower depth (internal \
             iterative deepening), so that the table holds a best move for it: {} nodes.\n\n",
            thousands(record.deepening)
        );
    }
    text += &table.render();
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
