//! Where an instruction's source line lives: a chapter's crate, the chess library, or
//! anything else (Rust's standard library, arrayvec, the C library).
//!
//! Release builds inline freely, so an instruction is charged to the file of the source
//! line it was compiled from, which may be a chapter's code inlined into chapter 0's
//! search loop: the file, not the function, says whose code ran.

/// The three kinds of code the counts are split into.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// A file under `chapters/<name>/`.
    Chapter(String),
    /// cozy-chess and its types crate: the board, making moves, generating them.
    ChessLibrary,
    /// Rust's standard library and the other crates' helpers, inlined everywhere; the C
    /// library; the dynamic loader.
    Other,
}

impl Origin {
    /// The origin of a source file as debug information names it (an absolute path on
    /// the machine that built the engine, or a path relative to a library's sources).
    pub fn of_file(path: &str) -> Origin {
        let mut components = path.split(['/', '\\']);
        while let Some(component) = components.next() {
            if component == "chapters"
                && let Some(name) = components.next()
                && name.starts_with("ch")
            {
                return Origin::Chapter(name.to_owned());
            }
            if component.starts_with("cozy-chess") {
                return Origin::ChessLibrary;
            }
        }
        Origin::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_told_apart_by_their_path() {
        let cases = [
            ("/work/main/chapters/ch09-see/src/see.rs", Origin::Chapter("ch09-see".into())),
            (
                "C:\\book\\chapters\\ch00-baseline\\src\\eval.rs",
                Origin::Chapter("ch00-baseline".into()),
            ),
            (
                "/root/.cargo/registry/src/index.crates.io-x/cozy-chess-0.3.4/src/board/mod.rs",
                Origin::ChessLibrary,
            ),
            (
                "/root/.cargo/registry/src/index.crates.io-x/cozy-chess-types-0.2.2/src/square.rs",
                Origin::ChessLibrary,
            ),
            ("/rustc/5980/library/core/src/ops/bit.rs", Origin::Other),
            ("./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S", Origin::Other),
            ("/home/me/chapters-notes/x.rs", Origin::Other),
            ("???", Origin::Other),
        ];
        for (path, origin) in cases {
            assert_eq!(Origin::of_file(path), origin, "{path}");
        }
    }
}
