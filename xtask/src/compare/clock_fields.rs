//! The clock's figures in an engine's output, shown as `…` in the book's transcripts: a
//! UCI `info` line's `nps` and `time`, the bench summary's nodes per second, the search
//! table's `Time (ms)` column and perft's `(3 ms)`. They differ on every run; everything
//! else a transcript shows follows from the code, so the page is rewritten byte for byte.

/// `output` with every clock figure replaced by `…`, the rest as it was.
pub fn masked(output: &str) -> String {
    // The `Time (ms)` column of the table being read, from its header row on.
    let mut time_column = None;
    let masked_line = |line: &str| -> String {
        let mut cells: Vec<&str> = line.split('|').collect();
        if !line.starts_with('|') {
            time_column = None;
        } else if let Some(column) = cells.iter().position(|cell| *cell == " Time (ms) ") {
            time_column = Some(column);
        } else if let Some(column) = time_column.filter(|_| !line.starts_with("|-")) {
            cells[column] = " … ";
            return cells.join("|");
        }
        if line.starts_with('(') && line.ends_with(" ms)") {
            return "(… ms)".to_owned();
        }
        let mut words: Vec<&str> = line.split(' ').collect();
        for index in 1..words.len() {
            let clock = match words[0] {
                "info" => matches!(words[index - 1], "nps" | "time"),
                _ => index + 2 == words.len() && words[index + 1] == "nps",
            };
            if clock {
                words[index] = "…";
            }
        }
        words.join(" ")
    };
    output.lines().map(masked_line).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_the_clock_figures_are_masked() {
        let output = "info depth 2 nodes 292 nps 325892 time 0 pv g8f6\n\
            info string cutoffs 6647\n1015832 nodes 15982799 nps\n\
            | Depth | Time (ms) | PV |\n|---:|---:|---|\n| 1 | 0 | g1f3 |\n\n| a | 3 |\n(3 ms)";
        let expected = "info depth 2 nodes 292 nps … time … pv g8f6\n\
            info string cutoffs 6647\n1015832 nodes … nps\n\
            | Depth | Time (ms) | PV |\n|---:|---:|---|\n| 1 | … | g1f3 |\n\n| a | 3 |\n(… ms)";
        assert_eq!(super::masked(output), expected);
    }
}
