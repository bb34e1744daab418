//! Why a command of the command line did not finish.

use std::fmt;
use std::io;

/// A command's failure. A closed output is not an error for the user: whoever read it
/// (`head`, a pager that quit) has what they wanted, so the binary stops quietly and
/// reports success, as `cat` and `grep` do.
#[derive(Debug)]
pub enum CliFailure {
    /// Bad input, said in words for the user.
    Input(String),
    /// Standard output was closed before everything was written.
    OutputClosed,
    /// Any other failure to write.
    Output(io::Error),
}

impl From<String> for CliFailure {
    fn from(message: String) -> Self {
        CliFailure::Input(message)
    }
}

impl From<io::Error> for CliFailure {
    fn from(error: io::Error) -> Self {
        match error.kind() {
            io::ErrorKind::BrokenPipe => CliFailure::OutputClosed,
            _ => CliFailure::Output(error),
        }
    }
}

impl fmt::Display for CliFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliFailure::Input(message) => f.write_str(message),
            CliFailure::OutputClosed => f.write_str("standard output was closed"),
            CliFailure::Output(error) => write!(f, "could not write the output: {error}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_pipe_is_a_quiet_end_and_other_errors_are_reported() {
        let closed = CliFailure::from(io::Error::from(io::ErrorKind::BrokenPipe));
        assert!(matches!(closed, CliFailure::OutputClosed));
        let full = CliFailure::from(io::Error::from(io::ErrorKind::StorageFull));
        assert!(full.to_string().starts_with("could not write the output"), "{full}");
        assert_eq!(CliFailure::from("bad FEN".to_string()).to_string(), "bad FEN");
    }
}
