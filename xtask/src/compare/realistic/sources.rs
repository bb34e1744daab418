//! What the realistic page and the files written with it measured: the behaviour of every
//! chapter it searched and the suite file, as a `behaviour:` line
//! ([`behaviour_fingerprint`]). The one freshness test (`crate::freshness`) recomputes it.

use std::path::Path;

use anyhow::Result;

use crate::chapters::Chapter;

/// The suite file, relative to the workspace root.
const SUITE_FILE: &str = "data/realistic.txt";

/// `behaviour: data/realistic.txt=… ch00-baseline=… ch01-pick-move=…`.
pub fn record<'a>(root: &Path, chapters: impl Iterator<Item = &'a Chapter>) -> Result<String> {
    let mut entries = vec![SUITE_FILE.to_owned()];
    entries.extend(chapters.map(|chapter| chapter.name.clone()));
    behaviour_fingerprint::record(root, &entries)
}
