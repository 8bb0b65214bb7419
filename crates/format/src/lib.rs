//! File formats: the files arbiter reads (each mapping checked against one table of keys,
//! which the JSON Schemas are generated from), with source spans, and their conversion into
//! the engines' unvalidated setups. Nothing here judges a position.

pub mod action;
pub mod carcassonne;
pub mod jcz;
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

/// `line L, column C: message` with the untranslated message (see [`Message`]'s `Display`);
/// the command line prints the localised text instead.
impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.loc.line, self.loc.column, self.message
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
