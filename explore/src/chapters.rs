//! Every chapter's ordering, looked up by the name a reader gives it.

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};

/// Every chapter's package name, in chapter order.
pub const CHAPTERS: [&str; 11] = [
    "ch00-baseline",
    "ch01-pick-move",
    "ch02-mvv-lva",
    "ch03-killers",
    "ch04-tt-move",
    "ch05-tie-breaking",
    "ch06-micro-max",
    "ch07-history",
    "ch08-continuation-history",
    "ch09-see",
    "ch10-staged-picker",
];

/// The package name of the chapter `query` names: its package name (`ch03-killers`), its
/// tag (`ch03`), its number (`3`) or its short name (`killers`).
pub fn chapter_name(query: &str) -> Option<&'static str> {
    let query = query.trim();
    CHAPTERS.into_iter().find(|name| {
        let (tag, short) = name.split_once('-').expect("chNN-name");
        let number = tag[2..].parse::<u32>().ok();
        query == *name || query == tag || query == short || query.parse().ok() == number
    })
}

/// Something to do with one chapter's ordering, whichever it is.
pub trait ForChapter {
    type Output;
    fn run<O: MoveOrdering>(self) -> Self::Output;
}

/// Runs `task` with the ordering of the chapter `query` names; `None` if it names none.
pub fn for_chapter<T: ForChapter>(query: &str, task: T) -> Option<T::Output> {
    Some(match chapter_name(query)? {
        "ch00-baseline" => task.run::<NoOrdering>(),
        "ch01-pick-move" => task.run::<ch01_pick_move::PickMove>(),
        "ch02-mvv-lva" => task.run::<ch02_mvv_lva::MvvLva>(),
        "ch03-killers" => task.run::<ch03_killers::Killers>(),
        "ch04-tt-move" => task.run::<ch04_tt_move::TtMove>(),
        "ch05-tie-breaking" => task.run::<ch05_tie_breaking::TieBreaking>(),
        "ch06-micro-max" => task.run::<ch06_micro_max::MicroMax>(),
        "ch07-history" => task.run::<ch07_history::History>(),
        "ch08-continuation-history" => task.run::<ch08_continuation_history::ContinuationHistory>(),
        "ch09-see" => task.run::<ch09_see::See>(),
        _ => task.run::<ch10_staged_picker::StagedPicker>(),
    })
}

/// The chapter that `query`'s chapter builds on; chapter 0 builds on nothing.
pub fn builds_on(query: &str) -> Option<&'static str> {
    struct BuildsOn;
    impl ForChapter for BuildsOn {
        type Output = Option<&'static str>;
        fn run<O: MoveOrdering>(self) -> Option<&'static str> {
            let previous = <O::Previous as MoveOrdering>::NAME;
            (previous != O::NAME).then_some(previous)
        }
    }
    for_chapter(query, BuildsOn).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chapter_is_named_every_way_a_reader_names_it() {
        for query in ["ch03-killers", "ch03", "3", "03", "killers", " killers "] {
            assert_eq!(chapter_name(query), Some("ch03-killers"), "{query}");
        }
        assert_eq!(chapter_name("ch11"), None);
        assert_eq!(chapter_name("history"), Some("ch07-history"));
    }

    /// The chain as the book draws it: two side branches, and every other chapter on the
    /// one before the branch.
    #[test]
    fn every_chapter_builds_on_the_last_one_that_paid() {
        let chain: Vec<(&str, Option<&str>)> =
            CHAPTERS.iter().map(|&name| (&name[..4], builds_on(name).map(|p| &p[..4]))).collect();
        assert_eq!(
            chain,
            [
                ("ch00", None),
                ("ch01", Some("ch00")),
                ("ch02", Some("ch01")),
                ("ch03", Some("ch02")),
                ("ch04", Some("ch03")),
                ("ch05", Some("ch04")),
                ("ch06", Some("ch05")),
                ("ch07", Some("ch05")),
                ("ch08", Some("ch07")),
                ("ch09", Some("ch07")),
                ("ch10", Some("ch09")),
            ]
        );
    }

    /// Each chapter's `Cargo.toml` says what it builds on (xtask reads it there): the same
    /// chapter as its ordering's type.
    #[test]
    fn every_cargo_manifest_names_the_chapter_its_ordering_builds_on() {
        let chapters = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../chapters");
        for name in CHAPTERS {
            let manifest = std::fs::read_to_string(chapters.join(name).join("Cargo.toml")).unwrap();
            let declared = manifest
                .lines()
                .find_map(|line| line.strip_prefix("builds-on = \""))
                .map(|rest| rest.trim_end_matches('"'));
            assert_eq!(declared, builds_on(name), "{name}/Cargo.toml");
        }
    }
}
