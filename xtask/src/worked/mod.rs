//! `cargo xtask worked`: a worked position per chapter. One node of a real search, traced
//! with the chapter's ordering and with the ordering of the chapter it builds on (by
//! `explore order`, which runs the engines' own search): the node's moves in both orders,
//! which move cut off, and how many nodes each order needed below the node; with a board
//! diagram of the node's position.
//!
//! Several `--line`s show several nodes of the same search one after the other: chapter 3
//! shows two siblings, the first storing a killer that the second tries early.
//!
//! Without `--fen` it shows the chapter's own nodes (`positions.rs`); `--write-book` writes
//! them into `book/src/generated/chNN-name-worked.md` and `chNN-name-board.svg` (then
//! `-board-2.svg`, ...), which the chapter page includes.

mod board_svg;
mod heat_svg;
mod history_heat;
mod page;
pub mod positions;
mod trace_record;

#[cfg(test)]
mod tests;

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Args;

use crate::chapter_binary;
use crate::chapters::{self, Chapter};
use crate::resolve::resolve;
use crate::workspace;
use board_svg::board_svg;
use history_heat::HistoryDump;
use page::{Order, Worked, WorkedNode};
use positions::NodeSpec;
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
    /// default: the chapter's own line, the root with --fen. Give it again to show more
    /// nodes of the same search, in the order the search reaches them.
    #[arg(long, requires = "chapter")]
    line: Vec<String>,
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
        let previous = chapter.builds_on();
        let previous = previous.as_ref();
        let position = node_of(chapter, args)?;
        let text = page_of(chapter, previous, &position, args.write_book, "")?;
        if !args.write_book {
            println!("{text}");
            continue;
        }
        write_page(chapter, "worked", &text)?;
        if let Some(lab) = positions::for_lab(&chapter.name) {
            let text = page_of(chapter, previous, &lab, true, "lab-")?;
            write_page(chapter, "worked-lab", &text)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The page of `position`'s nodes in `chapter`'s order and `previous`'s; its boards are
/// named `chNN-name-{prefix}board.svg`.
fn page_of(
    chapter: &Chapter,
    previous: Option<&Chapter>,
    position: &NodeSpec,
    write_book: bool,
    prefix: &str,
) -> Result<String> {
    let records = position
        .lines
        .iter()
        .map(|line| {
            let this = trace(chapter, position, line)?;
            let previous = previous.map(|p| trace(p, position, line)).transpose()?;
            Ok((this, previous))
        })
        .collect::<Result<Vec<_>>>()?;
    check_search_order(chapter, position)?;
    let mut nodes = Vec::new();
    for (index, (this, previous_record)) in records.iter().enumerate() {
        let caption = format!("The position {}", this.node);
        let svg = board_svg(&this.node, this.cutoff.as_deref(), &caption)?;
        let svg_name = match index {
            0 => format!("{}-{prefix}board.svg", chapter.name),
            _ => format!("{}-{prefix}board-{}.svg", chapter.name, index + 1),
        };
        let link = write_figure(write_book, &svg_name, &svg)?;
        nodes.push(WorkedNode {
            this: Order { chapter, record: this },
            previous: previous
                .zip(previous_record.as_ref())
                .map(|(chapter, record)| Order { chapter, record }),
            board: link,
        });
    }
    let root = workspace::root();
    let worked = Worked {
        nodes,
        source: &position.source,
        command: reader_command(chapter, position),
        header: if write_book { Some(header(root, chapter, previous)?) } else { None },
        extra: match chapter.name == history_heat::CHAPTER && prefix.is_empty() {
            true => heat_maps(chapter, position, write_book)?,
            false => String::new(),
        },
    };
    Ok(page::render(&worked))
}

/// Writes `text` as the book's `chNN-name-{kind}.md`.
fn write_page(chapter: &Chapter, kind: &str, text: &str) -> Result<()> {
    let directory = workspace::output_dir(true, "worked")?;
    workspace::write(&directory.join(format!("{}-{kind}.md", chapter.name)), text)
}

/// Writes a figure of the page: into the book's generated folder, or for a reader's own
/// position under `target/worked/`. Returns the link the page shows it by.
fn write_figure(write_book: bool, name: &str, svg: &str) -> Result<String> {
    let path = workspace::output_dir(write_book, "worked")?.join(name);
    workspace::write(&path, svg)?;
    Ok(match write_book {
        true => format!("generated/{name}"),
        false => path.display().to_string(),
    })
}

/// Chapter 7's history table after the search of the position, as two heat maps and the
/// text that reads them.
fn heat_maps(chapter: &Chapter, position: &NodeSpec, write_book: bool) -> Result<String> {
    let binary = chapter_binary::build_explore()?;
    let dump = HistoryDump::of(&binary, &position.fen, position.depth)?;
    let [from, to] = history_heat::svgs(&dump, &position.fen)?;
    let links = [
        write_figure(write_book, &format!("{}-history-from.svg", chapter.name), &from)?,
        write_figure(write_book, &format!("{}-history-to.svg", chapter.name), &to)?,
    ];
    Ok(history_heat::markdown(&dump, &links))
}

/// The chapter's own nodes, or the reader's; `--depth` and `--line` change either.
fn node_of(chapter: &Chapter, args: &WorkedArgs) -> Result<NodeSpec> {
    let mut node = match (&args.fen, positions::for_chapter(&chapter.name)) {
        (Some(fen), _) => NodeSpec {
            source: "your position".to_owned(),
            fen: fen.clone(),
            depth: DEFAULT_DEPTH,
            lines: vec![String::new()],
        },
        (None, Some(own)) => own,
        (None, None) => bail!("{} has no worked position yet", chapter.name),
    };
    if !args.line.is_empty() {
        node.lines = args.line.clone();
    }
    node.depth = args.depth.unwrap_or(node.depth);
    Ok(node)
}

/// The command a reader runs to see these nodes.
fn reader_command(chapter: &Chapter, position: &NodeSpec) -> String {
    let line: String = position
        .lines
        .iter()
        .filter(|line| !line.is_empty())
        .map(|line| format!(" --line \"{line}\""))
        .collect();
    format!(
        "cargo xtask worked {} --fen \"{}\" --depth {}{line}",
        chapter.tag(),
        position.fen,
        position.depth
    )
}

/// Several nodes must be siblings (their lines differ in the last move only) that the
/// chapter's search reaches in the order given: the page says the later ones come after.
fn check_search_order(chapter: &Chapter, position: &NodeSpec) -> Result<()> {
    if position.lines.len() < 2 {
        return Ok(());
    }
    let split = |line: &str| -> Option<(String, String)> {
        let (parent, last) = line.trim().rsplit_once(' ').unwrap_or(("", line.trim()));
        (!last.is_empty()).then(|| (parent.trim().to_owned(), last.to_owned()))
    };
    let splits: Vec<Option<(String, String)>> =
        position.lines.iter().map(|line| split(line)).collect();
    let Some(Some((parent, _))) = splits.first() else {
        bail!("several --line must each name a node below the root");
    };
    let mut lasts = Vec::new();
    for split in &splits {
        match split {
            Some((other, last)) if other == parent => lasts.push(last.as_str()),
            _ => bail!("several --line must be siblings: the same moves but the last"),
        }
    }
    let searched: Vec<String> =
        trace(chapter, position, parent)?.searched().map(|m| m.uci.clone()).collect();
    let places: Vec<Option<usize>> =
        lasts.iter().map(|last| searched.iter().position(|uci| uci == last)).collect();
    if places.iter().any(Option::is_none) || !places.is_sorted() {
        bail!(
            "{} searches these moves after {}: {}; give the lines in that order",
            chapter.name,
            if parent.is_empty() { "the root" } else { parent.as_str() },
            searched.join(" ")
        );
    }
    Ok(())
}

/// Traces the node after `line` with the chapter's ordering (`explore order`) and reads
/// what it prints.
fn trace(chapter: &Chapter, position: &NodeSpec, line: &str) -> Result<NodeRecord> {
    let binary = chapter_binary::build_explore()?;
    let depth = position.depth.to_string();
    let mut args = vec!["order", &chapter.name, "--fen", &position.fen, "--depth", &depth];
    args.extend(["--format", "tsv"]);
    if !line.is_empty() {
        args.extend(["--line", line]);
    }
    let printed = chapter_binary::output(&binary, &args, &chapter.name)?;
    NodeRecord::parse(&printed).with_context(|| format!("reading what {} printed", chapter.name))
}

/// The lines a book file opens with: the command that writes it, and the fingerprints of
/// the realistic suite its position comes from and of the chapters whose searches it
/// shows, so it goes stale when either changes.
fn header(root: &Path, chapter: &Chapter, previous: Option<&Chapter>) -> Result<String> {
    let chapters = previous.into_iter().chain([chapter]);
    Ok(format!(
        "<!-- Written by `cargo xtask worked {} --write-book`: edit the code, not this file. -->\n<!-- {} -->\n\n",
        chapter.tag(),
        crate::compare::record_behaviour(root, chapters)?
    ))
}
