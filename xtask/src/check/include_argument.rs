//! Splits an include argument (`path`, `path:anchor`, `path:10:20`) the way mdBook
//! does, so the check judges each include as mdBook will render it.

/// Which part of the file an include takes.
#[derive(Debug, PartialEq, Eq)]
pub enum Selection<'a> {
    /// The whole file: `path` (or `path:`).
    Whole,
    /// The lines between `ANCHOR: name` and `ANCHOR_END: name`: `path:name`.
    Anchor(&'a str),
    /// Lines picked by number: `path:10`, `path:10:20`, `path::20`, `path:10:`.
    /// Forbidden here: line numbers go stale silently when the file changes.
    LineNumbers,
}

/// The path and the selection of an include argument.
pub fn parse(argument: &str) -> (&str, Selection<'_>) {
    let Some((path, rest)) = argument.split_once(':') else {
        return (argument, Selection::Whole);
    };
    let mut parts = rest.splitn(3, ':');
    let first = parts.next().unwrap_or_default();
    let selection = if first.parse::<usize>().is_ok() {
        Selection::LineNumbers
    } else if first.is_empty() {
        // mdBook reads `path::20` as "up to line 20" and `path:` as the whole file.
        match parts.next() {
            Some(end) if end.parse::<usize>().is_ok() => Selection::LineNumbers,
            _ => Selection::Whole,
        }
    } else {
        Selection::Anchor(first)
    };
    (path, selection)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form() {
        assert_eq!(parse("a.rs"), ("a.rs", Selection::Whole));
        assert_eq!(parse("a.rs:"), ("a.rs", Selection::Whole));
        assert_eq!(parse("../a.rs:search"), ("../a.rs", Selection::Anchor("search")));
        assert_eq!(parse("a.rs:my-anchor:"), ("a.rs", Selection::Anchor("my-anchor")));
        for lines in ["a.rs:10", "a.rs:10:20", "a.rs::20", "a.rs:10:"] {
            assert_eq!(parse(lines), ("a.rs", Selection::LineNumbers), "{lines}");
        }
    }
}
