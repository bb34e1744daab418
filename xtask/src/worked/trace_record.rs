//! What `explore order <chapter> --format tsv` prints about a chapter's node, read back.

use anyhow::{Context, Result, bail};

/// A move of the node: UCI, algebraic notation, the stage it was handed out in, and for a
/// move that was searched the nodes of its subtree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    pub uci: String,
    pub san: String,
    pub stage: String,
    pub nodes: Option<u64>,
}

/// One chapter's node, as its engine traced it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeRecord {
    pub ordering: String,
    pub root: String,
    /// The moves from the root to the node, in UCI and in algebraic notation.
    pub line_uci: String,
    pub line_san: String,
    /// The node's FEN.
    pub node: String,
    pub depth: u32,
    pub remaining_depth: u32,
    /// The root's score at `depth`, as people read it (`+0.31`).
    pub score: String,
    /// Searched moves first, in order, then the moves never searched.
    pub moves: Vec<MoveRecord>,
    pub cutoff: Option<String>,
    /// The nodes of the node's shallower searches of itself before its own (chapter 6's
    /// internal deepening); zero for every other chapter.
    pub deepening: u64,
    /// How many of the node's moves its picker gave a key before the cutoff.
    pub keyed: u64,
    pub nodes: u64,
}

impl NodeRecord {
    /// Reads the engine's records; an unknown kind of record is an error.
    pub fn parse(text: &str) -> Result<NodeRecord> {
        let mut record = NodeRecord::default();
        for line in text.lines().filter(|line| !line.is_empty()) {
            let fields: Vec<&str> = line.split('\t').collect();
            let field = |index: usize| -> Result<String> {
                let value = fields.get(index).with_context(|| format!("short record: {line}"))?;
                Ok(value.to_string())
            };
            match fields[0] {
                "ordering" => record.ordering = field(1)?,
                "root" => record.root = field(1)?,
                "line" => (record.line_uci, record.line_san) = (field(1)?, field(2)?),
                "node" => record.node = field(1)?,
                "depth" => {
                    (record.depth, record.remaining_depth) =
                        (number(&field(1)?)?, number(&field(2)?)?)
                }
                "score" => record.score = field(2)?,
                "searched" | "pending" => record.moves.push(MoveRecord {
                    uci: field(1)?,
                    san: field(2)?,
                    stage: field(3)?,
                    nodes: if fields[0] == "searched" { Some(number(&field(4)?)?) } else { None },
                }),
                "cutoff" => record.cutoff = Some(field(1)?).filter(|uci| !uci.is_empty()),
                "deepening" => record.deepening = number(&field(1)?)?,
                "keyed" => record.keyed = number(&field(1)?)?,
                "nodes" => record.nodes = number(&field(1)?)?,
                kind => bail!("unknown record '{kind}' in the engine's output"),
            }
        }
        if record.node.is_empty() || record.nodes == 0 {
            bail!("the engine's output has no node:\n{text}");
        }
        Ok(record)
    }

    /// The moves searched, in order.
    pub fn searched(&self) -> impl Iterator<Item = &MoveRecord> {
        self.moves.iter().filter(|record| record.nodes.is_some())
    }

    /// The cutoff move's place in the order (1 for the first move) and the move itself.
    pub fn cutoff_move(&self) -> Option<(usize, &MoveRecord)> {
        let cutoff = self.cutoff.as_deref()?;
        self.searched()
            .enumerate()
            .find(|(_, record)| record.uci == cutoff)
            .map(|(i, r)| (i + 1, r))
    }
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T> {
    text.parse().ok().with_context(|| format!("'{text}' is not a number"))
}
