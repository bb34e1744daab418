//! Checks that CONTRIBUTING.md's seam table names exactly the methods of the
//! `MoveOrdering` trait: the table is how a contributor finds the seam to fill, so a
//! method added, renamed or removed in the trait must show in the table too.

use std::collections::BTreeSet;
use std::path::Path;

use regex::Regex;

use super::Problem;

/// Where the trait is declared, relative to the workspace root.
pub const TRAIT_FILE: &str = "chapters/ch00-baseline/src/ordering/mod.rs";

/// The table's header row in CONTRIBUTING.md.
const TABLE_HEADER: &str = "| seam | method | who fills it |";

/// Methods every chapter gets from `previous_chapter!`: plumbing, not seams.
const PLUMBING: [&str; 2] = ["previous", "previous_mut"];

/// One problem per method in the trait but not in the table, or in the table but not
/// in the trait, and one if either cannot be read. A workspace without the trait (the
/// check's own tests build such a one) has no table to check.
pub fn check(root: &Path) -> Vec<Problem> {
    let contributing = root.join("CONTRIBUTING.md");
    let trait_file = root.join(TRAIT_FILE);
    if !trait_file.exists() {
        return Vec::new();
    }
    let (Ok(guide), Ok(source)) =
        (std::fs::read_to_string(&contributing), std::fs::read_to_string(&trait_file))
    else {
        let message = format!("cannot read it or {TRAIT_FILE} to check the seam table");
        return vec![Problem::new(&contributing, None, message)];
    };
    let Some((line, tabled)) = table_methods(&guide) else {
        let message = format!("has no seam table (a table headed `{TABLE_HEADER}`)");
        return vec![Problem::new(&contributing, None, message)];
    };
    let declared = trait_methods(&source);
    let mut problems = Vec::new();
    for missing in declared.difference(&tabled) {
        let message = format!("the seam table lacks `{missing}`, a method of MoveOrdering");
        problems.push(Problem::new(&contributing, Some(line), message));
    }
    for extra in tabled.difference(&declared) {
        let message = format!("the seam table names `{extra}`, which MoveOrdering does not have");
        problems.push(Problem::new(&contributing, Some(line), message));
    }
    problems
}

/// The methods declared in `pub trait MoveOrdering { ... }`, plumbing left out.
fn trait_methods(source: &str) -> BTreeSet<String> {
    let method = Regex::new(r"^\s*fn\s+(\w+)").expect("a valid pattern");
    source
        .lines()
        .skip_while(|line| !line.starts_with("pub trait MoveOrdering"))
        .take_while(|line| *line != "}")
        .filter_map(|line| method.captures(line).map(|found| found[1].to_string()))
        .filter(|name| !PLUMBING.contains(&name.as_str()))
        .collect()
}

/// The 1-based line of the seam table's header, and every name in backticks in the
/// table's method column, outside parentheses: a remark in parentheses may name other
/// things in backticks (`on_new_search` (once per `go`)).
fn table_methods(guide: &str) -> Option<(usize, BTreeSet<String>)> {
    let lines: Vec<&str> = guide.lines().collect();
    let header = lines.iter().position(|line| line.trim() == TABLE_HEADER)?;
    let name = Regex::new(r"`(\w+)`").expect("a valid pattern");
    let remark = Regex::new(r"\([^)]*\)").expect("a valid pattern");
    let methods = lines[header + 1..]
        .iter()
        .take_while(|line| line.starts_with('|'))
        .filter_map(|row| row.split('|').nth(2))
        .map(|cell| remark.replace_all(cell, "").into_owned())
        .flat_map(|cell| {
            name.captures_iter(&cell).map(|found| found[1].to_string()).collect::<Vec<_>>()
        })
        .collect::<BTreeSet<_>>();
    Some((header + 1, methods))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRAIT: &str = "\
pub trait MoveOrdering: Default {
    fn previous(&self) -> &Self::Previous;
    fn clear(&mut self) {
        self.previous_mut().clear()
    }
    fn next_move<O: MoveOrdering>(
        &self,
    ) -> Option<Move> {}
}

fn helper() {}
";

    #[test]
    fn trait_methods_leave_out_plumbing_and_code_after_the_trait() {
        let names: Vec<String> = trait_methods(TRAIT).into_iter().collect();
        assert_eq!(names, ["clear", "next_move"]);
    }

    #[test]
    fn table_methods_read_the_method_column_only() {
        let guide = "Intro\n\n| seam | method | who fills it |\n|---|---|---|\n\
                     | a table | `probe_table`, `store_result` | ch04 (`TtMove`) |\n\
                     | cutoffs | `on_beta_cutoff` | ch03 |\n\
                     | a search starts | `on_new_search` (once per `go`) | ch04 |\n\nAfter the table, `other`.\n";
        let (line, names) = table_methods(guide).unwrap();
        assert_eq!(line, 3);
        let names: Vec<String> = names.into_iter().collect();
        assert_eq!(names, ["on_beta_cutoff", "on_new_search", "probe_table", "store_result"]);
    }

    #[test]
    fn a_guide_without_the_table_has_none() {
        assert!(table_methods("| a | b |\n").is_none());
    }
}
