//! The web engine is the chapters' engine: on the bench suite, each chapter searched
//! through this crate's requests (the JSON the pages send) counts the nodes and finds the
//! score its committed snapshot table records.

use std::path::Path;

use ch00_baseline::suite::bench_suite;
use chapter_kit::bench_table::RecordedTable;
use serde_json::{Value, json};

fn assert_searches_as_its_snapshot(chapter: &str) {
    let chapter_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chapters").join(chapter);
    let table = RecordedTable::read(&chapter_dir).unwrap();
    let suite = bench_suite();
    assert_eq!(table.rows.len(), suite.len(), "{chapter}'s table has every suite position");
    for (row, position) in table.rows.iter().zip(&suite) {
        let request = json!({ "chapter": chapter, "fen": position.fen, "depth": position.depth });
        let response = web_engine::request::search(&request.to_string(), &mut |_| {});
        let report: Value = serde_json::from_str(&response).unwrap();
        let searched = (report["nodes"].as_u64(), report["score"].as_str());
        assert_eq!(searched, (Some(row.nodes), Some(row.score.as_str())), "{chapter} {}", row.name);
    }
}

macro_rules! bench_suite_tests {
    ($($test:ident: $chapter:literal,)*) => {$(
        #[test]
        fn $test() {
            assert_searches_as_its_snapshot($chapter);
        }
    )*};
}

bench_suite_tests! {
    ch00_counts_its_snapshot: "ch00-baseline",
    ch01_counts_its_snapshot: "ch01-pick-move",
    ch02_counts_its_snapshot: "ch02-mvv-lva",
    ch03_counts_its_snapshot: "ch03-killers",
    ch04_counts_its_snapshot: "ch04-tt-move",
    ch05_counts_its_snapshot: "ch05-tie-breaking",
    ch06_counts_its_snapshot: "ch06-micro-max",
    ch07_counts_its_snapshot: "ch07-history",
    ch08_counts_its_snapshot: "ch08-continuation-history",
    ch09_counts_its_snapshot: "ch09-see",
    ch10_counts_its_snapshot: "ch10-staged-picker",
}

#[test]
fn every_engine_is_tested_here() {
    let names: Vec<&str> = web_engine::engines::ENGINES.iter().map(|engine| engine.name).collect();
    let folders = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../chapters"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap());
    let mut folders: Vec<String> = folders.collect();
    folders.sort();
    assert_eq!(names, folders, "one engine per chapter crate, in order");
    let source = include_str!("bench_suite.rs");
    for name in names {
        assert!(source.contains(&format!("counts_its_snapshot: \"{name}\"")), "{name} untested");
    }
}
