//! Chapter 7's engine without the malus: the bonus for the move that cut off, but nothing
//! taken from the quiet moves searched before it. An engine for games against the chapter's
//! own, where the malus's reported gain was measured, in a search that reduces late moves:
//! `cargo xtask match ch07 ch07 --first-example play_no_malus --reductions both --nodes 100000 --games 456`.

#[path = "../tests/support/mod.rs"]
mod support;

fn main() -> std::process::ExitCode {
    ch00_baseline::cli::main::<support::variants::NoMalus>()
}
