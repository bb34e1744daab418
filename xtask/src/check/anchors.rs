//! Finds an anchored region (`ANCHOR: name` ... `ANCHOR_END: name`) the way mdBook
//! does, to tell a missing or empty region before a reader sees an empty listing.

use std::sync::LazyLock;

use regex::Regex;

static ANCHOR_START: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"ANCHOR:\s*(?P<name>[\w_-]+)").expect("the anchor pattern is valid")
});
static ANCHOR_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"ANCHOR_END:\s*(?P<name>[\w_-]+)").expect("the anchor pattern is valid")
});

/// What is wrong with an anchored region.
#[derive(Debug, PartialEq, Eq)]
pub enum AnchorProblem {
    /// No `ANCHOR: name` line.
    NoStart,
    /// An `ANCHOR: name` line but no `ANCHOR_END: name` after it.
    NoEnd,
    /// The region holds only blank lines and other anchors' marker lines.
    Empty,
}

/// Checks that `file` has a non-empty region called `name`.
pub fn check_region(file: &str, name: &str) -> Result<(), AnchorProblem> {
    let names = |pattern: &Regex, line: &str| {
        pattern.captures(line).is_some_and(|captures| &captures["name"] == name)
    };
    let mut lines = file.lines();
    if !lines.by_ref().any(|line| names(&ANCHOR_START, line)) {
        return Err(AnchorProblem::NoStart);
    }
    let mut has_content = false;
    for line in lines {
        if names(&ANCHOR_END, line) {
            return if has_content { Ok(()) } else { Err(AnchorProblem::Empty) };
        }
        // mdBook drops every line that marks an anchor, nested or not.
        let is_marker = ANCHOR_START.is_match(line) || ANCHOR_END.is_match(line);
        has_content |= !is_marker && !line.trim().is_empty();
    }
    Err(AnchorProblem::NoEnd)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "\
// ANCHOR: outer
// ANCHOR: inner
fn search() {}
// ANCHOR_END: inner

// ANCHOR_END: outer
// ANCHOR: blank

// ANCHOR: nested
// ANCHOR_END: nested
// ANCHOR_END: blank
// ANCHOR: open
fn never_closed() {}
";

    #[test]
    fn a_region_with_code_is_fine() {
        assert_eq!(check_region(FILE, "outer"), Ok(()));
        assert_eq!(check_region(FILE, "inner"), Ok(()));
    }

    #[test]
    fn names_must_match_exactly() {
        assert_eq!(check_region(FILE, "out"), Err(AnchorProblem::NoStart));
    }

    #[test]
    fn a_region_needs_an_end() {
        assert_eq!(check_region(FILE, "open"), Err(AnchorProblem::NoEnd));
    }

    #[test]
    fn blank_lines_and_nested_markers_are_empty() {
        assert_eq!(check_region(FILE, "blank"), Err(AnchorProblem::Empty));
        assert_eq!(check_region(FILE, "nested"), Err(AnchorProblem::Empty));
    }
}
