//! File formats: the files arbiter reads (each mapping checked against one table of keys,
//! which the JSON Schemas are generated from), with source spans, and their conversion into
//! the engines' unvalidated setups. Nothing here judges a position.
//!
//! Both games take the same road: bytes are read into a setup (a [`ReadError`] holds every
//! problem of the file, with its line and column), the engine validates the setup into a
//! position (its `IllegalPosition` holds every rule broken) and scores it. Every error is a
//! `std::error::Error`, so a program forwards them with `?`:
//!
//! ```
//! use arbiter_engine::{carcassonne, keyflower, Points};
//! use std::error::Error;
//!
//! fn carcassonne_totals(file: &[u8]) -> Result<Vec<Points>, Box<dyn Error>> {
//!     let (setup, _places) = arbiter_format::carcassonne::read(file)?;
//!     let position = carcassonne::Position::legal(setup)?;
//!     Ok(carcassonne::end_game(&position).totals())
//! }
//!
//! fn keyflower_totals(file: &[u8]) -> Result<Vec<Points>, Box<dyn Error>> {
//!     let (setup, _places) = arbiter_format::keyflower::read_setup(file)?;
//!     let position = keyflower::Position::legal(setup)?;
//!     Ok(keyflower::score(&position)?.totals())
//! }
//!
//! let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/");
//! let base = std::fs::read(format!("{root}base-game.yaml")).unwrap();
//! assert_eq!(carcassonne_totals(&base).unwrap().len(), 3);
//! let end = std::fs::read(format!("{root}keyflower-end-game.yaml")).unwrap();
//! assert!(keyflower_totals(&end).unwrap().iter().all(|&t| t > 0));
//! // Bad input is an error that says where, in words.
//! let wrong = carcassonne_totals(b"game: carcassonne\nplayers: 3\n").unwrap_err();
//! assert!(wrong.to_string().contains("line 2, column 10"), "{wrong}");
//! ```
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

pub mod action;
pub mod address;
pub mod carcassonne;
#[cfg(test)]
mod feature_state_tests;
pub mod jcz;
mod jcz_bazaar;
mod jcz_big_top;
pub mod jcz_bounds;
mod jcz_bridges;
mod jcz_flocks;
mod jcz_setup;
#[cfg(test)]
mod key_tests;
pub mod keyflower;
mod keyflower_keys;
pub mod keyflower_record;
pub mod keyflower_setup;
pub mod keyflower_write;
pub(crate) mod read_keyflower;
mod read_position;
pub mod record;
pub mod schema;
mod shape;
#[cfg(test)]
mod tile_state_tests;
pub mod transcription;
pub mod tree;
pub mod yaml;

use arbiter_engine::verdict::Message;

thread_local! {
    /// The English messages, for the `Display` of errors.
    static ENGLISH: arbiter_i18n::Localizer =
        arbiter_i18n::Localizer::new(arbiter_rulings::lang::Lang::En);
}

/// A place in a file (1-based line and column; 0 when unknown), and how many characters the
/// token written there has (0 when it is not one token, such as a list or a mapping).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, PartialOrd, Ord)]
pub struct Loc {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// Characters of the token at this place (0: unknown or not one token).
    pub width: usize,
}

impl Loc {
    /// The start of a file: where errors about the whole file point.
    pub const START: Loc = Loc::new(1, 1);

    /// A place without a token width.
    pub const fn new(line: usize, column: usize) -> Loc {
        Loc {
            line,
            column,
            width: 0,
        }
    }

    /// The same place, covering a token of `width` characters.
    pub const fn with_width(self, width: usize) -> Loc {
        Loc { width, ..self }
    }

    /// Whether the place is known.
    pub fn is_known(self) -> bool {
        self.line > 0
    }
}

/// Input that cannot be used: the file is not YAML, has the wrong shape, or names something
/// that does not exist. Exit status 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// What is wrong, as a message id with arguments.
    pub message: Message,
    /// Where.
    pub loc: Loc,
    /// The rule concerned, if the error is about a rule.
    pub rule: Option<&'static str>,
    /// Tile pictures (catalogue index and turn) to draw under the message: the candidates a
    /// transcription aid left.
    pub pictures: Vec<(
        arbiter_engine::carcassonne::catalogue::TileDefId,
        arbiter_engine::carcassonne::geometry::Rotation,
    )>,
}

/// `line L, column C: message`, the message in English (from the Fluent messages of
/// `locales/en/`); the command line prints it in the user's language instead.
impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = ENGLISH.with(|en| en.message(&self.message));
        write!(
            f,
            "line {}, column {}: {text}",
            self.loc.line, self.loc.column
        )?;
        if let Some(rule) = self.rule {
            write!(f, " [{rule}]")?;
        }
        Ok(())
    }
}

impl std::error::Error for InputError {}

impl InputError {
    /// An error at `loc`.
    pub fn new(message: Message, loc: Loc) -> InputError {
        InputError {
            message,
            loc,
            rule: None,
            pictures: Vec::new(),
        }
    }

    /// Adds pictures to draw under the message.
    pub fn with_pictures(
        mut self,
        pictures: Vec<(
            arbiter_engine::carcassonne::catalogue::TileDefId,
            arbiter_engine::carcassonne::geometry::Rotation,
        )>,
    ) -> InputError {
        self.pictures = pictures;
        self
    }

    /// Names the rule concerned.
    pub fn with_rule(mut self, rule: &'static str) -> InputError {
        self.rule = Some(rule);
        self
    }
}

/// Why a file could not be read: every problem found in it (bad YAML, a wrong shape, a name
/// that does not exist), each with its line and column, in the order the reader met them.
///
/// It implements [`std::error::Error`], so `?` forwards it into a `Box<dyn Error>`; its
/// `Display` prints every problem on a line of its own, in English:
///
/// ```
/// fn score(bytes: &[u8]) -> Result<usize, Box<dyn std::error::Error>> {
///     let (setup, _spans) = arbiter_format::carcassonne::read(bytes)?;
///     Ok(setup.tiles.len())
/// }
///
/// assert_eq!(score(b"game: carcassonne\nplayers: [{name: Ann, color: red}]\ntiles: [{tile: D, at: [0, 0]}]\n").unwrap(), 1);
/// let error = score(b"game: carcassonne\nplayers: [{name: Ann, colr: red}]\ntiles: []\n").unwrap_err();
/// assert!(error.to_string().starts_with("line 2, column 23: "), "{error}");
/// assert!(!error.to_string().contains("input-unknown-key"), "{error}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    problems: Vec<InputError>,
}

impl ReadError {
    /// Every problem, in the order the reader met them.
    pub fn problems(&self) -> &[InputError] {
        &self.problems
    }

    /// Every problem, owned.
    pub fn into_problems(self) -> Vec<InputError> {
        self.problems
    }
}

/// The problems, one a line.
impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ReadError {}

impl From<Vec<InputError>> for ReadError {
    fn from(problems: Vec<InputError>) -> ReadError {
        ReadError { problems }
    }
}

impl From<InputError> for ReadError {
    fn from(problem: InputError) -> ReadError {
        ReadError {
            problems: vec![problem],
        }
    }
}

/// The problems as a slice: `errors[0]`, `errors.len()`, `errors.iter()`.
impl std::ops::Deref for ReadError {
    type Target = [InputError];

    fn deref(&self) -> &[InputError] {
        &self.problems
    }
}

impl IntoIterator for ReadError {
    type Item = InputError;
    type IntoIter = std::vec::IntoIter<InputError>;

    fn into_iter(self) -> Self::IntoIter {
        self.problems.into_iter()
    }
}

impl<'a> IntoIterator for &'a ReadError {
    type Item = &'a InputError;
    type IntoIter = std::slice::Iter<'a, InputError>;

    fn into_iter(self) -> Self::IntoIter {
        self.problems.iter()
    }
}
