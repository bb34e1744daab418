//! A page's request, checked, run and answered: JSON text in, JSON text out.
//!
//! Everything a reader can get wrong (a FEN, a chapter's name, a depth) is checked here
//! or by the engine before anything searches, and comes back as `{"error": "..."}`: the
//! module is built with `panic = "abort"`, so a panic would kill the page's engine
//! instead of telling the reader what to fix.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::engines::{ENGINES, Engine, MAX_SEARCH_DEPTH};

/// The depths a search or a traced root may ask for.
pub const SEARCH_DEPTHS: RangeInclusive<u32> = 1..=MAX_SEARCH_DEPTH;
/// Perft grows about thirtyfold a ply: depth 7 of the start position is over three
/// billion leaves, hours in a browser.
pub const PERFT_DEPTHS: RangeInclusive<u32> = 1..=7;

/// What every request names: an engine, a position and a depth.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    /// `ch03-killers` or `ch03`.
    chapter: String,
    fen: String,
    /// Signed and wide, so that `0`, `-1` or `99` get the depth's own message, not a
    /// parser's.
    depth: i64,
}

/// `search`: the chapter's search to the depth, with each finished iteration sent to
/// `progress` as JSON.
pub fn search(request: &str, progress: &mut dyn FnMut(&str)) -> String {
    answer(checked(request, &SEARCH_DEPTHS).and_then(|(engine, fen, depth)| {
        (engine.search)(&fen, depth, &mut |iteration| progress(&to_json(iteration)))
    }))
}

/// `order`: the root's moves in the chapter's order, with their stages and subtrees.
pub fn order(request: &str) -> String {
    answer(
        checked(request, &SEARCH_DEPTHS)
            .and_then(|(engine, fen, depth)| (engine.order)(&fen, depth)),
    )
}

/// `perft`: the legal move tree's leaves, through the chapter's picker.
pub fn perft(request: &str) -> String {
    answer(
        checked(request, &PERFT_DEPTHS)
            .and_then(|(engine, fen, depth)| (engine.perft)(&fen, depth)),
    )
}

/// Every chapter's name in the book's order, each with the chapter it builds on.
pub fn chapters() -> String {
    #[derive(Serialize)]
    struct Chapter {
        name: &'static str,
        previous: Option<&'static str>,
    }
    let chapters: Vec<Chapter> = ENGINES
        .iter()
        .map(|engine| Chapter {
            name: engine.name,
            previous: (engine.builds_on != engine.name).then_some(engine.builds_on),
        })
        .collect();
    to_json(&chapters)
}

/// The chapter named `name`: its package name (`ch03-killers`) or its number (`ch03`).
pub fn engine(name: &str) -> Result<&'static Engine, String> {
    ENGINES
        .iter()
        .find(|engine| engine.name == name || engine.name.split('-').next() == Some(name))
        .ok_or_else(|| {
            let names: Vec<&str> = ENGINES.iter().map(|engine| engine.name).collect();
            format!(
                "unknown chapter '{name}': name one of {} (or its number, like ch03)",
                names.join(", ")
            )
        })
}

fn checked(
    request: &str,
    depths: &RangeInclusive<u32>,
) -> Result<(&'static Engine, String, u32), String> {
    let request: Request =
        serde_json::from_str(request).map_err(|error| format!("a malformed request: {error}"))?;
    let engine = engine(request.chapter.trim())?;
    let depth = u32::try_from(request.depth)
        .ok()
        .filter(|depth| depths.contains(depth))
        .ok_or_else(|| {
            format!(
                "depth {} is not between {} and {}",
                request.depth,
                depths.start(),
                depths.end()
            )
        })?;
    Ok((engine, request.fen.trim().to_owned(), depth))
}

fn answer<T: Serialize>(outcome: Result<T, String>) -> String {
    match outcome {
        Ok(report) => to_json(&report),
        Err(error) => to_json(&serde_json::json!({ "error": error })),
    }
}

fn to_json<T: Serialize>(value: &T) -> String {
    // The reports hold strings, integers and finite ratios only: nothing JSON cannot
    // write.
    serde_json::to_string(value).unwrap_or_else(|error| format!(r#"{{"error":"{error}"}}"#))
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn error(response: &str) -> String {
        let value: serde_json::Value = serde_json::from_str(response).unwrap();
        value["error"].as_str().unwrap_or_else(|| panic!("no error in {response}")).to_owned()
    }

    fn request(chapter: &str, fen: &str, depth: i64) -> String {
        serde_json::json!({ "chapter": chapter, "fen": fen, "depth": depth }).to_string()
    }

    #[test]
    fn a_chapter_is_named_by_package_name_or_number() {
        assert_eq!(engine("ch03-killers").unwrap().name, "ch03-killers");
        assert_eq!(engine("ch03").unwrap().name, "ch03-killers");
        assert!(engine("ch11").unwrap_err().contains("ch10-staged-picker"));
        assert!(engine("killers").is_err());
    }

    #[test]
    fn every_chapter_but_the_first_builds_on_another() {
        let chapters: serde_json::Value = serde_json::from_str(&chapters()).unwrap();
        assert_eq!(chapters[0], serde_json::json!({ "name": "ch00-baseline", "previous": null }));
        assert_eq!(
            chapters[3],
            serde_json::json!({ "name": "ch03-killers", "previous": "ch02-mvv-lva" })
        );
        assert_eq!(chapters.as_array().unwrap().len(), 11);
    }

    #[test]
    fn bad_input_is_answered_with_its_reason() {
        let bad_fen = error(&search(&request("ch03", "not a fen", 3), &mut |_| {}));
        assert!(bad_fen.contains("invalid FEN 'not a fen'"), "{bad_fen}");
        let bad_chapter = error(&order(&request("ch99", START, 3)));
        assert!(bad_chapter.contains("unknown chapter 'ch99'"), "{bad_chapter}");
        for depth in [0, -1, 65, i64::MAX] {
            let message = error(&search(&request("ch00", START, depth), &mut |_| {}));
            assert_eq!(message, format!("depth {depth} is not between 1 and 64"));
        }
        assert_eq!(error(&perft(&request("ch00", START, 8))), "depth 8 is not between 1 and 7");
        assert!(error(&perft("{")).starts_with("a malformed request"));
        assert!(
            error(&perft(r#"{"chapter":"ch00","fen":"","depth":2.5}"#)).starts_with("a malformed")
        );
    }

    #[test]
    fn a_finished_game_has_no_root_moves_to_order_but_can_be_searched() {
        let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assert!(error(&order(&request("ch03", mated, 3))).contains("no legal move"));
        let searched: serde_json::Value =
            serde_json::from_str(&search(&request("ch03", mated, 3), &mut |_| {})).unwrap();
        assert_eq!(searched["best_move"], serde_json::Value::Null);
        assert_eq!(
            perft(&request("ch03", mated, 2)),
            r#"{"chapter":"ch03-killers","depth":2,"nodes":0,"divide":[]}"#
        );
    }

    #[test]
    fn a_search_reports_each_iteration_as_it_finishes() {
        let mut reported = Vec::new();
        let response =
            search(&request("ch02-mvv-lva", START, 3), &mut |it| reported.push(it.to_owned()));
        let value: serde_json::Value = serde_json::from_str(&response).unwrap();
        assert_eq!(reported.len(), 3);
        let last: serde_json::Value = serde_json::from_str(&reported[2]).unwrap();
        assert_eq!(last["total_nodes"], value["nodes"]);
        assert_eq!(value["iterations"][2], last);
        assert!(value["best_move"]["san"].as_str().is_some_and(|san| san.len() >= 2));
    }

    #[test]
    fn perft_counts_the_start_position() {
        let value: serde_json::Value =
            serde_json::from_str(&perft(&request("ch10", START, 3))).unwrap();
        assert_eq!(value["nodes"], 8902);
        assert_eq!(value["divide"].as_array().unwrap().len(), 20);
    }
}
