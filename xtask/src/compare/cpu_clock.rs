//! The clock of the time-to-depth rounds. The machines this project is measured on are
//! shared, and a wall clock counts the time other programs held the cores; the CPU time an
//! engine process used does not, so the rounds read that when the system reports it.

/// Which clock a time-to-depth measurement read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// User CPU time of the engine process, from start to exit. System time is left out:
    /// it is the kernel mapping a fresh process's table into memory (about 40 ms for 64 MB
    /// on the project's machine, a few per cent of a position), paid once per process, so
    /// it would add the same to every chapter with a table and pull their ratios towards 1.
    ProcessCpu,
    /// The search time the engine reports, on the wall clock (where the CPU time of a
    /// child process cannot be read).
    SearchWall,
}

impl Clock {
    /// The CPU clock where the system reports child CPU time, the wall clock elsewhere.
    pub fn available() -> Clock {
        if children_cpu_seconds().is_some() { Clock::ProcessCpu } else { Clock::SearchWall }
    }

    /// What a page says about the clock.
    pub fn description(self) -> &'static str {
        match self {
            Clock::ProcessCpu => {
                "user CPU time of each engine process, which other programs on the machine \
                 disturb far less than the wall clock; the system time of starting a process \
                 and mapping its table's memory, the same for every chapter with a table, is \
                 left out"
            }
            Clock::SearchWall => {
                "the search time the engine reports, on the wall clock, which other programs \
                 on the machine slow down"
            }
        }
    }
}

/// Clock ticks per second of `/proc`'s times (`USER_HZ`, 100 on every Linux architecture).
const TICKS_PER_SECOND: f64 = 100.0;

/// The user CPU time of every child this process has waited for, in seconds; `None` where
/// `/proc/self/stat` cannot be read (not Linux). The difference across one child's run is
/// that child's user CPU time, with a resolution of 10 ms.
pub fn children_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    children_ticks(&stat).map(|ticks| ticks as f64 / TICKS_PER_SECOND)
}

/// `cutime` of a `/proc/<pid>/stat` line: field 16, counted after the command name, which
/// is in parentheses and may itself hold spaces.
fn children_ticks(stat: &str) -> Option<u64> {
    let after_name = &stat[stat.rfind(')')? + 1..];
    // Fields from the third (state) on: cutime is the 16th field, the 14th of these.
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    fields.get(13)?.parse().ok()
}

/// The one-minute load average, as `/proc/loadavg` gives it; `None` where it cannot be read.
pub fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_times_are_read_after_a_name_with_spaces() {
        let stat = "4242 (my (odd) engine) S 1 2 3 4 5 6 7 8 9 10 11 12 350 27 20 0 1 0 99 0";
        assert_eq!(children_ticks(stat), Some(350));
        assert_eq!(children_ticks("4242 (cut) S 1 2"), None);
    }
}
