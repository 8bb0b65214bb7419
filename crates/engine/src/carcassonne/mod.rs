//! Carcassonne: the base game, The River, Inns & Cathedrals, Traders & Builders and the Abbot.
//!
//! The engine does no I/O. A [`setup::Setup`] (an unvalidated position, built by the format
//! layer) becomes a [`position::Position`] through [`position::Position::validate`], which
//! reports every problem at once; scoring and move adjudication take validated positions.

pub mod board;
pub mod catalogue;
pub mod citation;
pub mod effect;
pub mod expansions;
pub mod game_end;
pub mod geometry;
pub mod legality;
pub mod pieces;
pub mod position;
pub mod problem;
pub mod readings;
pub mod replay;
mod ruleset;
pub mod scoring;
pub mod setup;
mod steps;
pub mod tables;
pub mod transcription;
pub mod turn;
pub mod variants;

pub use position::{IllegalPosition, Position};
pub use problem::{Problem, Subject};
pub use replay::{replay, Replay};
pub use scoring::{end_game, FinalScoring, ScoreLine};
pub use setup::Setup;
pub use turn::{adjudicate, Move, MoveVerdict};
pub use variants::{Expansion, Rules};
