//! Chapter 8's engine with continuation history two plies back in use, kept between
//! the moves of a game and halved at every `go`: an engine for games against chapter 7:
//! `cargo xtask match ch08 ch07 --first-example play_two_plies --nodes 10000 --games 200`.

#[path = "../tests/variants/mod.rs"]
mod variants;

fn main() -> std::process::ExitCode {
    ch00_baseline::cli::main::<variants::choices::TwoPly>()
}
