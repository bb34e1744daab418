//! The shape every earlier chapter's realistic example shares: its variants measured in
//! nodes on the suites of [`realistic_and_outside`], and some of them in CPU time on the
//! suites of [`timed_suites`], written as `<chapter>-realistic-{nodes,time}.md`. An example
//! names its variants and which of them are timed; this writes the pages.

use ch00_baseline::suite::SuitePosition;

use crate::generated::{generated_header, run_named_parts};
use crate::realistic_verdict::{
    Against, Variant, nodes_page, realistic_and_outside, time_page, timed_suites,
};

/// A chapter's verdict example: what it measures, and where its pages go.
pub struct VerdictExample {
    /// The chapter's package, e.g. `ch03-killers`.
    pub chapter: &'static str,
    /// The example's name, e.g. `slots_realistic`.
    pub example: &'static str,
    /// Every variant, the chapter's reference among them.
    pub variants: fn() -> Vec<Variant>,
    /// What each variant's verdict line compares it with.
    pub against: Against,
    /// The variants whose CPU time is measured too (time costs many rounds of the whole
    /// suite, so an example times only the variants its verdict needs).
    pub timed: fn(Vec<Variant>) -> Vec<Variant>,
    /// The suites of the nodes page; [`realistic_and_outside`] unless a chapter cannot
    /// reach those depths.
    pub node_suites: fn() -> Vec<(&'static str, Vec<SuitePosition>)>,
    /// The suites of the time page; [`timed_suites`] unless a chapter cannot reach them.
    pub time_suites: fn() -> Vec<(&'static str, Vec<SuitePosition>)>,
    /// What the pages' file names start with: `<chapter>-realistic` unless
    /// [`VerdictExample::writing_to`] says otherwise.
    pub file_prefix: Option<&'static str>,
}

impl VerdictExample {
    /// The example with the usual suites: [`realistic_and_outside`] and [`timed_suites`].
    pub const fn new(
        chapter: &'static str,
        example: &'static str,
        variants: fn() -> Vec<Variant>,
        against: Against,
        timed: fn(Vec<Variant>) -> Vec<Variant>,
    ) -> Self {
        Self {
            chapter,
            example,
            variants,
            against,
            timed,
            node_suites: realistic_and_outside,
            time_suites: timed_suites,
            file_prefix: None,
        }
    }

    /// The same example writing `<prefix>-{nodes,time}.md`: for a second verdict example
    /// of one chapter, such as the last chapter's measure of an earlier chapter's choice.
    pub const fn writing_to(self, prefix: &'static str) -> Self {
        Self { file_prefix: Some(prefix), ..self }
    }

    fn nodes(&self) -> String {
        let header = generated_header(self.chapter, self.example, "nodes");
        nodes_page(header, &(self.node_suites)(), self.variants, self.against)
    }

    fn time(&self) -> String {
        let variants = (self.timed)((self.variants)());
        time_page(self.chapter, self.example, &(self.time_suites)(), &variants)
    }

    /// The example's `main`: the part named on the command line (`nodes` or `time`), or
    /// both, each printed and written to `book/src/generated/<chapter>-realistic-<part>.md`
    /// (or the prefix of [`VerdictExample::writing_to`]).
    pub fn main(&self) {
        let file_prefix = match self.file_prefix {
            Some(prefix) => prefix.to_owned(),
            None => format!("{}-realistic", self.chapter),
        };
        run_named_parts(&file_prefix, &[("nodes", &|| self.nodes()), ("time", &|| self.time())]);
    }
}
