//! Finds mdBook's `{{#kind argument}}` directives in a page.
//!
//! The pattern is mdBook's own (from its `links` preprocessor), so the book check
//! and the `{{#snapshot}}` preprocessor see exactly the directives mdBook sees,
//! and skip the escaped ones (`\{{#include ...}}`) exactly as mdBook does.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

static DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?x)
        \\\{\{\#.*\}\}           # an escaped directive, shown as text
        |
        \{\{\s*\#([a-zA-Z0-9_]+) # opening braces and the directive's kind
        \s+([^}]+)\}\}           # its argument, and closing braces",
    )
    .expect("the directive pattern is valid")
});

/// One unescaped `{{#kind argument ...}}` in a page.
#[derive(Debug, PartialEq, Eq)]
pub struct Directive<'a> {
    /// What it asks for: `include`, `rustdoc_include`, `snapshot`, ...
    pub kind: &'a str,
    /// Its first word: for the include family, the path with its optional
    /// `:anchor` or `:line` suffix.
    pub argument: &'a str,
    /// The whole directive, braces included, as written.
    pub text: &'a str,
    /// Where the directive sits in the page, in bytes.
    pub span: Range<usize>,
    /// The 1-based line it starts on, for messages.
    pub line: usize,
}

/// Every unescaped directive in `page`, in order.
pub fn find(page: &str) -> impl Iterator<Item = Directive<'_>> {
    DIRECTIVE.captures_iter(page).filter_map(|captures| {
        let whole = captures.get(0)?;
        let kind = captures.get(1)?.as_str();
        let argument = captures.get(2)?.as_str().split_whitespace().next()?;
        Some(Directive {
            kind,
            argument,
            text: whole.as_str(),
            span: whole.range(),
            line: page[..whole.start()].matches('\n').count() + 1,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_kind_argument_and_line() {
        let page = "# Title\n\n```rust\n{{#include ../src/lib.rs:search}}\n```\n";
        let directives: Vec<_> = find(page).collect();
        assert_eq!(directives.len(), 1);
        let directive = &directives[0];
        assert_eq!(directive.kind, "include");
        assert_eq!(directive.argument, "../src/lib.rs:search");
        assert_eq!(directive.text, "{{#include ../src/lib.rs:search}}");
        assert_eq!(directive.line, 4);
        assert_eq!(&page[directive.span.clone()], directive.text);
    }

    #[test]
    fn takes_only_the_first_word_and_skips_escaped_directives() {
        let page =
            "{{#playground example.rs editable}} {{ #snapshot  a.snap }} \\{{#include f.rs}}";
        let arguments: Vec<_> = find(page).map(|d| (d.kind, d.argument)).collect();
        assert_eq!(arguments, [("playground", "example.rs"), ("snapshot", "a.snap")]);
    }
}
