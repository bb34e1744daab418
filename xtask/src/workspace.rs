//! Where the workspace, its cargo and its build output are.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use cargo_metadata::MetadataCommand;

/// The workspace root: xtask lives one level below it, so the path is known at
/// compile time and the commands work from any current directory.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask sits inside the workspace root")
}

/// The book's generated files (pages, charts, `figures.json`), relative to the root.
pub use behaviour_fingerprint::GENERATED as GENERATED_DIR;

/// Where a command writes its pages: the book's generated folder with `--write-book`
/// (tracked files, rewritten only when asked), else `target/<name>/`, which git ignores.
pub fn output_dir(write_book: bool, name: &str) -> Result<PathBuf> {
    let directory = if write_book { root().join(GENERATED_DIR) } else { target_dir()?.join(name) };
    std::fs::create_dir_all(&directory)?;
    Ok(directory)
}

/// Writes `text` to `path` and says so on stderr, the path relative to the root.
pub fn write(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!("wrote {}", path.strip_prefix(root()).unwrap_or(path).display());
    Ok(())
}

/// A `cargo` command run from the workspace root.
///
/// Cargo sets `CARGO` for the programs it runs; using it keeps the toolchain the
/// user chose (`cargo +nightly xtask ...`) for the builds xtask starts.
pub fn cargo() -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(root());
    command
}

/// What the example `example` of `package` prints on stdout, built and run in release
/// with `args`; its stderr (progress) goes to the terminal.
pub fn example_output(package: &str, example: &str, args: &[String]) -> Result<String> {
    let output = cargo()
        .args(["run", "--release", "--quiet", "--package", package, "--example", example, "--"])
        .args(args)
        .stderr(Stdio::inherit())
        .output()
        .context("cannot start cargo run")?;
    if !output.status.success() {
        bail!("the example {example} of {package} failed");
    }
    String::from_utf8(output.stdout).context("the example printed non-UTF-8")
}

/// The directory cargo builds into, honouring `CARGO_TARGET_DIR` and any
/// `build.target-dir` setting, as `cargo metadata` reports it.
pub fn target_dir() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return Ok(root().join(dir));
    }
    let metadata = MetadataCommand::new()
        .manifest_path(root().join("Cargo.toml"))
        .no_deps()
        .exec()
        .context("cannot ask cargo metadata for the target directory")?;
    Ok(metadata.target_directory.into_std_path_buf())
}
