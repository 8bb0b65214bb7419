//! Pictures of a position: an SVG drawing (built as text) and a compact coloured text view.
//!
//! Both work from a validated [`Position`](arbiter_engine::carcassonne::Position); nothing
//! here reads or writes files.
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

pub mod legend;
pub mod letters;
pub mod sheet;
pub mod svg;
mod svg_symbols;
pub mod terminal;
pub mod tile_state;

use arbiter_engine::carcassonne::board::GroupId;
use arbiter_engine::carcassonne::pieces::{Color, PlayerId};

/// A scored feature to outline, with what each player gets for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Highlight {
    /// The board group.
    pub group: GroupId,
    /// Points per player.
    pub points: Vec<(PlayerId, i64)>,
}

/// What a transcription left open (tiles with several pictures left, pieces with
/// alternatives), marked in the pictures: the position drawn is one reading of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Open {
    /// Tile entries (indexes into the setup's tiles) whose picture was left open.
    pub tiles: Vec<usize>,
    /// Pieces (tile entry, index of the piece on it) whose feature was left open.
    pub pieces: Vec<(usize, usize)>,
}

impl Open {
    /// Whether nothing is open.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty() && self.pieces.is_empty()
    }

    /// Whether tile entry `tile` was left open.
    pub fn tile(&self, tile: usize) -> bool {
        self.tiles.contains(&tile)
    }

    /// Whether piece `piece` of tile entry `tile` was left open.
    pub fn piece(&self, tile: usize, piece: usize) -> bool {
        self.pieces.contains(&(tile, piece))
    }
}

/// The RGB colour a player's pieces are drawn in.
pub fn player_rgb(c: Color) -> (u8, u8, u8) {
    match c {
        Color::Red => (0xd6, 0x28, 0x28),
        Color::Blue => (0x1d, 0x4e, 0xd8),
        Color::Green => (0x0b, 0x6b, 0x2b),
        Color::Yellow => (0xfa, 0xcc, 0x15),
        Color::Black => (0x11, 0x11, 0x11),
        Color::Gray => (0x8a, 0x8a, 0x8a),
        Color::Pink => (0xec, 0x48, 0x99),
    }
}

/// `#rrggbb`.
pub fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Colours of the landscape, as RGB.
pub mod palette {
    /// Fields.
    pub const FIELD: (u8, u8, u8) = (0x8d, 0xbf, 0x4a);
    /// Cities.
    pub const CITY: (u8, u8, u8) = (0xd9, 0xa0, 0x5b);
    /// City walls.
    pub const WALL: (u8, u8, u8) = (0x7a, 0x4a, 0x1e);
    /// Roads.
    pub const ROAD: (u8, u8, u8) = (0xf4, 0xef, 0xe1);
    /// Road edges.
    pub const ROAD_EDGE: (u8, u8, u8) = (0x6b, 0x6b, 0x6b);
    /// The river.
    pub const WATER: (u8, u8, u8) = (0x3b, 0x82, 0xc4);
    /// Pennants.
    pub const PENNANT: (u8, u8, u8) = (0x1f, 0x4e, 0x9c);
    /// Outline of scored features.
    pub const HIGHLIGHT: (u8, u8, u8) = (0xff, 0x00, 0xff);
    /// The marks of what was left open.
    pub const OPEN: (u8, u8, u8) = (0x11, 0x11, 0x11);
    /// Empty table.
    pub const TABLE: (u8, u8, u8) = (0xf7, 0xf3, 0xea);
}

#[cfg(test)]
mod distinct_tests;
