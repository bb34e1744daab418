//! A chapter's claims file: each claim of its sources and where it was measured.

use anyhow::{Result, bail};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimFile {
    claim: Vec<Claim>,
}

/// One claim of a source, as the chapter states it.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The claim in a sentence.
    pub claim: String,
    /// Who makes it, and where to read it.
    pub source: String,
    pub link: String,
    /// Where it was measured: one or more suites or runs.
    pub measure: Vec<Measure>,
}

/// One measurement of a claim: a verdict line, or a cell of a table, in a generated file.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Measure {
    /// What was measured, in a few words: `realistic suite, nodes`.
    pub label: String,
    /// The file, relative to the claims file.
    pub file: String,
    /// Look only after the first line that contains this (files hold several suites).
    pub section: Option<String>,
    /// The start of the verdict line (`3 slots against 2 slots`), whose bold word
    /// (`fewer`, `more`, `as many`) is compared with `expect`.
    pub line: Option<String>,
    /// Or a table cell: the row whose first cells are these (`MVV-LVA | outside`), in
    /// the column headed `column`; `expect` is then `below N` or `above N`, or `below` or
    /// `above` the same column's cell in the row `than`.
    pub row: Option<String>,
    pub column: Option<String>,
    pub than: Option<String>,
    /// Or a match's result: the line `<elo>: +W =D -L (…): Elo X ± Y (95%)…` that
    /// `cargo xtask match` prints for its first engine; `expect` is `above 0` (or `below
    /// 0`), and an interval that includes 0 is too close to call.
    pub elo: Option<String>,
    /// What the claim predicts.
    pub expect: String,
}

pub fn parse(text: &str) -> Result<Vec<Claim>> {
    let file: ClaimFile = toml::from_str(text)?;
    for claim in &file.claim {
        if claim.measure.is_empty() {
            bail!("the claim {:?} has no measure", claim.claim);
        }
        for measure in &claim.measure {
            match (&measure.line, &measure.row, &measure.column, &measure.elo) {
                (Some(_), None, None, None)
                | (None, Some(_), Some(_), None)
                | (None, None, None, Some(_)) => {}
                _ => bail!(
                    "{:?}: give either `line`, or `row` and `column`, or `elo`",
                    measure.label
                ),
            }
        }
    }
    Ok(file.claim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_measure_is_a_line_or_a_cell() {
        let good = "[[claim]]\nclaim = \"c\"\nsource = \"s\"\nlink = \"l\"\n\
            [[claim.measure]]\nlabel = \"a\"\nfile = \"f\"\nline = \"x\"\nexpect = \"fewer\"\n\
            [[claim.measure]]\nlabel = \"b\"\nfile = \"f\"\nrow = \"r\"\ncolumn = \"c\"\n\
            expect = \"below 1\"\n";
        let claims = parse(good).unwrap();
        assert_eq!(claims[0].measure.len(), 2);
        let both = good.replace("row = \"r\"", "line = \"y\"\nrow = \"r\"");
        assert!(parse(&both).is_err());
        assert!(
            parse("[[claim]]\nclaim = \"c\"\nsource = \"s\"\nlink = \"l\"\nmeasure = []\n")
                .is_err()
        );
    }
}
