//! The chapters' engines for the book's pages: the `web` crate built to WebAssembly and
//! put into the built book's `engine/` folder, where a toolchain for the target is
//! installed. Without one the book is built all the same, and its engine widgets say
//! that the engines are not built.
//!
//! Two toolchains are found: the one running this command, when rustup has installed
//! the target's standard library for it, or Debian's `rustc-web`, `cargo-web`,
//! `rust-web-src` and `lld`, which have no prebuilt standard library for the target, so
//! it is built from the packaged sources.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use ch00_baseline::report::thousands;

use crate::workspace;

const TARGET: &str = "wasm32-unknown-unknown";
/// The workspace's profile for the module (the root `Cargo.toml` says why).
const PROFILE: &str = "web";
/// Where the built book holds the engines, as `book/theme/engine-client.js` expects.
const FOLDER: &str = "engine";

/// A toolchain that can build for [`TARGET`].
enum Toolchain {
    /// The running cargo, whose toolchain has the target installed.
    Installed { cargo: PathBuf },
    /// Debian's packages: `-Zbuild-std` builds the standard library from
    /// `/usr/lib/rustlib/src`, and `RUSTC_BOOTSTRAP` lets that stable compiler take the
    /// unstable flag; lld's `wasm-ld` links.
    Debian { linker: PathBuf },
}

impl Toolchain {
    fn find() -> Option<Toolchain> {
        let cargo = PathBuf::from(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        let rustc = Some(cargo.with_file_name("rustc")).filter(|path| path.exists());
        let sysroot = Command::new(rustc.unwrap_or_else(|| "rustc".into()))
            .args(["--print", "sysroot"])
            .output()
            .ok()
            .filter(|output| output.status.success())
            .map(|output| PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()));
        if sysroot.is_some_and(|root| root.join("lib/rustlib").join(TARGET).join("lib").is_dir()) {
            return Some(Toolchain::Installed { cargo });
        }
        let debian = ["/usr/bin/cargo", "/usr/bin/rustc", "/usr/lib/rustlib/src/rust/library"];
        let linker = PathBuf::from("/usr/bin/wasm-ld");
        (debian.iter().all(|path| Path::new(path).exists()) && linker.exists())
            .then_some(Toolchain::Debian { linker })
    }

    fn describe(&self) -> &'static str {
        match self {
            Toolchain::Installed { .. } => "the installed target",
            Toolchain::Debian { .. } => {
                "Debian's rustc-web, the standard library built from source"
            }
        }
    }

    /// `cargo build` of the module, and the directory it builds into.
    fn build_command(&self) -> Result<(Command, PathBuf)> {
        let target = workspace::target_dir()?;
        let build = ["build", "--locked", "--profile", PROFILE, "--target", TARGET];
        let package = ["--package", "web-engine", "--lib"];
        match self {
            Toolchain::Installed { cargo } => {
                let mut command = Command::new(cargo);
                command.args(build).args(package);
                Ok((command, target))
            }
            Toolchain::Debian { linker } => {
                // Its own target directory: the other toolchain's artifacts stay valid.
                let target = target.join("debian-web");
                let mut command = Command::new("/usr/bin/cargo");
                command
                    .args(build)
                    .arg("-Zbuild-std=std,panic_abort")
                    .args(package)
                    .env("RUSTC", "/usr/bin/rustc")
                    .env("RUSTC_BOOTSTRAP", "1")
                    .env("CARGO_TARGET_DIR", &target)
                    .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER", linker);
                Ok((command, target))
            }
        }
    }
}

/// Builds the engines and puts them into `html_dir/engine/`: the module itself, which
/// pages fetch over http, and the same bytes as base64 in a script, which a page opened
/// from disk can load. Without a toolchain it says so and builds nothing.
pub fn build_into(html_dir: &Path) -> Result<()> {
    let Some(toolchain) = Toolchain::find() else {
        println!(
            "web engine  skipped: no toolchain for {TARGET} (rustup target add {TARGET}; on \
             Debian, apt-get install rustc-web cargo-web rust-web-src lld), so the pages' \
             engine widgets say the engines are not built"
        );
        return Ok(());
    };
    println!("web engine  building every chapter for {TARGET} with {}", toolchain.describe());
    let (mut command, target_dir) = toolchain.build_command()?;
    let status = command.current_dir(workspace::root()).status().context("cannot start cargo")?;
    if !status.success() {
        bail!("the web engine did not build ({status})");
    }
    let module = target_dir.join(TARGET).join(PROFILE).join("web_engine.wasm");
    let bytes =
        std::fs::read(&module).with_context(|| format!("cannot read {}", module.display()))?;
    let folder = html_dir.join(FOLDER);
    std::fs::create_dir_all(&folder)?;
    std::fs::write(folder.join("web_engine.wasm"), &bytes)?;
    let script = format!("window.webEngineBase64 = \"{}\";\n", base64(&bytes));
    std::fs::write(folder.join("web-engine.js"), script)?;
    let shown = folder.strip_prefix(workspace::root()).unwrap_or(&folder);
    println!("web engine  {} bytes into {}", thousands(bytes.len() as u64), shown.display());
    Ok(())
}

/// Standard base64 with padding: what the browser's `atob` reads.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |word, (i, &b)| word | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            let digit = if i <= chunk.len() {
                ALPHABET[(word >> (18 - 6 * i) & 63) as usize]
            } else {
                b'='
            };
            text.push(char::from(digit));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_pads_as_atob_expects() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(&[0, 0xff, 0x10, 0x80]), "AP8QgA==");
    }
}
