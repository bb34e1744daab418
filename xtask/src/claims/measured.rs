//! What a measure found: the text to show and whether it agrees with the claim.

use std::path::Path;

use anyhow::{Context, Result, bail};
use statrs::distribution::{Binomial, DiscreteCDF};

use super::claim_file::Measure;
use crate::markdown_table::{ParsedTable, parse_row};

/// A measure read from its file.
#[derive(Debug, PartialEq)]
pub struct Found {
    /// What the table shows: the verdict line without its label, or the cell.
    pub text: String,
    pub verdict: Verdict,
}

/// What one measurement says of the claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Agrees,
    Disagrees,
    /// The total went one way, but the positions split too evenly to say it was not
    /// chance (a sign test over the positions that differ, at 5 %).
    TooClose,
}

impl Verdict {
    fn of(agrees: bool) -> Verdict {
        if agrees { Verdict::Agrees } else { Verdict::Disagrees }
    }
}

/// Reads `measure` from its file, relative to `base`.
pub fn read(measure: &Measure, base: &Path) -> Result<Found> {
    let path = base.join(&measure.file);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let text = match &measure.section {
        Some(section) => {
            let start = text
                .find(section.as_str())
                .with_context(|| format!("{} has no {section:?}", measure.file))?;
            &text[start..]
        }
        None => text.as_str(),
    };
    if let Some(engine) = &measure.elo {
        return match_result(text, engine, &measure.expect)
            .with_context(|| format!("{}: {}", measure.file, measure.label));
    }
    match (&measure.line, &measure.row, &measure.column) {
        (Some(line), _, _) => verdict_line(text, line, &measure.expect),
        (None, Some(row), Some(column)) => {
            table_cell(text, row, column, measure.than.as_deref(), &measure.expect)
        }
        _ => bail!("{:?}: give either `line`, or `row` and `column`, or `elo`", measure.label),
    }
    .with_context(|| format!("{}: {}", measure.file, measure.label))
}

/// The first line starting (after a list marker) with `start`, whose first bold word is
/// compared with `expect`. A verdict line also says on how many positions each way
/// (`fewer on 12, more on 1`); a total whose positions split too evenly is too close.
fn verdict_line(text: &str, start: &str, expect: &str) -> Result<Found> {
    let line = text
        .lines()
        .map(|line| line.trim_start_matches("- ").trim())
        .find(|line| line.starts_with(start))
        .with_context(|| format!("no line starts with {start:?}"))?;
    let rest = line[start.len()..].trim_start_matches(':').trim();
    let bold = rest.split("**").nth(1).context("the line has no bold verdict word")?;
    let verdict = if bold == "as many" || expect == "as many" {
        Verdict::of(bold == expect)
    } else {
        match positions_each_way(rest) {
            // The positions must lean the total's way, clearly enough.
            Some((fewer, more)) => {
                let leans = if bold == "fewer" { fewer > more } else { more > fewer };
                if leans && sign_test_decides(fewer, more) {
                    Verdict::of(bold == expect)
                } else {
                    Verdict::TooClose
                }
            }
            None => Verdict::of(bold == expect),
        }
    };
    Ok(Found { text: rest.to_owned(), verdict })
}

/// The result line of a match for `engine` (`ch07-history: +178 =146 -132 (55.0%), 228
/// pairs: Elo +35.2 ± 26.6 (95%), LOS 99.6%`), read as its Elo interval: it agrees with
/// `above 0` when the whole interval lies above 0, disagrees when it lies below, and is
/// too close to call when it includes 0. The interval is the one the match states on its
/// next line (`Pairs by points …; 95% interval -17.8 to +33.1: …`), so that the claim and
/// the match's own verdict never differ; the symmetric `±` stands in only where a match
/// output has no such line.
fn match_result(text: &str, engine: &str, expect: &str) -> Result<Found> {
    let start = format!("{engine}: ");
    let mut lines =
        text.lines().skip_while(|line| !(line.starts_with(&start) && line.contains(" Elo ")));
    let line = lines.next().with_context(|| format!("no match result for {engine:?}"))?;
    let stated = lines.next().and_then(stated_interval);
    let elo = line.split(" Elo ").nth(1).context("the result has no Elo")?;
    let mut numbers = elo.split(" ± ");
    let centre: f64 = numbers.next().context("no Elo")?.trim().parse()?;
    let margin: f64 = numbers
        .next()
        .and_then(|rest| rest.split_whitespace().next())
        .context("no error bar")?
        .parse()?;
    let above = match expect {
        "above 0" => true,
        "below 0" => false,
        _ => bail!("expect `above 0` or `below 0` for a match, not {expect:?}"),
    };
    let (low, high) = stated.unwrap_or((centre - margin, centre + margin));
    let verdict = if low > 0.0 {
        Verdict::of(above)
    } else if high < 0.0 {
        Verdict::of(!above)
    } else {
        Verdict::TooClose
    };
    let shown = elo.split(", LOS").next().unwrap_or(elo);
    Ok(Found { text: format!("Elo {shown}"), verdict })
}

/// `(-17.8, 33.1)` from `Pairs by points (0, ½, 1, 1½, 2): 24, 47, 73, 63, 21; 95% interval
/// -17.8 to +33.1: it includes 0: …`.
fn stated_interval(line: &str) -> Option<(f64, f64)> {
    let after = line.split("% interval ").nth(1)?;
    let (low, rest) = after.split_once(" to ")?;
    let high = rest.split(':').next()?;
    Some((low.trim().parse().ok()?, high.trim().parse().ok()?))
}

/// `(12, 1)` from `…; fewer on 12, more on 1, as many on 0 of 13 positions.`
fn positions_each_way(line: &str) -> Option<(u64, u64)> {
    let count = |word: &str| -> Option<u64> {
        let after = line.split(word).nth(1)?;
        after.trim_start().split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
    };
    Some((count("fewer on ")?, count("more on ")?))
}

/// Whether `fewer` against `more` positions is unlikely (two-sided, under 5 %) if each
/// position were a coin toss: the sign test.
fn sign_test_decides(fewer: u64, more: u64) -> bool {
    let Ok(coin) = Binomial::new(0.5, fewer + more) else { return false };
    fewer + more > 0 && 2.0 * coin.sf(fewer.max(more) - 1) < 0.05
}

/// The cell of the table row `row` in the column headed `column`, compared with
/// `below N` or `above N`, or with the same column's cell in the row `than`.
fn table_cell(
    text: &str,
    row: &str,
    column: &str,
    than: Option<&str>,
    expect: &str,
) -> Result<Found> {
    let first_header = text
        .lines()
        .find_map(|line| parse_row(line).filter(|cells| cells.contains(&column))?.first().copied())
        .with_context(|| format!("no table has a column {column:?}"))?;
    let table = ParsedTable::find(text, first_header).context("no table")?;
    let cell_of = |row: &str| -> Result<String> {
        let cells = table
            .rows
            .iter()
            .find(|cells| {
                let joined = cells.join(" | ");
                joined == row || joined.starts_with(&format!("{row} | "))
            })
            .with_context(|| format!("no row {row:?}"))?;
        Ok(table.cell(cells, column).context("no such cell")?.to_owned())
    };
    let number =
        |cell: &str| leading_number(cell).with_context(|| format!("{cell:?} is not a number"));
    let cell = cell_of(row)?;
    let value = number(&cell)?;
    let (direction, bound, shown) = match than {
        Some(other) => {
            let other_cell = cell_of(other)?;
            let shown = format!("{column}: {cell}, against {other_cell} for {other}");
            (expect, number(&other_cell)?, shown)
        }
        None => {
            let (direction, bound) =
                expect.split_once(' ').context("expect `below N` or `above N`")?;
            let bound: f64 = bound.parse().with_context(|| format!("{bound:?} is not a number"))?;
            (direction, bound, format!("{column}: {cell}"))
        }
    };
    let agrees = match direction {
        "below" => value < bound,
        "above" => value > bound,
        _ => bail!("expect `below` or `above`, not {expect:?}"),
    };
    // A ladder row's Elo whose interval includes 0 says so in its cell.
    if cell.contains("cannot tell apart") {
        return Ok(Found { text: shown, verdict: Verdict::TooClose });
    }
    Ok(Found { text: shown, verdict: Verdict::of(agrees) })
}

/// `0.973` from `0.973×`, `-5.5` from `-5.5%`, `1234` from `1,234`.
fn leading_number(cell: &str) -> Option<f64> {
    let number: String = cell
        .trim_start_matches('*')
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | ','))
        .filter(|c| *c != ',')
        .collect();
    number.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "### Bench\n\n- 3 slots against 2 slots: **more** nodes in total (+1.0%).\n\n\
        ### Realistic\n\n| Variant | Median ratio |\n|---|---:|\n| 2 slots | 1.000× |\n| 3 slots | 0.973× |\n\n\
        - 3 slots against 2 slots: **fewer** nodes in total (-5.5%); fewer on 12, more on 1 of 13.\n";

    #[test]
    fn a_ladder_row_whose_interval_includes_0_is_too_close() {
        let ladder = "| Chapter | Against | Per move | Elo ± 95 % |\n|---|---|---|---:|\n\
            | ch07 | ch05 | nodes 10000 | -14 ± 23 (cannot tell apart) |\n\
            | ch07 | ch05 | nodes 100000, reducing | +34 ± 25 |\n";
        let elo = |row| table_cell(ladder, row, "Elo ± 95 %", None, "above 0").unwrap().verdict;
        assert_eq!(elo("ch07 | ch05 | nodes 10000"), Verdict::TooClose);
        assert_eq!(elo("ch07 | ch05 | nodes 100000, reducing"), Verdict::Agrees);
    }

    #[test]
    fn verdict_lines_are_found_after_their_section() {
        let found = verdict_line(FILE, "3 slots against 2 slots", "fewer").unwrap();
        assert_eq!(found.verdict, Verdict::Disagrees, "the bench line comes first: {found:?}");
        let realistic = &FILE[FILE.find("### Realistic").unwrap()..];
        let found = verdict_line(realistic, "3 slots against 2 slots", "fewer").unwrap();
        assert_eq!(found.text, "**fewer** nodes in total (-5.5%); fewer on 12, more on 1 of 13.");
        assert_eq!(found.verdict, Verdict::Agrees);
        assert!(verdict_line(FILE, "4 slots", "fewer").is_err());
    }

    /// Hand-computed: 10 of 12 has p = 2 × 79 / 4096 = 0.039; 9 of 12 has p = 0.146;
    /// 7 of 13 is a coin toss.
    #[test]
    fn a_total_whose_positions_split_evenly_is_too_close() {
        assert!(sign_test_decides(10, 2) && sign_test_decides(1, 12) && sign_test_decides(6, 0));
        assert!(!sign_test_decides(9, 3) && !sign_test_decides(6, 7) && !sign_test_decides(5, 0));
        let line = "- a against b: **more** nodes in total (+0.9%); fewer on 6, more on 7, as many on 0 of 13 positions.";
        assert_eq!(verdict_line(line, "a against b", "more").unwrap().verdict, Verdict::TooClose);
        let same = "- c against d: **as many** nodes in total (+0.0%); fewer on 0, more on 0, as many on 9 of 9 positions.";
        assert_eq!(verdict_line(same, "c against d", "as many").unwrap().verdict, Verdict::Agrees);
    }

    #[test]
    fn a_match_agrees_only_when_its_interval_excludes_0() {
        let result = |elo: &str| {
            format!("ch07-history: +178 =146 -132 (55.0%), 228 pairs: Elo {elo} (95%), LOS 99.6%\n")
        };
        let found = match_result(&result("+35.2 ± 26.6"), "ch07-history", "above 0").unwrap();
        assert_eq!(
            found,
            Found { text: "Elo +35.2 ± 26.6 (95%)".into(), verdict: Verdict::Agrees }
        );
        let close = match_result(&result("+7.6 ± 27.6"), "ch07-history", "above 0").unwrap();
        assert_eq!(close.verdict, Verdict::TooClose);
        let below = match_result(&result("-30.0 ± 20.0"), "ch07-history", "above 0").unwrap();
        assert_eq!(below.verdict, Verdict::Disagrees);
        assert!(match_result(&result("+1 ± 1"), "ch06-micro-max", "above 0").is_err());
        // The interval the match states on the next line decides, where there is one.
        let stated = format!(
            "{}Pairs by points (0, ½, 1, 1½, 2): 1, 2, 3, 2, 1; 95% interval +0.4 to +48.1: it excludes 0\n",
            result("+23.9 ± 24.0")
        );
        let found = match_result(&stated, "ch07-history", "above 0").unwrap();
        assert_eq!(found.verdict, Verdict::Agrees);
        assert_eq!(
            stated_interval("95% interval -17.8 to +33.1: it includes 0"),
            Some((-17.8, 33.1))
        );
        assert!(match_result(&result("+1 ± 1"), "ch07-history", "fewer").is_err());
    }

    #[test]
    fn cells_are_compared_with_a_bound() {
        let found = table_cell(FILE, "3 slots", "Median ratio", None, "below 1").unwrap();
        assert_eq!(found, Found { text: "Median ratio: 0.973×".into(), verdict: Verdict::Agrees });
        let above = table_cell(FILE, "3 slots", "Median ratio", None, "above 1").unwrap();
        assert_eq!(above.verdict, Verdict::Disagrees);
        assert!(table_cell(FILE, "5 slots", "Median ratio", None, "below 1").is_err());
        let two = table_cell(FILE, "3 slots", "Median ratio", Some("2 slots"), "below").unwrap();
        assert_eq!(two.text, "Median ratio: 0.973×, against 1.000× for 2 slots");
        assert_eq!(two.verdict, Verdict::Agrees);
    }
}
