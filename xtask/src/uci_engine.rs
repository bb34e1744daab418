//! A chapter engine as a separate process, spoken to over UCI like a GUI would: the
//! driver behind matches (`cargo xtask match`).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

/// How long an engine may take to start, answer `uci` or `isready`, or exit after `quit`.
pub const STARTUP: Duration = Duration::from_secs(10);

/// Why an engine could not give an answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// The process exited, closed its output, or could not be written to.
    Crashed(String),
    /// No answer before the deadline.
    TooSlow,
}

pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `binary` and completes the handshake (`uci`/`uciok`, `isready`/`readyok`).
    pub fn start(binary: &Path) -> Result<Self, Failure> {
        let mut child = Command::new(binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| Failure::Crashed(format!("cannot start: {error}")))?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Self { child, stdin, lines };
        engine.send("uci")?;
        engine.wait_for("uciok", Instant::now() + STARTUP)?;
        engine.sync()?;
        Ok(engine)
    }

    /// `ucinewgame`, then waits until the engine is ready.
    pub fn new_game(&mut self) -> Result<(), Failure> {
        self.send("ucinewgame")?;
        self.sync()
    }

    fn sync(&mut self) -> Result<(), Failure> {
        self.send("isready")?;
        self.wait_for("readyok", Instant::now() + STARTUP).map(drop)
    }

    pub fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|error| Failure::Crashed(format!("cannot write '{line}': {error}")))
    }

    /// The first line starting with `prefix` (a whole word), read before `deadline`.
    pub fn wait_for(&mut self, prefix: &str, deadline: Instant) -> Result<String, Failure> {
        loop {
            let line = self.next_line(deadline, prefix)?;
            if line.split_whitespace().next() == Some(prefix) {
                return Ok(line);
            }
        }
    }

    /// The engine's next line, read before `deadline`; `awaited` names what was expected,
    /// for the message if the engine is gone.
    pub fn next_line(&mut self, deadline: Instant, awaited: &str) -> Result<String, Failure> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(left).map_err(|error| match error {
            RecvTimeoutError::Timeout => Failure::TooSlow,
            RecvTimeoutError::Disconnected => {
                let status = self.child.try_wait().ok().flatten();
                let how = status.map_or("closed its output".to_string(), |s| format!("{s}"));
                Failure::Crashed(format!("waiting for '{awaited}': {how}"))
            }
        })
    }

    /// Sends `quit` and gives the engine `patience` to exit; a process still running after
    /// that is killed when the engine is dropped.
    pub fn quit(mut self, patience: Duration) {
        if self.send("quit").is_ok() {
            let deadline = Instant::now() + patience;
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                thread::sleep(Duration::from_millis(1));
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
