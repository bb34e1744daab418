//! `cargo xtask timings <chapter>`: runs a chapter's criterion benches and writes their
//! results into the book (`book/src/generated/<chapter>-timings.md`), so that a chapter
//! page shows measured times without anyone copying numbers by hand.
//!
//! Nothing here knows a chapter's benches: cargo lists the bench targets, criterion
//! records what it measured, and every benchmark of the run becomes a row.

mod criterion_results;
mod page;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::SystemTime;

use anyhow::{Context, Result, bail};
use cargo_metadata::{MetadataCommand, TargetKind};
use clap::Args;

use crate::chapter_binary::{ENGINE_PROFILE, find_chapter};
use crate::chapters::Chapter;
use crate::{machine, workspace};

#[derive(Args)]
pub struct TimingsArgs {
    /// The chapter: `3`, `03`, `ch03`, `killers` or `ch03-killers`.
    chapter: String,
    /// Run only this bench target (a file of the chapter's `benches/`); its results go
    /// to `<chapter>-<bench>-timings.md`, so a partial run never overwrites the full one.
    #[arg(long)]
    bench: Option<String>,
    /// Arguments for criterion, after `--`: `-- --quick` for a fast, rougher run,
    /// `-- --sample-size 10`, or a filter on benchmark names.
    #[arg(last = true)]
    criterion_args: Vec<String>,
}

pub fn run(args: &TimingsArgs) -> Result<ExitCode> {
    let chapter = find_chapter(&args.chapter)?;
    let benches = match &args.bench {
        Some(bench) => vec![bench.clone()],
        None => bench_targets(&chapter)?,
    };
    if benches.is_empty() {
        bail!("{} has no bench targets (files under benches/)", chapter.name);
    }
    // A directory of its own per chapter: chapters time the same functions under the
    // same names (each bench also times the previous chapter), and other runs, by hand
    // or by another person, cannot mix their results into this one.
    let home = workspace::target_dir()?.join("criterion-timings").join(&chapter.name);
    let noise = machine::noise();
    let started = SystemTime::now();
    let mut cargo = workspace::cargo();
    cargo.args(["bench", "--profile", ENGINE_PROFILE, "--package", &chapter.name]);
    for bench in &benches {
        cargo.args(["--bench", bench]);
    }
    let status = cargo
        .arg("--")
        .args(&args.criterion_args)
        .env("CRITERION_HOME", &home)
        .status()
        .context("cannot start cargo bench")?;
    if !status.success() {
        bail!("cargo bench for {} failed", chapter.name);
    }
    let measurements = criterion_results::measured_since(&home, started)?;
    if measurements.is_empty() {
        bail!("criterion measured nothing (did a filter leave out every benchmark?)");
    }
    println!("\n{}", page::table(&measurements));
    let path = output_path(&chapter, args.bench.as_deref());
    let measured = machine::measured_line(noise, None);
    let contents = page::render(&measurements, &command_line(args, &chapter), &measured);
    std::fs::create_dir_all(path.parent().expect("generated/ has a parent"))?;
    workspace::write(&path, &contents)?;
    Ok(ExitCode::SUCCESS)
}

/// The names of the chapter's bench targets, from cargo. Naming each with `--bench`
/// keeps cargo from also running the library's test harness as a bench, which would
/// reject criterion's options such as `--quick`.
fn bench_targets(chapter: &Chapter) -> Result<Vec<String>> {
    let manifest = workspace::root().join("chapters").join(&chapter.name).join("Cargo.toml");
    let metadata = MetadataCommand::new()
        .manifest_path(&manifest)
        .no_deps()
        .exec()
        .context("cannot ask cargo metadata for the bench targets")?;
    let package = metadata
        .packages
        .iter()
        .find(|package| package.name.as_str() == chapter.name)
        .with_context(|| format!("cargo metadata does not list {}", chapter.name))?;
    Ok(package
        .targets
        .iter()
        .filter(|target| target.kind.contains(&TargetKind::Bench))
        .map(|target| target.name.clone())
        .collect())
}

/// `book/src/generated/ch01-pick-move-timings.md`, or with `--bench pick`
/// `book/src/generated/ch01-pick-move-pick-timings.md`.
fn output_path(chapter: &Chapter, bench: Option<&str>) -> PathBuf {
    let stem = match bench {
        Some(bench) => format!("{}-{bench}", chapter.name),
        None => chapter.name.clone(),
    };
    workspace::root().join("book/src/generated").join(format!("{stem}-timings.md"))
}

/// The command that regenerates the file, for its first line.
fn command_line(args: &TimingsArgs, chapter: &Chapter) -> String {
    let mut command = format!("cargo xtask timings {}", chapter.tag());
    if let Some(bench) = &args.bench {
        command += &format!(" --bench {bench}");
    }
    if !args.criterion_args.is_empty() {
        command += &format!(" -- {}", args.criterion_args.join(" "));
    }
    command
}
