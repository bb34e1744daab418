//! Searches in a row, as in a game: what the table keeps from one search to the next only
//! shows when the same ordering searches one position after another. The bench suite
//! cannot show it (every position starts from a fresh ordering).

use std::sync::atomic::AtomicBool;

use ch00_baseline::ordering::MoveOrdering;
use ch00_baseline::position::Position;
use ch00_baseline::search::{Limits, search, search_to_depth};
use ch05_tie_breaking::TieBreaking;

/// The positions of one game, in the order they were played.
pub struct Game {
    pub name: String,
    pub positions: Vec<Position>,
}

/// `count` openings of `data/openings.txt`, spread evenly over the file: its lines come in
/// families (each mainstream opening, then its branches), so the first few lines would all
/// be one opening.
pub fn openings(count: usize) -> Vec<(String, Position)> {
    let lines: Vec<&str> = include_str!("../../../../data/openings.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    (0..count.min(lines.len()))
        .map(|i| lines[i * lines.len() / count.min(lines.len())])
        .map(|line| {
            let position = Position::default().with_moves(line.split_whitespace());
            (line.to_string(), position.expect("data/openings.txt holds legal lines"))
        })
        .collect()
}

/// Plays `plies` moves from `start`, each chosen by chapter 5 searching `depth` plies with
/// fresh tables, so that every variant then searches the very same positions.
pub fn reference_game(name: &str, start: &Position, plies: usize, depth: u32) -> Game {
    let mut positions = vec![start.clone()];
    let mut current = start.clone();
    for _ in 0..plies {
        let Some(mv) = search_to_depth::<TieBreaking>(&current, depth).best_move else { break };
        current.play(mv).expect("the search plays legal moves");
        positions.push(current.clone());
    }
    Game { name: name.to_string(), positions }
}

/// The nodes two engines of kind `O`, one per side, search over the game's positions, each
/// searching only the positions where its side is to move, keeping its tables in between
/// (as in a match). Each search starts with the `on_new_search` seam, as every search does.
pub fn game_nodes<O: MoveOrdering>(game: &Game, depth: u32) -> u64 {
    let mut engines = [O::default(), O::default()];
    let mut nodes = 0;
    for (ply, position) in game.positions.iter().enumerate() {
        let engine = &mut engines[ply % 2];
        let result =
            search(position, engine, &Limits::depth(depth), &AtomicBool::new(false), |_| {});
        nodes += result.stats.nodes;
    }
    nodes
}
