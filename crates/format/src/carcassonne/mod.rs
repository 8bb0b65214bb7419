//! The Carcassonne position file (`game: carcassonne`), as fixed by the position-format
//! contract, and its conversion into a [`Setup`] with every name resolved.

use arbiter_ids::{msg, rule};
use std::collections::{BTreeMap, HashMap};

use super::transcription::{clue, settle_open, Inferred, RotFile};
use super::yaml::{did_you_mean, loc_of, Spanned};
use super::{InputError, Loc, ReadError};
use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::expansions::{FeatureStateDef, TileStateDef};
use arbiter_engine::carcassonne::geometry::{Pos, Rotation, COORD_LIMIT};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::problem::{Message, Subject};
use arbiter_engine::carcassonne::readings::Choice;
use arbiter_engine::carcassonne::setup::{FeatureState, PieceSetup, Setup, TileSetup, TileState};
use arbiter_engine::carcassonne::transcription::{Clue, Unsettled};
use arbiter_engine::carcassonne::variants::{Expansion, Named, OptionError, Rules};

mod convert;
pub mod keys;
mod kind;
mod names;

pub(crate) use convert::{convert, convert_record_start};
use convert::{convert_mode, Reading};
pub use kind::{game_of, kind_of, Kind};
pub use names::{
    expansion_keys, find_player, locator, piece_kind, placed_locator, rotation, rules,
};
pub use names::{square, square_text, tile_id};

/// The whole file.
#[derive(Debug)]
pub struct PositionFile {
    /// Always `carcassonne` here.
    pub game: Spanned<String>,
    /// Expansions and rule switches.
    pub rules: Option<RulesFile>,
    /// Players in turn order.
    pub players: Spanned<Vec<Spanned<PlayerFile>>>,
    /// Score track before end-game scoring, by colour or name.
    pub score: Option<BTreeMap<String, Spanned<i64>>>,
    /// Whose turn it is, by colour or name.
    pub turn: Option<Spanned<String>>,
    /// True when the player whose turn it is plays the extra turn their builder gave (Traders
    /// & Builders): `move` judges that player's move as the extra turn, which earns no further
    /// one (`tb.builder.no-chain`). Default false.
    pub extra_turn: Option<Spanned<bool>>,
    /// The per-player state expansions keep (`goods`), by block key: the counters of each
    /// player (colour or name) in the block's order; the schema lists the blocks from the
    /// expansions' tables.
    pub player_state: Vec<(&'static str, StateBlockFile)>,
    /// The tiles on the table.
    pub tiles: Spanned<Vec<Spanned<TileFile>>>,
    /// A cut of a larger table (an extension of the contract).
    pub partial: Option<Spanned<bool>>,
    /// Pieces standing off the features (an extension of the contract).
    pub figures: Vec<Spanned<FigureFile>>,
    /// Pieces held by players other than their owners (an extension of the contract).
    pub held: Vec<Spanned<HeldFile>>,
}

/// A piece standing off the features, as written.
#[derive(Debug)]
pub struct FigureFile {
    /// Its kind.
    pub kind: Spanned<String>,
    /// Its owner's colour or name; none for a neutral figure.
    pub owner: Option<Spanned<String>>,
    /// The square of its tile.
    pub at: Option<Spanned<Vec<Spanned<i64>>>>,
    /// The owner of the piece it stands beside.
    pub beside: Option<Spanned<String>>,
    /// That piece's feature.
    pub feature: Option<Spanned<String>>,
    /// The square whose north-west corner it stands at.
    pub corner: Option<Spanned<Vec<Spanned<i64>>>>,
}

/// A piece held by another player, as written.
#[derive(Debug)]
pub struct HeldFile {
    /// Who holds it.
    pub holder: Spanned<String>,
    /// Whose it is.
    pub owner: Spanned<String>,
    /// Its kind.
    pub kind: Spanned<String>,
}

/// The `rules:` block.
#[derive(Debug, Default)]
pub struct RulesFile {
    /// Expansion keys.
    pub expansions: Vec<Spanned<String>>,
    /// Points of a completed 2-tile city without pennants: 4 (default) or 2.
    pub two_tile_city: Option<Spanned<u32>>,
    /// `third-edition` (default), `first-edition` or `none`.
    pub farmers: Option<Spanned<String>>,
    /// The options expansions declare (`river-flow`, `pigs`), by key, as written (whole
    /// numbers in their decimal form); the schema lists them from the expansions' tables.
    pub options: Vec<(&'static str, Spanned<String>)>,
}

/// A block of per-player state as written: each player's (colour or name) counters.
pub type StateBlockFile = BTreeMap<String, Spanned<Vec<u32>>>;

/// A player.
#[derive(Debug)]
pub struct PlayerFile {
    /// Name.
    pub name: Spanned<String>,
    /// Colour.
    pub color: Spanned<String>,
}

/// A tile on the table.
#[derive(Debug)]
pub struct TileFile {
    /// Catalogue id or base letter (or `seen:` instead).
    pub tile: Option<Spanned<String>>,
    /// What the tile looks like on the table, instead of `tile` and `rot`.
    pub seen: Option<Spanned<String>>,
    /// `[x, y]`.
    pub at: Spanned<Vec<Spanned<i64>>>,
    /// Clockwise degrees, or `auto`.
    pub rot: Option<Spanned<RotFile>>,
    /// Pieces on it.
    pub pieces: Vec<Spanned<PieceFile>>,
    /// The per-tile state expansions declare (`height`), by key, in the declarations'
    /// order; the schema lists the keys from the expansions' tables.
    pub state: Vec<(&'static str, Spanned<u32>)>,
    /// The per-feature state expansions declare (`features:`), by feature part as written;
    /// the schema lists the keys from the expansions' tables.
    pub features: Vec<FeatureStateFile>,
}

/// One feature part's state in a tile entry's `features:` block, as written.
#[derive(Debug)]
pub struct FeatureStateFile {
    /// The part's locator as seen on the table (`city:N`).
    pub locator: Spanned<String>,
    /// Its values, by key, in the declarations' order.
    pub state: Vec<(&'static str, Spanned<u32>)>,
}

/// The state expansions declare on tiles and their feature parts, which the reader takes
/// beside a tile entry's fixed keys (production: every expansion's, [`Declared::registered`];
/// the tests pass declarations of their own).
#[derive(Debug, Clone, Default)]
pub(crate) struct Declared {
    /// Per-tile state: keys of the tile entry.
    pub tile: Vec<&'static TileStateDef>,
    /// Per-feature state: keys of a part's block in `features:`.
    pub feature: Vec<&'static FeatureStateDef>,
}

impl Declared {
    /// Every expansion's declarations.
    pub fn registered() -> Declared {
        Declared {
            tile: TileState::defs().map(|(_, d)| d).collect(),
            feature: FeatureState::defs().map(|(_, d)| d).collect(),
        }
    }
}

/// A piece on a tile.
#[derive(Debug)]
pub struct PieceFile {
    /// Owner's colour or name.
    pub owner: Spanned<String>,
    /// `follower`, `big-follower`, `abbot`, `builder`, `pig`.
    pub kind: Spanned<String>,
    /// Locator: `city:N`, `field:NNE`, `monastery` ..., or a list of them when a photo does
    /// not tell which (the first of the list).
    pub feature: Spanned<String>,
    /// The other features of a list of alternatives (empty: the piece's place is clear).
    pub alternatives: Vec<Spanned<String>>,
}

/// Where each part of the position was written, to point problems at their lines.
#[derive(Debug, Clone, Default)]
pub struct SpanMap {
    /// The `game:` line.
    pub game: Loc,
    /// Each player entry.
    pub players: Vec<Loc>,
    /// Each tile entry.
    pub tiles: Vec<Loc>,
    /// Each piece entry, per tile.
    pub pieces: Vec<Vec<Loc>>,
    /// Each `figures:` entry.
    pub figures: Vec<Loc>,
    /// Each `held:` entry.
    pub held: Vec<Loc>,
    /// The tiles whose id or turn was inferred (`seen`, `rot: auto`), by tile index.
    pub inferred: Vec<(usize, Inferred)>,
    /// What the file leaves open (read by [`read_open`]), in file order.
    pub open: Vec<OpenSpan>,
    /// Whether `turn:` was written.
    pub turn_written: bool,
    /// Players (indexes) with no score track written: taken as 0.
    pub track_unwritten: Vec<usize>,
    /// Per-player blocks of the expansions in play (`goods`) with players written nowhere in
    /// them: taken as 0.
    pub state_unwritten: Vec<(&'static str, Vec<usize>)>,
}

/// A tile or piece the file leaves open, and where it was written.
#[derive(Debug, Clone)]
pub struct OpenSpan {
    /// The choice.
    pub choice: Choice,
    /// The tile entry, or the piece entry.
    pub loc: Loc,
    /// For a tile: what the solver knows of it (which neighbour would settle it).
    pub unsettled: Option<Unsettled>,
    /// For a tile: whether its id is written (`tile:` with `seen:` or `rot: auto`).
    pub id_written: bool,
}

impl SpanMap {
    /// The place a problem's subject was written.
    pub fn locate(&self, subject: Subject) -> Loc {
        match subject {
            Subject::Position | Subject::MoveTile | Subject::MovePiece => self.game,
            Subject::Player(p) => self.players.get(p.index()).copied().unwrap_or(self.game),
            Subject::Tile(t) => self.tiles.get(t).copied().unwrap_or(self.game),
            Subject::Figure(i) => self.figures.get(i).copied().unwrap_or(self.game),
            Subject::Held(i) => self.held.get(i).copied().unwrap_or(self.game),
            Subject::Piece { tile, piece } => self
                .pieces
                .get(tile)
                .and_then(|v| v.get(piece))
                .copied()
                .or_else(|| self.tiles.get(tile).copied())
                .unwrap_or(self.game),
        }
    }
}

/// The largest score (in absolute value) the track may show; far beyond any real game, and
/// far enough from the i64 limits that adding the points of a game never overflows.
pub const SCORE_LIMIT: i64 = 1_000_000_000;

/// Reads a position file's bytes into the engine's unvalidated [`Setup`] (every name
/// resolved) and where each part was written, reporting every error of shape and of content
/// it can find (an unknown key does not hide the unknown tile after it). Keyflower's
/// [`crate::keyflower::read_setup`] has the same shape.
///
/// ```
/// use arbiter_engine::carcassonne::position::Position;
///
/// let text = "game: carcassonne
/// players: [{name: Ann, color: red}, {name: Bob, color: blue}]
/// tiles:
///   - {tile: D, at: [0, 0]}
///   - {tile: BA/RCR, at: [1, 0]}
/// ";
/// let problems = arbiter_format::carcassonne::read(text.as_bytes()).unwrap_err();
/// assert_eq!(problems.len(), 1);
/// assert_eq!((problems[0].loc.line, problems[0].loc.column), (5, 12));
///
/// let fixed = text.replace("BA/RCR", "BA/RCr");
/// let (setup, spans) = arbiter_format::carcassonne::read(fixed.as_bytes()).unwrap();
/// let position = Position::validate(setup);
/// assert!(position.is_legal());
/// assert_eq!(spans.tiles[1].line, 5);
/// ```
pub fn read(bytes: &[u8]) -> Result<(Setup, SpanMap), ReadError> {
    read_declaring(bytes, &Declared::registered()).map_err(ReadError::from)
}

/// [`read`], leaving open what the file leaves open (tiles with several pictures left, pieces
/// with alternatives: [`SpanMap::open`]) instead of refusing it; the setup holds the first
/// reading of each.
pub fn read_open(bytes: &[u8]) -> Result<(Setup, SpanMap), ReadError> {
    read_open_problems(bytes).map_err(ReadError::from)
}

fn read_open_problems(bytes: &[u8]) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let defs = Declared::registered();
    let text = super::yaml::text_of(bytes).map_err(|e| vec![e])?;
    let (root, errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let mut errors = errors;
    let file = super::read_position::position_file_declaring(&root, &mut errors, &defs);
    drop(root);
    match file {
        Some(file) => convert_mode(&file, errors, Reading::Open),
        None => Err(errors),
    }
}

/// [`read`], with `declared` the per-tile and per-feature state a tile entry may carry
/// (production: every expansion's, [`Declared::registered`]).
pub(crate) fn read_declaring(
    bytes: &[u8],
    declared: &Declared,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let text = super::yaml::text_of(bytes).map_err(|e| vec![e])?;
    let (root, mut errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let file = super::read_position::position_file_declaring(&root, &mut errors, declared);
    // The tree is no longer needed: free it before the setup is built (a large board's peak).
    drop(root);
    match file {
        Some(file) => convert(&file, errors),
        None => Err(errors),
    }
}
