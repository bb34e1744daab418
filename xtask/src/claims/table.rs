//! The claims as a Markdown table: the claim with its source, what was measured, and the
//! verdict.

use std::path::Path;

use anyhow::Result;

use super::claim_file::Claim;
use super::measured::{self, Verdict};
use crate::markdown_table::{Align, MarkdownTable};

pub fn render(claims: &[Claim], base: &Path) -> Result<String> {
    let mut table = MarkdownTable::new(&[
        ("Claim (source)", Align::Left),
        ("Measured here", Align::Left),
        ("Verdict", Align::Left),
    ]);
    for claim in claims {
        let mut shown = Vec::new();
        let mut verdicts = Vec::new();
        for measure in &claim.measure {
            let found = measured::read(measure, base)?;
            verdicts.push(found.verdict);
            shown.push(format!("*{}*: {}", measure.label, escape_pipes(&found.text)));
        }
        table.push(vec![
            format!("{} ([{}]({}))", claim.claim, claim.source, claim.link),
            shown.join("<br>"),
            overall(&verdicts),
        ]);
    }
    Ok(table.render())
}

/// One word when every measurement says the same, else how many say what.
fn overall(verdicts: &[Verdict]) -> String {
    let count = |kind: Verdict| verdicts.iter().filter(|v| **v == kind).count();
    let (yes, no, close) =
        (count(Verdict::Agrees), count(Verdict::Disagrees), count(Verdict::TooClose));
    let all = verdicts.len();
    if yes == all {
        return "**holds**".to_owned();
    }
    if no == all {
        return "**does not hold**".to_owned();
    }
    if close == all {
        return "**too close to call**".to_owned();
    }
    let parts: Vec<String> = [(yes, "holds"), (no, "does not hold"), (close, "too close to call")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, word)| format!("{word} on {n}"))
        .collect();
    format!("**{}** of {all}", parts.join(", "))
}

/// A `|` in a cell would end it.
fn escape_pipes(text: &str) -> String {
    text.replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::claim_file::Measure;

    #[test]
    fn the_verdict_counts_the_measures_that_agree() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("lines.md"),
            "- a against b: **fewer** nodes.\n- c against d: **more** nodes.\n",
        )
        .unwrap();
        let measure = |line: &str| Measure {
            label: line.into(),
            file: "lines.md".into(),
            section: None,
            line: Some(line.into()),
            row: None,
            column: None,
            than: None,
            elo: None,
            expect: "fewer".into(),
        };
        let claim = |measures: Vec<Measure>| Claim {
            claim: "It saves nodes.".into(),
            source: "A source".into(),
            link: "https://example.org".into(),
            measure: measures,
        };
        let text = render(
            &[
                claim(vec![measure("a against b")]),
                claim(vec![measure("c against d")]),
                claim(vec![measure("a against b"), measure("c against d")]),
            ],
            dir.path(),
        )
        .unwrap();
        let rows: Vec<&str> = text.lines().skip(2).collect();
        assert!(rows[0].contains("It saves nodes. ([A source](https://example.org))"), "{text}");
        assert!(
            rows[0].contains("*a against b*: **fewer** nodes.") && rows[0].contains("**holds**")
        );
        assert!(rows[1].contains("**does not hold**"), "{text}");
        let mixed = "**holds on 1, does not hold on 1** of 2";
        assert!(rows[2].contains(mixed) && rows[2].contains("<br>"), "{text}");
    }
}
