//! # Every chapter's engine, in the reader's browser
//!
//! The book's pages run the chapters' engines on the reader's own positions. This crate
//! compiles all eleven into one WebAssembly module (`wasm32-unknown-unknown`): the same
//! generic search over each chapter's ordering as the native binaries, so a page counts
//! the nodes the chapters' snapshot tables count (the tests check it on the bench suite).
//!
//! The module exports plain `extern "C"` functions (see [`ffi`]): a byte buffer to write
//! a request into, and request functions that take UTF-8 JSON and return UTF-8 JSON; a
//! finished iteration is reported through one imported function. The page's loader
//! (`book/theme/engine-worker.js`) is a few lines of JavaScript. wasm-bindgen would write
//! that glue, but its command-line tool must be exactly the version of the crate, so
//! every machine that builds the book (CI included) would first build that tool from
//! crates.io, for an interface of four functions and strings.
//!
//! [`engines`] is the only file that calls the engine; the rest sees plain data.

pub mod engines;
pub mod ffi;
pub mod report;
pub mod request;
