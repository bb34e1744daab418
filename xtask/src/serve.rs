//! `cargo xtask book --serve`: a minimal static file server for the built book,
//! for browsers that restrict pages opened from `file://` (search needs HTTP).
//! It listens on 127.0.0.1 only and serves nothing outside the book's directory.

use std::path::{Component, Path, PathBuf};

use anyhow::{Result, anyhow};
use tiny_http::{Header, Response, Server};

/// Serves the files under `dir` on `127.0.0.1:port` until the process is stopped.
pub fn serve(dir: &Path, port: u16) -> Result<()> {
    let server = Server::http(("127.0.0.1", port))
        .map_err(|error| anyhow!("cannot listen on 127.0.0.1:{port}: {error}"))?;
    println!("serving the book on http://127.0.0.1:{port}/ (Ctrl-C to stop)");
    for request in server.incoming_requests() {
        let response = match file_for(dir, request.url()).and_then(|path| read(&path)) {
            Some((bytes, content_type)) => Response::from_data(bytes).with_header(content_type),
            None => Response::from_string("404 Not Found").with_status_code(404),
        };
        if let Err(error) = request.respond(response) {
            eprintln!("cannot answer a request: {error}");
        }
    }
    Ok(())
}

/// The file under `dir` that `url` asks for: `index.html` for a directory, nothing
/// for a path that would climb out of `dir`.
fn file_for(dir: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let relative = Path::new(path.trim_start_matches('/'));
    let stays_inside =
        relative.components().all(|component| matches!(component, Component::Normal(_)));
    if !stays_inside {
        return None;
    }
    let file = dir.join(relative);
    Some(if file.is_dir() { file.join("index.html") } else { file })
}

/// The file's bytes and its `Content-Type` header.
fn read(path: &Path) -> Option<(Vec<u8>, Header)> {
    let bytes = std::fs::read(path).ok()?;
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let header = Header::from_bytes("Content-Type", mime.essence_str()).ok()?;
    Some((bytes, header))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_map_to_files_inside_the_book_only() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("css")).unwrap();
        let root = dir.path();
        assert_eq!(file_for(root, "/"), Some(root.join("index.html")));
        assert_eq!(file_for(root, "/css/"), Some(root.join("css/index.html")));
        assert_eq!(file_for(root, "/intro.html?x=1#top"), Some(root.join("intro.html")));
        assert_eq!(file_for(root, "/../secret"), None);
    }
}
