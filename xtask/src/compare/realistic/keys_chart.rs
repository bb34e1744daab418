//! The chart of a chapter that searches the very tree of the chapter it builds on
//! (chapter 10: the same order, handed out stage by stage): its node counts cannot change,
//! so its chart shows what it does change, the moves its picker gives a key, position by
//! position, counted by `explore keys` on the realistic suite.

use anyhow::{Context, Result};

use super::chapter_chart::{Bar, draw};
use super::pair::{Pair, as_change};
use crate::chapter_binary;
use crate::compare::chart::ORDERING_COLOUR;

/// Whether `pair` searched the same number of nodes on every position: the same tree.
pub fn same_tree(pair: &Pair) -> bool {
    pair.this.rows.iter().all(|row| {
        pair.base.rows.iter().any(|base| base.name == row.name && base.nodes == row.nodes)
    })
}

/// One chapter's keys per position, as `explore keys` prints them.
fn keys(chapter: &str, shallower: u32) -> Result<Vec<(String, u64)>> {
    let explore = chapter_binary::build_explore()?;
    let shallower = shallower.to_string();
    let args = ["keys", chapter, "--shallower", &shallower, "--hash", "64"];
    let printed = chapter_binary::output(&explore, &args, &format!("explore keys {chapter}"))?;
    printed
        .lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let keys = fields.get(2).and_then(|keys| keys.parse().ok());
            Ok((fields[0].to_owned(), keys.with_context(|| format!("cannot read '{line}'"))?))
        })
        .collect()
}

/// The chart: each position's change in moves given a key against the chapter built on.
pub fn render(pair: &Pair) -> Result<String> {
    let (base, this) = (&pair.base.chapter, &pair.this.chapter);
    eprintln!("counting the keys {} and {} give...", base.name, this.name);
    let (before, after) = (keys(&base.name, pair.shallower)?, keys(&this.name, pair.shallower)?);
    let bars: Vec<Bar> = after
        .iter()
        .filter_map(|(name, keys)| {
            let (_, base_keys) = before.iter().find(|(other, _)| other == name)?;
            let ratio = *keys as f64 / (*base_keys).max(1) as f64;
            Some(Bar {
                label: crate::position_names::chart_label(name),
                value: (ratio - 1.0) * 100.0,
                colour: ORDERING_COLOUR,
                text: as_change(ratio),
            })
        })
        .collect();
    let title = format!("{} against chapter {}", this.name, base.number);
    let caption = "change in sort keys computed (%), the same tree";
    draw(&title, caption, &bars, -120.0..20.0, &|x| format!("{x:+.0}"))
}
