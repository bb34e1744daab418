//! One chapter's count: the nodes its search visited and the instructions it executed,
//! with the shares each page table and the chart split them into.

use super::cachegrind::Instructions;
use super::cachegrind::Origin;

/// The engine of chapter 0: search, evaluation, the frame every ordering plugs into.
pub const ENGINE: &str = "ch00-baseline";

/// A chapter's bench of the realistic suite, counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Counted {
    pub chapter: String,
    /// Plies below the suite's depths (the realistic page's choice for chapters 0–2).
    pub shallower: u32,
    pub nodes: u64,
    pub instructions: Instructions,
}

/// The parts the instructions are split into, in the order the table and chart show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    ChessLibrary,
    Engine,
    EarlierChapters,
    OwnChapter,
    Other,
}

impl Part {
    pub const ALL: [Part; 5] =
        [Part::ChessLibrary, Part::Engine, Part::EarlierChapters, Part::OwnChapter, Part::Other];

    /// The column header and the chart's legend.
    pub fn label(self) -> &'static str {
        match self {
            Part::ChessLibrary => "Chess library (cozy-chess)",
            Part::Engine => "Chapter 0 (search, evaluation)",
            Part::EarlierChapters => "Chapters 1 to the one before",
            Part::OwnChapter => "The chapter's own code",
            Part::Other => "Rust library and other",
        }
    }
}

impl Counted {
    /// The instructions of one part. Chapter 0's own code is its engine, so its
    /// "own chapter" part is empty.
    pub fn part(&self, part: Part) -> u64 {
        let by_origin = &self.instructions.by_origin;
        let chapter_code = |keep: &dyn Fn(&str) -> bool| -> u64 {
            by_origin
                .iter()
                .filter_map(|(origin, count)| match origin {
                    Origin::Chapter(name) if keep(name) => Some(*count),
                    _ => None,
                })
                .sum()
        };
        match part {
            Part::ChessLibrary => self.instructions.of(&Origin::ChessLibrary),
            Part::Engine => self.instructions.of(&Origin::Chapter(ENGINE.to_owned())),
            Part::EarlierChapters => {
                chapter_code(&|name| name != ENGINE && name != self.chapter.as_str())
            }
            Part::OwnChapter if self.chapter == ENGINE => 0,
            Part::OwnChapter => self.instructions.of(&Origin::Chapter(self.chapter.clone())),
            Part::Other => self.instructions.of(&Origin::Other),
        }
    }

    /// Instructions per node of the whole run or of one part.
    pub fn per_node(&self, count: u64) -> f64 {
        count as f64 / self.nodes.max(1) as f64
    }
}

#[cfg(test)]
pub mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// A count with the given instructions per origin, over `nodes` nodes.
    pub fn counted(chapter: &str, nodes: u64, origins: &[(Origin, u64)]) -> Counted {
        let by_origin: BTreeMap<Origin, u64> = origins.iter().cloned().collect();
        let total = by_origin.values().sum();
        Counted {
            chapter: chapter.to_owned(),
            shallower: 0,
            nodes,
            instructions: Instructions { total, by_origin, cycles: None },
        }
    }

    #[test]
    fn the_parts_add_up_to_the_total() {
        let count = counted(
            "ch09-see",
            10,
            &[
                (Origin::ChessLibrary, 400),
                (Origin::Chapter(ENGINE.into()), 300),
                (Origin::Chapter("ch05-tie-breaking".into()), 100),
                (Origin::Chapter("ch07-history".into()), 50),
                (Origin::Chapter("ch09-see".into()), 30),
                (Origin::Other, 120),
            ],
        );
        let parts: Vec<u64> = Part::ALL.iter().map(|&part| count.part(part)).collect();
        assert_eq!(parts, [400, 300, 150, 30, 120]);
        assert_eq!(parts.iter().sum::<u64>(), count.instructions.total);
        assert_eq!(count.per_node(count.part(Part::OwnChapter)), 3.0);
        let engine = counted(ENGINE, 1, &[(Origin::Chapter(ENGINE.into()), 9)]);
        assert_eq!((engine.part(Part::Engine), engine.part(Part::OwnChapter)), (9, 0));
    }
}
