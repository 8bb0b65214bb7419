//! The Carcassonne position file (`game: carcassonne`), as fixed by the position-format
//! contract, and its conversion into a [`Setup`] with every name resolved.

use arbiter_ids::{msg, rule};
use std::collections::{BTreeMap, HashMap};

use super::transcription::{clue, settle_open, Inferred, RotFile};
use super::yaml::{did_you_mean, loc_of, Spanned};
use super::{InputError, Loc};
use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::expansions::TileStateDef;
use arbiter_engine::carcassonne::geometry::{Pos, Rotation, COORD_LIMIT};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::problem::{Message, Subject};
use arbiter_engine::carcassonne::readings::Choice;
use arbiter_engine::carcassonne::setup::{PieceSetup, Setup, TileSetup, TileState};
use arbiter_engine::carcassonne::transcription::{Clue, Unsettled};
use arbiter_engine::carcassonne::variants::{Expansion, OptionError, Rules};

pub mod keys;

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

/// Every expansion key a file may name.
pub fn expansion_keys() -> Vec<&'static str> {
    Expansion::OPTIONAL.iter().map(|e| e.key()).collect()
}

/// Reads a position file's text, reporting every error of shape and of content it can find
/// (an unknown key does not hide the unknown tile after it).
pub fn read(bytes: &[u8]) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let defs: Vec<_> = TileState::defs().map(|(_, d)| d).collect();
    read_declaring(bytes, &defs)
}

/// [`read`], leaving open what the file leaves open (tiles with several pictures left, pieces
/// with alternatives: [`SpanMap::open`]) instead of refusing it; the setup holds the first
/// reading of each.
pub fn read_open(bytes: &[u8]) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let defs: Vec<_> = TileState::defs().map(|(_, d)| d).collect();
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

/// [`read`], with `tile_state` the per-tile state a tile entry may carry (production: every
/// expansion's, [`TileState::defs`]).
pub(crate) fn read_declaring(
    bytes: &[u8],
    tile_state: &[&'static TileStateDef],
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let text = super::yaml::text_of(bytes).map_err(|e| vec![e])?;
    let (root, mut errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let file = super::read_position::position_file_declaring(&root, &mut errors, tile_state);
    // The tree is no longer needed: free it before the setup is built (a large board's peak).
    drop(root);
    match file {
        Some(file) => convert(&file, errors),
        None => Err(errors),
    }
}

fn err(key: &'static str, loc: Loc) -> InputError {
    InputError::new(Message::new(key), loc)
}

/// A piece of a game record's start written with alternatives: records are written exactly,
/// so the error names the piece (owner as written, kind, square) and what was written.
fn record_alternatives(p: &Spanned<PieceFile>, kind: Option<PieceKind>, square: Pos) -> InputError {
    let written: Vec<&str> = std::iter::once(&p.value.feature)
        .chain(&p.value.alternatives)
        .map(|f| f.value.as_str())
        .collect();
    let message = Message::new(msg::INPUT_RECORD_PIECE_ALTERNATIVES)
        .arg("owner", p.value.owner.value.as_str())
        .arg("square", square.to_string())
        .arg("features", written.join(", "));
    let message = match kind {
        Some(k) => message.key_arg("piece", format!("piece-{}", k.key())),
        None => message.arg("piece", p.value.kind.value.as_str()),
    };
    InputError::new(message, loc_of(&p.value.feature))
}

/// Resolves a player by colour or name.
pub fn find_player(players: &[Player], who: &str) -> Option<PlayerId> {
    players
        .iter()
        .position(|p| Color::parse(who) == Some(p.color) || p.name == who)
        .and_then(|i| PlayerId::new(i, players))
}

/// Whether player `p`, written `who` at `loc` in a block keyed by player (`score`, `goods`),
/// was already named there by colour or name (`red` and `Ann`); if so the later of the two is
/// reported, and the entry is not read.
fn named_twice<'a>(
    named: &mut [Option<(&'a str, Loc)>],
    p: PlayerId,
    who: &'a str,
    loc: Loc,
    errors: &mut Vec<InputError>,
) -> bool {
    let Some(slot) = named.get_mut(p.index()) else {
        return false;
    };
    let Some((other, other_loc)) = *slot else {
        *slot = Some((who, loc));
        return false;
    };
    let ((first, _), (second, at)) = if other_loc <= loc {
        ((other, other_loc), (who, loc))
    } else {
        ((who, loc), (other, other_loc))
    };
    errors.push(InputError::new(
        Message::new(msg::INPUT_PLAYER_TWICE)
            .arg("who", second)
            .arg("other", first),
        at,
    ));
    true
}

fn unknown_player(who: &str, players: &[Player], loc: Loc) -> InputError {
    let names: Vec<String> = players
        .iter()
        .flat_map(|p| [p.color.key().to_string(), p.name.clone()])
        .collect();
    // A misspelt colour or name: the nearest of the players' colours (in either language)
    // and names.
    let words: Vec<String> = players
        .iter()
        .flat_map(|p| {
            [
                p.color.key().to_string(),
                p.color.dutch().to_string(),
                p.name.clone(),
            ]
        })
        .chain(Color::ALL.iter().map(|c| c.key().to_string()))
        .collect();
    // A colour of the game no player has is no misspelling.
    let suggestion = Color::parse(who)
        .is_none()
        .then(|| did_you_mean(who, words.iter().map(String::as_str)))
        .flatten();
    let message = match suggestion {
        Some(s) => Message::new(msg::INPUT_UNKNOWN_PLAYER_SUGGEST).arg("suggestion", s),
        None => Message::new(msg::INPUT_UNKNOWN_PLAYER),
    };
    InputError::new(message.arg("who", who).arg("known", names.join(", ")), loc)
}

/// Reads the rules block.
pub fn rules(file: Option<&RulesFile>, errors: &mut Vec<InputError>) -> Rules {
    let mut rules = Rules::default();
    let Some(r) = file else { return rules };
    for e in &r.expansions {
        match Expansion::parse(&e.value).filter(|x| *x != Expansion::Base) {
            Some(x) if !rules.expansions.contains(&x) => rules.expansions.push(x),
            Some(_) => {}
            None => {
                let keys = expansion_keys();
                errors.push(unknown_name(msg::INPUT_UNKNOWN_EXPANSION, "name", e, &keys));
            }
        }
    }
    let written = r
        .options
        .iter()
        .map(|(k, v)| (*k, Some((v.value.clone(), loc_of(v)))));
    let options = [
        (
            "two-tile-city",
            r.two_tile_city
                .as_ref()
                .map(|v| (v.value.to_string(), loc_of(v))),
        ),
        (
            "farmers",
            r.farmers.as_ref().map(|v| (v.value.clone(), loc_of(v))),
        ),
    ];
    for (key, written) in options.into_iter().chain(written) {
        let Some((value, loc)) = written else {
            continue;
        };
        // The option tables (`variants::OPTIONS`, the expansions' `options`) are the one place
        // that knows the values.
        if let Err(e) = rules.set_option(key, &value) {
            let known: &[&str] = match e {
                OptionError::BadValue(values) => values,
                OptionError::UnknownKey => &[],
            };
            errors.push(InputError::new(
                Message::new(msg::INPUT_BAD_OPTION)
                    .arg("option", key)
                    .arg("value", value)
                    .arg("known", known.join(", ")),
                loc,
            ));
        }
    }
    rules
}

/// Reads a square `[x, y]`.
pub fn square(at: &Spanned<Vec<Spanned<i64>>>) -> Result<Pos, InputError> {
    let [x, y] = at.value.as_slice() else {
        return Err(InputError::new(
            Message::new(msg::INPUT_BAD_SQUARE).arg("count", at.value.len()),
            loc_of(at),
        ));
    };
    for c in [x, y] {
        // Not `abs()`: it overflows on i64::MIN.
        if !(-COORD_LIMIT..=COORD_LIMIT).contains(&c.value) {
            return Err(InputError::new(
                Message::new(msg::INPUT_COORDINATE_RANGE)
                    .arg("value", c.value.to_string())
                    .arg("limit", COORD_LIMIT.to_string()),
                loc_of(c),
            ));
        }
    }
    Ok(Pos::new(x.value, y.value))
}

/// Reads a square written `X,Y` (the command line's `--at`, a move action's piece), within
/// the coordinate limits.
pub fn square_text(text: &str) -> Option<Pos> {
    let (x, y) = text.split_once(',')?;
    let (x, y): (i64, i64) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    // Not `abs()`: it overflows on i64::MIN.
    let range = -COORD_LIMIT..=COORD_LIMIT;
    (range.contains(&x) && range.contains(&y)).then_some(Pos::new(x, y))
}

/// Reads a rotation in degrees.
pub fn rotation(rot: Option<&Spanned<i64>>) -> Result<Rotation, InputError> {
    let Some(r) = rot else {
        return Ok(Rotation::R0);
    };
    Rotation::from_written_degrees(r.value).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_BAD_ROTATION).arg("value", r.value.to_string()),
            loc_of(r),
        )
    })
}

/// Resolves a tile id or letter.
pub fn tile_id(name: &Spanned<String>) -> Result<TileDefId, InputError> {
    let cat = Catalogue::get();
    cat.index_of(name.value.trim()).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_UNKNOWN_TILE)
                .arg("tile", name.value.as_str())
                .arg("suggestions", cat.nearest(&name.value, 3).join(", ")),
            loc_of(name),
        )
    })
}

/// Resolves a locator on a tile turned by `rot`, listing the tile's features when it names none.
pub fn locator(
    text: &Spanned<String>,
    def: TileDefId,
    rot: Rotation,
) -> Result<(Locator, usize), InputError> {
    let tile = Catalogue::get().tile(def);
    let features = || {
        Locator::all_on(tile, rot)
            .into_iter()
            .map(Locator::to_text)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let loc = Locator::parse(&text.value).ok_or_else(|| {
        let all: Vec<String> = Locator::all_on(tile, rot)
            .into_iter()
            .map(Locator::to_text)
            .collect();
        InputError::new(
            Message::new(msg::INPUT_BAD_LOCATOR)
                .arg("locator", text.value.as_str())
                .arg(
                    "suggestion",
                    did_you_mean(&text.value, all.iter().map(String::as_str)).unwrap_or("none"),
                )
                .arg("features", features()),
            loc_of(text),
        )
    })?;
    let feature = loc.resolve(tile, rot).ok_or_else(|| {
        InputError::new(
            Message::new(msg::INPUT_NO_SUCH_FEATURE)
                .arg("locator", text.value.as_str())
                .arg("tile", tile.id.as_str())
                .arg("features", features()),
            loc_of(text),
        )
        .with_rule(rule::BASE_PIECE_FEATURE)
    })?;
    Ok((loc, feature))
}

/// Resolves a piece kind.
pub fn piece_kind(kind: &Spanned<String>) -> Result<PieceKind, InputError> {
    PieceKind::parse(&kind.value).ok_or_else(|| {
        let keys: Vec<&str> = PieceKind::ALL.iter().map(|k| k.key()).collect();
        unknown_name(msg::INPUT_UNKNOWN_PIECE, "piece", kind, &keys)
    })
}

/// A name that is none of `keys`: message `key` with the name written as its argument `arg`,
/// the nearest key and every key.
fn unknown_name(
    key: &'static str,
    arg: &'static str,
    written: &Spanned<String>,
    keys: &[&str],
) -> InputError {
    InputError::new(
        Message::new(key)
            .arg(arg, written.value.as_str())
            .arg(
                "suggestion",
                did_you_mean(&written.value, keys.iter().copied()).unwrap_or("none"),
            )
            .arg("known", keys.join(", ")),
        loc_of(written),
    )
}

/// Converts the file into a setup after the reader's own `errors`, collecting every input
/// error (tiles are inferred only when there is none).
pub(super) fn convert(
    file: &PositionFile,
    errors: Vec<InputError>,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    convert_mode(file, errors, Reading::Exact)
}

/// [`convert`] for the start position of a game record, which is written exactly: a piece
/// with alternatives is refused as such.
pub(super) fn convert_record_start(
    file: &PositionFile,
    errors: Vec<InputError>,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    convert_mode(file, errors, Reading::Record)
}

/// How a conversion treats what a file leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// Refused: the command needs to know.
    Exact,
    /// Refused: a game record's start position is written exactly.
    Record,
    /// Kept open ([`SpanMap::open`]), for every reading to be judged.
    Open,
}

/// [`convert`], treating what the file leaves open as `reading` says. The file's parts are
/// judged in file order, every error collected.
fn convert_mode(
    file: &PositionFile,
    mut errors: Vec<InputError>,
    reading: Reading,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let mut spans = SpanMap {
        game: loc_of(&file.game),
        ..SpanMap::default()
    };
    if file.game.value.trim() != "carcassonne" {
        errors.push(InputError::new(
            Message::new(msg::INPUT_UNKNOWN_GAME).arg("game", file.game.value.as_str()),
            loc_of(&file.game),
        ));
    }
    let rules = rules(file.rules.as_ref(), &mut errors);
    let players = players_of(file, &mut spans, &mut errors);
    let mut c = Conversion {
        setup: Setup::new(rules, players),
        spans,
        errors,
        reading,
    };
    c.read_score(file);
    c.unwritten(file);
    c.read_turn(file);
    c.read_player_state(file);
    let laid = c.tile_clues(file);
    let (settled, open_tiles) = c.settle(&laid);
    for (k, t) in laid.written.iter().enumerate() {
        if let Some(found) = settled[k] {
            c.lay_tile(t, k, &laid, found, open_tiles.get(&k));
        }
    }
    if file.tiles.value.is_empty() {
        c.errors.push(err(msg::INPUT_NO_TILES, loc_of(&file.tiles)));
    }
    if c.errors.is_empty() {
        Ok((c.setup, c.spans))
    } else {
        Err(c.errors)
    }
}

/// The file's players, each colour and name once; a name that is another player's colour is
/// refused, since `owner`, `turn` and score keys name a player by colour or name.
fn players_of(
    file: &PositionFile,
    spans: &mut SpanMap,
    errors: &mut Vec<InputError>,
) -> Vec<Player> {
    let mut players = Vec::new();
    for p in &file.players.value {
        spans.players.push(loc_of(p));
        let Some(color) = player_color(&p.value.color, errors) else {
            continue;
        };
        if players.iter().any(|q: &Player| q.color == color) {
            errors.push(InputError::new(
                Message::new(msg::INPUT_DUPLICATE_COLOR).arg("color", color.key()),
                loc_of(&p.value.color),
            ));
        }
        if players
            .iter()
            .any(|q: &Player| q.name == p.value.name.value)
        {
            errors.push(InputError::new(
                Message::new(msg::INPUT_DUPLICATE_NAME).arg("name", p.value.name.value.as_str()),
                loc_of(&p.value.name),
            ));
        }
        players.push(Player {
            name: p.value.name.value.clone(),
            color,
        });
    }
    for p in file.players.value.iter() {
        let name = &p.value.name;
        let other = Color::parse(&name.value).and_then(|c| {
            players
                .iter()
                .find(|q| q.color == c && q.name != name.value)
        });
        if let Some(other) = other {
            errors.push(InputError::new(
                Message::new(msg::INPUT_NAME_IS_COLOUR)
                    .arg("name", name.value.as_str())
                    .arg("other", other.name.as_str()),
                loc_of(name),
            ));
        }
    }
    if file.players.value.is_empty() {
        errors.push(err(msg::INPUT_NO_PLAYERS, loc_of(&file.players)));
    }
    players
}

/// A player's colour, or an error naming the colours known.
fn player_color(color: &Spanned<String>, errors: &mut Vec<InputError>) -> Option<Color> {
    let found = Color::parse(&color.value);
    if found.is_none() {
        let keys: Vec<&str> = Color::ALL.iter().map(|c| c.key()).collect();
        errors.push(unknown_name(
            msg::INPUT_UNKNOWN_COLOR,
            "color",
            color,
            &keys,
        ));
    }
    found
}

/// A conversion under way: the setup built so far, where each part was written, the errors
/// met, and whether what the file leaves open is kept open.
struct Conversion {
    setup: Setup,
    spans: SpanMap,
    errors: Vec<InputError>,
    reading: Reading,
}

/// The tiles whose square and clue were read, in file order: square and clue, entry, and the
/// file's entry itself.
struct Laid<'f> {
    clues: Vec<(Pos, Clue)>,
    entries: Vec<Loc>,
    written: Vec<&'f Spanned<TileFile>>,
}

impl Conversion {
    /// The `score:` block: each player once, within [`SCORE_LIMIT`].
    fn read_score(&mut self, file: &PositionFile) {
        let Some(score) = &file.score else {
            return;
        };
        let errors = &mut self.errors;
        let mut named = vec![None; self.setup.players.len()];
        for (who, points) in score {
            match find_player(&self.setup.players, who) {
                Some(p) if named_twice(&mut named, p, who, loc_of(points), errors) => {}
                Some(_) if !(-SCORE_LIMIT..=SCORE_LIMIT).contains(&points.value) => {
                    errors.push(InputError::new(
                        Message::new(msg::INPUT_SCORE_RANGE)
                            .arg("value", points.value.to_string())
                            .arg("limit", SCORE_LIMIT.to_string()),
                        loc_of(points),
                    ))
                }
                Some(p) => self.setup.track[p.index()] = points.value,
                None => errors.push(unknown_player(who, &self.setup.players, loc_of(points))),
            }
        }
    }

    /// The players the score block and the expansions' per-player blocks leave out. A block
    /// written empty (`goods: {}`, `score: {}`) says "none" for every player: nobody is left
    /// out.
    fn unwritten(&mut self, file: &PositionFile) {
        let players = &self.setup.players;
        let named = |block: Option<Vec<&String>>| -> Vec<usize> {
            if block.as_ref().is_some_and(Vec::is_empty) {
                return Vec::new();
            }
            let named: Vec<PlayerId> = block
                .unwrap_or_default()
                .into_iter()
                .filter_map(|who| find_player(players, who))
                .collect();
            (0..players.len())
                .filter(|&i| !named.iter().any(|p| p.index() == i))
                .collect()
        };
        self.spans.track_unwritten = named(file.score.as_ref().map(|s| s.keys().collect()));
        for e in &self.setup.rules.expansions {
            for d in e.def().player_state {
                let block = file
                    .player_state
                    .iter()
                    .find(|(k, _)| *k == d.key)
                    .map(|(_, b)| b.keys().collect());
                let missing = named(block);
                if !missing.is_empty() {
                    self.spans.state_unwritten.push((d.key, missing));
                }
            }
        }
    }

    /// `turn:`: the player to move; `extra_turn:`, whether that move is a builder's extra turn.
    fn read_turn(&mut self, file: &PositionFile) {
        self.spans.turn_written = file.turn.is_some();
        self.setup.extra_turn = file.extra_turn.as_ref().is_some_and(|e| e.value);
        if let Some(turn) = &file.turn {
            match find_player(&self.setup.players, &turn.value) {
                Some(p) => self.setup.turn = p,
                None => self.errors.push(unknown_player(
                    &turn.value,
                    &self.setup.players,
                    loc_of(turn),
                )),
            }
        }
    }

    /// The expansions' per-player blocks (`goods`): each player once.
    fn read_player_state(&mut self, file: &PositionFile) {
        for (key, by_player) in &file.player_state {
            let mut named = vec![None; self.setup.players.len()];
            for (who, row) in by_player {
                match find_player(&self.setup.players, who) {
                    Some(p) if named_twice(&mut named, p, who, loc_of(row), &mut self.errors) => {}
                    Some(p) => {
                        if let Some(slot) = self
                            .setup
                            .player_state
                            .rows_mut(key)
                            .and_then(|rows| rows.get_mut(p.index()))
                        {
                            slot.clone_from(&row.value);
                        }
                    }
                    None => self
                        .errors
                        .push(unknown_player(who, &self.setup.players, loc_of(row))),
                }
            }
        }
    }

    /// First the tiles' squares and clues, each square once; ids and turns are settled all at
    /// once afterwards, then pieces.
    fn tile_clues<'f>(&mut self, file: &'f PositionFile) -> Laid<'f> {
        let n = file.tiles.value.len();
        let mut squares: HashMap<Pos, Loc> = HashMap::with_capacity(n);
        let mut laid = Laid {
            clues: Vec::with_capacity(n),
            entries: Vec::with_capacity(n),
            written: Vec::with_capacity(n),
        };
        self.spans.tiles.reserve(n);
        self.spans.pieces.reserve(n);
        self.setup.tiles.reserve(n);
        for t in &file.tiles.value {
            let tloc = loc_of(t);
            self.spans.tiles.push(tloc);
            self.spans
                .pieces
                .push(t.value.pieces.iter().map(loc_of).collect());
            let found = clue(&t.value, tloc);
            let pos = square(&t.value.at);
            let (found, pos) = match (found, pos) {
                (Ok(c), Ok(p)) => (c, p),
                (c, p) => {
                    self.errors.extend(c.err().into_iter().flatten());
                    self.errors.extend(p.err());
                    continue;
                }
            };
            if let Some(first) = squares.get(&pos) {
                self.errors.push(
                    InputError::new(
                        Message::new(msg::INPUT_DUPLICATE_SQUARE)
                            .arg("square", pos.to_string())
                            .arg("line", first.line),
                        loc_of(&t.value.at),
                    )
                    .with_rule(rule::BASE_TILE_ONE_PER_SQUARE),
                );
                continue;
            }
            squares.insert(pos, loc_of(&t.value.at));
            if let Some(inferred) = found.1 {
                self.spans.inferred.push((laid.clues.len(), inferred));
            }
            laid.clues.push((pos, found.0));
            laid.entries.push(tloc);
            laid.written.push(t);
        }
        laid
    }

    /// Each tile's id and turn, and the tiles left open by their index. With other errors,
    /// inferred tiles are not solved, but every written-out tile's pieces are still checked,
    /// so that one run reports every problem.
    fn settle(&mut self, laid: &Laid) -> (Vec<Settled>, HashMap<usize, Unsettled>) {
        if !self.errors.is_empty() {
            let known = laid.clues.iter().map(|(_, c)| c.known()).collect();
            return (known, HashMap::new());
        }
        match settle_open(
            &self.setup.rules,
            &laid.clues,
            &laid.entries,
            self.reading == Reading::Open,
        ) {
            Ok((s, left)) => (
                s.into_iter().map(Some).collect(),
                left.into_iter().map(|u| (u.tile, u)).collect(),
            ),
            Err(e) => {
                self.errors.extend(e);
                (vec![None; laid.clues.len()], HashMap::new())
            }
        }
    }

    /// Lays the `k`th tile read, settled as `(def, rot)` (or left open as `unsettled`), with
    /// its pieces.
    fn lay_tile(
        &mut self,
        t: &Spanned<TileFile>,
        k: usize,
        laid: &Laid,
        (def, rot): (TileDefId, Rotation),
        unsettled: Option<&Unsettled>,
    ) {
        // The pictures the tile may show: its own, or those left open.
        let pictures: Vec<(TileDefId, Rotation)> = match unsettled {
            Some(u) => u.left.clone(),
            None => vec![(def, rot)],
        };
        if let Some(u) = unsettled {
            self.spans.open.push(OpenSpan {
                choice: Choice::Tile {
                    tile: self.setup.tiles.len(),
                    options: u.left.clone(),
                },
                loc: laid.entries[k],
                unsettled: Some(u.clone()),
                id_written: matches!(laid.clues[k].1, Clue::Auto(_) | Clue::SeenAs(..)),
            });
        }
        let mut pieces = Vec::new();
        for p in &t.value.pieces {
            let at = (laid.clues[k].0, pieces.len());
            if let Some(piece) = self.piece(p, &pictures, (def, rot), at) {
                pieces.push(piece);
            }
        }
        self.setup.tiles.push(TileSetup {
            def,
            pos: laid.clues[k].0,
            rot,
            pieces,
            state: TileState(t.value.state.iter().map(|(k, v)| (*k, v.value)).collect()),
        });
    }

    /// The `index`th piece of the tile being laid at `square`, which may show any of
    /// `pictures` (its own is `(def, rot)`); none when the piece is wrong.
    fn piece(
        &mut self,
        p: &Spanned<PieceFile>,
        pictures: &[(TileDefId, Rotation)],
        (def, rot): (TileDefId, Rotation),
        (square, index): (Pos, usize),
    ) -> Option<PieceSetup> {
        let owner = find_player(&self.setup.players, &p.value.owner.value);
        if owner.is_none() {
            self.errors.push(unknown_player(
                &p.value.owner.value,
                &self.setup.players,
                loc_of(&p.value.owner),
            ));
        }
        let kind = piece_kind(&p.value.kind)
            .map_err(|e| self.errors.push(e))
            .ok();
        if self.reading != Reading::Open && !p.value.alternatives.is_empty() {
            let e = match self.reading {
                Reading::Record => record_alternatives(p, kind, square),
                _ => err(msg::INPUT_PIECE_ALTERNATIVES, loc_of(&p.value.feature)),
            };
            self.errors.push(e);
            return None;
        }
        // Each alternative must name a feature of some picture the tile may show.
        let mut options: Vec<Locator> = Vec::new();
        for text in std::iter::once(&p.value.feature).chain(&p.value.alternatives) {
            let found = pictures
                .iter()
                .map(|&(d, r)| locator(text, d, r))
                .find(|r| r.is_ok())
                .unwrap_or_else(|| locator(text, def, rot));
            match found {
                Ok((l, _)) if options.contains(&l) => {}
                Ok((l, _)) => options.push(l),
                Err(e) => self.errors.push(e),
            }
        }
        let (owner, kind, &locator) = (owner?, kind?, options.first()?);
        if options.len() > 1 {
            self.spans.open.push(OpenSpan {
                choice: Choice::Piece {
                    tile: self.setup.tiles.len(),
                    piece: index,
                    options: options.clone(),
                },
                loc: loc_of(p),
                unsettled: None,
                id_written: false,
            });
        }
        Some(PieceSetup {
            owner,
            kind,
            locator,
            // A piece on an open tile may name no feature of its first picture: the readings
            // where it does are the ones judged.
            feature: locator
                .resolve(Catalogue::get().tile(def), rot)
                .unwrap_or(0),
        })
    }
}

/// A tile's id and turn, once settled.
type Settled = Option<(TileDefId, Rotation)>;

/// The `game:` key of any position file, ignoring everything else, as the YAML reader reads
/// it (tags, anchors, folded scalars, comments and any line ending included): no quick look at
/// the text, which could read a file differently than the reader that follows.
pub fn game_of(bytes: &[u8]) -> Result<(String, Loc), InputError> {
    kind_of(bytes).game
}

/// What kind of file a file is, read from its top level: the game it names, and whether it
/// is a game record (a `start:` key). One reading of the file answers both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kind {
    /// The game named (its `game:` value and place), or why none can be read.
    pub game: Result<(String, Loc), InputError>,
    /// Whether it is a game record.
    pub record: bool,
}

/// The [`Kind`] of a file.
pub fn kind_of(bytes: &[u8]) -> Kind {
    if let Some(kind) = super::yaml::text_of(bytes).ok().and_then(shallow_kind) {
        return kind;
    }
    let read = super::yaml::text_of(bytes).and_then(super::tree::read);
    match read {
        Ok((root, _)) => Kind {
            record: super::record::is_record_root(&root),
            game: game_in(&root),
        },
        Err(e) => Kind {
            game: Err(e),
            record: false,
        },
    }
}

/// The [`Kind`] of a plain block-style file, read from its lines at column 0 without
/// reading the rest (a large board is then read once, not twice): every such line is a
/// comment, a first `---` or a `key:` whose key is a plain word, and `game:` is there once
/// with a plain word as its value. Anything else (flow style, quoting, a second document, a
/// tab) is None: the whole file is read instead, which also words any error.
fn shallow_kind(text: &str) -> Option<Kind> {
    let plain = |w: &str| {
        !w.is_empty()
            && w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    let mut game = None;
    let mut record = false;
    let mut started = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let first = line.bytes().next();
        match first {
            None | Some(b' ') | Some(b'#') => continue,
            Some(b'\t') => return None,
            _ => {}
        }
        if line.trim_end() == "---" && !started && game.is_none() && !record {
            started = true;
            continue;
        }
        let (key, rest) = line.split_once(':')?;
        if !plain(key) || !(rest.is_empty() || rest.starts_with(' ')) {
            return None;
        }
        started = true;
        match key {
            "start" => record = true,
            "game" => {
                let value = rest.split(" #").next().unwrap_or("").trim();
                if game.is_some() || !plain(value) {
                    return None;
                }
                let column = line.len() - rest.len() + (rest.len() - rest.trim_start().len());
                let loc = Loc::new(n + 1, column + 1).with_width(value.len());
                game = Some((value.to_string(), loc));
            }
            _ => {}
        }
    }
    Some(Kind {
        game: Ok(game?),
        record,
    })
}

/// The game a file's root names.
fn game_in(root: &super::tree::Node<'_>) -> Result<(String, Loc), InputError> {
    let super::tree::Node::Map { entries, .. } = root else {
        return Err(super::tree::wrong(root, "mapping"));
    };
    // `spel` is the Dutch name Keyflower files may use for it.
    let game = entries.iter().find(
        |(k, _)| matches!(k, super::tree::Node::Scalar { text, .. } if text.as_ref() == "game"),
    );
    let game = game.or_else(|| {
        entries.iter().find(
            |(k, _)| matches!(k, super::tree::Node::Scalar { text, .. } if text.as_ref() == "spel"),
        )
    });
    match game {
        Some((_, value)) => {
            let mut errors = Vec::new();
            match super::tree::string(value, &mut errors) {
                // A folded scalar (`game: >`) ends in a newline: the name is the same.
                Some(g) => Ok((g.value.trim().to_string(), g.loc)),
                None => Err(errors
                    .pop()
                    .unwrap_or_else(|| super::tree::wrong(value, "text"))),
            }
        }
        None => Err(InputError::new(
            Message::new(msg::INPUT_MISSING_KEY).arg("key", "game"),
            Loc::START,
        )),
    }
}

#[cfg(test)]
mod kind_tests {
    use super::*;

    /// Every YAML file of the project's examples and tests whose kind the line scan reads
    /// gets the kind the whole reading gives, place of the `game:` value included.
    #[test]
    fn the_line_scan_agrees_with_the_whole_reading() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut stack = vec![root.join("examples"), root.join("tests")];
        let (mut scanned, mut files) = (0, 0);
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "yaml") {
                    continue;
                }
                let bytes = std::fs::read(&path).unwrap();
                let Ok(text) = super::super::yaml::text_of(&bytes) else {
                    continue;
                };
                files += 1;
                let Some(shallow) = shallow_kind(text) else {
                    continue;
                };
                scanned += 1;
                let whole = super::super::tree::read(text).map(|(root, _)| Kind {
                    record: super::super::record::is_record_root(&root),
                    game: game_in(&root),
                });
                if let Ok(whole) = whole {
                    assert_eq!(shallow, whole, "{}", path.display());
                }
            }
        }
        assert!(scanned > files / 2, "{scanned} of {files} files scanned");
    }

    #[test]
    fn the_line_scan_leaves_what_it_cannot_be_sure_of() {
        for text in [
            "{game: carcassonne}\n",
            "game: \"carcassonne\"\n",
            "game: carcassonne\ngame: keyflower\n",
            "players: []\n",
            "---\ngame: carcassonne\n---\ngame: keyflower\n",
            "\tgame: carcassonne\n",
        ] {
            assert_eq!(shallow_kind(text), None, "{text:?}");
        }
        let kind = shallow_kind("# a comment\n---\ngame: keyflower # here\nstart:\n  x: 1\n");
        assert_eq!(
            kind,
            Some(Kind {
                game: Ok(("keyflower".into(), Loc::new(3, 7).with_width(9))),
                record: true,
            })
        );
    }
}
