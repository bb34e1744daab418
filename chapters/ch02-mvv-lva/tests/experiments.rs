//! Chapter 2's experiments measured in nodes. Pick times are in `benches/pick.rs`.

mod support;
mod variants;

use ch00_baseline::report::{percent_change, thousands};
use ch00_baseline::search::SearchStats;
use ch00_baseline::suite::{SuiteReport, bench_suite, outside_suite, run_suite};
use ch02_mvv_lva::MvvLva;
use chapter_kit::markdown::markdown_table;
use ordering_lab::frame::CapturesFirst;
use ordering_lab::pick_report::pick_variants_table;
use support::terms::{Scored, run_scored, term_header, term_row};
use variants::{MvvMva, MvvOnly, PromotionsAsPawnMoves, PromotionsAsPawnTakesQueen};

/// The experiments build the chapter's ordering from its parts; it must search exactly
/// the same tree as the chapter's own type.
#[test]
fn the_frame_of_the_chapters_parts_is_the_chapter() {
    let suite = bench_suite();
    let own = run_suite::<MvvLva>(&suite, |_| {});
    let framed = run_suite::<Scored<MvvLva>>(&suite, |_| {});
    assert_eq!(own.total(), framed.total());
}

/// Chapter 1 (captures unordered among themselves), the victim alone, the victim then
/// the most valuable attacker, and MVV-LVA: what each term adds, in all nodes and in
/// quiescence nodes, on both suites. Two plies deeper, in the `attacker_term_deep` example.
#[test]
fn what_the_attacker_term_adds() {
    let mut rows = Vec::new();
    for (suite_name, suite) in [("bench", bench_suite()), ("outside", outside_suite())] {
        let unordered = run_suite::<Scored<CapturesFirst>>(&suite, |_| {});
        rows.push(term_row::<CapturesFirst>(suite_name, &unordered, &unordered));
        rows.push(term_row::<MvvOnly>(suite_name, &run_scored::<MvvOnly>(&suite), &unordered));
        rows.push(term_row::<MvvMva>(suite_name, &run_scored::<MvvMva>(&suite), &unordered));
        rows.push(term_row::<MvvLva>(suite_name, &run_scored::<MvvLva>(&suite), &unordered));
    }
    insta::assert_snapshot!(markdown_table(&term_header("captures unordered"), &rows));
}

/// Three places for queen promotions: above every capture (the chapter's choice), level
/// with pawn takes queen, or with the pawn moves (a push is quiet, a capture scores as
/// any pawn capture). Only positions where a promotion is near differ; those are listed,
/// with each suite's total.
#[test]
fn where_queen_promotions_go() {
    let mut rows = Vec::new();
    for (suite_name, suite) in [("bench", bench_suite()), ("outside", outside_suite())] {
        let reports = [
            run_scored::<MvvLva>(&suite),
            run_scored::<PromotionsAsPawnTakesQueen>(&suite),
            run_scored::<PromotionsAsPawnMoves>(&suite),
        ];
        for (index, position) in suite.iter().enumerate() {
            let nodes = reports.each_ref().map(|r| r.positions[index].stats.nodes);
            if nodes.iter().any(|&n| n != nodes[0]) {
                rows.push(promotion_row(&position.name, suite_name, nodes));
            }
        }
        let totals = reports.each_ref().map(SuiteReport::total_nodes);
        rows.push(promotion_row("**Total**", suite_name, totals));
    }
    let header = [
        "Position",
        "Suite",
        "Above every capture (chapter 2)",
        "Level with pawn takes queen",
        "With the pawn moves",
    ];
    insta::assert_snapshot!(markdown_table(&header, &rows));
}

fn promotion_row(name: &str, suite_name: &str, nodes: [u64; 3]) -> Vec<String> {
    let mut row = vec![name.to_string(), suite_name.to_string(), thousands(nodes[0])];
    row.extend(
        nodes[1..].iter().map(|&n| format!("{} ({})", thousands(n), percent_change(nodes[0], n))),
    );
    row
}

/// Where the nodes went, position by position: main search and quiescence, chapter 1
/// against chapter 2. Chapter 1's quiescence takes captures in generation order.
#[test]
fn quiescence_before_and_after() {
    let suite = bench_suite();
    let before = run_suite::<ch01_pick_move::PickMove>(&suite, |_| {});
    let after = run_suite::<MvvLva>(&suite, |_| {});
    let mut rows: Vec<Vec<String>> = before
        .positions
        .iter()
        .zip(&after.positions)
        .map(|(b, a)| split_row(&b.name, &b.depth.to_string(), &b.stats, &a.stats))
        .collect();
    rows.push(split_row("**Total**", "", &before.total(), &after.total()));
    let header = [
        "Position",
        "Depth",
        "Main-search nodes, ch01",
        "Main-search nodes, ch02",
        "Quiescence nodes, ch01",
        "Quiescence nodes, ch02",
        "Quiescence change",
    ];
    insta::assert_snapshot!(markdown_table(&header, &rows));
}

/// One row of the main-search / quiescence split: chapter 1's counts, then chapter 2's.
fn split_row(name: &str, depth: &str, before: &SearchStats, after: &SearchStats) -> Vec<String> {
    let main = |stats: &SearchStats| stats.nodes - stats.quiescence_nodes;
    vec![
        name.to_string(),
        depth.to_string(),
        thousands(main(before)),
        thousands(main(after)),
        thousands(before.quiescence_nodes),
        thousands(after.quiescence_nodes),
        percent_change(before.quiescence_nodes, after.quiescence_nodes),
    ]
}

/// Chapter 1's pick experiment again with MVV-LVA's scores, which rarely tie among
/// captures: here the two swapping picks do leave different lists behind.
#[test]
fn pick_variants_in_nodes() {
    insta::assert_snapshot!(pick_variants_table::<MvvLva>(&bench_suite()));
}
