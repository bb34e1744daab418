//! The generated page of a chapter's criterion results: a table of means, each with its
//! confidence interval and its ratio to the fastest benchmark of the same group.

use super::criterion_results::Measurement;
use crate::machine;
use crate::markdown_table::{Align, MarkdownTable};

/// The whole Markdown file; `command` is the command line that regenerates it, `measured`
/// the line that dates it ([`machine::measured_line`]).
pub fn render(measurements: &[Measurement], command: &str, measured: &str) -> String {
    format!(
        "<!-- Written by `{command}`: edit the benches, not this file. -->\n*{measured}*\n\n\
         **Time** on {machine}, {date}, measured by criterion: the mean time of one \
         iteration, the {level} confidence interval of that mean, and the ratio to the \
         fastest benchmark of the same group. Times differ from machine to machine; the \
         ratios travel better.\n\n{table}",
        machine = machine::description(),
        date = machine::today(),
        level = confidence_level(measurements),
        table = table(measurements),
    )
}

/// The table alone, also printed in the terminal.
pub fn table(measurements: &[Measurement]) -> String {
    let level = confidence_level(measurements);
    let interval_header = format!("{level} CI");
    let mut table = MarkdownTable::new(&[
        ("Benchmark", Align::Left),
        ("Mean", Align::Right),
        (&interval_header, Align::Right),
        ("Relative", Align::Right),
    ]);
    for measurement in measurements {
        let fastest = measurements
            .iter()
            .filter(|other| other.group == measurement.group)
            .map(|other| other.mean)
            .fold(f64::INFINITY, f64::min);
        table.push(vec![
            measurement.id.clone(),
            duration(measurement.mean),
            format!("{} – {}", duration(measurement.lower), duration(measurement.upper)),
            format!("{:.2}×", measurement.mean / fastest),
        ]);
    }
    table.render()
}

/// `95%`, from the first measurement (criterion uses one level for a whole run).
fn confidence_level(measurements: &[Measurement]) -> String {
    let level = measurements.first().map_or(0.95, |m| m.confidence_level);
    format!("{:.0}%", level * 100.0)
}

/// Nanoseconds in the unit that keeps three significant digits readable: `812 ns`,
/// `12.3 µs`, `4.56 ms`, `1.23 s`.
pub fn duration(nanoseconds: f64) -> String {
    let (value, unit) = match nanoseconds {
        ns if ns >= 1e9 => (ns / 1e9, "s"),
        ns if ns >= 1e6 => (ns / 1e6, "ms"),
        ns if ns >= 1e3 => (ns / 1e3, "µs"),
        ns => (ns, "ns"),
    };
    let decimals = match value {
        v if v >= 100.0 => 0,
        v if v >= 10.0 => 1,
        _ => 2,
    };
    format!("{value:.decimals$} {unit}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measurement(id: &str, group: &str, mean: f64) -> Measurement {
        Measurement {
            id: id.into(),
            group: group.into(),
            mean,
            lower: mean * 0.99,
            upper: mean * 1.01,
            confidence_level: 0.95,
        }
    }

    #[test]
    fn ratios_are_to_the_fastest_of_the_same_group() {
        let rendered = table(&[
            measurement("suite/slow", "suite", 3e9),
            measurement("suite/fast", "suite", 2e9),
            measurement("pick/alone", "pick", 5e3),
        ]);
        let lines: Vec<&str> = rendered.lines().collect();
        assert!(lines[0].contains("95% CI"), "{rendered}");
        assert!(
            lines[2].starts_with("| suite/slow") && lines[2].ends_with("1.50× |"),
            "{rendered}"
        );
        assert!(lines[3].ends_with("1.00× |"), "{rendered}");
        assert!(lines[4].contains("5.00 µs") && lines[4].ends_with("1.00× |"), "{rendered}");
        assert!(lines[2].contains(" 3.00 s |") && lines[2].contains("2.97 s – 3.03 s"));
    }
}
