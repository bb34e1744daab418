//! The page of a worked position from two chapters' records, as the engines print them.

use super::page::{Order, Worked, render};
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
        this: Order { chapter: &ch03, record: &this },
        previous: Some(Order { chapter: &ch02, record: &previous }),
        source: "game2-ply14 of the realistic suite",
        command: "cargo xtask worked ch03 --fen \"...\" --depth 5 --line \"b1a3\"".to_owned(),
        header: Some(
            "<!-- Written by `cargo xtask worked ch03 --write-book`: edit the code, not this \
             file. -->\n<!-- behaviour: ch02-mvv-lva=… ch03-killers=… -->\n\n"
                .to_owned(),
        ),
        board: "generated/ch03-killers-board.svg".to_owned(),
    };
    insta::assert_snapshot!(render(&worked));
}
