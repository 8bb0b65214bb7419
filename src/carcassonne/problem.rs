//! Verdict building blocks: messages (localised at the edge) and legality problems.

use super::pieces::PlayerId;

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number.
    Num(i64),
    /// A text inserted as is (an id, a name, a locator).
    Text(String),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as i64)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

/// A message to show, as a message id of the locale files with its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The Fluent message id.
    pub key: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// What a problem is about, so that the edge can point at the right line of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// The position as a whole.
    Position,
    /// A player.
    Player(PlayerId),
    /// A tile entry (index in the position's tile list).
    Tile(usize),
    /// A piece: tile entry and index in its piece list.
    Piece {
        /// Tile entry.
        tile: usize,
        /// Piece index on that tile.
        piece: usize,
    },
    /// The tile of the move being judged.
    MoveTile,
    /// The piece of the move being judged.
    MovePiece,
}

/// Whether a problem makes the position or move illegal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Illegal.
    Error,
    /// Worth knowing, not illegal.
    Warning,
}

/// One reason a position or move is not legal (or a warning).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The rule or ruling applied.
    pub rule: &'static str,
    /// What is wrong.
    pub message: Message,
    /// Where.
    pub subject: Subject,
    /// Error or warning.
    pub severity: Severity,
}

impl Problem {
    /// An error.
    pub fn error(rule: &'static str, subject: Subject, message: Message) -> Problem {
        Problem {
            rule,
            message,
            subject,
            severity: Severity::Error,
        }
    }

    /// A warning.
    pub fn warning(rule: &'static str, subject: Subject, message: Message) -> Problem {
        Problem {
            rule,
            message,
            subject,
            severity: Severity::Warning,
        }
    }
}

/// Removes repeated problems (the same rule, place and message), keeping the first of each:
/// one finding reached along two paths (two half-edges of one field, say) is reported once.
pub fn dedup(problems: &mut Vec<Problem>) {
    let mut kept: Vec<Problem> = Vec::with_capacity(problems.len());
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    for p in problems.drain(..) {
        if seen.insert(format!("{:?}", (p.rule, p.subject, &p.message, p.severity))) {
            kept.push(p);
        }
    }
    *problems = kept;
}
