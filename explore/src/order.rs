//! One node of a search, move by move, in the order the chapter's ordering hands its moves
//! out (see [`crate::trace`]), for people (text) or for programs (tab-separated records,
//! what `cargo xtask worked` reads).

use ch00_baseline::report::thousands;
use ch00_baseline::san::{san, san_line, side_name};
use ch00_baseline::score::human_score;
use ch00_baseline::sort_key::Stage;
use clap::ValueEnum;
use cozy_chess::util::display_uci_move;

use crate::trace::{NodeTrace, stage_name};

/// How `order` prints the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrderFormat {
    /// A table of the node's moves, for a terminal.
    Text,
    /// One tab-separated record per line, its kind first (`root`, `searched`, ...).
    Tsv,
}

/// The node as a table of its moves, then the moves it never searched.
pub fn text(trace: &NodeTrace) -> String {
    let score = human_score(trace.root_score);
    let window = human_score(trace.root_score - 1);
    let mut out = format!(
        "{}: scout search of {} at depth {}, window {window}..{score} (the score at that depth)\n",
        trace.ordering, trace.root, trace.depth
    );
    let node = match trace.line.is_empty() {
        true => "The root".to_string(),
        false => format!("The node after {}", san_line(&trace.root, &trace.line).join(" ")),
    };
    let side = side_name(trace.board.side_to_move());
    out += &format!("{node} ({side} to move, {} plies deep):\n", trace.remaining_depth());
    if trace.deepening > 0 {
        out += &format!(
            "Shallower searches of the node first (internal deepening): {} nodes.\n",
            thousands(trace.deepening)
        );
    }
    out += "   #  move     stage            nodes\n";
    for (index, traced) in trace.searched.iter().enumerate() {
        let cuts = if trace.cutoff == Some(traced.mv) { "  cuts off" } else { "" };
        out += &format!(
            "{:>4}  {:<7}  {:<14} {:>8}{cuts}\n",
            index + 1,
            san(&trace.board, traced.mv),
            stage_label(trace, traced.stage),
            thousands(traced.nodes)
        );
    }
    if !trace.not_searched.is_empty() {
        let rest: Vec<String> = trace
            .not_searched
            .iter()
            .map(|pending| {
                format!("{} ({})", san(&trace.board, pending.mv), stage_label(trace, pending.stage))
            })
            .collect();
        out += &format!("Not searched: {}\n", rest.join(", "));
    }
    out += &format!(
        "Moves given a key at the node: {}. The node and its subtree: {} nodes.\n",
        trace.keyed,
        thousands(trace.nodes())
    );
    out
}

/// The node as tab-separated records: `root`, `line`, `node`, `depth`, `score`, one
/// `searched` per move searched and one `pending` per move not searched (UCI, SAN, stage,
/// and for a searched move its nodes), `cutoff`, `deepening`, `keyed`, `nodes`.
pub fn tsv(trace: &NodeTrace) -> String {
    let board = &trace.board;
    let uci = |mv| display_uci_move(board, mv).to_string();
    let line_uci = ch00_baseline::uci::uci_line(&trace.root, &trace.line);
    let mut out = format!("ordering\t{}\n", trace.ordering);
    out += &format!("root\t{}\n", trace.root);
    out += &format!("line\t{line_uci}\t{}\n", san_line(&trace.root, &trace.line).join(" "));
    out += &format!("node\t{board}\n");
    out += &format!("depth\t{}\t{}\n", trace.depth, trace.remaining_depth());
    out += &format!("score\t{}\t{}\n", trace.root_score, human_score(trace.root_score));
    for traced in &trace.searched {
        let stage = stage_label(trace, traced.stage);
        let san = san(board, traced.mv);
        out += &format!("searched\t{}\t{san}\t{stage}\t{}\n", uci(traced.mv), traced.nodes);
    }
    for pending in &trace.not_searched {
        let stage = stage_label(trace, pending.stage);
        out += &format!("pending\t{}\t{}\t{stage}\n", uci(pending.mv), san(board, pending.mv));
    }
    let cutoff = trace.cutoff.map_or(String::new(), uci);
    out += &format!("cutoff\t{cutoff}\n");
    out += &format!("deepening\t{}\n", trace.deepening);
    out += &format!("keyed\t{}\n", trace.keyed);
    out += &format!("nodes\t{}\n", trace.nodes());
    out
}

fn stage_label(trace: &NodeTrace, stage: Stage) -> &'static str {
    if trace.ranks_moves { stage_name(stage) } else { "unranked" }
}
