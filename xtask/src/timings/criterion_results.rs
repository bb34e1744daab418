//! Reads what criterion wrote for each benchmark it ran: `<group>/<function>/new/`
//! holds `benchmark.json` (the benchmark's names) and `estimates.json` (the statistics).

use std::path::Path;
use std::time::SystemTime;

use anyhow::{Context, Result};
use serde::Deserialize;
use walkdir::WalkDir;

/// One benchmark's mean time, in nanoseconds, with its confidence interval.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// `bench-suite/ch02-mvv-lva`: the group, then the function (and parameter, if any).
    pub id: String,
    pub group: String,
    pub mean: f64,
    pub lower: f64,
    pub upper: f64,
    /// 0.95 unless the bench asked criterion for another level.
    pub confidence_level: f64,
}

#[derive(Deserialize)]
struct BenchmarkFile {
    group_id: String,
    full_id: String,
}

#[derive(Deserialize)]
struct EstimatesFile {
    mean: Estimate,
}

#[derive(Deserialize)]
struct Estimate {
    point_estimate: f64,
    confidence_interval: Interval,
}

#[derive(Deserialize)]
struct Interval {
    confidence_level: f64,
    lower_bound: f64,
    upper_bound: f64,
}

/// The benchmarks under criterion's output directory `home` measured at or after
/// `since`, in the order they ran: the ones this run produced, not older ones.
pub fn measured_since(home: &Path, since: SystemTime) -> Result<Vec<Measurement>> {
    let mut found = Vec::new();
    for entry in WalkDir::new(home).sort_by_file_name() {
        let entry = entry?;
        let in_new =
            entry.path().parent().and_then(Path::file_name).is_some_and(|dir| dir == "new");
        if !(in_new && entry.file_name() == "estimates.json") {
            continue;
        }
        let written = entry.metadata()?.modified()?;
        if written >= since {
            found.push((written, read_measurement(entry.path().parent().expect("in new/"))?));
        }
    }
    found.sort_by_key(|(written, _)| *written);
    Ok(found.into_iter().map(|(_, measurement)| measurement).collect())
}

/// The measurement in one `new/` directory.
fn read_measurement(dir: &Path) -> Result<Measurement> {
    let read = |name: &str| -> Result<String> {
        let path = dir.join(name);
        std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))
    };
    let benchmark: BenchmarkFile = serde_json::from_str(&read("benchmark.json")?)
        .with_context(|| format!("unexpected benchmark.json in {}", dir.display()))?;
    let estimates: EstimatesFile = serde_json::from_str(&read("estimates.json")?)
        .with_context(|| format!("unexpected estimates.json in {}", dir.display()))?;
    let mean = estimates.mean;
    Ok(Measurement {
        id: benchmark.full_id,
        group: benchmark.group_id,
        mean: mean.point_estimate,
        lower: mean.confidence_interval.lower_bound,
        upper: mean.confidence_interval.upper_bound,
        confidence_level: mean.confidence_interval.confidence_level,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// What criterion 0.8 writes, cut to the fields that are read.
    fn write_benchmark(home: &Path, dir: &str, full_id: &str, mean: f64) {
        let new = home.join(dir).join("new");
        std::fs::create_dir_all(&new).unwrap();
        let benchmark = format!(
            r#"{{"group_id":"bench-suite","function_id":"x","value_str":null,"throughput":null,
            "full_id":"{full_id}","directory_name":"{dir}","title":"{full_id}"}}"#
        );
        let estimate = |value: f64| {
            format!(
                r#"{{"confidence_interval":{{"confidence_level":0.95,"lower_bound":{},
                "upper_bound":{}}},"point_estimate":{value},"standard_error":1.0}}"#,
                value - 1.0,
                value + 1.0
            )
        };
        let estimates = format!(
            r#"{{"mean":{m},"median":{m},"median_abs_dev":{m},"slope":null,"std_dev":{m}}}"#,
            m = estimate(mean)
        );
        std::fs::write(new.join("benchmark.json"), benchmark).unwrap();
        std::fs::write(new.join("estimates.json"), estimates).unwrap();
    }

    #[test]
    fn measurements_are_read_in_the_order_they_were_written() {
        let home = tempfile::tempdir().unwrap();
        let start = SystemTime::now() - Duration::from_secs(1);
        write_benchmark(home.path(), "bench-suite/zz-first", "bench-suite/zz-first", 20.0);
        std::thread::sleep(Duration::from_millis(20));
        write_benchmark(home.path(), "bench-suite/aa-second", "bench-suite/aa-second", 10.0);
        let found = measured_since(home.path(), start).unwrap();
        let ids: Vec<&str> = found.iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["bench-suite/zz-first", "bench-suite/aa-second"]);
        assert_eq!((found[1].mean, found[1].lower, found[1].upper), (10.0, 9.0, 11.0));
        assert_eq!(found[1].group, "bench-suite");
        assert_eq!(found[1].confidence_level, 0.95);
        let later = SystemTime::now() + Duration::from_secs(60);
        assert!(measured_since(home.path(), later).unwrap().is_empty(), "older ones are left out");
    }
}
