//! The page of a worked position from two chapters' records, as the engines print them.

use super::page::{Order, Worked, WorkedNode, render, signed_percent};
use super::trace_record::NodeRecord;
use crate::chapters::Chapter;

/// What `ch02-mvv-lva order --format tsv` prints for a ply-1 node (shortened).
const PREVIOUS: &str = "ordering\tch02-mvv-lva
root\tr1bqkb1r/ppp2p1p/3p1np1/8/2PQPP2/8/PP4PP/RNB1KB1R w KQkq - 0 8
line\tb1a3\tNa3
node\tr1bqkb1r/ppp2p1p/3p1np1/8/2PQPP2/N7/PP4PP/R1B1KB1R b KQkq - 1 8
depth\t5\t4
score\t-35\t-0.35
searched\ta7a6\ta6\tquiet\t900
searched\ta7a5\ta5\tquiet\t700
searched\tc7c5\tc5\tquiet\t4709
pending\tb7b6\tb6\tquiet
cutoff\tc7c5
nodes\t6310
";

/// The same node in chapter 3's order.
const THIS: &str = "ordering\tch03-killers
root\tr1bqkb1r/ppp2p1p/3p1np1/8/2PQPP2/8/PP4PP/RNB1KB1R w KQkq - 0 8
line\tb1a3\tNa3
node\tr1bqkb1r/ppp2p1p/3p1np1/8/2PQPP2/N7/PP4PP/R1B1KB1R b KQkq - 1 8
depth\t5\t4
score\t-35\t-0.35
searched\tc7c5\tc5\tkiller\t1058
pending\ta7a6\ta6\tquiet
pending\ta7a5\ta5\tquiet
pending\tb7b6\tb6\tquiet
cutoff\tc7c5
nodes\t1059
";

/// A page of `nodes` from a suite, without the header of a book file.
fn page_of(nodes: Vec<WorkedNode>) -> String {
    let command = "cargo xtask worked".to_owned();
    render(&Worked { nodes, source: "a suite", command, header: None, extra: String::new() })
}

/// `record` as `chapter`'s order, beside `previous`'s.
fn node<'a>(
    chapter: &'a Chapter,
    record: &'a NodeRecord,
    previous: Option<Order<'a>>,
) -> WorkedNode<'a> {
    WorkedNode { this: Order { chapter, record }, previous, board: "board.svg".to_owned() }
}

fn chapter(number: u32, name: &str) -> Chapter {
    Chapter { number, name: name.to_owned() }
}

#[test]
fn a_record_reads_back() {
    let record = NodeRecord::parse(THIS).unwrap();
    assert_eq!(record.nodes, 1059);
    assert_eq!(record.remaining_depth, 4);
    assert_eq!(record.moves.len(), 4);
    let (index, cutoff) = record.cutoff_move().unwrap();
    assert_eq!((index, cutoff.san.as_str(), cutoff.stage.as_str()), (1, "c5", "killer"));
    let error = NodeRecord::parse("surprise\t1\n").unwrap_err().to_string();
    assert_eq!(error, "unknown record 'surprise' in the engine's output");
}

#[test]
fn the_page_shows_both_orders() {
    let (previous, this) = (NodeRecord::parse(PREVIOUS).unwrap(), NodeRecord::parse(THIS).unwrap());
    let (ch02, ch03) = (chapter(2, "ch02-mvv-lva"), chapter(3, "ch03-killers"));
    let worked = Worked {
        nodes: vec![WorkedNode {
            this: Order { chapter: &ch03, record: &this },
            previous: Some(Order { chapter: &ch02, record: &previous }),
            board: "generated/ch03-killers-board.svg".to_owned(),
        }],
        source: "game2-ply14 of the realistic suite",
        command: "cargo xtask worked ch03 --fen \"...\" --depth 5 --line \"b1a3\"".to_owned(),
        header: Some(
            "<!-- Written by `cargo xtask worked ch03 --write-book`: edit the code, not this \
             file. -->\n<!-- behaviour: ch02-mvv-lva=… ch03-killers=… -->\n\n"
                .to_owned(),
        ),
        extra: String::new(),
    };
    insta::assert_snapshot!(render(&worked));
}

/// A sibling whose cutoff move the node before it stored says so.
#[test]
fn a_sibling_names_the_killer_it_tries() {
    let earlier = NodeRecord::parse(&PREVIOUS.replace("ch02-mvv-lva", "ch03-killers")).unwrap();
    let sibling = NodeRecord::parse(&THIS.replace("b1a3\tNa3", "b1c3\tNc3")).unwrap();
    let ch03 = chapter(3, "ch03-killers");
    let page = page_of(vec![node(&ch03, &earlier, None), node(&ch03, &sibling, None)]);
    let expected = "Its sibling, searched after it in the same search: Black to move after 8. Nc3.";
    assert!(page.contains(expected), "{page}");
    let expected = "c5 cut off the node above, so chapter 3 stored it as a killer of ply 1; here \
                    it hands c5 out as a killer, move 1 of 4.";
    assert!(page.contains(expected), "{page}");
}

#[test]
fn small_changes_keep_a_figure() {
    let shown: Vec<String> =
        [-0.83, -0.004, 0.0003, 0.0, 0.12].into_iter().map(signed_percent).collect();
    assert_eq!(shown, ["\u{2212}83 %", "\u{2212}0.4 %", "+0.03 %", "±0 %", "+12 %"]);
}

/// A capture that loses is named, with where each chapter searched it.
#[test]
fn losing_captures_say_where_they_went() {
    let previous = NodeRecord::parse(
        &PREVIOUS.replace("searched\ta7a6\ta6\tquiet\t900", "searched\tf6e4\tNxe4\tcapture\t900"),
    )
    .unwrap();
    let this = NodeRecord::parse(
        &THIS.replace("pending\ta7a6\ta6\tquiet", "pending\tf6e4\tNxe4\tlosing capture"),
    )
    .unwrap();
    let (ch08, ch09) = (chapter(8, "ch08-continuation-history"), chapter(9, "ch09-see"));
    let previous = Order { chapter: &ch08, record: &previous };
    let page = page_of(vec![node(&ch09, &this, Some(previous))]);
    let expected = "Chapter 9 finds a losing capture here, Nxe4: it starts an exchange that loses \
                    material. Chapter 8 searches it as move 1, 900 nodes below it; chapter 9 \
                    hands it out after every quiet move and never reaches it: the cutoff comes \
                    first.";
    assert!(page.contains(expected), "{page}");
}
