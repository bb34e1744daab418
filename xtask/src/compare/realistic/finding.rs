//! Each chapter page's opening figures: one short paragraph, written by the same run as the
//! realistic page (`generated/chNN-name-finding.md`), so a page can state its finding at
//! realistic depth without a figure typed by hand.

use ch00_baseline::cli::SuiteChoice;
use ch00_baseline::report::{percent, thousands};

use super::ChapterRows;
use super::pair::{Pair, as_change};
use super::plan::depth_label;

/// The file name of a chapter's finding, inside the generated directory.
pub fn file_name(chapter: &str) -> String {
    format!("{chapter}-finding.md")
}

/// The paragraph for `rows`, the chapter's own run and its pair with the chapter before.
pub fn paragraph(rows: &ChapterRows) -> String {
    let positions = SuiteChoice::Realistic.positions().len();
    let depth = match rows.shallower {
        0 => "at the suite's depths".to_owned(),
        plies => {
            let below = if plies == 1 { "one ply".to_owned() } else { format!("{plies} plies") };
            format!("{below} below the suite's depths (deeper takes too long with its ordering)")
        }
    };
    let own = match &rows.summary {
        Some(summary) => format!(
            "this chapter searches **{nodes} nodes** {depth} in **{seconds:.2} s** \
             ({speed} nodes per second), and the first move it tries makes {first} of its \
             cutoffs",
            nodes = thousands(summary.nodes),
            seconds = summary.milliseconds / 1000.0,
            speed = thousands(summary.nodes_per_second()),
            first = percent(summary.first_move_cutoff_rate),
        ),
        None => format!("this chapter does not finish the suite {depth} within the node limit"),
    };
    let against = rows.pair.as_ref().map_or(String::new(), against_previous);
    format!(
        "**Measured at realistic depth.** On the [realistic suite](results.md) ({positions} \
         positions, one thread, tables cleared per position), {own}.{against} The node counts \
         are exact and the same on every machine; the time is one run's, on a machine shared \
         with other work, and changes with its load.\n"
    )
}

/// ` Against chapter 2, both at suite − 1: −71.2 % nodes in total, −66.1 % by the
/// geometric mean over the 13 positions.` Empty when no position was finished by both. No
/// time ratio: one run of each chapter on a shared machine cannot support one (the
/// chapters' time sections compare interleaved runs).
fn against_previous(pair: &Pair) -> String {
    let Some(ratios) = pair.ratios() else {
        return String::new();
    };
    let both_at = match pair.shallower {
        0 => "both at the suite's depths".to_owned(),
        _ => format!("both at {}", depth_label(pair.shallower)),
    };
    format!(
        " Against chapter {previous}, {both_at}: **{total}** nodes in total, {mean} by the \
         geometric mean over the {count} positions.",
        previous = pair.previous.chapter.number,
        total = as_change(ratios.total),
        mean = as_change(ratios.geometric_mean),
        count = ratios.positions,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::summary::Summary;
    use crate::compare::test_support::{row, run};

    fn rows_of(chapter: &str, nodes: [u64; 2], shallower: u32) -> ChapterRows {
        let own = run(chapter, vec![row("a", nodes[0]), row("b", nodes[1])]);
        ChapterRows { summary: Summary::of(&own), own, shallower, pair: None }
    }

    #[test]
    fn the_paragraph_gives_nodes_time_and_the_change_in_nodes() {
        let previous = rows_of("ch02-mvv-lva", [1_000, 3_000], 1);
        let mut this = rows_of("ch03-killers", [500, 1_000], 0);
        this.pair = Some(Pair {
            shallower: 1,
            previous: previous.own.clone(),
            this: run("ch03-killers", vec![row("a", 250), row("b", 750)]),
        });
        let text = paragraph(&this);
        for expected in [
            "**1,500 nodes** at the suite's depths",
            "in **1.00 s**",
            "Against chapter 2, both at suite − 1: **-75.0%** nodes in total",
            "-75.0% by the geometric mean over the 2 positions",
        ] {
            assert!(text.contains(expected), "no {expected:?} in {text}");
        }
        let first = paragraph(&previous);
        assert!(first.contains("one ply below"), "{first}");
        assert!(!first.contains("Against"), "chapter 0 has no previous: {first}");
    }
}
