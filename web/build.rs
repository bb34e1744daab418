//! The module's stack: 8 MB instead of the target's 1 MB.
//!
//! On `wasm32-unknown-unknown` the search's frames (move lists, the path) live on a
//! stack in the module's own memory, with no guard page: running out of it traps, and
//! the instance is left unusable. Built with a 64 KB stack, chapter 10 ran out on the
//! bench suite's pawn ending at depth 10, some twenty plies from the root; a search may
//! reach the engine's `MAX_PLY` (128), and 1 MB leaves too little margin for that.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-cdylib=-zstack-size=8388608");
    }
}
