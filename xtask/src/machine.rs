//! The machine a time was measured on, and the day: every generated table of times
//! names both, because a time means nothing without them (node counts need neither).

use std::time::{SystemTime, UNIX_EPOCH};

/// `Intel(R) Xeon(R) Processor, 2 cores`: what `/proc/cpuinfo` calls the CPU (on Linux;
/// elsewhere only the architecture is known) and how many cores this process may use.
pub fn description() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    let plural = if cores == 1 { "core" } else { "cores" };
    format!("{}, {cores} {plural}", cpu_model())
}

fn cpu_model() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    model_name(&cpuinfo).unwrap_or_else(|| format!("an {} CPU", std::env::consts::ARCH))
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

/// The Gregorian date `days` days after 1970-01-01 (Howard Hinnant's `civil_from_days`),
/// so a date needs no time-zone crate.
fn civil_date(days: u64) -> (u64, u64, u64) {
    let shifted = days + 719_468; // days since 0000-03-01, when leap days fall last
    let era = shifted / 146_097;
    let day_of_era = shifted % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153; // 0 = March
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_fall_on_the_right_day() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(11_017), (2000, 3, 1));
        assert_eq!(civil_date(20_778), (2026, 11, 21));
    }

    #[test]
    fn the_cpu_model_comes_from_cpuinfo() {
        let cpuinfo = "processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Processor\nflags\t: fpu\n";
        assert_eq!(model_name(cpuinfo).as_deref(), Some("Intel(R) Xeon(R) Processor"));
        assert_eq!(model_name("processor\t: 0\n"), None);
    }
}
