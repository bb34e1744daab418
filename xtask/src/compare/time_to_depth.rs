//! Time to depth, measured so that it can be compared: every chapter searches the whole
//! suite several times, and each chapter's time is divided by the time *of the same
//! round* of the chapter it builds on, when both searched the same depths; the median of the rounds' ratios, with their lowest and highest,
//! says how far one run can be trusted.
//!
//! The chapters take turns position by position: a round searches the first position with
//! every chapter, each in a fresh engine process, then the second position, and so on. A
//! machine that slows down for a while (another build, a neighbour on a shared host) slows
//! every chapter's search of the same position alike, so the ratio keeps what the ordering
//! changed. Turns taken suite by suite, each chapter searching the whole suite before the
//! next, leave each chapter to its own minute of the machine, and on a busy one the rounds'
//! ratios spread far wider.
//!
//! The turns run forward and backward alternately (A, B, C, then C, B, A), changing at
//! every position and every round, so every chapter searches each position as often before
//! its neighbour as after it, give or take one round. With one fixed order, a place in the
//! turn that runs slower or faster (the process after a heavy one, a cache or clock still
//! settling) would fall on the same chapter every time and read as a difference between
//! chapters.
//!
//! Times are printed, and written into the book only for the realistic suite
//! ([`super::time_page`]); never asserted by a test.

use anyhow::Result;

use super::bench_row::BenchRow;
use super::cpu_clock::{self, Clock};
use crate::chapters::Chapter;
use crate::markdown_table::{Align, MarkdownTable};

/// One chapter's search time of the whole suite in each round, in seconds; `None` for a
/// round in which the node limit stopped it (its time covers less than the suite).
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub chapter: String,
    /// How many plies below the suite's depths the chapter searched.
    pub shallower: u32,
    pub seconds: Vec<Option<f64>>,
}

/// Runs `rounds` rounds over `positions` positions, reading `clock`; `search` searches
/// the position at its second index with the chapter at its first index of `chapters`
/// (`shallower[index]` plies below the suite's depth), in one engine process that it waits
/// for. A chapter's time of a round is the sum over the
/// positions; once the node limit stops one of its searches, the round has no time for it
/// and its remaining positions of that round are skipped.
pub fn measure(
    chapters: &[Chapter],
    shallower: &[u32],
    positions: usize,
    rounds: usize,
    clock: Clock,
    mut search: impl FnMut(usize, usize) -> Result<BenchRow>,
) -> Result<Vec<Timing>> {
    let mut timings: Vec<Timing> = chapters
        .iter()
        .zip(shallower)
        .map(|(chapter, &shallower)| Timing {
            chapter: chapter.name.clone(),
            shallower,
            seconds: Vec::new(),
        })
        .collect();
    for round in 1..=rounds {
        let mut seconds: Vec<Option<f64>> = vec![Some(0.0); chapters.len()];
        for position in 0..positions {
            for turn in 0..chapters.len() {
                let index = chapter_at(turn, chapters.len(), round + position);
                let Some(sum) = seconds[index] else { continue };
                let before = cpu_clock::children_cpu_seconds();
                let row = search(index, position)?;
                seconds[index] = match (clock, before, cpu_clock::children_cpu_seconds()) {
                    _ if !row.finished => None,
                    (Clock::ProcessCpu, Some(before), Some(after)) => Some(sum + after - before),
                    _ => Some(sum + row.milliseconds / 1000.0),
                };
            }
        }
        for ((chapter, timing), seconds) in chapters.iter().zip(&mut timings).zip(seconds) {
            eprintln!(
                "time to depth, round {round}/{rounds}: {:<20} {}",
                chapter.name,
                seconds.map_or("stopped (--max-nodes)".to_owned(), |s| format!("{s:.3} s"))
            );
            timing.seconds.push(seconds);
        }
    }
    Ok(timings)
}

/// Which of `chapters` takes `turn` when the turns are the `parity`-th: forward when it
/// is odd, backward when it is even.
fn chapter_at(turn: usize, chapters: usize, parity: usize) -> usize {
    if parity % 2 == 1 { turn } else { chapters - 1 - turn }
}

/// The ratio of each round in which both chapters finished: `current / previous`.
pub fn round_ratios(previous: &Timing, current: &Timing) -> Vec<f64> {
    previous
        .seconds
        .iter()
        .zip(&current.seconds)
        .filter_map(|pair| match pair {
            (Some(before), Some(now)) if *before > 0.0 => Some(now / before),
            _ => None,
        })
        .collect()
}

/// The median, the middle value (the mean of the two middle ones for an even count).
pub fn median(values: &[f64]) -> Option<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    match sorted.len() {
        0 => None,
        n if n % 2 == 1 => Some(sorted[middle]),
        _ => Some((sorted[middle - 1] + sorted[middle]) / 2.0),
    }
}

/// The header of the ratio column, for `rounds` rounds.
pub fn ratio_header(rounds: usize) -> String {
    format!("Time vs the chapter it builds on (median of {rounds} rounds)")
}

/// The table: each chapter's median time, and its median ratio to the chapter it builds
/// on with the lowest and highest ratio of the rounds: only where both searched the same
/// depths, since a time to another depth measures another search.
pub fn render(timings: &[Timing], clock: Clock) -> String {
    let rounds = timings.first().map_or(0, |timing| timing.seconds.len());
    let ratio_header = ratio_header(rounds);
    let time_header = match clock {
        Clock::ProcessCpu => "Median CPU time",
        Clock::SearchWall => "Median time",
    };
    let mut table = MarkdownTable::new(&[
        ("Chapter", Align::Left),
        ("Depth", Align::Left),
        (time_header, Align::Right),
        (&ratio_header, Align::Right),
        ("Lowest – highest", Align::Right),
    ]);
    for timing in timings {
        let finished: Vec<f64> = timing.seconds.iter().flatten().copied().collect();
        let time = median(&finished).map_or("stopped".to_owned(), |s| format!("{s:.3} s"));
        let base = Chapter::from_dir_name(&timing.chapter).and_then(|chapter| chapter.builds_on());
        let base = base.and_then(|base| timings.iter().find(|other| other.chapter == base.name));
        let base = base.filter(|base| base.shallower == timing.shallower);
        let ratios = base.map(|base| round_ratios(base, timing)).unwrap_or_default();
        let (ratio, spread) = match median(&ratios) {
            Some(middle) => {
                let low = ratios.iter().copied().fold(f64::INFINITY, f64::min);
                let high = ratios.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                (format!("{middle:.3}×"), format!("{low:.3}× – {high:.3}×"))
            }
            None => (String::new(), String::new()),
        };
        let depth = super::depth_label(timing.shallower);
        table.push(vec![timing.chapter.clone(), depth, time, ratio, spread]);
    }
    table.render()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::test_support::{row, stopped, timing};
    use crate::markdown_table::ParsedTable;

    /// Ratios pair the rounds: round 2 was slow for both chapters, and its ratio is still
    /// the others' ratio.
    #[test]
    fn ratios_are_taken_round_by_round() {
        let before = timing("ch04-tt-move", &[Some(1.0), Some(2.0), Some(1.0), None]);
        let after = timing("ch05-tie-breaking", &[Some(0.5), Some(1.0), Some(0.6), Some(0.5)]);
        assert_eq!(round_ratios(&before, &after), [0.5, 0.5, 0.6]);
        let text = render(&[before, after], Clock::SearchWall);
        let table = ParsedTable::find(&text, "Chapter").unwrap();
        let ratio = &ratio_header(4);
        assert_eq!(table.cell(&table.rows[0], "Median time"), Some("1.000 s"), "{text}");
        assert_eq!(table.cell(&table.rows[0], ratio), Some(""));
        assert_eq!(table.cell(&table.rows[1], "Median time"), Some("0.550 s"));
        assert_eq!(table.cell(&table.rows[1], ratio), Some("0.500×"));
        assert_eq!(table.cell(&table.rows[1], "Lowest – highest"), Some("0.500× – 0.600×"));
    }

    /// Every position is searched by every chapter before the next, the turns forward and
    /// backward by turn; a chapter stopped by the node limit has no time for the round and
    /// searches nothing more in it.
    #[test]
    fn chapters_take_turns_position_by_position() {
        let chapters: Vec<Chapter> = ["ch00-a", "ch01-b", "ch02-c"]
            .iter()
            .map(|name| Chapter::from_dir_name(name).unwrap())
            .collect();
        let mut order = Vec::new();
        let timings = measure(&chapters, &[0, 0, 0], 2, 2, Clock::SearchWall, |index, position| {
            let chapter = &chapters[index];
            order.push(format!("{} p{position}", chapter.name));
            Ok(if chapter.name == "ch00-a" && position == 0 {
                stopped("p", 9)
            } else {
                row("p", 9)
            })
        })
        .unwrap();
        let expected = [
            // Round 1: the first position forward, the second backward, without ch00-a,
            // which the node limit stopped on the first.
            "ch00-a p0",
            "ch01-b p0",
            "ch02-c p0",
            "ch02-c p1",
            "ch01-b p1",
            // Round 2: the first position backward, the second forward.
            "ch02-c p0",
            "ch01-b p0",
            "ch00-a p0",
            "ch01-b p1",
            "ch02-c p1",
        ];
        assert_eq!(order, expected);
        assert_eq!(timings[0].seconds, [None, None]);
        assert_eq!(timings[1].seconds, [Some(1.0), Some(1.0)]);
        assert_eq!(timings[2].seconds, [Some(1.0), Some(1.0)]);
    }
}
