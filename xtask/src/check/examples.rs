//! The examples the book tells readers to run: each `cargo run ... -p PACKAGE --example
//! NAME` on a page names an example that exists, or a renamed example would leave a
//! command on a page that no longer runs.

use std::path::Path;
use std::sync::LazyLock;

use regex::Regex;

use super::Problem;

static COMMAND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"-p ([a-z0-9-]+) --example ([a-z0-9_]+)").expect("a valid pattern")
});

/// One problem per line of the page at `page` (with `text`) naming an example that its
/// package (a chapter crate, or the lab) does not have.
pub fn check_page(root: &Path, page: &Path, text: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for found in COMMAND.captures_iter(line) {
            let (package, example) = (&found[1], &found[2]);
            let dir = match package {
                "ordering-lab" => root.join("lab"),
                chapter => root.join("chapters").join(chapter),
            };
            if !dir.join("examples").join(format!("{example}.rs")).is_file() {
                let message = format!("`-p {package} --example {example}`: no such example");
                problems.push(Problem::new(page, Some(index + 1), message));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_example_that_is_gone_is_a_problem() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("chapters/ch02-b/examples")).unwrap();
        std::fs::write(dir.path().join("chapters/ch02-b/examples/time.rs"), "").unwrap();
        let page = "`cargo run --release -p ch02-b --example time`\n\
                    `cargo run --release -p ch02-b --example gone`\n";
        let problems = check_page(dir.path(), Path::new("ch02-b.md"), page);
        let messages: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(messages, ["ch02-b.md:2: `-p ch02-b --example gone`: no such example"]);
    }
}
