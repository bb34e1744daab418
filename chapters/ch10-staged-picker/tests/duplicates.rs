//! The table move and the killers are handed out before the generator runs, and the
//! generator produces them again; a capture that loses material is held back when picked
//! and handed out last. The picker must hand out each move once, never a table move or
//! killer that is not legal here, and in chapter 9's order. Every case, each against
//! chapter 9's order of the same node.

use ch00_baseline::moves::legal_moves;
use ch00_baseline::ordering::{
    Generation, MoveOrdering, MovePicker, Node, ScoreThenPick, ordered_moves,
};
use ch09_see::see;
use ch10_staged_picker::{StagedMoves, StagedPicker};
use cozy_chess::{Board, Move};

/// Kiwipete's captures, by exchange: e2a6 and g2h3 win, d5e6 trades even, and f3f6,
/// f3h3, e5d7, e5f7 and e5g6 lose; the last three with the same MVV-LVA score.
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

/// Killers of the test's choosing, everything else the chapter's: what a table that
/// repeats a killer, or forgets one, would give the picker.
#[derive(Default)]
struct Suggesting {
    previous: StagedPicker,
    killers: [Option<Move>; 2],
}

impl MoveOrdering for Suggesting {
    ch00_baseline::previous_chapter!(StagedPicker, "suggesting");

    fn killers(&self, _ply: usize) -> [Option<Move>; 2] {
        self.killers
    }

    fn score_move(&self, node: &Node, mv: Move) -> ch00_baseline::sort_key::SortKey {
        // The killers the test suggests are the killers chapter 9's picker ranks too.
        match self.killers.iter().position(|&killer| killer == Some(mv)) {
            Some(slot) if ch03_killers::is_quiet(node.board, mv) && node.table_move != Some(mv) => {
                ch03_killers::killer_key(slot)
            }
            _ => self.previous.score_move(node, mv),
        }
    }
}

fn staged_order(ordering: &impl MoveOrdering, node: &Node, generation: Generation) -> Vec<Move> {
    let mut picker = StagedMoves::new(generation);
    std::iter::from_fn(|| picker.next(ordering, node).map(|scored| scored.mv)).collect()
}

/// Chapter 9's order: its picker, which scores every move at the first request, with
/// its exchange check when a good capture is picked.
fn previous_order(ordering: &impl MoveOrdering, node: &Node, generation: Generation) -> Vec<Move> {
    let mut picker = ScoreThenPick::new(generation);
    std::iter::from_fn(|| picker.next(ordering, node).map(|scored| scored.mv)).collect()
}

/// The staged order is the previous chapter's: every legal move once, in its order.
fn assert_each_move_once_in_order(ordering: &impl MoveOrdering, node: &Node) -> Vec<Move> {
    let staged = staged_order(ordering, node, Generation::AllMoves);
    assert_eq!(staged, previous_order(ordering, node, Generation::AllMoves), "{}", node.board);
    assert_eq!(staged.len(), legal_moves(node.board).len());
    staged
}

/// The same for the chapter's own ordering, which the search asks through the picker.
fn assert_chapter_order(ordering: &StagedPicker, node: &Node) -> Vec<Move> {
    let staged = assert_each_move_once_in_order(ordering, node);
    assert_eq!(staged, ordered_moves(ordering, node, Generation::AllMoves));
    staged
}

/// The chapter's ordering `previous`, suggesting `killers` instead of its own.
fn suggesting(previous: StagedPicker, killers: [Option<Move>; 2]) -> Suggesting {
    Suggesting { previous, killers }
}

fn node<'a>(board: &'a Board, table_move: Option<&str>) -> Node<'a> {
    Node { board, ply: PLY, depth: 2, table_move: table_move.map(mv) }
}

fn kiwipete() -> Board {
    KIWIPETE.parse().unwrap()
}

#[test]
fn the_table_move_is_a_good_capture() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = node(&board, Some("g2h3"));
    let order = assert_chapter_order(&ordering, &node);
    assert_eq!(order[..2], [mv("g2h3"), mv("e2a6")], "then the best capture");
}

/// The table move keeps its place even when it loses material, as in chapter 9.
#[test]
fn the_table_move_is_a_bad_capture() {
    let board = kiwipete();
    assert!(see(&board, mv("f3f6")) < 0);
    let ordering = with_killers(&board, &["a2a3"]);
    let node = node(&board, Some("f3f6"));
    let order = assert_chapter_order(&ordering, &node);
    assert_eq!(order[0], mv("f3f6"));
}

/// The losing captures come last, after every quiet move; the three of equal score in
/// the order chapter 9's picker leaves them, the reverse of the order it picked them in.
#[test]
fn losing_captures_come_last_in_the_previous_chapters_order() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let order = assert_chapter_order(&ordering, &node(&board, None));
    let last: Vec<String> = order[order.len() - 5..].iter().map(Move::to_string).collect();
    assert_eq!(last, ["f3f6", "e5f7", "e5d7", "e5g6", "f3h3"]);
}

#[test]
fn the_table_move_is_a_killer() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["g2g3", "a2a3"]);
    let node = node(&board, Some("a2a3"));
    assert_chapter_order(&ordering, &node);
}

#[test]
fn the_table_move_is_a_quiet_move() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = node(&board, Some("e1h1"));
    let order = assert_chapter_order(&ordering, &node);
    assert_eq!(order[0], mv("e1h1"), "castling");
}

/// A table move that is not legal here (a key collision) is skipped, and the node's
/// moves come in the order they have without a table move.
#[test]
fn the_table_move_is_illegal() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    for illegal in ["e2e4", "a1a8", "d5d7"] {
        let order = assert_chapter_order(&ordering, &node(&board, Some(illegal)));
        assert!(!order.contains(&mv(illegal)), "{illegal}");
        assert_eq!(order, staged_order(&ordering, &node(&board, None), Generation::AllMoves));
    }
}

#[test]
fn a_killer_is_a_capture_here() {
    // d5e6 was quiet where it cut off; here a pawn stands on e6.
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let killers = [Some(mv("d5e6")), Some(mv("a2a3"))];
    let suggesting = suggesting(ordering, killers);
    assert_each_move_once_in_order(&suggesting, &node(&board, None));
}

#[test]
fn a_killer_is_a_losing_capture_here() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let killers = [Some(mv("f3f6")), Some(mv("a2a3"))];
    let suggesting = suggesting(ordering, killers);
    let order = assert_each_move_once_in_order(&suggesting, &node(&board, None));
    assert_eq!(order.iter().filter(|&&m| m == mv("f3f6")).count(), 1);
}

#[test]
fn a_killer_suggested_twice() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let twice = Some(mv("a2a3"));
    let suggesting = suggesting(ordering, [twice, twice]);
    assert_each_move_once_in_order(&suggesting, &node(&board, None));
}

#[test]
fn illegal_suggestions_are_skipped() {
    let board = kiwipete();
    // Legal in the start position, not here: a table move from a colliding key, a killer
    // from a sibling, and one from an empty square.
    let ordering = with_killers(&Board::default(), &["e2e4", "b1c3"]);
    let killers = [Some(mv("e2e4")), Some(mv("b1c3"))];
    let suggesting = suggesting(ordering, killers);
    let node = node(&board, Some("d2d4"));
    let order = staged_order(&suggesting, &node, Generation::AllMoves);
    assert!(order.iter().all(|&m| board.is_legal(m)), "{order:?}");
    assert_each_move_once_in_order(&suggesting, &node);
}

/// In quiescence only the captures and queen promotions are searched: a killer or table
/// move that is not one of them is left out, even when legal; the captures come in
/// chapter 2's order, queen takes pawn last.
#[test]
fn quiescence_hands_out_no_quiet_suggestion() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let node = Node { board: &board, ply: PLY, depth: 0, table_move: Some(mv("a2a4")) };
    let staged = staged_order(&ordering, &node, Generation::TacticalMoves);
    assert_eq!(staged, previous_order(&ordering, &node, Generation::TacticalMoves));
    assert!(!staged.contains(&mv("a2a3")) && !staged.contains(&mv("a2a4")));
    assert_eq!(staged.last(), Some(&mv("f3h3")));
}

/// Quiescence in check searches every evasion, killers included: here a queen takes the
/// checking bishop, defended by a pawn. It loses, but chapter 9 checks exchanges in the
/// main search only, so in quiescence it keeps its place among the captures, first,
/// ahead of the killers.
#[test]
fn quiescence_in_check_stages_every_evasion() {
    let board: Board = "4k3/8/8/p7/1b6/1Q6/2P2PPP/1NB1KBNR w K - 0 1".parse().unwrap();
    assert!(!board.checkers().is_empty());
    let ordering = with_killers(&board, &["c1d2", "c2c3"]);
    let node = Node { board: &board, ply: PLY, depth: 0, table_move: None };
    let staged = staged_order(&ordering, &node, Generation::AllMoves);
    assert_eq!(staged, previous_order(&ordering, &node, Generation::AllMoves));
    assert_eq!(staged.len(), legal_moves(&board).len());
    assert_eq!(staged[..3], [mv("b3b4"), mv("c2c3"), mv("c1d2")], "the capture, then the killers");
}

/// A table that forgets a killer costs order, never a move: the killer comes with the
/// quiet moves.
#[test]
fn a_forgotten_killer_still_comes_once() {
    let board = kiwipete();
    let ordering = with_killers(&board, &["a2a3"]);
    let suggesting = suggesting(ordering, [None, None]);
    let mut order = staged_order(&suggesting, &node(&board, None), Generation::AllMoves);
    let mut expected = legal_moves(&board).iter().map(|s| s.mv).collect::<Vec<_>>();
    order.sort_by_key(|m| m.to_string());
    expected.sort_by_key(|m| m.to_string());
    assert_eq!(order, expected);
}
