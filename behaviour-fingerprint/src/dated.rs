//! The other half of what a page records: a timed page (times, nodes per second, clock
//! games, criterion timings, instruction counts) is a dated measurement, not a claim about
//! today's code. It shows one line of commit, date, machine, the machine's own noise and
//! the spread of its rounds ([`measured_line`]); a test only checks that the line is there
//! and well formed ([`parse_measured_line`]), never that the code is unchanged since.

use std::path::Path;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use ch00_baseline::ordering::NoOrdering;
use ch00_baseline::perft::perft;

/// The words that open a timed file's line.
const MEASURED_AT: &str = "Measured at commit ";
/// What a line says of a spread it does not know.
const NOT_RECORDED: &str = "not recorded";
/// What an instruction count's line says instead of a noise and a spread: valgrind counts
/// instructions, not time, so neither exists to record.
const EXACT_COUNT: &str = "an exact count under valgrind: no clock, so no machine noise";
/// What [`MeasuredLine`] gives as the noise and the spread of an exact count.
pub const EXACT: &str = "exact";

/// `Measured at commit abc1234 on 2026-11-28, AMD EPYC, 2 cores; machine noise ±0.8 %,
/// spread of the rounds ±1.9 %.`, for the working tree at `root`. `noise` is the
/// machine's own spread over repeats of one fixed piece of work, `rounds` the spread of
/// the measurement's rounds, both as [`spread_percent`]; `None` reads "not recorded".
pub fn measured_line(root: &Path, noise: Option<f64>, rounds: Option<f64>) -> String {
    format!(
        "{opening}; machine noise {noise}, spread of the rounds {rounds}.",
        opening = opening(root),
        noise = percent(noise),
        rounds = percent(rounds),
    )
}

/// The line of an instruction count made now: `Measured at commit abc1234 on 2026-11-28,
/// AMD EPYC, 2 cores; an exact count under valgrind: no clock, so no machine noise.` The
/// commit and the machine still matter (another compiler or CPU runs other instructions);
/// a noise or a spread would not mean anything.
pub fn counted_line(root: &Path) -> String {
    format!("{}; {EXACT_COUNT}.", opening(root))
}

/// `Measured at commit abc1234 on 2026-11-28, AMD EPYC, 2 cores`.
fn opening(root: &Path) -> String {
    format!("{MEASURED_AT}{} on {}, {}", commit(root), today(), description())
}

fn percent(value: Option<f64>) -> String {
    value.map_or_else(|| NOT_RECORDED.to_owned(), |value| format!("±{value:.1} %"))
}

/// The commit checked out at `root` (`git rev-parse --short HEAD`), `unknown` outside git.
pub fn commit(root: &Path) -> String {
    std::process::Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map_or_else(|| "unknown".to_owned(), |commit| commit.trim().to_owned())
}

/// `AMD EPYC, 2 cores`: what `/proc/cpuinfo` calls the CPU (on Linux; elsewhere only the
/// architecture is known) and how many cores this process may use.
pub fn description() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    let plural = if cores == 1 { "core" } else { "cores" };
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model =
        model_name(&cpuinfo).unwrap_or_else(|| format!("an {} CPU", std::env::consts::ARCH));
    format!("{model}, {cores} {plural}")
}

/// The first `model name` line of a `/proc/cpuinfo` text.
fn model_name(cpuinfo: &str) -> Option<String> {
    cpuinfo.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        (key.trim() == "model name" && !value.trim().is_empty()).then(|| value.trim().to_owned())
    })
}

/// Today's date in UTC, as `2026-11-21`.
pub fn today() -> String {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let (year, month, day) = civil_date(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's algorithm).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// What a timed file's line says.
#[derive(Debug, PartialEq, Eq)]
pub struct MeasuredLine<'a> {
    pub commit: &'a str,
    pub date: &'a str,
    pub machine: &'a str,
    pub noise: &'a str,
    pub rounds: &'a str,
}

/// The [`measured_line`] in a timed file's text, or why it has none that is well formed.
pub fn parse_measured_line(text: &str) -> Result<MeasuredLine<'_>, String> {
    let start = text.find(MEASURED_AT).ok_or("no `Measured at commit` line")?;
    let line = text[start + MEASURED_AT.len()..].lines().next().unwrap_or_default();
    let (commit, rest) = line.split_once(" on ").ok_or("no ` on DATE` after the commit")?;
    let (date, rest) = rest.split_once(", ").ok_or("no `, MACHINE` after the date")?;
    let (machine, rest) = rest.split_once("; ").ok_or("no `; ` after the machine")?;
    let (noise, rounds) = if rest.starts_with(EXACT_COUNT) {
        (EXACT, EXACT)
    } else {
        let rest = rest.strip_prefix("machine noise ").ok_or("no `machine noise`")?;
        let (noise, rest) =
            rest.split_once(", spread of the rounds ").ok_or("no rounds' spread")?;
        let rounds = match rest.find(" %") {
            Some(end) => &rest[..end + " %".len()],
            None if rest.starts_with(NOT_RECORDED) => NOT_RECORDED,
            None => return Err(format!("`{rest}` is no spread")),
        };
        (noise, rounds)
    };
    if commit.len() < 7 || !commit.bytes().all(|byte| byte.is_ascii_hexdigit()) {
        return Err(format!("`{commit}` is not a commit"));
    }
    let lengths: Vec<usize> = date.split('-').map(str::len).collect();
    if lengths != [4, 2, 2] || !date.bytes().all(|byte| byte.is_ascii_digit() || byte == b'-') {
        return Err(format!("`{date}` is not a date"));
    }
    Ok(MeasuredLine { commit, date, machine, noise, rounds })
}

/// How many times [`noise`] repeats its fixed work.
const NOISE_REPEATS: usize = 5;

/// The machine's own noise: the same fixed work timed [`NOISE_REPEATS`] times, as
/// [`spread_percent`]; printed as it is measured. Nothing in it changes between runs but
/// the machine, so a verdict whose margin is inside this spread is one the clock cannot
/// resolve. Every timing command measures it before its rounds and records it in its
/// [`measured_line`].
///
/// The work is chapter 0's perft 5 of the start position on one thread, a few tenths of a second:
/// long enough to see a shared host take the core away, which perft 4's few hundredths
/// of a second did not.
pub fn noise() -> Option<f64> {
    let board = cozy_chess::Board::default();
    let seconds: Vec<f64> = (0..NOISE_REPEATS)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(perft(&NoOrdering, &board, 5));
            started.elapsed().as_secs_f64()
        })
        .collect();
    let spread = spread_percent(&seconds);
    let shown = spread.map_or_else(|| "unknown".to_owned(), |spread| format!("±{spread:.1} %"));
    eprintln!("machine noise: perft 5 of the start position {NOISE_REPEATS} times, spread {shown}");
    spread
}

/// The half-range of `values` as a percentage of their median; `None` for fewer than two.
pub fn spread_percent(values: &[f64]) -> Option<f64> {
    let mut sorted: Vec<f64> = values.iter().copied().filter(|value| value.is_finite()).collect();
    if sorted.len() < 2 {
        return None;
    }
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    let half_range = (sorted[sorted.len() - 1] - sorted[0]) / 2.0;
    (median > 0.0).then(|| 100.0 * half_range / median)
}

/// The spread of a timed table's rounds: each column's [`spread_percent`] over its
/// rounds (one column per engine or ordering timed), and the median of those; `None`
/// without a column of two rounds or more. A table's columns are timed in the same rounds,
/// so the median column says how far one round moves from the next on that machine.
pub fn rounds_spread(columns: impl IntoIterator<Item = Vec<f64>>) -> Option<f64> {
    let mut spreads: Vec<f64> =
        columns.into_iter().filter_map(|column| spread_percent(&column)).collect();
    spreads.sort_by(f64::total_cmp);
    spreads.get(spreads.len() / 2).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_measured_line_reads_back() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        if commit(root) == "unknown" {
            return; // a copy without git history names no commit, as the line then says
        }
        let page = format!("*{}*\n", measured_line(root, Some(0.84), None));
        let parsed = parse_measured_line(&page).unwrap();
        assert_eq!(parsed.date, today());
        assert_eq!(parsed.noise, "±0.8 %");
        assert_eq!(parsed.rounds, "not recorded");
        let svg = format!("<!-- {} -->", measured_line(root, None, Some(1.94)));
        assert_eq!(parse_measured_line(&svg).unwrap().rounds, "±1.9 %");
        let line = counted_line(root);
        let counted = parse_measured_line(&line).unwrap();
        assert_eq!((counted.noise, counted.rounds), (EXACT, EXACT));
        assert!(parse_measured_line("Measured at commit HEAD on today, x").is_err());
    }

    #[test]
    fn dates_and_spreads() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(20_420), (2025, 11, 28));
        assert_eq!(spread_percent(&[0.9, 1.0, 1.1]).map(|s| (s * 10.0).round()), Some(100.0));
        assert_eq!(spread_percent(&[1.0]), None);
        let columns = [vec![1.0, 1.0], vec![0.9, 1.1], vec![0.5, 1.5], vec![2.0]];
        assert_eq!(rounds_spread(columns).map(|s| s.round()), Some(9.0));
        assert_eq!(rounds_spread(Vec::<Vec<f64>>::new()), None);
    }

    #[test]
    fn the_cpu_model_comes_from_cpuinfo() {
        let cpuinfo = "processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Processor\nflags\t: fpu\n";
        assert_eq!(model_name(cpuinfo).as_deref(), Some("Intel(R) Xeon(R) Processor"));
        assert_eq!(model_name("processor\t: 0\n"), None);
    }
}
