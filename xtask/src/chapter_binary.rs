//! Builds a chapter's engine with the `engine` profile and runs it.
//!
//! Node counts do not depend on the profile, but search speed does: every engine
//! run through xtask is built the same way (optimised, with link-time optimisation; see
//! the workspace `Cargo.toml`), so `bench` figures are comparable.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, ExitStatus};
use std::time::Instant;

use anyhow::{Context, Result, bail};

use crate::chapters::{self, Chapter};
use crate::resolve::resolve;
use crate::workspace;

/// The chapter the user named, looked up among the crates under `chapters/`.
pub fn find_chapter(query: &str) -> Result<Chapter> {
    let chapters = chapters::discover(&workspace::root().join("chapters"))?;
    resolve(query, &chapters).cloned()
}

/// The cargo profile of every engine xtask builds or times (`[profile.engine]`).
pub const ENGINE_PROFILE: &str = "engine";

/// Builds the chapter's binary and returns its path.
pub fn build(chapter: &Chapter) -> Result<PathBuf> {
    build_target(chapter, ENGINE_PROFILE, &[], &chapter.name)
}

/// Builds every chapter's binary, saying which as each one finishes: with link-time
/// optimisation a first build of eleven engines takes minutes, and a silent wait reads as
/// a hang. Engines already up to date pass without a line.
pub fn build_all(chapters: &[Chapter]) -> Result<Vec<PathBuf>> {
    eprintln!(
        "building {} chapter engines (the `{ENGINE_PROFILE}` profile, link-time optimised: \
         minutes the first time, seconds after)...",
        chapters.len()
    );
    let mut binaries = Vec::with_capacity(chapters.len());
    for (index, chapter) in chapters.iter().enumerate() {
        let started = Instant::now();
        binaries.push(build(chapter)?);
        let seconds = started.elapsed().as_secs_f64();
        if seconds >= 1.0 {
            eprintln!(
                "  [{}/{}] {} built ({seconds:.0} s)",
                index + 1,
                chapters.len(),
                chapter.name
            );
        }
    }
    Ok(binaries)
}

/// Builds the chapter's binary with the `release` profile: for node counts, which do not
/// depend on the profile, without the minutes the `engine` profile's link-time
/// optimisation takes to link.
pub fn build_release(chapter: &Chapter) -> Result<PathBuf> {
    build_target(chapter, "release", &[], &chapter.name)
}

/// Builds the chapter's example `example` (an engine variant its experiments define) with
/// the same profile as [`build`], and returns its path.
pub fn build_example(chapter: &Chapter, example: &str) -> Result<PathBuf> {
    build_target(chapter, ENGINE_PROFILE, &["--example", example], &format!("examples/{example}"))
}

/// Builds `explore`, the binary that looks into any chapter's search (one node move by
/// move, chapter 7's history table), with the `release` profile: its searches are small.
pub fn build_explore() -> Result<PathBuf> {
    build_package("explore", "release", &[], "explore")
}

/// Builds a target of the chapter's package with `profile` (`target` picks it: the binary
/// when empty) and returns the path of `file` under the profile's directory.
fn build_target(chapter: &Chapter, profile: &str, target: &[&str], file: &str) -> Result<PathBuf> {
    build_package(&chapter.name, profile, target, file)
}

/// Builds a target of `package` with `profile` and returns the path of `file` under the
/// profile's directory.
fn build_package(package: &str, profile: &str, target: &[&str], file: &str) -> Result<PathBuf> {
    let status = workspace::cargo()
        .args(["build", "--profile", profile, "--quiet", "--package", package])
        .args(target)
        .status()
        .context("cannot start cargo build")?;
    if !status.success() {
        bail!("building {package} {} failed", target.join(" "));
    }
    let file_name = format!("{file}{}", std::env::consts::EXE_SUFFIX);
    Ok(workspace::target_dir()?.join(profile).join(file_name))
}

/// Builds the chapter's binary, runs it with `args` on the inherited stdin, stdout
/// and stderr, and returns its exit code so xtask exits the way the engine did.
pub fn run<I, S>(chapter: &Chapter, args: I) -> Result<ExitCode>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let binary = build(chapter)?;
    let status = Command::new(&binary)
        .args(args)
        .status()
        .with_context(|| format!("cannot start {}", binary.display()))?;
    Ok(exit_code(status))
}

/// Runs `binary` with `args` and returns what it printed on stdout; a failure is reported
/// as `what` and the engine's own error message.
pub fn output<S: AsRef<OsStr>>(binary: &Path, args: &[S], what: &str) -> Result<String> {
    let output = Command::new(binary)
        .args(args)
        .output()
        .with_context(|| format!("cannot start {}", binary.display()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("{what}: {}", stderr.trim().trim_start_matches("error: "));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The child's exit code; a child killed by a signal counts as a failure.
fn exit_code(status: ExitStatus) -> ExitCode {
    status.code().and_then(|code| u8::try_from(code).ok()).map_or(ExitCode::FAILURE, ExitCode::from)
}
