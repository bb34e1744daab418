//! `explore`, as the book's tools run it: a chapter's node, and a clear error for a
//! chapter or position that is not there.

use std::process::Command;

fn explore(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_explore")).args(args).output().unwrap();
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (output.status.success(), text(&output.stdout), text(&output.stderr))
}

#[test]
fn order_shows_a_chapters_node_for_people_and_for_programs() {
    let (ok, text, _) = explore(&["order", "killers", "--depth", "3"]);
    assert!(ok && text.starts_with("ch03-killers: scout search"), "{text}");
    let (ok, tsv, _) = explore(&["order", "ch10", "--depth", "3", "--format", "tsv"]);
    assert!(ok && tsv.contains("ordering\tch10-staged-picker\n"), "{tsv}");
    assert!(tsv.lines().any(|line| line.starts_with("keyed\t")), "{tsv}");
}

#[test]
fn a_wrong_chapter_or_position_is_an_error_that_says_so() {
    let (ok, _, error) = explore(&["order", "ch11"]);
    assert!(!ok && error.contains("no chapter is called 'ch11'"), "{error}");
    let (ok, _, error) = explore(&["order", "ch03", "--fen", "8/8/8 w"]);
    assert!(!ok && error.starts_with("error:"), "{error}");
    let (ok, history, _) = explore(&["history", "--depth", "3"]);
    assert!(ok && history.starts_with("side\twhite\ndepth\t3\n"), "{history}");
}
