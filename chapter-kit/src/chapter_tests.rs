//! The tests every chapter owes the book, written once.
//!
//! A chapter's `tests/nodes.rs` is one line, `chapter_kit::chapter_tests!(TheOrdering);`,
//! which expands to:
//! - `bench_table`: the insta snapshot of the chapter's node-count table (the table its
//!   book page shows), with the change against the previous chapter;
//! - `fewer_nodes_than_the_previous_chapter`: the gain over the chapter it builds on,
//!   asserted on the suite total (the same nodes for chapter 10, which changes when
//!   moves are generated, never their order; none for a side branch, a technique that
//!   does not pay here);
//! - `same_root_scores_as_chapter_0`: ordering changes the node count, never the score
//!   (chapter 0's scores as its snapshot records them);
//! - `cleared_tables_search_as_fresh_ones`: an ordering cleared after a search searches
//!   the next position as a fresh one would (the bench relies on it);
//! - `perft_through_the_ordering`: the chapter's scoring and picking lose no move and
//!   repeat none;
//! - `uci_answers_bad_input_and_keeps_the_position`, `uci_answers_stop_quit_and_isready_at_once`,
//!   `uci_keeps_to_the_clock`, `uci_reads_real_client_positions`,
//!   `uci_answers_real_client_commands`, `uci_ponders_and_stops_perft`,
//!   `uci_survives_fuzzing` and `uci_offers_table_cutoffs_only_with_a_table`: the
//!   chapter's engine keeps the UCI protocol's promises (see [`crate::robustness`]).

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::perft::perft;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search};
use ch00_baseline::suite::{PositionReport, SuiteReport, bench_suite, run_suite};
use cozy_chess::Board;

use crate::bench_table::{RecordedTable, nodes_table};

/// What a chapter's tests compare: its own search of the bench suite, and the previous
/// chapter's and chapter 0's tables as their snapshots record them. Each chapter's own
/// test keeps its snapshot equal to its search, so reading them is as good as searching
/// again with their orderings, and a third of the time.
pub struct ChapterRuns {
    pub current: SuiteReport,
    pub previous: Option<RecordedTable>,
    pub baseline: RecordedTable,
}

impl ChapterRuns {
    /// Searches the bench suite with `O`; `chapters_dir` is the folder of every chapter
    /// crate (the macro passes the one next to the chapter's own).
    pub fn measure<O: MoveOrdering>(chapters_dir: &Path) -> Self {
        let read = |chapter| {
            RecordedTable::read(&chapters_dir.join(chapter))
                .unwrap_or_else(|error| panic!("the bench table of {chapter}: {error}"))
        };
        let is_first = O::Previous::NAME == O::NAME;
        let runs = Self {
            current: search_bench_suite::<O>(),
            previous: (!is_first).then(|| read(O::Previous::NAME)),
            baseline: read(NoOrdering::NAME),
        };
        for recorded in runs.previous.iter().chain([&runs.baseline]) {
            runs.assert_same_positions(recorded);
        }
        runs
    }

    /// A snapshot written before the bench suite changed names other positions, or other
    /// depths: its chapter's own tests must bring it up to date first.
    fn assert_same_positions(&self, recorded: &RecordedTable) {
        let searched: Vec<(&str, u32)> =
            self.current.positions.iter().map(|p| (p.name.as_str(), p.depth)).collect();
        let listed: Vec<(&str, u32)> =
            recorded.rows.iter().map(|row| (row.name.as_str(), row.depth)).collect();
        assert_eq!(
            searched, listed,
            "the snapshot of {} lists other positions or depths than the bench suite: run its \
             tests and review its snapshot first",
            recorded.chapter
        );
    }

    /// The Markdown table of the chapter's snapshot.
    pub fn table(&self) -> String {
        nodes_table(&self.current, self.previous.as_ref())
    }

    pub fn assert_fewer_nodes_than_previous<O: MoveOrdering>(&self) {
        self.assert_total_against_previous::<O>(|after, before| after < before);
    }

    /// For a chapter that changes when moves are generated, never their order.
    pub fn assert_same_nodes_as_previous<O: MoveOrdering>(&self) {
        self.assert_total_against_previous::<O>(|after, before| after == before);
    }

    fn assert_total_against_previous<O: MoveOrdering>(&self, holds: fn(u64, u64) -> bool) {
        let Some(previous) = &self.previous else { return };
        let (before, after) = (previous.total_nodes(), self.current.total_nodes());
        assert!(
            holds(after, before),
            "{} visits {after} nodes on the bench suite, {} visited {before}",
            O::NAME,
            O::Previous::NAME
        );
    }

    /// Every position with chapter 0's score, as the table writes it (the positions and
    /// depths were checked to be the same when the snapshot was read).
    pub fn assert_same_scores_as_baseline(&self) {
        for (mine, baseline) in self.current.positions.iter().zip(&self.baseline.rows) {
            let score = ch00_baseline::score::human_score(mine.score);
            assert_eq!(
                score, baseline.score,
                "{} at depth {}: this chapter's score against chapter 0's",
                mine.name, mine.depth
            );
        }
    }

    /// The bench searches a whole suite with one ordering, cleared before each position
    /// ([`MoveOrdering::clear`]), instead of a fresh one per position (whose tables the
    /// system would zero again each time). That is only the same search if clearing
    /// forgets everything: the bench suite searched so, in its order, must visit the
    /// nodes the fresh searches did.
    pub fn assert_cleared_ordering_searches_as_fresh<O: MoveOrdering>(&self) {
        let mut ordering = O::default();
        for (position, fresh) in bench_suite().iter().zip(&self.current.positions) {
            let start = Position::from_fen(&position.fen).expect("bench positions are valid");
            ordering.clear();
            let limits = Limits::depth(position.depth);
            let result = search(&start, &mut ordering, &limits, &AtomicBool::new(false), |_| {});
            assert_eq!(
                result.stats.nodes,
                fresh.stats.nodes,
                "{} at depth {}: {} cleared after the positions before it, against fresh tables",
                position.name,
                position.depth,
                O::NAME
            );
        }
    }
}

/// `O` on the bench suite, the positions shared out to two threads as each finishes its
/// last (the machine the book is measured on has two cores). Every position is searched
/// with a fresh ordering, so the counts do not depend on the thread.
fn search_bench_suite<O: MoveOrdering>() -> SuiteReport {
    let suite = bench_suite();
    let next = AtomicUsize::new(0);
    let reports: Mutex<Vec<Option<PositionReport>>> = Mutex::new(vec![None; suite.len()]);
    let work = || {
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(position) = suite.get(index) else { return };
            let mut report = run_suite::<O>(std::slice::from_ref(position), |_| {});
            reports.lock().expect("a position's report")[index] = report.positions.pop();
        }
    };
    thread::scope(|scope| {
        scope.spawn(work);
        work();
    });
    let positions = reports.into_inner().expect("the reports").into_iter().flatten().collect();
    SuiteReport { positions }
}

/// Perft to depth 3 on the six standard positions through `O`'s scoring and picking.
pub fn assert_perft_through_ordering<O: MoveOrdering>() {
    const STANDARD: [(&str, u64); 6] = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8_902),
        ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 97_862),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 2_812),
        ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 9_467),
        ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 62_379),
        ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 89_890),
    ];
    let ordering = O::default();
    for (fen, expected) in STANDARD {
        let board: Board = fen.parse().expect("standard perft position");
        assert_eq!(perft(&ordering, &board, 3), expected, "perft 3 of {fen} through {}", O::NAME);
    }
}

/// When the live bench table of the chapter crate at `chapter_dir` differs from its
/// committed snapshot, says (before insta shows the difference) which generated pages of
/// the book measured this chapter and so go stale with it, and what brings them back:
/// accept the snapshot, then regenerate. A change of behaviour, down to one centipawn of
/// evaluation, names its pages in the first `cargo test`.
pub fn name_the_pages_a_new_table_makes_stale(chapter_dir: &Path, table: &str) {
    let snapshot = std::fs::read_to_string(crate::bench_table::snapshot_path(chapter_dir));
    let Ok(snapshot) = snapshot else { return };
    let committed = snapshot.splitn(3, "---\n").nth(2).unwrap_or_default();
    if committed.trim() == table.trim() {
        return;
    }
    let chapter = chapter_dir.file_name().unwrap_or_default().to_string_lossy();
    let root = chapter_dir.join("../..");
    let pages = behaviour_fingerprint::pages_measuring(&root, &chapter);
    let rows = behaviour_fingerprint::ladder_rows_measuring(&root, &chapter);
    let plural = if rows == 1 { "" } else { "s" };
    let rows = match rows {
        0 => String::new(),
        rows => format!(
            " and {rows} row{plural} of the Elo ladder ({})",
            behaviour_fingerprint::LADDER_ROWS
        ),
    };
    eprintln!(
        "{chapter} searches differently from its committed bench table. If that is intended, \
         accept the snapshot (`cargo insta accept`, or `INSTA_UPDATE=always cargo test --release \
         -p {chapter}`), then run `{}` to remeasure the {} generated pages{rows} that measured \
         it:\n{}",
        behaviour_fingerprint::REGENERATE,
        pages.len(),
        pages
            .iter()
            .map(|page| format!("  {}/{page}", behaviour_fingerprint::GENERATED))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Expands to the tests every chapter owes (see the module documentation).
#[macro_export]
macro_rules! chapter_tests {
    ($ordering:ty) => {
        $crate::chapter_tests!(
            $ordering,
            gain: fewer_nodes_than_the_previous_chapter,
            assert_fewer_nodes_than_previous
        );
    };
    // A chapter that changes when moves are generated, never their order (chapter 10),
    // owes the same tests, with "the same nodes" as its gain.
    ($ordering:ty, same_nodes) => {
        $crate::chapter_tests!(
            $ordering,
            gain: same_nodes_as_the_previous_chapter,
            assert_same_nodes_as_previous
        );
    };
    // A side branch (a technique that does not pay here: the next chapter builds on the
    // one before it) owes every test but the gain: its snapshot records what it costs.
    ($ordering:ty, side_branch) => {
        $crate::chapter_tests!($ordering, tests);
    };
    ($ordering:ty, gain: $gain_test:ident, $gain_assertion:ident) => {
        $crate::chapter_tests!($ordering, tests);

        #[test]
        fn $gain_test() {
            runs().$gain_assertion::<$ordering>();
        }
    };
    ($ordering:ty, tests) => {
        fn runs() -> &'static $crate::chapter_tests::ChapterRuns {
            static RUNS: ::std::sync::OnceLock<$crate::chapter_tests::ChapterRuns> =
                ::std::sync::OnceLock::new();
            RUNS.get_or_init(|| {
                // The suite runs on both cores; the deadline tests wait for it to finish.
                let _cpu = $crate::robustness::hold_the_cpu();
                let chapters = ::std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
                $crate::chapter_tests::ChapterRuns::measure::<$ordering>(&chapters)
            })
        }

        #[test]
        fn bench_table() {
            let table = runs().table();
            let chapter = ::std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            $crate::chapter_tests::name_the_pages_a_new_table_makes_stale(chapter, &table);
            insta::assert_snapshot!("bench_table", table);
        }

        #[test]
        fn same_root_scores_as_chapter_0() {
            runs().assert_same_scores_as_baseline();
        }

        #[test]
        fn cleared_tables_search_as_fresh_ones() {
            runs().assert_cleared_ordering_searches_as_fresh::<$ordering>();
        }

        #[test]
        fn perft_through_the_ordering() {
            $crate::chapter_tests::assert_perft_through_ordering::<$ordering>();
        }

        #[test]
        fn uci_answers_bad_input_and_keeps_the_position() {
            $crate::robustness::assert_bad_input_is_answered::<$ordering>();
        }

        #[test]
        fn uci_answers_stop_quit_and_isready_at_once() {
            $crate::robustness::assert_prompt_answers::<$ordering>();
        }

        #[test]
        fn uci_keeps_to_the_clock() {
            $crate::robustness::assert_clock_is_kept::<$ordering>();
        }

        #[test]
        fn uci_reads_real_client_positions() {
            $crate::robustness::assert_real_client_positions_are_read::<$ordering>();
        }

        #[test]
        fn uci_answers_real_client_commands() {
            $crate::robustness::assert_real_client_commands_are_answered::<$ordering>();
        }

        #[test]
        fn uci_ponders_and_stops_perft() {
            $crate::robustness::assert_ponder_and_perft_follow_uci::<$ordering>();
        }

        #[test]
        fn uci_survives_fuzzing() {
            $crate::robustness::fuzz_uci::<$ordering>();
        }

        #[test]
        fn uci_offers_table_cutoffs_only_with_a_table() {
            $crate::robustness::assert_table_cutoffs_option::<$ordering>();
        }
    };
}
