//! The machine a time was measured on, and the day: every generated table of times
//! names both, because a time means nothing without them (node counts need neither).

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
    jiff::tz::TimeZone::UTC.to_datetime(jiff::Timestamp::now()).date().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_is_an_iso_date() {
        let today = today();
        let digits: Vec<&str> = today.split('-').collect();
        assert_eq!(digits.iter().map(|part| part.len()).collect::<Vec<_>>(), [4, 2, 2], "{today}");
    }

    #[test]
    fn the_cpu_model_comes_from_cpuinfo() {
        let cpuinfo = "processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Processor\nflags\t: fpu\n";
        assert_eq!(model_name(cpuinfo).as_deref(), Some("Intel(R) Xeon(R) Processor"));
        assert_eq!(model_name("processor\t: 0\n"), None);
    }
}
