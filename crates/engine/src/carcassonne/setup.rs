//! An unvalidated position, as read from a file: every name already resolved, nothing checked.

use super::board::{Board, GroupId};
use super::catalogue::TileDefId;
use super::effect::{Owner, Spot};
use super::geometry::{Pos, Rotation};
use super::pieces::{Locator, PieceKind, Player, PlayerId};
use super::tables::{FeatureStateDef, PlayerStateDef, TileStateDef};
use super::variants::{Expansion, Rules};

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

/// A piece that stands anywhere but on a feature of a tile: a neutral figure (on a square,
/// beside a follower), or any piece on a tile as a whole or at a corner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FigureSetup {
    /// Whose it is; nobody's for a neutral figure.
    pub owner: Owner,
    /// Its kind.
    pub kind: PieceKind,
    /// Where it stands (never [`Spot::Feature`] nor [`Spot::Held`]).
    pub at: Spot,
}

/// A piece held off the board by a player who does not own it (a prisoner).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeldPiece {
    /// Who holds it.
    pub holder: PlayerId,
    /// Whose it is.
    pub owner: PlayerId,
    /// Its kind.
    pub kind: PieceKind,
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
    /// The per-tile state expansions keep on it (a tower's height), as written.
    pub state: TileState,
    /// The per-feature state expansions keep on its feature parts (a city besieged), as
    /// written.
    pub features: FeatureState,
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
    /// Whether that player plays again: their move is a further turn an earlier move earned
    /// ([`Effect::PlaysAgain`](super::effect::Effect::PlaysAgain)), which an expansion may
    /// judge apart (a turn played again earns no further one).
    pub again: bool,
    /// The per-player state expansions keep (trade goods).
    pub player_state: PlayerState,
    /// Tiles in the order written.
    pub tiles: Vec<TileSetup>,
    /// Pieces standing anywhere but on a feature: neutral figures and the like.
    pub figures: Vec<FigureSetup>,
    /// Pieces held by players other than their owners (prisoners).
    pub held: Vec<HeldPiece>,
    /// Whether the position is a cut of a larger table (a photo of part of it): what lies
    /// outside the cut (river pieces not shown, a spring off the picture, the order tiles were
    /// laid in around a river that runs out of it) is not a problem, and totals are the cut's.
    pub partial: bool,
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
            again: false,
            player_state: PlayerState::new(n),
            tiles: Vec::new(),
            figures: Vec::new(),
            held: Vec::new(),
            partial: false,
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

    /// The name of `player`, for messages (empty for a player the setup does not have).
    pub fn player_name(&self, player: PlayerId) -> String {
        self.players
            .get(player.index())
            .map_or(String::new(), |p| p.name.clone())
    }

    /// How many of `owner`'s pieces of `kind` are out of their supply but not on a feature:
    /// standing elsewhere on the board, or held by another player.
    pub fn off_board(&self, owner: PlayerId, kind: PieceKind) -> usize {
        let standing = self
            .figures
            .iter()
            .filter(|f| f.owner == Owner::Player(owner) && f.kind == kind)
            .count();
        let held = self
            .held
            .iter()
            .filter(|h| h.owner == owner && h.kind == kind)
            .count();
        standing + held
    }

    /// Feature `group`'s per-feature state `key` on `board` (built from these tiles, in
    /// order): the value the first of its parts that carries one holds. Two parts that disagree
    /// are a problem of the position (`legality::feature_state`); the first is taken.
    pub fn feature_state(&self, board: &Board, group: GroupId, key: &str) -> Option<u32> {
        board
            .group(group)
            .parts
            .iter()
            .find_map(|part| self.tiles.get(part.tile)?.features.get(part.feature, key))
    }

    /// Pieces with their tile entry and index.
    pub fn pieces(&self) -> impl Iterator<Item = (usize, usize, &PieceSetup)> {
        self.tiles
            .iter()
            .enumerate()
            .flat_map(|(t, tile)| tile.pieces.iter().enumerate().map(move |(i, p)| (t, i, p)))
    }
}

/// The per-player state the expansions keep ([`PlayerStateDef`]s): for each block, by its key
/// and in the order of the expansions' tables, one row of counters per player.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerState(pub Vec<(&'static str, Vec<Vec<u32>>)>);

impl PlayerState {
    /// Every declared block, all zero, for `n` players.
    pub fn new(n: usize) -> PlayerState {
        PlayerState(
            PlayerState::defs()
                .map(|d| (d.key, vec![vec![0; d.counters.len()]; n]))
                .collect(),
        )
    }

    /// Every block the expansions declare, in table order.
    pub fn defs() -> impl Iterator<Item = &'static PlayerStateDef> {
        super::ruleset::EXPANSIONS
            .iter()
            .flat_map(|e| e.player_state)
    }

    /// The block declared under `key`.
    pub fn def(key: &str) -> Option<&'static PlayerStateDef> {
        PlayerState::defs().find(|d| d.key == key)
    }

    /// The rows of block `key`, one per player (none when it is not kept).
    pub fn rows(&self, key: &str) -> &[Vec<u32>] {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(&[], |(_, rows)| rows.as_slice())
    }

    /// The rows of block `key`, to change; `None` for a key no expansion declares.
    pub fn rows_mut(&mut self, key: &str) -> Option<&mut Vec<Vec<u32>>> {
        let def = PlayerState::def(key)?;
        let at = match self.0.iter().position(|(k, _)| *k == def.key) {
            Some(i) => i,
            None => {
                self.0.push((def.key, Vec::new()));
                self.0.len() - 1
            }
        };
        Some(&mut self.0[at].1)
    }

    /// Gives counter `counter` of block `key` to `player` alone: 1 in their row, 0 in every
    /// other (a card only one player holds; a row that does not exist is left alone).
    pub fn hold(&mut self, key: &str, player: PlayerId, counter: usize) {
        if let Some(rows) = self.rows_mut(key) {
            for (i, row) in rows.iter_mut().enumerate() {
                if let Some(n) = row.get_mut(counter) {
                    *n = u32::from(i == player.index());
                }
            }
        }
    }

    /// Adds `amounts` to `player`'s row of block `key`, a negative amount taking away (a row
    /// or counter that does not exist is left alone).
    pub fn add(&mut self, key: &str, player: PlayerId, amounts: &[i64]) {
        if let Some(row) = self.rows_mut(key).and_then(|r| r.get_mut(player.index())) {
            // A file may say a player holds u32::MAX already: the count stays there, and no
            // count goes below 0.
            for (held, &n) in row.iter_mut().zip(amounts) {
                let sum = (i64::from(*held) + n).clamp(0, i64::from(u32::MAX));
                *held = u32::try_from(sum).unwrap_or(u32::MAX);
            }
        }
    }
}

/// The per-tile state expansions keep on one tile ([`TileStateDef`]s): each value by its key,
/// in the order written; a key left out is not there (`None`), not 0.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TileState(pub Vec<(&'static str, u32)>);

impl TileState {
    /// Every declaration the expansions make, with the expansion that makes it, in table
    /// order.
    pub fn defs() -> impl Iterator<Item = (Expansion, &'static TileStateDef)> {
        Expansion::all().flat_map(|e| e.def().tile_state.iter().map(move |d| (e, d)))
    }

    /// The value under `key`, if the tile carries it.
    pub fn get(&self, key: &str) -> Option<u32> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    /// Sets the value under `key` (kept where it was, or added at the end).
    pub fn set(&mut self, key: &'static str, value: u32) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.0.push((key, value)),
        }
    }

    /// Whether the tile carries no state.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// One value of per-feature state ([`FeatureStateDef`]): the feature part of its tile it is
/// on (as written, and that part among the tile's catalogue features), its key and its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureValue {
    /// The part, as seen on the table (`city:N`).
    pub locator: Locator,
    /// The feature of the tile's catalogue entry it names.
    pub feature: usize,
    /// The declaration's key.
    pub key: &'static str,
    /// The value.
    pub value: u32,
}

/// The per-feature state expansions keep on the feature parts of one tile
/// ([`FeatureStateDef`]s): each value by its part and key, in the order written; a key left
/// out is not there (`None`), not 0. A value belongs to the part on this tile: a feature
/// joined over several tiles has the value its parts carry ([`Setup::feature_state`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FeatureState(pub Vec<FeatureValue>);

impl FeatureState {
    /// Every declaration the expansions make, with the expansion that makes it, in table
    /// order.
    pub fn defs() -> impl Iterator<Item = (Expansion, &'static FeatureStateDef)> {
        Expansion::all().flat_map(|e| e.def().feature_state.iter().map(move |d| (e, d)))
    }

    /// The value under `key` on feature `feature` of the tile's catalogue entry, if that
    /// part carries it.
    pub fn get(&self, feature: usize, key: &str) -> Option<u32> {
        self.0
            .iter()
            .find(|v| v.feature == feature && v.key == key)
            .map(|v| v.value)
    }

    /// Sets the value under `key` on the part `locator` names (feature `feature`): kept
    /// where it was, or added at the end.
    pub fn set(&mut self, locator: Locator, feature: usize, key: &'static str, value: u32) {
        match self
            .0
            .iter_mut()
            .find(|v| v.feature == feature && v.key == key)
        {
            Some(slot) => slot.value = value,
            None => self.0.push(FeatureValue {
                locator,
                feature,
                key,
                value,
            }),
        }
    }

    /// Whether no part of the tile carries state.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
