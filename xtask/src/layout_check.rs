//! The book's layout, checked in headless Chromium by `book/layout_check.py`: every page
//! at a desktop's and a phone's width, for sideways scrolling, elements wider than their
//! box, tables wider than the text column, chart text under 11 pixels and headings listed
//! twice in the sidebar.
//!
//! Chromium is not a promise of every machine that runs the tests (CI's runner has none),
//! so the test runs the check where Chromium is installed and says that it skipped it
//! where it is not: a layout that breaks on the machines that can see it still fails.

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::process::Command;

    use crate::{book, workspace};

    /// Where Debian's and Ubuntu's `chromium` package installs the browser.
    const CHROMIUM: &str = "/usr/bin/chromium";

    fn installed(program: &str) -> bool {
        Command::new(program).arg("--version").output().is_ok_and(|out| out.status.success())
    }

    #[test]
    fn every_page_lays_out_at_desktop_and_phone_widths() {
        if !Path::new(CHROMIUM).exists() || !installed("python3") {
            println!("layout check skipped: it needs {CHROMIUM} and python3");
            return;
        }
        let root = workspace::root();
        book::build(&root.join("book")).expect("the book builds");
        let output = Command::new("python3")
            .arg(root.join("book/layout_check.py"))
            .args(["--no-build", "--per-page"])
            .current_dir(root)
            .output()
            .expect("python3 runs");
        let report = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "the layout check found problems (python3 book/layout_check.py --per-page):\n{report}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
