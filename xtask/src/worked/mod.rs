//! `cargo xtask worked`: a worked position per chapter. One node of a real search, traced
//! by the chapter's engine and by the previous chapter's (their `order` command): the
//! node's moves in both orders, which move cut off, and how many nodes each order needed
//! below the node; with a board diagram of the node's position.
//!
//! Without `--fen` it shows the chapter's own node (`positions.rs`); `--write-book` writes
//! it into `book/src/generated/chNN-name-worked.md` and `chNN-name-board.svg`, which the
//! chapter page includes.

mod board_svg;
mod page;
mod positions;
mod trace_record;

#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::process::{Command, ExitCode};

use anyhow::{Context, Result, bail};
use clap::Args;

use crate::chapter_binary;
use crate::chapters::{self, Chapter};
use crate::resolve::resolve;
use crate::workspace;
use board_svg::board_svg;
use page::{Order, Worked};
use positions::WorkedPosition;
use trace_record::NodeRecord;

#[derive(Args)]
pub struct WorkedArgs {
    /// The chapter: `3`, `03`, `ch03`, `killers` or `ch03-killers`; every chapter when left out.
    chapter: Option<String>,
    /// Your own position (needs a chapter): the root of the search.
    #[arg(long, requires = "chapter")]
    fen: Option<String>,
    /// How deep the search is at the root (default: the chapter's own, 5 with --fen).
    #[arg(long, requires = "chapter")]
    depth: Option<u32>,
    /// UCI moves from the root to the node to show, separated by spaces ("e2e4 e7e5");
    /// default: the chapter's own line, the root with --fen.
    #[arg(long, requires = "chapter")]
    line: Option<String>,
    /// Write each chapter's own node into book/src/generated/ instead of printing it.
    #[arg(long, conflicts_with_all = ["fen", "depth", "line"])]
    write_book: bool,
}

/// The depth a reader's own position is searched to unless they say.
const DEFAULT_DEPTH: u32 = 5;

pub fn run(args: &WorkedArgs) -> Result<ExitCode> {
    let root = workspace::root();
    let all = chapters::discover(&root.join("chapters"))?;
    let selected: Vec<&Chapter> = match &args.chapter {
        Some(query) => vec![resolve(query, &all)?],
        None => all.iter().collect(),
    };
    for chapter in selected {
        let previous = all.iter().take_while(|other| other.number < chapter.number).last();
        let position = node_of(chapter, args)?;
        let this = trace(chapter, &position)?;
        let previous_record = previous.map(|p| trace(p, &position)).transpose()?;
        let caption = format!("The position {}", this.node);
        let svg = board_svg(&this.node, this.cutoff.as_deref(), &caption)?;
        let svg_name = format!("{}-board.svg", chapter.name);
        let (svg_path, link) = if args.write_book {
            (root.join("book/src/generated").join(&svg_name), format!("generated/{svg_name}"))
        } else {
            let path = workspace::target_dir()?.join("worked").join(&svg_name);
            let link = path.display().to_string();
            (path, link)
        };
        let worked = Worked {
            this: Order { chapter, record: &this },
            previous: previous
                .zip(previous_record.as_ref())
                .map(|(chapter, record)| Order { chapter, record }),
            source: &position.source,
            command: reader_command(chapter, &position),
            header: if args.write_book { Some(header(root, chapter, previous)?) } else { None },
            board: link,
        };
        let text = page::render(&worked);
        write(&svg_path, &svg)?;
        if args.write_book {
            let page_path =
                root.join("book/src/generated").join(format!("{}-worked.md", chapter.name));
            write(&page_path, &text)?;
            println!("wrote {} and {}", page_path.display(), svg_path.display());
        } else {
            println!("{text}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The node a command shows: a chapter's own, or the reader's.
struct NodeSpec {
    source: String,
    fen: String,
    depth: u32,
    line: String,
}

/// The chapter's own node, or the reader's; `--depth` and `--line` change either.
fn node_of(chapter: &Chapter, args: &WorkedArgs) -> Result<NodeSpec> {
    let own: Option<WorkedPosition> = positions::for_chapter(&chapter.name);
    let (source, fen, depth, line) = match (&args.fen, own) {
        (Some(fen), _) => ("your position".to_owned(), fen.clone(), DEFAULT_DEPTH, ""),
        (None, Some(own)) => (own.source, own.fen, own.depth, own.line),
        (None, None) => bail!("{} has no worked position yet", chapter.name),
    };
    Ok(NodeSpec {
        source,
        fen,
        depth: args.depth.unwrap_or(depth),
        line: args.line.clone().unwrap_or_else(|| line.to_owned()),
    })
}

/// The command a reader runs to see this node.
fn reader_command(chapter: &Chapter, position: &NodeSpec) -> String {
    let line = match position.line.as_str() {
        "" => String::new(),
        line => format!(" --line \"{line}\""),
    };
    format!(
        "cargo xtask worked {} --fen \"{}\" --depth {}{line}",
        chapter.tag(),
        position.fen,
        position.depth
    )
}

/// Runs the chapter's engine on the node and reads what it prints.
fn trace(chapter: &Chapter, position: &NodeSpec) -> Result<NodeRecord> {
    let binary = chapter_binary::build(chapter)?;
    let mut command = Command::new(&binary);
    command.args(["order", "--fen", &position.fen, "--depth", &position.depth.to_string()]);
    command.args(["--format", "tsv"]);
    if !position.line.is_empty() {
        command.args(["--line", &position.line]);
    }
    let output = command.output().with_context(|| format!("cannot start {}", binary.display()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("{}: {}", chapter.name, stderr.trim().trim_start_matches("error: "));
    }
    NodeRecord::parse(&String::from_utf8_lossy(&output.stdout))
        .with_context(|| format!("reading what {} printed", chapter.name))
}

fn write(path: &PathBuf, text: &str) -> Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// The lines a book file opens with: the command that writes it, and the fingerprints of
/// the chapters whose searches it shows, so it goes stale when either searches differently.
fn header(root: &std::path::Path, chapter: &Chapter, previous: Option<&Chapter>) -> Result<String> {
    let chapters: Vec<String> =
        previous.into_iter().chain([chapter]).map(|chapter| chapter.name.clone()).collect();
    Ok(format!(
        "<!-- Written by `cargo xtask worked {} --write-book`: edit the code, not this file. -->\n{}\n\n",
        chapter.tag(),
        behaviour_fingerprint::comment(root, &chapters)?
    ))
}
