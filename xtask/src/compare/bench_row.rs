//! One line of a chapter engine's `bench --format tsv` output, read back.
//!
//! The engine names its columns in a header line; the columns are found by name, so the
//! engine may add columns later without breaking this reader.

use anyhow::{Context, Result, bail};
use ch00_baseline::cli::{TSV_HEADER, extra_tsv_columns, index_column, stage_column};
use ch00_baseline::search::CUTOFF_INDEX_BUCKETS;
use ch00_baseline::sort_key::Stage;

/// Main-search cutoffs by the stage of the cutoff move, in the order of `Stage::ALL`.
pub type StageCounts = [u64; Stage::ALL.len()];
/// Main-search cutoffs by the index of the cutoff move (first, second, ..., the last
/// bucket every later move).
pub type IndexCounts = [u64; CUTOFF_INDEX_BUCKETS];

/// What a chapter's search of one suite position reported.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchRow {
    pub name: String,
    pub depth: u32,
    pub nodes: u64,
    pub quiescence_nodes: u64,
    /// Centipawns from the side to move's view; compared across chapters, never shown.
    pub score: i32,
    pub best_move: String,
    pub beta_cutoffs: u64,
    pub first_move_cutoffs: u64,
    pub moves_per_cutoff: f64,
    /// `None` for a position searched to depth 1, which has no iteration before its last.
    pub branching_factor: Option<f64>,
    pub milliseconds: f64,
    /// `false` when the engine's node limit stopped the search short of its depth.
    pub finished: bool,
    /// Zero when the engine does not report them (the UCI route).
    pub cutoffs_by_stage: StageCounts,
    pub cutoff_move_index: IndexCounts,
}

/// The column positions of one engine's header line.
#[derive(Clone, Debug)]
pub struct Columns {
    names: Vec<String>,
}

impl Columns {
    /// Reads the header line, checking that every column this reader needs is there.
    pub fn from_header(header: &str) -> Result<Columns> {
        let columns = Columns { names: header.trim_end().split('\t').map(str::to_owned).collect() };
        let mut wanted: Vec<String> = TSV_HEADER.split('\t').map(str::to_owned).collect();
        wanted.extend(extra_tsv_columns());
        for name in wanted {
            columns.index(&name)?;
        }
        Ok(columns)
    }

    fn index(&self, name: &str) -> Result<usize> {
        self.names
            .iter()
            .position(|column| column == name)
            .with_context(|| format!("the engine's bench output has no `{name}` column"))
    }

    /// Reads one data line.
    pub fn parse(&self, line: &str) -> Result<BenchRow> {
        let fields: Vec<&str> = line.trim_end_matches(['\n', '\r']).split('\t').collect();
        if fields.len() != self.names.len() {
            bail!(
                "expected {} tab-separated fields, found {}: {line}",
                self.names.len(),
                fields.len()
            );
        }
        let field = |name: &str| -> Result<&str> { Ok(fields[self.index(name)?]) };
        let number = |name: &str| -> Result<u64> {
            let text = field(name)?;
            text.parse().with_context(|| format!("`{name}` is not a count: `{text}`"))
        };
        let decimal = |name: &str| -> Result<f64> {
            let text = field(name)?;
            text.parse().with_context(|| format!("`{name}` is not a number: `{text}`"))
        };
        let mut cutoffs_by_stage = StageCounts::default();
        for (count, stage) in cutoffs_by_stage.iter_mut().zip(Stage::ALL) {
            *count = number(&stage_column(stage))?;
        }
        let mut cutoff_move_index = IndexCounts::default();
        for (index, count) in cutoff_move_index.iter_mut().enumerate() {
            *count = number(&index_column(index))?;
        }
        let branching = field("branching_factor")?;
        Ok(BenchRow {
            name: field("name")?.to_owned(),
            depth: u32::try_from(number("depth")?)?,
            nodes: number("nodes")?,
            quiescence_nodes: number("quiescence_nodes")?,
            score: field("score")?.parse().context("`score` is not a whole number")?,
            best_move: field("best_move")?.to_owned(),
            beta_cutoffs: number("beta_cutoffs")?,
            first_move_cutoffs: number("first_move_cutoffs")?,
            moves_per_cutoff: decimal("moves_per_cutoff")?,
            branching_factor: if branching.is_empty() {
                None
            } else {
                Some(decimal("branching_factor")?)
            },
            milliseconds: decimal("time_ms")?,
            finished: field("finished")?.parse().context("`finished` is not true or false")?,
            cutoffs_by_stage,
            cutoff_move_index,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Columns are found by name: an engine may add one, and a missing one is named.
    #[test]
    fn a_line_reads_back_into_a_row() {
        let header = format!("{TSV_HEADER}\t{}\tlater_addition", extra_tsv_columns().join("\t"));
        let columns = Columns::from_header(&header).unwrap();
        let line = "fine-70\t12\t1733069\t12\t108\ta1b1\t500\t250\t1.9500\t\t812.250\ttrue\t\
                    1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12\t13\tx";
        let row = columns.parse(line).unwrap();
        assert_eq!(
            (row.name.as_str(), row.depth, row.nodes, row.score),
            ("fine-70", 12, 1_733_069, 108)
        );
        assert_eq!((row.branching_factor, row.milliseconds, row.finished), (None, 812.25, true));
        assert_eq!(row.cutoffs_by_stage, [1, 2, 3, 4, 5]);
        assert_eq!(row.cutoff_move_index, [6, 7, 8, 9, 10, 11, 12, 13]);
        assert!(columns.parse("startpos\t6").is_err());
        let error = Columns::from_header("name\tdepth\tnodes").unwrap_err();
        assert!(error.to_string().contains("quiescence_nodes"), "{error}");
    }
}
