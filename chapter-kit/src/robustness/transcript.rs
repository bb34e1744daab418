//! A pipe-like writer for a UCI session under test: every line the engine writes is kept
//! with the moment it was written, so a test can wait for an answer and time it.

use std::io::{self, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// One line the engine wrote, and when.
#[derive(Clone, Debug)]
pub struct Written {
    pub at: Instant,
    pub text: String,
}

/// Everything the engine wrote so far, shared between the engine's writer and the test.
#[derive(Default)]
pub struct Transcript {
    lines: Mutex<Vec<Written>>,
    grown: Condvar,
}

impl Transcript {
    /// A writer for [`ch00_baseline::uci::Session::new`] that appends to this transcript.
    pub fn writer(self: &Arc<Self>) -> impl Write + Send + 'static {
        TranscriptWriter { transcript: self.clone(), partial: Vec::new() }
    }

    /// How many lines were written so far: a mark to read or wait from.
    pub fn len(&self) -> usize {
        self.locked().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lines written from `mark` on.
    pub fn since(&self, mark: usize) -> Vec<Written> {
        self.locked().get(mark..).map_or_else(Vec::new, <[Written]>::to_vec)
    }

    /// Waits up to `timeout` for a line from `mark` on that satisfies `wanted`.
    pub fn wait_for(
        &self,
        mark: usize,
        timeout: Duration,
        wanted: impl Fn(&str) -> bool,
    ) -> Option<Written> {
        let deadline = Instant::now() + timeout;
        let mut lines = self.locked();
        loop {
            if let Some(found) = lines.iter().skip(mark).find(|line| wanted(&line.text)) {
                return Some(found.clone());
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            lines = self.grown.wait_timeout(lines, left).unwrap_or_else(|e| e.into_inner()).0;
        }
    }

    fn push(&self, text: String) {
        self.locked().push(Written { at: Instant::now(), text });
        self.grown.notify_all();
    }

    /// A test that failed while holding the lock must not hide the transcript from the
    /// next assertion: a poisoned lock is still read.
    fn locked(&self) -> MutexGuard<'_, Vec<Written>> {
        self.lines.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Splits what the engine writes into lines, as a GUI reading the pipe would.
struct TranscriptWriter {
    transcript: Arc<Transcript>,
    partial: Vec<u8>,
}

impl Write for TranscriptWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        for &byte in bytes {
            if byte == b'\n' {
                let line = String::from_utf8_lossy(&self.partial).into_owned();
                self.partial.clear();
                self.transcript.push(line);
            } else {
                self.partial.push(byte);
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_and_waited_for() {
        let transcript = Arc::new(Transcript::default());
        let mut writer = transcript.writer();
        write!(writer, "id name x\nready").unwrap();
        assert_eq!(transcript.len(), 1);
        writeln!(writer, "ok").unwrap();
        let found = transcript.wait_for(0, Duration::ZERO, |line| line == "readyok");
        assert_eq!(found.map(|line| line.text), Some("readyok".to_string()));
        assert!(transcript.wait_for(2, Duration::from_millis(1), |_| true).is_none());
    }
}
