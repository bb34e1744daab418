//! The option `TT Cutoffs`: offered only by an engine whose table can return scores, off
//! by default, bad values answered, and a search with it on still correct.

use crate::robustness::driver::Driver;
use ch00_baseline::ordering::MoveOrdering;

/// The option line `uci` prints for it.
const OPTION_LINE: &str = "option name TT Cutoffs type check default false";
/// White mates in one (Ra8#), and the best move must say so.
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
/// A middlegame with captures and checks for both sides (the bench suite's kiwipete).
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// `uci` lists the option exactly when the engine has a table that can return scores;
/// a bad value or an engine without such a table gets an `info string error` naming the
/// option; with it on, a search still finds a mate and answers a legal move.
pub fn assert_table_cutoffs_option<O: MoveOrdering>() {
    let mut engine = Driver::<O>::default();
    let listed = engine.send("uci").iter().any(|line| line == OPTION_LINE);
    assert_eq!(listed, O::HAS_TABLE_CUTOFFS, "{}: 'uci' and the ordering disagree", O::NAME);
    for bad in ["setoption name TT Cutoffs value maybe", "setoption name TT Cutoffs"] {
        let answer = engine.send(bad);
        assert!(
            answer
                .iter()
                .any(|line| line.starts_with("info string error") && line.contains("TT Cutoffs")),
            "'{bad}' got {answer:?}"
        );
    }
    let answer = engine.send("setoption name TT Cutoffs value true");
    if !O::HAS_TABLE_CUTOFFS {
        assert!(
            answer.iter().any(|line| line.contains("needs a transposition table")),
            "{answer:?}"
        );
        return;
    }
    assert!(answer.is_empty(), "a good value is taken silently: {answer:?}");
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    let mark = engine.transcript().len();
    assert_eq!(engine.search("go depth 4", MATE_IN_ONE), "bestmove a1a8");
    let mates = engine.transcript().since(mark);
    assert!(mates.iter().any(|line| line.text.contains("score mate 1")), "{mates:?}");
    engine.send(&format!("position fen {KIWIPETE}"));
    engine.search("go depth 5", KIWIPETE);
}
