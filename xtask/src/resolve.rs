//! Turns what the user typed (`3`, `03`, `ch03`, `killers`, `ch03-killers`) into a
//! chapter, so commands stay short to type.

use anyhow::{Result, bail};

use crate::chapters::Chapter;

/// The chapter `query` names, or an error listing every valid name.
pub fn resolve<'a>(query: &str, chapters: &'a [Chapter]) -> Result<&'a Chapter> {
    let query = query.trim();
    let number = query.strip_prefix("ch").unwrap_or(query).parse::<u32>().ok();
    let found = chapters.iter().find(|chapter| {
        Some(chapter.number) == number
            || chapter.name.eq_ignore_ascii_case(query)
            || chapter.short_name().eq_ignore_ascii_case(query)
    });
    match found {
        Some(chapter) => Ok(chapter),
        None if chapters.is_empty() => bail!("unknown chapter `{query}`: no chapters exist yet"),
        None => bail!("unknown chapter `{query}`; valid chapters are:\n{}", valid_names(chapters)),
    }
}

/// One line per chapter with every way to name it.
fn valid_names(chapters: &[Chapter]) -> String {
    chapters
        .iter()
        .map(|chapter| {
            format!(
                "  {}  ({}, {}, {})",
                chapter.name,
                chapter.tag(),
                chapter.number,
                chapter.short_name()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chapters() -> Vec<Chapter> {
        ["ch00-baseline", "ch03-killers", "ch06-micro-max"]
            .into_iter()
            .map(|name| Chapter::from_dir_name(name).unwrap())
            .collect()
    }

    #[test]
    fn every_form_of_a_name_resolves() {
        let chapters = chapters();
        for query in ["ch03", "3", "03", "killers", "ch03-killers", "ch3", "Killers"] {
            assert_eq!(resolve(query, &chapters).unwrap().name, "ch03-killers", "{query}");
        }
        assert_eq!(resolve("0", &chapters).unwrap().name, "ch00-baseline");
        assert_eq!(resolve("micro-max", &chapters).unwrap().name, "ch06-micro-max");
    }

    #[test]
    fn an_unknown_name_lists_the_valid_ones() {
        let message = resolve("ch04", &chapters()).unwrap_err().to_string();
        assert!(message.contains("unknown chapter `ch04`"), "{message}");
        assert!(resolve("kill", &chapters()).is_err(), "a prefix is not enough");
        for listed in ["ch00-baseline", "ch03-killers", "ch06-micro-max", "killers"] {
            assert!(message.contains(listed), "{message}");
        }
    }
}
