//! Reads insta `.snap` files: a YAML header between the first two `---` lines, then
//! the snapshot itself. The book shows only the snapshot, never the header.

/// The snapshot after the YAML header, or `None` if `file` has no such header.
pub fn body(file: &str) -> Option<&str> {
    let mut offset = 0;
    let mut dashes_seen = 0;
    for line in file.split_inclusive('\n') {
        offset += line.len();
        if line.trim_end() == "---" {
            dashes_seen += 1;
            if dashes_seen == 2 {
                return Some(&file[offset..]);
            }
        } else if dashes_seen == 0 {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_follows_the_header() {
        let file = "---\nsource: tests/nodes.rs\nexpression: table\n---\n| a | b |\n|---|---|\n";
        assert_eq!(body(file), Some("| a | b |\n|---|---|\n"));
        assert_eq!(body("---\r\nsource: x\r\n---\r\nbody\r\n"), Some("body\r\n"));
        assert_eq!(body("just text\n---\n"), None);
        assert_eq!(body("---\nsource: never closed\n"), None);
    }
}
