//! The search's clock: `std::time::Instant`, except in a browser.
//!
//! On `wasm32-unknown-unknown` (the book's pages run the engines there) the standard
//! library has no clock, and `Instant::now` panics. There the clock always reads zero:
//! a search is stopped by its depth or node limit, never by time, and the page times the
//! search itself. Node counts never depend on the clock.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use web::Instant;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web {
    use std::time::Duration;

    /// A clock that never moves.
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Instant;

    impl Instant {
        pub(crate) fn now() -> Instant {
            Instant
        }

        pub(crate) fn elapsed(&self) -> Duration {
            Duration::ZERO
        }
    }
}
