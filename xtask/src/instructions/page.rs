//! The results page's section on instructions: a table of totals, one of the parts per
//! node, and the header that says how and from what they were counted.

use anyhow::{Context, Result};
use ch00_baseline::report::thousands;

use super::cachegrind::{Instructions, Origin};
use super::counted::{Counted, Part};
use crate::chapters::Chapter;
use crate::compare::depth_label;
use crate::markdown_table::{Align, MarkdownTable, ParsedTable};

/// What the counts were made with, for the page's first paragraph.
pub struct Setting {
    pub command: &'static str,
    /// The dated line ([`crate::machine::measured_line`]): counts are exact, but they
    /// depend on the compiler and the machine's libraries.
    pub measured: String,
    pub valgrind: String,
    pub rustc: String,
    /// The page's title, in bold at the start of its paragraph.
    pub title: &'static str,
    /// What each chapter searched, and how: the rest of the paragraph.
    pub searched: String,
}

/// The page: its command, its dated line, a paragraph on how it was counted, both tables.
pub fn render(counts: &[Counted], setting: &Setting) -> String {
    format!(
        "<!-- Written by `{}`: edit the code, not this file. -->\n*{}*\n\n\
         **{}**, counted by {} in the engines that `cargo xtask compare` builds ({}): {}\n\n\
         {}\n{}\
         The same instructions per node, by the code they were compiled from (a chapter's \
         code inlined into chapter 0's search loop counts as the chapter's):\n\n{}",
        setting.command,
        setting.measured,
        setting.title,
        setting.valgrind,
        setting.rustc,
        setting.searched,
        totals(counts),
        if with_cycles(counts) { CYCLES } else { "" },
        parts(counts)
    )
}

/// What the estimated cycles are, under the table that shows them.
const CYCLES: &str = "**Est. cycles**: the same runs on cachegrind's simulated caches \
(first level 32 KB each for instructions and data, last level 32 MB, set explicitly so \
that every host simulates the same caches), each access weighed by \
where it was served: 1 for the first level, 5 for the last, 35 for memory, as gungraun \
estimates cycles. Exact like the instructions, and unlike them it charges a table probe \
that misses the caches what a miss costs.\n\n";

/// Whether every count has its estimated cycles (counts made with the cache simulation).
fn with_cycles(counts: &[Counted]) -> bool {
    !counts.is_empty() && counts.iter().all(|count| count.instructions.cycles.is_some())
}

/// The counts read back from a page [`render`] wrote, as precise as it shows them (whole
/// instructions per node): enough to redraw the chart without counting again, which
/// takes valgrind hours.
pub fn read(text: &str) -> Result<Vec<Counted>> {
    let totals = ParsedTable::find(text, "Chapter").context("no table of totals")?;
    let second = text.find(Part::ChessLibrary.label()).context("no table of parts")?;
    let parts = ParsedTable::find(&text[text[..second].rfind('\n').unwrap_or(0)..], "Chapter")
        .context("no table of parts")?;
    let number = |table: &ParsedTable, row: &[String], header: &str| -> Result<u64> {
        let cell = table.cell(row, header).with_context(|| format!("no column {header}"))?;
        let digits = cell.replace(',', "");
        if digits.is_empty() { Ok(0) } else { digits.parse().with_context(|| format!("{cell:?}")) }
    };
    totals
        .rows
        .iter()
        .zip(&parts.rows)
        .map(|(row, part_row)| {
            let chapter = row[0].clone();
            let nodes = number(&totals, row, "Nodes")?;
            let shallower = row[1].rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0);
            // Earlier chapters' code is charged to chapter 0's neighbour: any name but these two.
            let origins = [
                Origin::ChessLibrary,
                Origin::Chapter(super::counted::ENGINE.into()),
                Origin::Chapter("earlier".into()),
                Origin::Chapter(chapter.clone()),
                Origin::Other,
            ];
            let mut by_origin = std::collections::BTreeMap::new();
            for (part, origin) in Part::ALL.iter().zip(origins) {
                match number(&parts, part_row, part.label())? {
                    0 => {}
                    per_node => *by_origin.entry(origin).or_default() += per_node * nodes,
                }
            }
            let total = number(&totals, row, "Per node")? * nodes;
            let cycles = match totals.headers.iter().any(|header| header == CYCLES_PER_NODE) {
                true => Some(number(&totals, row, CYCLES_PER_NODE)? * nodes),
                false => None,
            };
            Ok(Counted {
                chapter,
                shallower,
                nodes,
                instructions: Instructions { total, by_origin, cycles },
            })
        })
        .collect()
}

/// The totals table's header of the estimated cycles per node.
const CYCLES_PER_NODE: &str = "Est. cycles per node";

fn totals(counts: &[Counted]) -> String {
    let mut columns = vec![
        ("Chapter", Align::Left),
        ("Depth", Align::Left),
        ("Nodes", Align::Right),
        ("Instructions", Align::Right),
        ("Per node", Align::Right),
        ("Instructions vs previous", Align::Right),
    ];
    let cycles = with_cycles(counts);
    if cycles {
        columns
            .extend([(CYCLES_PER_NODE, Align::Right), ("Est. cycles vs previous", Align::Right)]);
    }
    let mut table = MarkdownTable::new(&columns);
    for count in counts {
        // Against the chapter it builds on, where both searched the same depths: the
        // whole cost of the same search.
        let base = Chapter::from_dir_name(&count.chapter).and_then(|chapter| chapter.builds_on());
        let base = base.and_then(|base| counts.iter().find(|other| other.chapter == base.name));
        let base = base.filter(|base| base.shallower == count.shallower);
        let ratio = |of: fn(&Counted) -> u64| {
            base.map_or(String::new(), |before| {
                format!("{:.3}×", of(count) as f64 / of(before) as f64)
            })
        };
        let mut row = vec![
            count.chapter.clone(),
            depth_label(count.shallower),
            thousands(count.nodes),
            millions(count.instructions.total),
            per_node(count, count.instructions.total),
            ratio(|count| count.instructions.total),
        ];
        if cycles {
            let estimate = |count: &Counted| count.instructions.cycles.unwrap_or(0);
            row.extend([per_node(count, estimate(count)), ratio(estimate)]);
        }
        table.push(row);
    }
    table.render()
}

fn parts(counts: &[Counted]) -> String {
    let mut columns = vec![("Chapter", Align::Left)];
    columns.extend(Part::ALL.iter().map(|part| (part.label(), Align::Right)));
    let mut table = MarkdownTable::new(&columns);
    for count in counts {
        let mut row = vec![count.chapter.clone()];
        row.extend(Part::ALL.iter().map(|&part| match count.part(part) {
            0 => String::new(),
            instructions => per_node(count, instructions),
        }));
        table.push(row);
    }
    table.render()
}

/// `1,303`: instructions per node, rounded to whole instructions.
fn per_node(count: &Counted, instructions: u64) -> String {
    thousands(count.per_node(instructions).round() as u64)
}

/// `43,114 M`: instructions in millions, every digit that a rerun repeats.
fn millions(instructions: u64) -> String {
    format!("{} M", thousands((instructions + 500_000) / 1_000_000))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::cachegrind::Origin;
    use crate::instructions::counted::ENGINE;
    use crate::instructions::counted::tests::counted;

    #[test]
    fn the_tables_give_totals_ratios_and_parts() {
        let counts = [
            counted("ch00-baseline", 1_000, &[(Origin::Chapter(ENGINE.into()), 2_000_000_000)]),
            counted(
                "ch01-pick-move",
                2_000,
                &[
                    (Origin::Chapter(ENGINE.into()), 2_000_000_000),
                    (Origin::Chapter("ch01-pick-move".into()), 1_000_000),
                ],
            ),
        ];
        let setting = Setting {
            command: "cargo xtask instructions --write-book",
            measured: "Measured at commit x".into(),
            valgrind: "valgrind-3.19.0".into(),
            rustc: "rustc 1.91.0".into(),
            title: "Instructions to depth",
            searched: "each chapter searched the realistic suite once.".into(),
        };
        let page = render(&counts, &setting);
        assert!(page.starts_with("<!-- Written by `cargo xtask instructions --write-book`"));
        assert!(page.contains("\n*Measured at commit x*\n"), "{page}");
        assert!(page.contains("**Instructions to depth**, counted by valgrind-3.19.0 in the engines that `cargo xtask compare` builds (rustc 1.91.0): each chapter searched the realistic suite once.\n\n|"), "{page}");
        for cell in ["2,000 M", "2,001 M", "1.000×", "2,000,000 |", "1,000,500 |", " 500 |"] {
            assert!(page.contains(cell), "no {cell} in\n{page}");
        }
        assert_eq!(read(&page).unwrap(), counts, "the page reads back as it was counted");
        assert!(!page.contains("Est. cycles"), "no cycles without the cache simulation");

        let mut simulated = counts.clone();
        simulated[0].instructions.cycles = Some(3_000_000_000);
        simulated[1].instructions.cycles = Some(4_200_000_000);
        let page = render(&simulated, &setting);
        for cell in ["3,000,000 |", "2,100,000 |", "1.400×", "**Est. cycles**"] {
            assert!(page.contains(cell), "no {cell} in\n{page}");
        }
        assert_eq!(read(&page).unwrap(), simulated, "the cycles read back too");
    }
}
