//! The verdict model both engines share: a typed message (a Fluent message id with named
//! arguments), the severity of a finding, and a problem: the rule applied, what is wrong,
//! what it is about (the subject, each game's own type) and how serious it is.
//!
//! Engines build these values and never render them; only the command line turns a message
//! into text (`crate::i18n`), and only the `format` layer knows where a subject was written.

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number.
    Num(i64),
    /// A text inserted as is (an id, a name, a locator).
    Text(String),
    /// A message id the edge translates first (a tile, colour or resource name).
    Key(String),
    /// Message ids the edge translates and joins in order (a route of tiles).
    Keys(Vec<String>),
    /// Message ids the edge translates and lists, separated by commas (the names a reader
    /// may write: colours, pieces).
    Names(Vec<String>),
    /// Counted things, each a message id that takes the count as `$count` (`1 iron`), joined
    /// with " + "; none at all is said as nothing.
    Counted(Vec<(String, i64)>),
}

/// An argument as plain text (a message id as its id): what a program that does not localise
/// sees.
impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Num(n) => write!(f, "{n}"),
            Arg::Text(t) | Arg::Key(t) => f.write_str(t),
            Arg::Keys(ks) => f.write_str(&ks.join(" ")),
            Arg::Names(ks) => f.write_str(&ks.join(", ")),
            Arg::Counted(items) if items.is_empty() => f.write_str("0"),
            Arg::Counted(items) => {
                let parts: Vec<String> = items.iter().map(|(k, n)| format!("{n} {k}")).collect();
                f.write_str(&parts.join(" + "))
            }
        }
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}

impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Num(i64::from(n))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(i64::from(n))
    }
}

impl From<usize> for Arg {
    /// A count past `i64::MAX` (`--until 9223372036854775808`) is kept as its digits, never
    /// wrapped to a negative number.
    fn from(n: usize) -> Arg {
        i64::try_from(n).map_or_else(|_| Arg::Text(n.to_string()), Arg::Num)
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

/// The message id with its arguments (`problem-replay-turn(player=Bob, expected=Ann)`): the
/// command line localises messages with Fluent; this is the untranslated form for programs.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key)?;
        if !self.args.is_empty() {
            let args: Vec<String> = self.args.iter().map(|(k, v)| format!("{k}={v}")).collect();
            write!(f, "({})", args.join(", "))?;
        }
        Ok(())
    }
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

    /// Adds an argument that names a message id to translate (tile, colour, resource...).
    pub fn key_arg(mut self, name: &'static str, key: impl Into<String>) -> Message {
        self.args.push((name, Arg::Key(key.into())));
        self
    }

    /// Adds an argument that lists message ids to translate, in order.
    pub(crate) fn keys_arg(mut self, name: &'static str, keys: Vec<String>) -> Message {
        self.args.push((name, Arg::Keys(keys)));
        self
    }

    /// Adds an argument of counted things: message ids taking `$count`, with their counts.
    pub(crate) fn counted_arg(mut self, name: &'static str, items: Vec<(String, i64)>) -> Message {
        self.args.push((name, Arg::Counted(items)));
        self
    }

    /// Adds an argument that lists names as message ids to translate, separated by commas.
    pub fn names_arg(mut self, name: &'static str, keys: Vec<String>) -> Message {
        self.args.push((name, Arg::Names(keys)));
        self
    }
}

/// Whether a problem makes the position or move illegal, or leaves it unjudged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Illegal.
    Error,
    /// Worth knowing, not illegal.
    Warning,
    /// A part of the rules arbiter does not judge: neither legal nor illegal can be said, so
    /// the verdict is not given (exit 2, the input could not be used).
    NotJudged,
}

/// One reason a position or move is not legal (or a warning), about a subject of type `S`
/// (each game names the things of its positions its own way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem<S> {
    /// The rule or ruling applied: an id of `rulings/*.yaml`.
    pub rule: &'static str,
    /// What is wrong.
    pub message: Message,
    /// What it is about.
    pub subject: S,
    /// Error or warning.
    pub severity: Severity,
}

impl<S> Problem<S> {
    /// An error.
    pub fn error(rule: &'static str, subject: S, message: Message) -> Problem<S> {
        Problem {
            rule,
            message,
            subject,
            severity: Severity::Error,
        }
    }

    /// A part of the rules arbiter does not judge, said under `rule`.
    pub fn not_judged(rule: &'static str, subject: S, message: Message) -> Problem<S> {
        Problem {
            rule,
            message,
            subject,
            severity: Severity::NotJudged,
        }
    }

    /// A warning.
    pub fn warning(rule: &'static str, subject: S, message: Message) -> Problem<S> {
        Problem {
            rule,
            message,
            subject,
            severity: Severity::Warning,
        }
    }
}
