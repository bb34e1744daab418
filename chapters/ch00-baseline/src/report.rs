//! Numbers as the engine's `bench` and the book's tables write them: counts with
//! thousands separators, rates and changes as percentages.

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A rate from 0 to 1 as `91.2%`.
pub fn percent(rate: f64) -> String {
    format!("{:.1}%", rate * 100.0)
}

/// The change from `before` to `after` as `-42.1%` (fewer nodes) or `+3.0%`.
pub fn percent_change(before: u64, after: u64) -> String {
    if before == 0 {
        return "n/a".to_string();
    }
    let change = (after as f64 - before as f64) / before as f64 * 100.0;
    format!("{change:+.1}%")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(1234567), "1,234,567");
        assert_eq!(percent(0.9123), "91.2%");
        assert_eq!(percent_change(200, 100), "-50.0%");
        assert_eq!(percent_change(100, 103), "+3.0%");
    }
}
