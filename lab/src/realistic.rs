//! Experiments at realistic depth: the table size `cargo xtask compare` gives the
//! realistic suite, a second suite of the same depth that no chapter was tuned on, and
//! time to depth as CPU time from interleaved rounds.

use std::fmt::Write;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, fresh_suite, run_suite};
use cpu_time::ThreadTime;

use crate::markdown::markdown_table;

/// The table size of the realistic suite (`cargo xtask compare` passes `--hash 64`): large
/// enough that the table is not what limits the search there.
pub const REALISTIC_MEGABYTES: usize = 64;

// ANCHOR: with_table
/// Ordering `O` with a table of `MEGABYTES` from the start: what `bench --hash` does,
/// as an ordering, so that the lab's runners (which build a fresh ordering per position)
/// search with that table too. Every seam goes straight to `O`.
pub struct WithTable<O, const MEGABYTES: usize>(O);

impl<O: MoveOrdering, const MEGABYTES: usize> Default for WithTable<O, MEGABYTES> {
    fn default() -> Self {
        let mut ordering = O::default();
        ordering.set_table_megabytes(MEGABYTES);
        Self(ordering)
    }
}

impl<O: MoveOrdering, const MEGABYTES: usize> MoveOrdering for WithTable<O, MEGABYTES> {
    type Previous = O;
    const NAME: &'static str = O::NAME;

    fn previous(&self) -> &O {
        &self.0
    }

    fn previous_mut(&mut self) -> &mut O {
        &mut self.0
    }
}
// ANCHOR_END: with_table

/// `O` with the realistic suite's table.
pub type Realistic<O> = WithTable<O, REALISTIC_MEGABYTES>;

/// The middlegames of `data/fresh.txt` (20 and 41 plies into its games) at `depth`: made
/// after chapter 5's default was chosen and outside the realistic suite, so a default
/// chosen there can be checked here. At depth 8 chapter 6 searches 5 to 30 million nodes
/// on each.
pub fn fresh_middlegames(depth: u32) -> Vec<SuitePosition> {
    fresh_suite()
        .into_iter()
        .filter(|p| p.name.ends_with("ply20") || p.name.ends_with("ply41"))
        .map(|p| SuitePosition { depth, ..p })
        .collect()
}

/// Searches every position of `suite` with `O` (fresh tables each) and forgets the result:
/// what a timing round runs.
pub fn search_suite<O: MoveOrdering>(suite: &[SuitePosition]) {
    run_suite::<O>(suite, |_| {});
}

/// An ordering to time: its label and the function that searches a suite with it
/// ([`search_suite`]).
pub type Timed = (&'static str, fn(&[SuitePosition]));

// ANCHOR: interleaved
/// CPU seconds of this thread for each ordering of `timed` on `suite`, `rounds` times:
/// `seconds[round][ordering]`. Within a round every ordering searches the whole suite
/// once, one after the other, and the round's first ordering rotates, so that a change
/// of the machine's load hits all of them alike. CPU time of the searching thread, not
/// wall-clock time: on a shared machine the time the thread waits for a core is not
/// counted (what other jobs still cost it, in caches and memory bandwidth, is).
pub fn interleaved_cpu_seconds(
    timed: &[Timed],
    suite: &[SuitePosition],
    rounds: usize,
) -> Vec<Vec<f64>> {
    (0..rounds)
        .map(|round| {
            let mut seconds = vec![0.0; timed.len()];
            for turn in 0..timed.len() {
                let index = (round + turn) % timed.len();
                let start = ThreadTime::now();
                (timed[index].1)(suite);
                seconds[index] = start.elapsed().as_secs_f64();
            }
            eprintln!("time: round {} of {rounds}", round + 1);
            seconds
        })
        .collect()
}
// ANCHOR_END: interleaved

/// The median of `values` (the upper one of an even count), with the lowest and highest.
pub fn median_and_range(values: &[f64]) -> (f64, f64, f64) {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    (sorted[sorted.len() / 2], sorted[0], sorted[sorted.len() - 1])
}

/// The rounds of [`interleaved_cpu_seconds`] as a table (seconds of every ordering per
/// round), then each ordering's ratio to the first one: the median of the rounds' ratios
/// and their range.
pub fn time_table(timed: &[Timed], seconds: &[Vec<f64>]) -> String {
    let mut header = vec!["Round".to_string()];
    header.extend(timed.iter().map(|(label, _)| format!("{label} (s)")));
    let rows: Vec<Vec<String>> = seconds
        .iter()
        .enumerate()
        .map(|(round, row)| {
            let mut cells = vec![(round + 1).to_string()];
            cells.extend(row.iter().map(|s| format!("{s:.2}")));
            cells
        })
        .collect();
    let mut text = markdown_table(&header, &rows);
    let reference = timed[0].0;
    text += &format!("\n| Ordering | Median time / {reference} | Lowest | Highest |\n");
    text += "|---|---:|---:|---:|\n";
    for (index, (label, _)) in timed.iter().enumerate().skip(1) {
        let ratios: Vec<f64> = seconds.iter().map(|row| row[index] / row[0]).collect();
        let (median, low, high) = median_and_range(&ratios);
        writeln!(text, "| {label} | **{median:.3}** | {low:.3} | {high:.3} |").unwrap();
    }
    text
}

#[cfg(test)]
mod tests {
    use ch00_baseline::ordering::NoOrdering;
    use ch00_baseline::suite::parse_suite;

    use super::*;

    #[test]
    fn the_median_of_odd_and_even_counts() {
        assert_eq!(median_and_range(&[3.0, 1.0, 2.0]), (2.0, 1.0, 3.0));
        assert_eq!(median_and_range(&[4.0, 1.0, 2.0, 3.0]), (3.0, 1.0, 4.0));
    }

    #[test]
    fn every_ordering_is_timed_every_round() {
        let suite = parse_suite("mate | 1 | 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let timed: [Timed; 2] =
            [("a", search_suite::<NoOrdering>), ("b", search_suite::<NoOrdering>)];
        let seconds = interleaved_cpu_seconds(&timed, &suite, 3);
        assert_eq!(seconds.len(), 3);
        assert!(seconds.iter().flatten().all(|&s| s >= 0.0));
        let table = time_table(&timed, &seconds);
        assert!(table.contains("| b |"), "{table}");
    }

    #[test]
    fn fresh_middlegames_are_outside_the_realistic_suite() {
        let realistic = ch00_baseline::suite::realistic_suite();
        let fresh = fresh_middlegames(8);
        assert_eq!(fresh.len(), 12);
        assert!(fresh.iter().all(|p| p.depth == 8 && realistic.iter().all(|r| r.fen != p.fen)));
    }
}
