//! One line of a chapter engine's `bench --format tsv` output, read back.
//!
//! The engine names its columns in a header line; the columns are found by name, so the
//! engine may add columns later without breaking this reader.

use anyhow::{Context, Result, bail};

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
        let wanted = ch00_baseline::cli::TSV_HEADER.split('\t');
        for name in wanted {
            columns.index(name)?;
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
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn columns() -> Columns {
        Columns::from_header(ch00_baseline::cli::TSV_HEADER).unwrap()
    }

    #[test]
    fn a_line_reads_back_into_a_row() {
        let row = columns()
            .parse("fine-70\t12\t1733069\t12\t108\ta1b1\t500\t250\t1.9500\t2.5000\t812.250\ttrue")
            .unwrap();
        assert_eq!(row.name, "fine-70");
        assert_eq!(row.depth, 12);
        assert_eq!(row.nodes, 1_733_069);
        assert_eq!(row.score, 108);
        assert_eq!(row.branching_factor, Some(2.5));
        assert_eq!(row.milliseconds, 812.25);
        assert!(row.finished);
    }

    #[test]
    fn depth_one_has_no_branching_factor() {
        let row = columns().parse("kiwipete\t1\t9\t1\t-27\td5e6\t1\t0\t2.0\t\t0.1\tfalse").unwrap();
        assert_eq!(row.branching_factor, None);
        assert!(!row.finished);
    }

    #[test]
    fn extra_columns_are_ignored_and_missing_ones_reported() {
        let header = format!("{}\tlater_addition", ch00_baseline::cli::TSV_HEADER);
        let wider = Columns::from_header(&header).unwrap();
        let row = wider.parse("s\t1\t9\t1\t0\te2e4\t1\t1\t1.0\t\t0.1\ttrue\tx").unwrap();
        assert_eq!(row.nodes, 9);
        let error = Columns::from_header("name\tdepth\tnodes").unwrap_err();
        assert!(error.to_string().contains("quiescence_nodes"), "{error}");
    }

    #[test]
    fn a_short_line_is_an_error() {
        assert!(columns().parse("startpos\t6").is_err());
    }
}
