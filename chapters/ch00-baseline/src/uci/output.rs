//! Where the engine writes: one writer, shared by the session and the thread that searches.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// Where the engine writes; shared with the search thread.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line and flushes it, so the GUI reads it at once.
pub fn write_line(output: &Output, line: &str) {
    let mut output = output.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // A closed pipe means the GUI is gone; nothing useful can be done about it here.
    let _ = writeln!(output, "{line}");
    let _ = output.flush();
}
