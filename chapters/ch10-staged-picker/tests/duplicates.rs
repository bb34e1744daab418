//! The table move and the killers are handed out before the generator runs, and the
//! generator produces them again: the picker must hand out each move once, and never a
//! suggestion that is not legal here. Every case, each against the previous chapter's
//! order of the same node.

use ch00_baseline::moves::legal_moves;
use ch00_baseline::ordering::{
    Generation, MoveOrdering, MovePicker, Node, ordered_moves, score_all_then_pick,
};
use ch00_baseline::sort_key::Stage;
use ch10_staged_picker::{EarlyMoves, StagedPicker, next_staged_move};
use cozy_chess::{Board, Move};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const PLY: usize = 3;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// The chapter's ordering with `killers` remembered at [`PLY`], oldest first.
fn with_killers(board: &Board, killers: &[&str]) -> StagedPicker {
    let mut ordering = StagedPicker::default();
    let node = Node { board, ply: PLY, depth: 2, table_move: None };
    for killer in killers {
        ordering.on_beta_cutoff(&node, mv(killer), &[]);
    }
    ordering
}

/// Suggestions of the test's choosing, scored by the chapter's ordering: what a later
/// chapter's countermove, or a table that repeats a killer, would suggest.
struct Suggesting<'a> {
    ordering: &'a StagedPicker,
    killers: [Option<Move>; 2],
    countermove: Option<Move>,
}

impl EarlyMoves for Suggesting<'_> {
    fn suggestions(&self, node: &Node, stage: Stage) -> [Option<Move>; 2] {
        match stage {
            Stage::Killer => self.killers,
            Stage::CounterMove => [self.countermove, None],
            _ => self.ordering.suggestions(node, stage),
        }
    }
}

fn staged_order(ordering: &StagedPicker, node: &Node, early: &impl EarlyMoves) -> Vec<Move> {
    let mut picker = MovePicker::new(Generation::AllMoves);
    std::iter::from_fn(|| next_staged_move(ordering, node, &mut picker, early)).collect()
}

fn frame_order(ordering: &StagedPicker, node: &Node) -> Vec<Move> {
    let mut picker = MovePicker::new(Generation::AllMoves);
    std::iter::from_fn(|| score_all_then_pick(ordering, node, &mut picker)).collect()
}

/// The staged order is the frame's: every legal move once, in the previous chapter's order.
fn assert_each_move_once_in_order(ordering: &StagedPicker, node: &Node, early: &impl EarlyMoves) {
    let staged = staged_order(ordering, node, early);
    assert_eq!(staged, frame_order(ordering, node), "{}", node.board);
    assert_eq!(staged.len(), legal_moves(node.board).len());
    assert_eq!(staged, ordered_moves(ordering, node, Generation::AllMoves));
}

fn node<'a>(board: &'a Board, table_move: Option<&str>) -> Node<'a> {
    Node { board, ply: PLY, depth: 2, table_move: table_move.map(mv) }
}

#[test]
fn the_table_move_is_a_capture() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = node(&board, Some("e2a6"));
    assert_each_move_once_in_order(&ordering, &node, &ordering);
    assert_eq!(staged_order(&ordering, &node, &ordering)[0], mv("e2a6"));
}

#[test]
fn the_table_move_is_a_killer() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["g2g3", "a2a3"]);
    let node = node(&board, Some("a2a3"));
    assert_each_move_once_in_order(&ordering, &node, &ordering);
}

#[test]
fn the_table_move_is_a_quiet_move() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = node(&board, Some("e1h1"));
    assert_each_move_once_in_order(&ordering, &node, &ordering);
    assert_eq!(staged_order(&ordering, &node, &ordering)[0], mv("e1h1"), "castling");
}

#[test]
fn a_killer_is_a_capture_here() {
    // d5e6 was quiet where it cut off; here a pawn stands on e6.
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let killers = [Some(mv("d5e6")), Some(mv("a2a3"))];
    let suggesting = Suggesting { ordering: &ordering, killers, countermove: None };
    assert_each_move_once_in_order(&ordering, &node(&board, None), &suggesting);
}

#[test]
fn a_killer_suggested_twice() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let twice = Some(mv("a2a3"));
    let suggesting = Suggesting { ordering: &ordering, killers: [twice, twice], countermove: None };
    assert_each_move_once_in_order(&ordering, &node(&board, None), &suggesting);
}

#[test]
fn the_countermove_is_a_killer() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["g2g3", "a2a3"]);
    let suggesting = Suggesting {
        ordering: &ordering,
        killers: ordering.suggestions(&node(&board, None), Stage::Killer),
        countermove: Some(mv("a2a3")),
    };
    assert_each_move_once_in_order(&ordering, &node(&board, Some("e2a6")), &suggesting);
}

#[test]
fn illegal_suggestions_are_skipped() {
    let board: Board = KIWIPETE.parse().unwrap();
    // Legal in the start position, not here: a table move from a colliding key, a killer
    // from a sibling, and a move from an empty square.
    let ordering = with_killers(&Board::default(), &["e2e4", "b1c3"]);
    let suggesting = Suggesting {
        ordering: &ordering,
        killers: [Some(mv("e2e4")), Some(mv("b1c3"))],
        countermove: Some(mv("c4c5")),
    };
    let node = node(&board, Some("d2d4"));
    let order = staged_order(&ordering, &node, &suggesting);
    assert!(order.iter().all(|&m| board.is_legal(m)), "{order:?}");
    assert_each_move_once_in_order(&ordering, &node, &suggesting);
}

/// In quiescence only the captures and queen promotions are searched: a killer or table
/// move that is not one of them is left out, even when legal.
#[test]
fn quiescence_hands_out_no_quiet_suggestion() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = Node { board: &board, ply: PLY, depth: 0, table_move: Some(mv("a2a4")) };
    let mut picker = MovePicker::new(Generation::TacticalMoves);
    let staged: Vec<Move> =
        std::iter::from_fn(|| next_staged_move(&ordering, &node, &mut picker, &ordering)).collect();
    let mut frame = MovePicker::new(Generation::TacticalMoves);
    let expected: Vec<Move> =
        std::iter::from_fn(|| score_all_then_pick(&ordering, &node, &mut frame)).collect();
    assert_eq!(staged, expected);
    assert!(!staged.contains(&mv("a2a3")) && !staged.contains(&mv("a2a4")));
}

/// A source that forgets a killer costs order, never a move: the killer comes with the
/// quiet moves.
#[test]
fn a_forgotten_suggestion_still_comes_once() {
    let board: Board = KIWIPETE.parse().unwrap();
    let ordering = with_killers(&board, &["a2a3"]);
    let suggesting = Suggesting { ordering: &ordering, killers: [None, None], countermove: None };
    let mut order = staged_order(&ordering, &node(&board, None), &suggesting);
    let mut expected = frame_order(&ordering, &node(&board, None));
    order.sort_by_key(|m| m.to_string());
    expected.sort_by_key(|m| m.to_string());
    assert_eq!(order, expected);
}
