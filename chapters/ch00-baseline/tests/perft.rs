//! Exact perft counts on `data/perft.txt`: the proof that the move generator, and the move
//! list the search walks, neither lose nor invent a move.
//!
//! The file holds 95 positions in the classic `FEN ;D1 n ;D2 n ...` format, chosen for the
//! moves generators get wrong (castling through check, en passant that exposes the king,
//! promotions with capture). Each position is tested up to its deepest depth with at most
//! [`LEAF_BUDGET`] leaves, which keeps the test to a few seconds; the six standard
//! positions, which catch the most bugs, go one depth further where that stays cheap.

use std::thread;

use ch00_baseline::ordering::NoOrdering;
use ch00_baseline::perft::perft;
use cozy_chess::Board;

/// The largest count tested for an ordinary position: deep enough to reach every rule
/// that needs a few plies to show (a double step, then en passant; a capture of a
/// castling rook), small enough that all 95 positions take seconds.
const LEAF_BUDGET: u64 = 1_500_000;

/// The six standard positions (the first lines of the file) may go this far.
const STANDARD_LEAF_BUDGET: u64 = 5_000_000;
const STANDARD_POSITIONS: usize = 6;

struct PerftCase {
    fen: String,
    /// `(depth, leaf count)`, shallowest first.
    counts: Vec<(u32, u64)>,
}

fn read_cases() -> Vec<PerftCase> {
    let text = include_str!("../../../data/perft.txt");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(parse_line)
        .collect()
}

fn parse_line(line: &str) -> PerftCase {
    let mut fields = line.split(';');
    let fen = fields.next().expect("a FEN before the first ';'").trim().to_string();
    let counts = fields
        .map(|field| {
            let (depth, count) = field.trim().split_once(' ').expect("`Dn count`");
            let depth = depth.strip_prefix('D').expect("depth written as Dn").parse().unwrap();
            (depth, count.trim().parse().expect("a leaf count"))
        })
        .collect();
    PerftCase { fen, counts }
}

/// The depths of `case` this test checks: every depth within the position's budget.
fn depths_to_check(case: &PerftCase, index: usize) -> Vec<(u32, u64)> {
    let budget = if index < STANDARD_POSITIONS { STANDARD_LEAF_BUDGET } else { LEAF_BUDGET };
    case.counts.iter().copied().filter(|&(_, count)| count <= budget).collect()
}

/// Checks every case on `workers` threads; returns the failures as readable lines.
fn check_all(cases: &[PerftCase], workers: usize) -> Vec<String> {
    thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    for (index, case) in cases.iter().enumerate().skip(worker).step_by(workers) {
                        let board = Board::from_fen(&case.fen, false).expect("a legal FEN");
                        for (depth, expected) in depths_to_check(case, index) {
                            let found = perft(&NoOrdering, &board, depth);
                            if found != expected {
                                failures.push(format!(
                                    "{}: perft {depth} is {found}, expected {expected}",
                                    case.fen
                                ));
                            }
                        }
                    }
                    failures
                })
            })
            .collect();
        handles.into_iter().flat_map(|handle| handle.join().expect("a perft worker")).collect()
    })
}

#[test]
fn perft_suite_counts_are_exact() {
    let cases = read_cases();
    assert_eq!(cases.len(), 95, "data/perft.txt holds 95 positions");
    let failures = check_all(&cases, 2);
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
}

#[test]
fn every_position_is_tested_at_least_three_plies_deep() {
    // A budget that left a position at depth 1 or 2 would miss most generator bugs.
    for (index, case) in read_cases().iter().enumerate() {
        let deepest = depths_to_check(case, index).last().map_or(0, |&(depth, _)| depth);
        assert!(deepest >= 3, "{} is only tested to depth {deepest}", case.fen);
    }
}
