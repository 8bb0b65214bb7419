//! Moves made in a position: a bid's, use's or transport's placement of workers, the carries
//! and upgrades of a transport, the placement of a won tile; and the parsers of the keys files
//! write (colours, resources, skills, edges).

use crate::keyflower::catalogue::{self, Colour, Resource, TileDef};
use crate::keyflower::geometry::{Edge, Hex};
use crate::keyflower::Subject;
use crate::PlayerId;

use super::TileRef;
/// Workers a move places: how many, of which colour, and from where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The tile.
    pub tile: TileRef,
    /// The colour (the first colour placed, when several are).
    pub colour: Colour,
    /// Workers placed in total.
    pub count: u32,
    /// Workers placed by colour `[blue, red, yellow, green]`, summing to `count`.
    pub workers: [u32; 4],
    /// Offer tiles whose (losing) bids of this player move here, whole.
    pub from_bids: Vec<TileRef>,
}

impl Placement {
    /// A placement of `count` workers of one colour.
    pub fn single(tile: TileRef, colour: Colour, count: u32, from_bids: Vec<TileRef>) -> Self {
        let mut workers = [0; 4];
        workers[colour as usize] = count;
        Placement {
            tile,
            colour,
            count,
            workers,
            from_bids,
        }
    }
    /// The colours placed (with at least one worker).
    pub fn colours(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|c| self.workers[*c as usize] > 0)
            .collect()
    }
}

/// A tile a carry or an upgrade names: a hex of the mover's village, or a tile named by key
/// that does not lie in the mover's village (on offer, in another village).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spot {
    /// A hex of the mover's village (given as `[q, r]`, or as the key of a tile there).
    Hex(Hex),
    /// A tile outside the mover's village.
    Elsewhere(&'static TileDef),
}

/// One resource carried in a transport, in the mover's own village.
#[derive(Debug, Clone, PartialEq)]
pub struct Carry {
    /// From this tile.
    pub from: Spot,
    /// To this tile.
    pub to: Spot,
    /// The resource.
    pub resource: Resource,
    /// How many.
    pub count: u32,
    /// What its problems are about.
    pub subject: Subject,
}

/// One tile upgraded in a transport.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Upgrade {
    /// The tile.
    pub spot: Spot,
    /// What its problems are about.
    pub subject: Subject,
}

/// A transport/upgrade move.
#[derive(Debug, Clone, PartialEq)]
pub struct TransportMove {
    /// The worker placement on the transport tile.
    pub placement: Placement,
    /// Resources moved, in order.
    pub carries: Vec<Carry>,
    /// Tiles upgraded (in the mover's village), after the carries.
    pub upgrades: Vec<Upgrade>,
}

/// A placement of a won tile in the player's village.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaceMove {
    /// The tile.
    pub def: &'static TileDef,
    /// Where.
    pub at: Hex,
    /// Rotation.
    pub rotation: u8,
    /// Edges in printed order.
    pub edges: [Edge; 6],
}

/// The kinds of move.
#[derive(Debug, Clone, PartialEq)]
pub enum MoveKind {
    /// Bid for an offer tile.
    Bid(Placement),
    /// Use a tile (produce).
    Use(Placement),
    /// Use a transport tile: move resources and upgrade.
    Transport(TransportMove),
    /// Place a won tile in the village.
    Place(PlaceMove),
    /// Bid for a boat tile (never legal: boats are not bid for with workers directly).
    BoatBid {
        /// The boat named.
        def: &'static TileDef,
    },
    /// Take bidding workers back behind the screen (never legal).
    Withdraw {
        /// The tile bid for.
        tile: TileRef,
    },
}

/// A validated move.
#[derive(Debug, Clone, PartialEq)]
pub struct Move {
    /// The mover.
    pub player: PlayerId,
    /// What they do.
    pub kind: MoveKind,
}

/// Parses a colour key.
pub fn colour(s: &str) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses a resource key.
pub fn resource(s: &str) -> Option<Resource> {
    Resource::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses a skill key.
pub fn skill(s: &str) -> Option<catalogue::Skill> {
    catalogue::Skill::ALL.into_iter().find(|c| c.key() == s)
}
/// Parses six edge letters.
pub fn edges(s: &str) -> Option<[Edge; 6]> {
    let v: Vec<Edge> = s
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c.to_ascii_uppercase() {
            'R' => Some(Edge::Road),
            'F' => Some(Edge::Field),
            'W' => Some(Edge::Water),
            _ => None,
        })
        .collect::<Option<_>>()?;
    v.try_into().ok()
}
