//! Positions: the validated [`Position`] the rules see and the moves made in it. A position
//! is built from a [`Setup`](super::Setup) by [`Position::legal`], reporting every problem
//! at once; each player, tile, bid, group of workers, carry and upgrade carries the
//! [`Subject`] its problems are about, and only the format layer knows where each subject was
//! written.
//!
//! This file holds the position itself (seasons, faces, tiles, players); beside it,
//! `printed.rs` resolves the numbers a tile prints, `moves.rs` holds the moves and
//! `standing.rs` the rules of a standing position as a whole.

use super::catalogue::{Colour, Effect, Kind, Resource, TileDef};
use super::geometry::{Edge, Hex};
use super::options::Options;
use super::Subject;
use crate::PlayerId;

mod moves;
mod printed;
mod standing;

pub use moves::{
    colour, edges, resource, skill, Carry, Move, MoveKind, PlaceMove, Placement, Spot,
    TransportMove, Upgrade,
};
pub use printed::{numbers_needed, resolve, NumberNeeded, Printed, Value};
pub(crate) use printed::{printed_from_catalogue, source_args, sources_args};
pub(crate) use standing::check_setup;
pub use standing::{in_play, InPlay, WINTER_DEALT};

/// The season of a position; `End` is after winter (scoring).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn.
    Autumn,
    /// Winter.
    Winter,
    /// The game is over.
    End,
}

impl Season {
    /// The tile kind auctioned in this season.
    pub(crate) fn offer_kind(self) -> Option<Kind> {
        match self {
            Season::Spring => Some(Kind::Spring),
            Season::Summer => Some(Kind::Summer),
            Season::Autumn => Some(Kind::Autumn),
            Season::Winter => Some(Kind::Winter),
            Season::End => None,
        }
    }
}

/// A tile face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// The front (season) face.
    Front,
    /// The upgraded face.
    Upgraded,
    /// Summer boat face a.
    A,
    /// Summer boat face b.
    B,
}

impl Face {
    /// Index into `[front, upgraded]` numbers.
    pub fn index(self) -> usize {
        usize::from(self == Face::Upgraded)
    }
}

/// Workers standing on a tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileWorkers {
    /// Their colour.
    pub colour: Colour,
    /// Workers per use, in order.
    pub uses: Vec<u32>,
    /// Off-colour workers laid flat among them (summer boat 4b), `[blue, red, yellow,
    /// green]`; they are counted in `uses`.
    pub flat: [u32; 4],
    /// What their problems are about.
    pub subject: Subject,
}

impl TileWorkers {
    /// Workers on the tile.
    pub fn total(&self) -> u32 {
        self.uses.iter().sum()
    }
    /// Workers laid flat.
    pub(crate) fn flat_total(&self) -> u32 {
        self.flat.iter().sum()
    }
    /// Workers on the tile by colour `[blue, red, yellow, green]`, standing and flat.
    pub(crate) fn by_colour(&self) -> [u32; 4] {
        let mut out = self.flat;
        out[self.colour as usize] += self.total().saturating_sub(self.flat_total());
        out
    }
}

/// A bid in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bid {
    /// The bidder (index into `Position::players`).
    pub player: PlayerId,
    /// Colour of the bid.
    pub colour: Colour,
    /// Workers in it.
    pub count: u32,
    /// Laid flat: a counter-bid in another colour (summer boat 4a).
    pub flat: bool,
    /// What its problems are about.
    pub subject: Subject,
}

/// A validated tile.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// The catalogue entry.
    pub def: &'static TileDef,
    /// What its problems are about.
    pub subject: Subject,
    /// Hex (village tiles).
    pub at: Option<Hex>,
    /// Rotation 0–5.
    pub rotation: u8,
    /// Current face.
    pub face: Face,
    /// Edges of the current face in printed order (village tiles).
    pub edges: Option<[Edge; 6]>,
    /// Resources `[gold, iron, stone, wood]` on it.
    pub resources: [u32; 4],
    /// Workers standing on it.
    pub workers: Option<TileWorkers>,
    /// Bids around it.
    pub bids: Vec<Bid>,
    /// Printed numbers.
    pub printed: Printed,
    /// The Barn's printed type (option barn-type = printed).
    pub stores: Option<Resource>,
    /// The Flipper flipped this tile.
    pub flipped_by_flipper: bool,
}

impl Tile {
    /// The board edge on `side`, if the tile has edges.
    pub fn edge(&self, side: usize) -> Option<Edge> {
        self.edges
            .as_ref()
            .map(|e| super::geometry::edge_at(e, self.rotation, side))
    }
    /// Printed VP (0 when unresolved).
    pub fn vp(&self) -> i32 {
        self.printed.vp.map_or(0, |v| v.value)
    }
}

/// A validated player.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// Name.
    pub name: String,
    /// The player's colour, when the file gives one (a label: Keyflower's rules give
    /// players no colour).
    pub colour: Option<String>,
    /// What their problems are about.
    pub subject: Subject,
    /// Workers behind the screen `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills behind the screen `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// Holds the start-player marker.
    pub start_player: bool,
    /// Won the winter start-player tile.
    pub won_winter_start_tile: bool,
    /// The winter tiles dealt face down and still held.
    pub winter_tiles: Vec<&'static TileDef>,
    /// The village.
    pub village: Vec<Tile>,
}

impl Player {
    /// The village tile at `hex`.
    pub fn tile_at(&self, hex: Hex) -> Option<&Tile> {
        self.village.iter().find(|t| t.at == Some(hex))
    }
    /// Whether the village holds the tile `key`.
    pub fn has(&self, key: &str) -> bool {
        self.village.iter().any(|t| t.def.key == key)
    }
    /// The face of a summer boat `n` in the village, if any.
    pub(crate) fn summer_boat(&self, n: u8) -> Option<Face> {
        self.village
            .iter()
            .find(|t| t.def.effect == Effect::SummerBoat(n))
            .map(|t| t.face)
    }
    /// True when the player owns summer boat `n` on face `face`.
    pub(crate) fn has_boat_face(&self, n: u8, face: Face) -> bool {
        self.summer_boat(n) == Some(face)
    }
}

/// A validated position.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The season.
    pub season: Season,
    /// The players, clockwise.
    pub players: Vec<Player>,
    /// Tiles on offer this season.
    pub offer: Vec<Tile>,
    /// Whether a start-player turn-order tile is in play.
    pub start_tile_in_play: bool,
    /// How many play at the table (the listed players, or more: `players_at_table`).
    pub table_size: usize,
    /// Options set by the file.
    pub options: Options,
}

/// Where a tile named in a move is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TileRef {
    /// On offer (index into `Position::offer`).
    Offer(usize),
    /// In a village.
    Village {
        /// The owner.
        player: PlayerId,
        /// Index into the village.
        index: usize,
    },
}

impl Position {
    /// Finds a tile by key, on offer or in a village (each named tile exists once).
    pub fn find(&self, key: &str) -> Option<TileRef> {
        if let Some(i) = self.offer.iter().position(|t| t.def.key == key) {
            return Some(TileRef::Offer(i));
        }
        for (p, pl) in PlayerId::all(&self.players).zip(&self.players) {
            if let Some(i) = pl.village.iter().position(|t| t.def.key == key) {
                return Some(TileRef::Village {
                    player: p,
                    index: i,
                });
            }
        }
        None
    }
    /// The tile a reference points at.
    pub fn tile(&self, r: TileRef) -> &Tile {
        match r {
            TileRef::Offer(i) => &self.offer[i],
            TileRef::Village { player, index } => &self.players[player].village[index],
        }
    }
    /// Finds a player by name.
    pub fn player_index(&self, name: &str) -> Option<PlayerId> {
        let index = self.players.iter().position(|p| p.name == name)?;
        PlayerId::new(index, &self.players)
    }
}

impl Season {
    /// The key (`spring`...`end`), as position files write it.
    pub fn key(self) -> &'static str {
        match self {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
            Season::Winter => "winter",
            Season::End => "end",
        }
    }
    /// The season after this one (`End` after winter and after the end).
    pub fn next(self) -> Season {
        match self {
            Season::Spring => Season::Summer,
            Season::Summer => Season::Autumn,
            Season::Autumn => Season::Winter,
            Season::Winter | Season::End => Season::End,
        }
    }
}

/// A player id picks its player out of a position's players (`position.players[id]`).
impl std::ops::Index<PlayerId> for Vec<Player> {
    type Output = Player;
    fn index(&self, id: PlayerId) -> &Player {
        &self[id.index()]
    }
}

impl std::ops::IndexMut<PlayerId> for Vec<Player> {
    fn index_mut(&mut self, id: PlayerId) -> &mut Player {
        &mut self[id.index()]
    }
}
