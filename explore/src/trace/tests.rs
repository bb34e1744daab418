use super::*;

/// An opening with a capture to make: small enough for chapter 0's unordered search.
const OPENING: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

fn opening() -> Position {
    Position::from_fen(OPENING).unwrap()
}

/// The root's trace adds up to the nodes the scout search itself counts.
#[test]
fn the_roots_trace_counts_the_nodes_the_search_counts() {
    let position = opening();
    let trace = trace_node::<NoOrdering>(&position, 3, &[]).unwrap();
    let mut ordering = NoOrdering;
    let score = trace.root_score;
    let (scout_score, stats) = search_root_window(&position, &mut ordering, 3, score - 1, score);
    assert!(scout_score >= score, "the best move fails high");
    assert_eq!(trace.nodes(), stats.nodes);
    assert_eq!(trace.cutoff, trace.searched.last().map(|traced| traced.mv));
    let all = legal_moves(position.board()).len();
    assert_eq!(trace.searched.len() + trace.not_searched.len(), all);
}

/// A node below the root takes exactly the nodes the root counted for the move into it.
#[test]
fn a_node_below_takes_what_its_parent_counted_for_its_move() {
    let position = opening();
    let root = trace_node::<NoOrdering>(&position, 4, &[]).unwrap();
    let first = root.searched[0];
    let child = trace_node::<NoOrdering>(&position, 4, &[first.mv]).unwrap();
    assert_eq!(child.nodes(), first.nodes);
    assert_eq!(child.remaining_depth(), 3);
    assert!(child.cutoff.is_some(), "the child refutes a move that fails low at the root");
}

#[test]
fn chapter_zero_searches_in_generation_order() {
    let position = Position::default();
    let trace = trace_node::<NoOrdering>(&position, 2, &[]).unwrap();
    let handed_out: Vec<Move> = trace
        .searched
        .iter()
        .map(|traced| traced.mv)
        .chain(trace.not_searched.iter().map(|pending| pending.mv))
        .collect();
    let generated: Vec<Move> = legal_moves(position.board()).iter().map(|s| s.mv).collect();
    assert_eq!(handed_out, generated);
    assert!(!trace.ranks_moves);
}

#[test]
fn bad_input_is_an_error_that_says_what_is_wrong() {
    let start = Position::default();
    let error = |depth, line: &str| {
        let line = parse_line(start.board(), line)?;
        trace_node::<NoOrdering>(&start, depth, &line).map(|_| ())
    };
    let message = |depth, line| error(depth, line).unwrap_err().to_string();
    assert_eq!(message(0, ""), "depth 0 is not between 1 and 64");
    assert!(message(2, "e2e4 e7e5").contains("depth of at least 3"), "{}", message(2, "e2e4 e7e5"));
    assert!(message(3, "e2e5").starts_with("illegal move 'e2e5'"), "{}", message(3, "e2e5"));
    assert!(message(3, "castle").contains("not a move in UCI"), "{}", message(3, "castle"));
    let root = trace_node::<NoOrdering>(&start, 3, &[]).unwrap();
    let unsearched = root.not_searched.first().expect("the root cut off before its last move");
    let never = trace_node::<NoOrdering>(&start, 3, &[unsearched.mv]).unwrap_err();
    assert!(never.to_string().contains("never searched"), "{never}");
    let mated = Position::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    let over = trace_node::<NoOrdering>(&mated, 2, &[]).unwrap_err();
    assert_eq!(over, TraceError::GameOver);
}

/// Chapter 6 searches every node at each shallower depth before its own search: the
/// trace counts those searches of the traced node apart, and every node of them, so the
/// root's trace still adds up to the search's count (which `trace_node` checks), and a
/// node below takes what the root counted for its move.
#[test]
fn internal_deepening_is_counted_apart() {
    let position = opening();
    let root = trace_node::<ch06_micro_max::MicroMax>(&position, 4, &[]).unwrap();
    assert!(root.deepening > 0);
    let first = root.searched[0];
    let child = trace_node::<ch06_micro_max::MicroMax>(&position, 4, &[first.mv]).unwrap();
    assert_eq!(child.nodes(), first.nodes);
    assert!(child.deepening > 0);
}
