//! # Every chapter's engine, looked into
//!
//! The chapters' engines search; this crate looks into their searches for the book's
//! tools and pages, with the very code the engines run: one node of a search move by move
//! ([`trace`], printed by [`order`]), chapter 7's history table after a search
//! ([`history`]), how many moves a chapter's picker gives a key ([`keys`]), and every
//! chapter found by the name a reader gives it ([`chapters`]).
//! `cargo xtask worked` runs its binary, `explore`; no engine contains it.

pub mod chapters;
pub mod history;
pub mod keys;
pub mod order;
pub mod trace;
