//! Time controls written as cutechess does: `base+increment` in seconds (`1+0.01`, `10`).

use std::time::Duration;

use anyhow::{Context, Result, bail};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

impl TimeControl {
    pub fn parse(text: &str) -> Result<Self> {
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        let seconds = |part: &str| -> Result<Duration> {
            let value: f64 =
                part.trim().parse().with_context(|| format!("'{part}' is not seconds"))?;
            if !value.is_finite() || value < 0.0 {
                bail!("'{part}' is not a time in seconds");
            }
            Ok(Duration::from_secs_f64(value))
        };
        let control = Self { base: seconds(base)?, increment: seconds(increment)? };
        if control.base.is_zero() {
            bail!("time control '{text}' starts with no time on the clock");
        }
        Ok(control)
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}+{}", self.base.as_secs_f64(), self.increment.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_and_increment_in_seconds() {
        let control = TimeControl::parse("1+0.01").unwrap();
        assert_eq!(control.base, Duration::from_secs(1));
        assert_eq!(control.increment, Duration::from_millis(10));
        assert_eq!(TimeControl::parse("10").unwrap().increment, Duration::ZERO);
        assert_eq!(TimeControl::parse("0.5+0").unwrap().base, Duration::from_millis(500));
        for bad in ["", "x+1", "1+x", "-1+0", "0+1", "1+-0.1", "inf"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }
}
