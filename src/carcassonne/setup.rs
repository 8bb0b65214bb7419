//! An unvalidated position, as read from a file: every name already resolved, nothing checked.

use super::catalogue::TileDefId;
use super::geometry::{Pos, Rotation};
use super::pieces::{Locator, PieceKind, Player, PlayerId};
use super::variants::Rules;

/// A piece standing on a tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceSetup {
    /// Its owner.
    pub owner: PlayerId,
    /// Its kind.
    pub kind: PieceKind,
    /// Where it stands, as written.
    pub locator: Locator,
    /// The feature of the tile's catalogue entry it names.
    pub feature: usize,
}

/// A tile of the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileSetup {
    /// Catalogue index.
    pub def: TileDefId,
    /// Square.
    pub pos: Pos,
    /// Clockwise turn.
    pub rot: Rotation,
    /// Pieces on it.
    pub pieces: Vec<PieceSetup>,
}

/// An unvalidated Carcassonne position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Rules and expansions.
    pub rules: Rules,
    /// Players in turn order.
    pub players: Vec<Player>,
    /// Score track per player, before end-game scoring.
    pub track: Vec<i64>,
    /// Whose turn it is.
    pub turn: PlayerId,
    /// Trade goods held per player: wine, grain, cloth.
    pub goods: Vec<[u32; 3]>,
    /// Tiles in the order written.
    pub tiles: Vec<TileSetup>,
    /// Tiles taken out of the game because they fitted nowhere when drawn (catalogue indexes):
    /// they count against the box's supply like the tiles on the table.
    pub discarded: Vec<TileDefId>,
}

impl Setup {
    /// An empty setup for `players` under `rules`.
    pub fn new(rules: Rules, players: Vec<Player>) -> Setup {
        let n = players.len();
        Setup {
            rules,
            players,
            track: vec![0; n],
            turn: PlayerId::FIRST,
            goods: vec![[0; 3]; n],
            tiles: Vec::new(),
            discarded: Vec::new(),
        }
    }

    /// Catalogue indexes of the tiles the box has given out: those on the table, then those
    /// discarded.
    pub fn tiles_used(&self) -> impl Iterator<Item = TileDefId> + '_ {
        self.tiles
            .iter()
            .map(|t| t.def)
            .chain(self.discarded.iter().copied())
    }

    /// Pieces with their tile entry and index.
    pub fn pieces(&self) -> impl Iterator<Item = (usize, usize, &PieceSetup)> {
        self.tiles
            .iter()
            .enumerate()
            .flat_map(|(t, tile)| tile.pieces.iter().enumerate().map(move |(i, p)| (t, i, p)))
    }
}
