//! The lines the fuzz test feeds the engine: valid commands (whose effect is known in
//! advance), the same commands mutated, soups of UCI words, and plain noise.

use cozy_chess::util::display_uci_move;
use cozy_chess::{Board, Move};

use ch00_baseline::suite::{bench_suite, outside_suite};
use ch00_baseline::uci::{Command, parse_command};

/// A generated line and, when it is a valid `position`, the FEN it must lead to.
pub struct FuzzLine {
    pub text: String,
    pub expected_fen: Option<String>,
}

/// Words a mutation or a soup draws from: every keyword, and values of each kind.
const WORDS: &[&str] = &[
    "position",
    "startpos",
    "fen",
    "moves",
    "go",
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "infinite",
    "ponder",
    "mate",
    "searchmoves",
    "perft",
    "stop",
    "isready",
    "uci",
    "ucinewgame",
    "setoption",
    "name",
    "value",
    "Hash",
    "d",
    "register",
    "debug",
    "on",
    "-",
    "w",
    "b",
    "KQkq",
    "Kq",
    "e3",
    "e6",
    "0",
    "1",
    "2",
    "-1",
    "-0",
    "+5",
    "4294967296",
    "99999999999999999999",
    "1e9",
    "0x10",
    "e2e4",
    "e7e5",
    "e1g1",
    "e8c8",
    "a7a8q",
    "a2a1n",
    "h7h8k",
    "0000",
    "(none)",
    "e2",
    "e2e4e6",
    "8/8/8/8/8/8/8/8",
    "rnbqkbnr",
    "♞",
    "é",
    "\u{0}",
    "\u{1b}[2J",
    "\r",
];

/// Characters for noise and for mutating a word (never a newline: one line at a time).
const CHARACTERS: &[char] = &[
    'a', 'e', 'h', 'k', 'q', 'K', 'Q', 'p', 'n', 'w', 'b', '1', '2', '8', '9', '0', '-', '/', ' ',
    ' ', '\t', '\r', '\0', 'é', '♞', '\u{feff}', '"', '\\', ';',
];

pub struct LineGenerator {
    rng: fastrand::Rng,
    fens: Vec<String>,
}

impl LineGenerator {
    pub fn new(seed: u64) -> Self {
        let mut fens: Vec<String> = bench_suite().into_iter().map(|p| p.fen).collect();
        fens.extend(outside_suite().into_iter().map(|p| p.fen));
        // Games that are over: mate, stalemate, and a fifty-move draw.
        fens.push("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".into());
        fens.push("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".into());
        fens.push("4k3/8/8/8/8/8/4P3/4K3 w - - 100 80".into());
        Self { rng: fastrand::Rng::with_seed(seed), fens }
    }

    /// The next line, never one that would make the run slow or end it (see [`bounded`]).
    pub fn next_line(&mut self) -> FuzzLine {
        loop {
            let line = self.any_line();
            if bounded(&line.text) {
                return line;
            }
        }
    }

    fn any_line(&mut self) -> FuzzLine {
        let unknown = |text: String| FuzzLine { text, expected_fen: None };
        match self.rng.usize(..100) {
            0..25 => self.valid_position(),
            25..40 => unknown(self.valid_go()),
            40..70 => {
                let line = self.valid_line();
                unknown(self.mutated(&line))
            }
            70..85 => unknown(self.soup()),
            85..92 => unknown(self.noise()),
            _ => unknown(self.control()),
        }
    }

    /// `position startpos|fen ... [moves ...]` with random legal moves, and its result.
    fn valid_position(&mut self) -> FuzzLine {
        let (mut text, mut board) = match self.rng.usize(..4) {
            0 => ("position startpos".to_string(), Board::default()),
            1 => {
                // EPD style: four fields, the clocks default to `0 1`.
                let fen = pick(&mut self.rng, &self.fens).clone();
                let fields: Vec<&str> = fen.split_whitespace().take(4).collect();
                let board = Board::from_fen(&format!("{} 0 1", fields.join(" ")), false);
                (format!("position fen {}", fields.join(" ")), board.expect("a legal FEN"))
            }
            _ => {
                let fen = pick(&mut self.rng, &self.fens).clone();
                let board = Board::from_fen(&fen, false).expect("a legal FEN");
                (format!("position fen {fen}"), board)
            }
        };
        let plies = self.rng.usize(..13);
        let mut words = Vec::new();
        for _ in 0..plies {
            let Some(mv) = self.random_move(&board) else { break };
            words.push(display_uci_move(&board, mv).to_string());
            board.play_unchecked(mv);
        }
        if !words.is_empty() || self.rng.usize(..100) < 20 {
            text.push_str(" moves");
            words.iter().for_each(|word| text.push_str(&format!(" {word}")));
        }
        FuzzLine { text, expected_fen: Some(board.to_string()) }
    }

    fn random_move(&mut self, board: &Board) -> Option<Move> {
        let mut moves = Vec::new();
        board.generate_moves(|piece_moves| {
            moves.extend(piece_moves);
            false
        });
        (!moves.is_empty()).then(|| *pick(&mut self.rng, &moves))
    }

    /// A search that ends by itself within milliseconds.
    fn valid_go(&mut self) -> String {
        match self.rng.usize(..8) {
            0 => format!("go depth {}", 1 + self.rng.usize(..2)),
            1 | 2 => format!("go nodes {}", 1 + self.rng.usize(..1000)),
            3 => format!("go movetime {}", self.rng.usize(..6)),
            4 => "go wtime 50 btime 50 winc 0 binc 0".to_string(),
            5 => format!("go perft {}", 1 + self.rng.usize(..2)),
            6 => "go infinite".to_string(),
            _ => "go depth 1 nodes 500 movetime 5".to_string(),
        }
    }

    fn valid_line(&mut self) -> String {
        match self.rng.usize(..4) {
            0 | 1 => self.valid_position().text,
            2 => self.valid_go(),
            _ => format!("setoption name Hash value {}", 1 + self.rng.usize(..16)),
        }
    }

    fn control(&mut self) -> String {
        let controls = ["isready", "stop", "ucinewgame", "uci", "d", "stop", "isready"];
        pick(&mut self.rng, &controls).to_string()
    }

    /// One to three edits of the words of `line`.
    fn mutated(&mut self, line: &str) -> String {
        let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        for _ in 0..1 + self.rng.usize(..3) {
            if words.is_empty() {
                break;
            }
            let at = self.rng.usize(..words.len());
            let other = self.rng.usize(..words.len());
            match self.rng.usize(..7) {
                0 => drop(words.remove(at)),
                1 => words.insert(at, words[at].clone()),
                2 => words.swap(at, other),
                3 => words[at] = pick(&mut self.rng, WORDS).to_string(),
                4 => words.truncate(at),
                5 => words.insert(at, pick(&mut self.rng, WORDS).to_string()),
                _ => words[at] = self.mutated_word(&words[at]),
            }
        }
        let separator = *pick(&mut self.rng, &[" ", " ", " ", "  ", "\t"]);
        words.join(separator)
    }

    fn mutated_word(&mut self, word: &str) -> String {
        let mut chars: Vec<char> = word.chars().collect();
        let at = self.rng.usize(..chars.len() + 1);
        let character = *pick(&mut self.rng, CHARACTERS);
        match self.rng.usize(..3) {
            0 if at < chars.len() => drop(chars.remove(at)),
            1 if at < chars.len() => chars[at] = character,
            _ => chars.insert(at, character),
        }
        chars.into_iter().collect()
    }

    fn soup(&mut self) -> String {
        let count = 1 + self.rng.usize(..8);
        (0..count).map(|_| *pick(&mut self.rng, WORDS)).collect::<Vec<_>>().join(" ")
    }

    fn noise(&mut self) -> String {
        let length = self.rng.usize(..40);
        (0..length).map(|_| *pick(&mut self.rng, CHARACTERS)).collect()
    }
}

/// One of `items`, drawn by `rng` (`items` is never empty here).
fn pick<'a, T>(rng: &mut fastrand::Rng, items: &'a [T]) -> &'a T {
    &items[rng.usize(..items.len())]
}

/// Whether the engine answers `line` quickly and keeps running: no `quit`, no perft deeper
/// than 3 (the next line would stop it, but it would keep a core busy until then), and no
/// `Hash` allocation above 64 MB. The engine's own parser decides, which is fine for this one
/// purpose: it only keeps the run short, it judges nothing.
pub fn bounded(line: &str) -> bool {
    match parse_command(line, true) {
        Ok(Some(Command::Quit)) => false,
        Ok(Some(Command::Perft(depth))) => depth <= 3,
        Ok(Some(Command::SetOption { value: Some(value), .. })) => {
            value.trim().parse::<u64>().map_or(true, |megabytes| megabytes <= 64)
        }
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_line_is_generated() {
        let mut generator = LineGenerator::new(1);
        let lines: Vec<FuzzLine> = (0..2000).map(|_| generator.next_line()).collect();
        let starting = |word: &str| lines.iter().filter(|l| l.text.starts_with(word)).count();
        assert!(starting("position fen") > 100 && starting("position startpos") > 50);
        assert!(starting("go ") > 100 && starting("setoption") > 10);
        assert!(lines.iter().filter(|l| l.expected_fen.is_some()).count() > 300);
        assert!(lines.iter().all(|l| !l.text.contains('\n') && bounded(&l.text)));
    }

    #[test]
    fn slow_or_final_lines_are_kept_out() {
        assert!(!bounded("quit"));
        assert!(!bounded("go perft 5"));
        assert!(!bounded("setoption name Hash value 4096"));
        assert!(!bounded("quit now"));
        assert!(bounded("setoption name Hash value -1") && bounded("setoption name Hash value 64"));
        assert!(bounded("go perft 3") && bounded("go depth 30") && bounded("quitting"));
    }
}
