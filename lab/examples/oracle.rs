//! Every chapter against two yardsticks on the realistic suite, main search and quiescence
//! apart: the oracle tree, the nodes the same search visits when the move that proved
//! best or refuted each node comes first (see `ordering_lab::oracle`), and the minimal
//! tree of the chapter's own search, the smallest part of it that proves the root's value
//! (see `ordering_lab::minimal_tree`).
//!
//! Run through `cargo xtask oracle`, which passes each chapter's depth below the suite's
//! (the realistic page's) and records the sources the page was measured with:
//!
//! ```sh
//! cargo run --release -p ordering-lab --example oracle -- 4 2 1 0 0 0 0 0 0
//! ```
//!
//! Prints the page's Markdown on stdout and progress on stderr.

use std::collections::BTreeSet;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::thread;

use ch00_baseline::ordering::{MoveOrdering, NoOrdering};
use ch00_baseline::position::Position;
use ch00_baseline::report::thousands;
use ch00_baseline::search::{Limits, SearchStats, search};
use ch00_baseline::suite::{SuitePosition, realistic_suite};
use ordering_lab::minimal_tree::{TreeSize, minimal_tree_search};
use ordering_lab::oracle::oracle_tree;
use ordering_lab::realistic_verdict::with_depth_offset;

/// The realistic page's table size.
const MEGABYTES: usize = 64;
/// Rounds of the oracle at most; the count stops shrinking after three to five.
const MAX_ROUNDS: usize = 8;

/// The ordering every oracle falls back on for the moves it does not know: the last chapter's.
type Fallback = ch10_staged_picker::StagedPicker;

type Measure = fn(&[SuitePosition]) -> Vec<(SearchStats, TreeSize)>;

/// Each position's search and the minimal tree of every iteration it searched.
fn chapter<O: MoveOrdering>(suite: &[SuitePosition]) -> Vec<(SearchStats, TreeSize)> {
    suite
        .iter()
        .map(|p| {
            let measured = minimal_tree_search::<O>(&position(p), p.depth, MEGABYTES)
                .unwrap_or_else(|error| panic!("{} of {}: {error}", O::NAME, p.name));
            eprintln!(
                "{} {}: {} nodes, minimal tree {}",
                O::NAME,
                p.name,
                thousands(measured.stats.nodes),
                thousands(measured.minimal.total())
            );
            (measured.stats, measured.minimal)
        })
        .collect()
}

/// Each position's search alone, for a chapter whose search visits a node more than once
/// (chapter 6 deepens iteratively inside every node): the minimal tree is a tree of single
/// visits, and the page leaves it out.
fn searched_only<O: MoveOrdering>(suite: &[SuitePosition]) -> Vec<(SearchStats, TreeSize)> {
    suite
        .iter()
        .map(|p| {
            let mut ordering = O::default();
            ordering.set_table_megabytes(MEGABYTES);
            let limits = Limits::depth(p.depth);
            let result =
                search(&position(p), &mut ordering, &limits, &AtomicBool::new(false), |_| {});
            eprintln!("{} {}: {} nodes", O::NAME, p.name, thousands(result.stats.nodes));
            (result.stats, TreeSize { main: 0, quiescence: 0 })
        })
        .collect()
}

fn position(p: &SuitePosition) -> Position {
    Position::from_fen(&p.fen).expect("the suite is checked when read")
}

/// The chapters, in order; a chapter added to the book adds its line here.
const CHAPTERS: [(&str, Measure); 11] = [
    ("ch00-baseline", chapter::<NoOrdering>),
    ("ch01-pick-move", chapter::<ch01_pick_move::PickMove>),
    ("ch02-mvv-lva", chapter::<ch02_mvv_lva::MvvLva>),
    ("ch03-killers", chapter::<ch03_killers::Killers>),
    ("ch04-tt-move", chapter::<ch04_tt_move::TtMove>),
    ("ch05-tie-breaking", chapter::<ch05_tie_breaking::TieBreaking>),
    ("ch06-micro-max", searched_only::<ch06_micro_max::MicroMax>),
    ("ch07-history", chapter::<ch07_history::History>),
    ("ch08-continuation-history", chapter::<ch08_continuation_history::ContinuationHistory>),
    ("ch09-see", chapter::<ch09_see::See>),
    ("ch10-staged-picker", chapter::<ch10_staged_picker::StagedPicker>),
];

/// Work for the two threads: a chapter's searches or one position's oracle.
enum Job {
    Chapter(usize),
    Oracle(u32, usize),
}

enum Done {
    Chapter(usize, Vec<(SearchStats, TreeSize)>),
    Oracle(u32, SearchStats, usize),
}

fn main() {
    let shallower: Vec<u32> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().unwrap_or_else(|_| panic!("'{arg}' is not a number of plies")))
        .collect();
    if shallower.len() != CHAPTERS.len() {
        eprintln!("give one depth below the suite's per chapter: {} numbers", CHAPTERS.len());
        std::process::exit(2);
    }
    let suite = realistic_suite();
    let offsets: BTreeSet<u32> = shallower.iter().copied().collect();
    let mut jobs: Vec<Job> = Vec::new();
    for &offset in offsets.iter().rev() {
        jobs.extend((0..suite.len()).map(|index| Job::Oracle(offset, index)));
    }
    jobs.extend((0..CHAPTERS.len()).rev().map(Job::Chapter));
    let jobs = Mutex::new(jobs);
    let done = Mutex::new(Vec::new());
    let suite_at = |offset: u32| with_depth_offset(&suite, -(offset as i32));
    thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some(job) = jobs.lock().unwrap().pop() {
                    let result = match job {
                        Job::Chapter(index) => {
                            let stats = CHAPTERS[index].1(&suite_at(shallower[index]));
                            eprintln!("{} done", CHAPTERS[index].0);
                            Done::Chapter(index, stats)
                        }
                        Job::Oracle(offset, index) => {
                            let p = &suite_at(offset)[index];
                            let tree = oracle_tree::<Fallback>(
                                &position(p),
                                p.depth,
                                MEGABYTES,
                                MAX_ROUNDS,
                            );
                            eprintln!(
                                "oracle suite − {offset} {}: rounds {:?}",
                                p.name, tree.rounds
                            );
                            Done::Oracle(offset, tree.best, tree.rounds.len())
                        }
                    };
                    done.lock().unwrap().push(result);
                }
            });
        }
    });
    print!("{}", page(&shallower, done.into_inner().unwrap()));
}

#[derive(Default, Clone, Copy)]
struct Tally {
    main: u64,
    quiescence: u64,
}

impl Tally {
    fn add(&mut self, stats: &SearchStats) {
        self.main += stats.nodes - stats.quiescence_nodes;
        self.quiescence += stats.quiescence_nodes;
    }
    fn add_size(&mut self, size: &TreeSize) {
        self.main += size.main;
        self.quiescence += size.quiescence;
    }
    fn total(&self) -> u64 {
        self.main + self.quiescence
    }
}

/// The depth in the realistic page's words: `full`, `1 ply less`, `2 plies less`.
fn depth_label(offset: u32) -> String {
    match offset {
        0 => "full".to_string(),
        1 => "1 ply less".to_string(),
        plies => format!("{plies} plies less"),
    }
}

/// `nodes` as a multiple of `yardstick`; a dash where the yardstick was not measured.
fn times(nodes: u64, yardstick: u64) -> String {
    match yardstick {
        0 => "—".to_owned(),
        _ => format!("{:.2}×", nodes as f64 / yardstick as f64),
    }
}

fn page(shallower: &[u32], done: Vec<Done>) -> String {
    let mut oracles: std::collections::BTreeMap<u32, (Tally, usize)> = Default::default();
    let mut chapters = vec![Tally::default(); CHAPTERS.len()];
    let mut minimal = vec![Tally::default(); CHAPTERS.len()];
    for result in done {
        match result {
            Done::Chapter(index, searches) => {
                for (stats, size) in &searches {
                    chapters[index].add(stats);
                    minimal[index].add_size(size);
                }
            }
            Done::Oracle(offset, stats, rounds) => {
                let entry = oracles.entry(offset).or_default();
                entry.0.add(&stats);
                entry.1 = entry.1.max(rounds);
            }
        }
    }
    let mut text = String::from(
        "| Chapter | Depth | Nodes | × oracle | × minimal | Main search | × oracle | × minimal \
         | Quiescence | × oracle | × minimal |\n\
         |---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (index, (name, _)) in CHAPTERS.iter().enumerate() {
        let (nodes, oracle, least) =
            (chapters[index], oracles[&shallower[index]].0, minimal[index]);
        text += &format!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            depth_label(shallower[index]),
            thousands(nodes.total()),
            times(nodes.total(), oracle.total()),
            times(nodes.total(), least.total()),
            thousands(nodes.main),
            times(nodes.main, oracle.main),
            times(nodes.main, least.main),
            thousands(nodes.quiescence),
            times(nodes.quiescence, oracle.quiescence),
            times(nodes.quiescence, least.quiescence),
        );
    }
    text += "\n| Chapter | Depth | Minimal tree | Main search | Quiescence |\n|---|---|---:|---:|---:|\n";
    for (index, (name, _)) in CHAPTERS.iter().enumerate() {
        let least = minimal[index];
        let count =
            |count: u64| if least.total() == 0 { "—".to_owned() } else { thousands(count) };
        text += &format!(
            "| {name} | {} | {} | {} | {} |\n",
            depth_label(shallower[index]),
            count(least.total()),
            count(least.main),
            count(least.quiescence)
        );
    }
    text += "\n| Depth | Oracle tree | Main search | Quiescence | Rounds at most |\n|---|---:|---:|---:|---:|\n";
    for (offset, (tally, rounds)) in oracles.iter().rev() {
        text += &format!(
            "| {} | {} | {} | {} | {rounds} |\n",
            depth_label(*offset),
            thousands(tally.total()),
            thousands(tally.main),
            thousands(tally.quiescence)
        );
    }
    text
}
