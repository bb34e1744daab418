//! Chapter 8's engine with the countermove table in use, kept between the moves of a
//! game (a slot holds a move, not a value to halve): an engine for games against chapter 7:
//! `cargo xtask match ch08 ch07 --first-example play_countermove --nodes 10000 --games 200`.

#[path = "../tests/variants/mod.rs"]
mod variants;

fn main() -> std::process::ExitCode {
    ch00_baseline::cli::main::<variants::choices::CountermoveAlone>()
}
