//! Experiments at realistic depth: the table size `cargo xtask compare` gives the
//! realistic suite, and time to depth as CPU time from interleaved rounds. (A second suite
//! of that depth that no chapter was tuned on: `crate::suites::fresh_middlegames`.)

use std::fmt::Write;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::suite::{SuitePosition, run_suite};
use cpu_time::ThreadTime;

use chapter_kit::markdown::markdown_table;

/// The realistic suite's table size, in megabytes: the size `cargo xtask compare` gives
/// every chapter on that suite (`HASH_MEGABYTES` in xtask), large enough that the table
/// does not limit the search there.
pub const REALISTIC_MEGABYTES: usize = 64;

/// `O` with a table of [`REALISTIC_MEGABYTES`] from the start: the suite runners build
/// every ordering with `Default`, which would give a chapter's default table size.
pub struct Realistic<O> {
    previous: O,
}

impl<O: MoveOrdering> Default for Realistic<O> {
    fn default() -> Self {
        let mut previous = O::default();
        previous.set_table_megabytes(REALISTIC_MEGABYTES);
        Self { previous }
    }
}

impl<O: MoveOrdering> MoveOrdering for Realistic<O> {
    ch00_baseline::previous_chapter!(O, O::NAME);
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

/// The rounds of [`interleaved_cpu_seconds`] as a table: seconds of every ordering per
/// round.
pub fn rounds_table(timed: &[Timed], seconds: &[Vec<f64>]) -> String {
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
    markdown_table(&header, &rows)
}

/// Each ordering's time against the first one's: the median of the rounds' ratios, with
/// the lowest and highest.
pub fn ratio_table(timed: &[Timed], seconds: &[Vec<f64>]) -> String {
    let reference = timed[0].0;
    let mut text = format!("| Ordering | Median time / {reference} | Lowest | Highest |\n");
    text += "|---|---:|---:|---:|\n";
    for (index, (label, _)) in timed.iter().enumerate().skip(1) {
        let ratios: Vec<f64> = seconds.iter().map(|row| row[index] / row[0]).collect();
        let (median, low, high) = median_and_range(&ratios);
        writeln!(text, "| {label} | **{median:.3}** | {low:.3} | {high:.3} |").unwrap();
    }
    text
}

/// [`rounds_table`], then [`ratio_table`].
pub fn time_table(timed: &[Timed], seconds: &[Vec<f64>]) -> String {
    format!("{}\n{}", rounds_table(timed, seconds), ratio_table(timed, seconds))
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
}
