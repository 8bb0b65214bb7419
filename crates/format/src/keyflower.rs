//! The `game: keyflower` position file (see `docs/keyflower-position.md`): its types with
//! spans (read from parser events by `read_keyflower.rs`, every error of shape at once,
//! each mapping checked against its table in `keyflower_keys.rs`, which gives the JSON
//! Schema too), read into the engine's unvalidated `Setup` by
//! `keyflower_setup.rs`, which the engine turns into the validated position; and the map of
//! where each subject of the engine's verdicts was written.

use arbiter_ids::msg;
use std::collections::BTreeMap;

use super::keyflower_setup::{validate, Errors, NamedCounts, SpanMap};
use super::yaml::{did_you_mean, Spanned};
use super::{InputError, Loc, ReadError};
use arbiter_engine::keyflower::catalogue::{self, Colour, Resource, Skill};
use arbiter_engine::keyflower::geometry::Hex;
use arbiter_engine::keyflower::position::{
    self as kp, Carry, Move, MoveKind, PlaceMove, Placement, Position, Spot, TileRef,
    TransportMove, Upgrade,
};
use arbiter_engine::keyflower::{Arg, Message, Setup, Subject};

/// The whole file.
#[derive(Debug)]
pub struct PositionFile {
    /// Must be `keyflower`.
    pub game: Spanned<String>,
    /// `spring`, `summer`, `autumn`, `winter` or `end`.
    pub season: Spanned<String>,
    /// Whether a turn-order tile with the start-player icon is in play (default true).
    pub start_tile_in_play: Option<bool>,
    /// How many play at the table, when `players` lists only those a question is about.
    pub players_at_table: Option<Spanned<i64>>,
    /// Rule options, `name: value`: every name and value comes from the one declaration of
    /// the options, `arbiter_engine::keyflower::options::OPTIONS`.
    pub options: BTreeMap<String, Spanned<String>>,
    /// Players in seating order (clockwise).
    pub players: Vec<PlayerFile>,
    /// Tiles on offer this season.
    pub offer: Vec<TileFile>,
    /// An optional move to adjudicate.
    pub mv: Option<Spanned<MoveFile>>,
}

/// Workers by colour.
#[derive(Debug, Default)]
#[allow(missing_docs)]
pub struct WorkerCounts {
    pub blue: Option<Spanned<i64>>,
    pub red: Option<Spanned<i64>>,
    pub yellow: Option<Spanned<i64>>,
    pub green: Option<Spanned<i64>>,
}

/// Skills by type.
#[derive(Debug, Default)]
#[allow(missing_docs)]
pub struct SkillCounts {
    pub anvil: Option<Spanned<i64>>,
    pub pick_axe: Option<Spanned<i64>>,
    pub saw: Option<Spanned<i64>>,
}

/// Resources by type.
#[derive(Debug, Default)]
#[allow(missing_docs)]
pub struct ResourceCounts {
    pub gold: Option<Spanned<i64>>,
    pub iron: Option<Spanned<i64>>,
    pub stone: Option<Spanned<i64>>,
    pub wood: Option<Spanned<i64>>,
}

/// An upgrade cost: resources, `any` resources, skills.
#[derive(Debug, Default)]
#[allow(missing_docs)]
pub struct CostFile {
    pub gold: Option<Spanned<i64>>,
    pub iron: Option<Spanned<i64>>,
    pub stone: Option<Spanned<i64>>,
    pub wood: Option<Spanned<i64>>,
    pub any: Option<Spanned<i64>>,
    pub anvil: Option<Spanned<i64>>,
    pub pick_axe: Option<Spanned<i64>>,
    pub saw: Option<Spanned<i64>>,
}

pub(crate) fn worker_counts(w: &WorkerCounts) -> NamedCounts {
    named(&[
        ("blue", &w.blue),
        ("red", &w.red),
        ("yellow", &w.yellow),
        ("green", &w.green),
    ])
}

pub(crate) fn named(list: &[(&str, &Option<Spanned<i64>>)]) -> NamedCounts {
    list.iter()
        .filter_map(|(n, v)| {
            v.as_ref()
                .map(|v| (Spanned::new(n.to_string(), v.loc), v.clone()))
        })
        .collect()
}

/// A player.
#[derive(Debug)]
pub struct PlayerFile {
    /// Name (unique).
    pub name: Spanned<String>,
    /// The player's colour (of their screen and pieces; a label only, `color` is read too).
    pub colour: Option<Spanned<String>>,
    /// Holds the purple start-player marker.
    pub start_player: bool,
    /// Won the winter start-player turn-order tile.
    pub won_winter_start_tile: bool,
    /// Workers behind the screen.
    pub workers: WorkerCounts,
    /// Skills behind the screen.
    pub skills: SkillCounts,
    /// The winter tiles dealt face down and still held (spring to autumn; in winter the
    /// ones not chosen).
    pub winter_tiles: Vec<Spanned<String>>,
    /// The village.
    pub village: Vec<Spanned<TileFile>>,
}

/// Workers standing on a tile.
#[derive(Debug)]
pub struct TileWorkersFile {
    /// Their colour.
    pub colour: Spanned<String>,
    /// Workers per use, in order.
    pub uses: Vec<Spanned<i64>>,
    /// Off-colour workers laid flat among them (summer boat 4b), by colour.
    pub flat: WorkerCounts,
}

/// A bid.
#[derive(Debug)]
pub struct BidFile {
    /// The bidder.
    pub player: Spanned<String>,
    /// The colour.
    pub colour: Spanned<String>,
    /// Workers.
    pub count: Spanned<i64>,
    /// Laid flat: a counter-bid in another colour (summer boat 4a).
    pub flat: bool,
}

/// Printed numbers the position states.
#[derive(Debug, Default)]
pub struct PrintedFile {
    /// VP of the current face.
    pub vp: Option<Spanned<i64>>,
    /// Cart capacity.
    pub cart: Option<Spanned<i64>>,
    /// Upgrade icons.
    pub upgrades: Option<Spanned<i64>>,
    /// VP per stored resource.
    pub rate: Option<Spanned<i64>>,
    /// Sea Breese points.
    pub sea_breese: Option<Spanned<i64>>,
    /// Upgrade cost.
    pub cost: Option<Spanned<CostFile>>,
    /// The Barn's printed type.
    pub stores: Option<Spanned<String>>,
}

/// A tile in a village or on offer.
#[derive(Debug)]
pub struct TileFile {
    /// The catalogue key.
    pub tile: Spanned<String>,
    /// `[q, r]` (village tiles).
    pub at: Option<Spanned<[i64; 2]>>,
    /// 0–5.
    pub rotation: Option<Spanned<i64>>,
    /// `front`, `upgraded`, `a`, `b`.
    pub face: Option<Spanned<String>>,
    /// Six letters R/F/W in printed order.
    pub edges: Option<Spanned<String>>,
    /// Resources on it.
    pub resources: ResourceCounts,
    /// Workers on it this season.
    pub workers: Option<TileWorkersFile>,
    /// Bids (offer tiles).
    pub bids: Vec<BidFile>,
    /// Printed numbers.
    pub printed: PrintedFile,
    /// The Flipper flipped this tile.
    pub flipped_by_flipper: Option<Spanned<bool>>,
}

/// Workers placed by a bid or a use.
#[derive(Debug)]
pub struct PlacementFile {
    /// The tile's key.
    pub tile: Spanned<String>,
    /// The colour (with `count`).
    pub colour: Option<Spanned<String>>,
    /// Workers placed in total (with `colour`).
    pub count: Option<Spanned<i64>>,
    /// Workers by colour, instead of `colour` and `count` (several colours: summer boat 4b).
    pub workers: Option<Spanned<WorkerCounts>>,
    /// Tiles whose losing bids of the mover move here (whole).
    pub from: Vec<Spanned<String>>,
}

/// A tile of the mover's village named in a carry or an upgrade: its key (`gold-mine`), like
/// every other move names tiles, or its place `[q, r]` in the mover's village.
#[derive(Debug)]
pub enum VillageTile {
    /// The tile's key.
    Key(String),
    /// Its hex in the mover's village.
    At([i64; 2]),
}

/// One resource carried.
#[derive(Debug)]
pub struct CarryFile {
    /// From this tile of the mover's village.
    pub from: Spanned<VillageTile>,
    /// To this tile of the mover's village.
    pub to: Spanned<VillageTile>,
    /// The resource.
    pub resource: Spanned<String>,
    /// How many (default 1).
    pub count: Option<Spanned<i64>>,
}

/// A transport move: a use of a transport tile with carries and upgrades.
#[derive(Debug)]
pub struct TransportFile {
    /// The transport tile's key.
    pub tile: Spanned<String>,
    /// The colour (with `count`).
    pub colour: Option<Spanned<String>>,
    /// Workers placed (with `colour`).
    pub count: Option<Spanned<i64>>,
    /// Workers by colour, instead of `colour` and `count`.
    pub workers: Option<Spanned<WorkerCounts>>,
    /// Tiles whose losing bids move here.
    pub from: Vec<Spanned<String>>,
    /// Resources carried, in order.
    pub carry: Vec<CarryFile>,
    /// The tiles upgraded, in the mover's village.
    pub upgrade: Vec<Spanned<VillageTile>>,
}

/// Placing a won tile.
#[derive(Debug)]
pub struct PlaceFile {
    /// The tile's key.
    pub tile: Spanned<String>,
    /// `[q, r]`.
    pub at: Spanned<[i64; 2]>,
    /// 0–5.
    pub rotation: Option<Spanned<i64>>,
    /// Six letters R/F/W.
    pub edges: Spanned<String>,
}

/// Taking bidding workers back.
#[derive(Debug)]
pub struct WithdrawFile {
    /// The tile's key.
    pub tile: Spanned<String>,
}

/// A move: exactly one of the action fields.
#[derive(Debug)]
pub struct MoveFile {
    /// The mover.
    pub player: Spanned<String>,
    /// A bid.
    pub bid: Option<PlacementFile>,
    /// A tile use.
    pub use_: Option<PlacementFile>,
    /// A transport/upgrade.
    pub transport: Option<TransportFile>,
    /// A tile placement.
    pub place: Option<PlaceFile>,
    /// Taking bidding workers back.
    pub withdraw: Option<WithdrawFile>,
}

/// Reads the file's shape: the file (with any broken entry left out) and the errors of shape,
/// or only errors when not even the game, season and players can be read.
fn parse(text: &str) -> Result<(PositionFile, Vec<InputError>), Vec<InputError>> {
    let (root, mut errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let file = super::read_keyflower::position_file(&root, &mut errors);
    match file {
        Some(file) if file.game.value.trim() != arbiter_ids::Game::Keyflower.key() => {
            Err(vec![InputError::new(
                Message::new(msg::KF_INPUT_NOT_KEYFLOWER).arg("game", file.game.value.as_str()),
                file.game.loc,
            )])
        }
        Some(file) => Ok((file, errors)),
        None => Err(sorted(errors)),
    }
}

/// Whether a validation error may say only that something is missing which was written but
/// left out for its error of shape (a malformed `at:`, `edges:` or `printed:`).
fn may_be_missing_for_its_shape(e: &InputError) -> bool {
    matches!(
        e.message.key,
        msg::KF_INPUT_MISSING_AT | msg::KF_INPUT_MISSING_EDGES | msg::KF_INPUT_PRINTED_NEEDED
    )
}

/// Errors in the order of the file.
fn sorted(mut errors: Vec<InputError>) -> Vec<InputError> {
    errors.sort_by_key(|e| (e.loc.line, e.loc.column));
    errors
}

/// Reads and validates a position file.
pub fn load_position(text: &str) -> Result<Position, ReadError> {
    read(text).map(|(pos, _, _)| pos)
}

/// Reads a position file that carries a `move:` section; `None` when it has none.
pub fn load_with_move(text: &str) -> Result<(Position, Option<Move>), ReadError> {
    read(text).map(|(pos, mv, _)| (pos, mv))
}

/// Most tiles a Keyflower position holds, villages and offer together (the box has fewer than
/// 100): past it a hostile file is refused before it costs memory per tile.
pub const MAX_TILES: usize = 200;

/// Refuses a file with more than [`MAX_TILES`] tiles, at the first tile past the limit.
fn too_many_tiles(file: &PositionFile) -> Result<(), Vec<InputError>> {
    let count = file.offer.len() + file.players.iter().map(|p| p.village.len()).sum::<usize>();
    if count <= MAX_TILES {
        return Ok(());
    }
    let at = file
        .players
        .iter()
        .flat_map(|p| &p.village)
        .nth(MAX_TILES)
        .map_or(file.season.loc, |t| t.loc);
    Err(vec![InputError::new(
        Message::new(msg::RELIABILITY_KF_TOO_MANY_TILES)
            .arg("count", count)
            .arg("limit", MAX_TILES),
        at,
    )])
}

/// Reads a position file's bytes (or text) into the engine's unvalidated [`Setup`] (every
/// name resolved; bad input is every error with its line and column), with where each
/// subject was written; `Position::legal` judges it, reporting every problem at once.
/// Carcassonne's [`crate::carcassonne::read`] has the same shape.
///
/// ```
/// use arbiter_engine::keyflower::Position;
///
/// let text = "game: keyflower
/// season: spring
/// players:
///   - name: Ann
///     start_player: true
///     village: [{tile: home-1, at: [0, 0], edges: RRRRRW}]
///   - name: Bob
///     village: [{tile: home-2, at: [0, 0], edges: RRRRRW, face: a}]
/// ";
/// let (setup, spans) = arbiter_format::keyflower::read_setup(text).unwrap();
/// let illegal = Position::legal(setup).unwrap_err();
/// let problem = &illegal.problems()[0];
/// assert_eq!(problem.message.key, "kf-input-face-not-on-tile");
/// let at = spans.locate(problem.subject);
/// assert_eq!((at.line, at.column), (8, 63));
/// ```
pub fn read_setup(bytes: impl AsRef<[u8]>) -> Result<(Setup, SpanMap), ReadError> {
    let text = super::yaml::text_of(bytes.as_ref())?;
    Ok(setup_of(text)?)
}

/// [`read_setup`] of a file's text.
fn setup_of(text: &str) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let (file, shape) = parse(text)?;
    too_many_tiles(&file)?;
    let (setup, spans, mut errors) = super::keyflower_setup::read_setup(&file);
    errors.extend(shape);
    if errors.is_empty() {
        Ok((setup, spans))
    } else {
        Err(sorted(with_suggestions(errors, &[])))
    }
}

/// Reads a position file and its `move:` section, if any, with the place each subject of a
/// verdict on them was written.
pub fn read(text: &str) -> Result<(Position, Option<Move>, SpanMap), ReadError> {
    read_problems(text).map_err(ReadError::from)
}

fn read_problems(text: &str) -> Result<(Position, Option<Move>, SpanMap), Vec<InputError>> {
    let (file, shape) = parse(text)?;
    too_many_tiles(&file)?;
    if !shape.is_empty() {
        // The values that were read are still checked, so that one run reports every wrong
        // name and number with the errors of shape; not what may be missing only because it
        // was malformed.
        let mut errors = shape;
        if let Err(e) = validate(&file) {
            let found = with_suggestions(e, &[]);
            errors.extend(
                found
                    .into_iter()
                    .filter(|e| !may_be_missing_for_its_shape(e)),
            );
        }
        return Err(sorted(errors));
    }
    let (pos, mut spans) = validate(&file).map_err(|e| with_suggestions(e, &[]))?;
    let mv = match &file.mv {
        Some(m) => Some(
            convert_move(&pos, &m.value, m.loc, &mut spans)
                .map_err(|e| with_suggestions(e, &tiles_in_play(&pos)))?,
        ),
        None => None,
    };
    Ok((pos, mv, spans))
}

/// Reads a standalone move document against `pos`.
pub fn load_move(pos: &Position, text: &str) -> Result<Move, ReadError> {
    read_move(pos, text).map(|(mv, _)| mv)
}

/// Reads a standalone move document against `pos`, with the place each subject of a verdict
/// on it was written (the position's own subjects are not in it).
pub fn read_move(pos: &Position, text: &str) -> Result<(Move, SpanMap), ReadError> {
    read_move_problems(pos, text).map_err(ReadError::from)
}

fn read_move_problems(pos: &Position, text: &str) -> Result<(Move, SpanMap), Vec<InputError>> {
    let (root, mut errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let mf = super::read_keyflower::move_file(&root, &mut errors);
    let mf = match mf {
        Some(mf) if errors.is_empty() => mf,
        _ => return Err(sorted(errors)),
    };
    let mut spans = SpanMap::default();
    let mv = convert_move(pos, &mf.value, mf.loc, &mut spans)
        .map_err(|e| with_suggestions(e, &tiles_in_play(pos)))?;
    Ok((mv, spans))
}

/// The keys of the tiles on offer and in the villages.
pub(crate) fn tiles_in_play(pos: &Position) -> Vec<&'static str> {
    pos.offer
        .iter()
        .chain(pos.players.iter().flat_map(|p| p.village.iter()))
        .map(|t| t.def.key)
        .collect()
}

/// The names an unknown-name error could have meant.
fn known_names(message: &Message, in_play: &[&'static str]) -> Vec<&'static str> {
    let what = message.args.iter().find_map(|(n, a)| match a {
        Arg::Key(k) if *n == "what" => Some(k.as_str()),
        _ => None,
    });
    let resources = Resource::ALL.map(Resource::key);
    let skills = Skill::ALL.map(Skill::key);
    match (message.key, what) {
        (msg::KF_INPUT_UNKNOWN_TILE, _) => catalogue::TILES
            .iter()
            .map(|t| t.key)
            .chain(super::read_keyflower::tile_names())
            .collect(),
        (msg::KF_INPUT_TILE_NOT_IN_PLAY, _) => in_play.to_vec(),
        (_, Some(msg::KF_WHAT_COLOUR)) => Colour::ALL.map(Colour::key).to_vec(),
        (_, Some(msg::KF_WHAT_RESOURCE)) => resources.to_vec(),
        (_, Some(msg::KF_WHAT_SKILL)) => skills.to_vec(),
        (_, Some(msg::KF_WHAT_COST)) => {
            resources.into_iter().chain(skills).chain(["any"]).collect()
        }
        _ => Vec::new(),
    }
}

/// Adds "did you mean" to every unknown tile, colour, skill or resource name close to a
/// known one (for a move, `in_play`: the tiles of the position).
pub(crate) fn with_suggestions(
    mut errors: Vec<InputError>,
    in_play: &[&'static str],
) -> Vec<InputError> {
    for error in &mut errors {
        let message = &mut error.message;
        let suggested_key = match message.key {
            msg::KF_INPUT_UNKNOWN_TILE => msg::KF_INPUT_UNKNOWN_TILE_SUGGEST,
            msg::KF_INPUT_UNKNOWN_NAME => msg::KF_INPUT_UNKNOWN_NAME_SUGGEST,
            msg::KF_INPUT_TILE_NOT_IN_PLAY => msg::KF_INPUT_TILE_NOT_IN_PLAY_SUGGEST,
            _ => continue,
        };
        let name = message.args.iter().find_map(|(n, a)| match a {
            Arg::Text(s) if *n == "name" => Some(s.clone()),
            _ => None,
        });
        // A tile's name is compared as names are read: folded (`Houthaker` as `houthaker`).
        let name = match message.key {
            msg::KF_INPUT_UNKNOWN_TILE => name.map(|n| super::read_keyflower::folded(&n)),
            _ => name,
        };
        let known = known_names(message, in_play);
        if let Some(best) = name.and_then(|n| did_you_mean(&n, known)) {
            message.key = suggested_key;
            message
                .args
                .push(("suggestion", Arg::Text(best.to_string())));
        }
    }
    errors
}

/// A written coordinate pair, refused (not wrapped round) beyond the number limit.
fn hex(e: &mut Errors, a: &Spanned<[i64; 2]>) -> Option<Hex> {
    let ok = e.in_range(a.loc, a.value[0]) & e.in_range(a.loc, a.value[1]);
    ok.then(|| Hex::new(a.value[0] as i32, a.value[1] as i32))
}

/// The carries and upgrades of a transport, their tiles resolved in the mover's village
/// (`village`; `None` when the mover is unknown, so names cannot be resolved there).
fn carries_and_upgrades(
    e: &mut Errors,
    village: Option<&kp::Player>,
    t: &TransportFile,
    spans: &mut SpanMap,
) -> (Vec<Carry>, Vec<Upgrade>) {
    let spot = |e: &mut Errors, named: &Spanned<VillageTile>| -> Option<Spot> {
        match &named.value {
            VillageTile::At([q, r]) => (e.in_range(named.loc, *q) & e.in_range(named.loc, *r))
                .then(|| Spot::Hex(Hex::new(*q as i32, *r as i32))),
            VillageTile::Key(key) => {
                let Some(def) = catalogue::find(key) else {
                    e.push(
                        named.loc,
                        Message::new(msg::KF_INPUT_UNKNOWN_TILE).arg("name", key.as_str()),
                    );
                    return None;
                };
                let here = village?.village.iter().find(|t| t.def.key == key);
                Some(match here.and_then(|t| t.at) {
                    Some(at) => Spot::Hex(at),
                    None => Spot::Elsewhere(def),
                })
            }
        }
    };
    let mut carries = Vec::new();
    for c in &t.carry {
        let r = kp::resource(&c.resource.value);
        if r.is_none() {
            e.push(
                c.resource.loc,
                Message::new(msg::KF_INPUT_UNKNOWN_NAME)
                    .arg("name", c.resource.value.as_str())
                    .key_arg("what", msg::KF_WHAT_RESOURCE),
            );
        }
        let count = c.count.as_ref().map_or(1, |n| e.count(n));
        let (from, to) = (spot(e, &c.from), spot(e, &c.to));
        if let (Some(resource), Some(from), Some(to)) = (r, from, to) {
            let subject = Subject::Carry(carries.len());
            spans.at.insert(subject, c.from.loc);
            carries.push(Carry {
                from,
                to,
                resource,
                count,
                subject,
            });
        }
    }
    let mut upgrades = Vec::new();
    for u in &t.upgrade {
        if let Some(spot) = spot(e, u) {
            let subject = Subject::Upgrade(upgrades.len());
            spans.at.insert(subject, u.loc);
            upgrades.push(Upgrade { spot, subject });
        }
    }
    (carries, upgrades)
}

/// Converts a move written at `whole` in `pos`: the mover, its one action and every tile,
/// colour and number it names resolved, each error at its place; the places of the move's
/// subjects go to `spans`.
pub(crate) fn convert_move(
    pos: &Position,
    m: &MoveFile,
    whole: Loc,
    spans: &mut SpanMap,
) -> Result<Move, Vec<InputError>> {
    let mut e = Errors(Vec::new());
    spans.mv = Some(whole);
    let player = super::keyflower_record::player_of(pos, &m.player.value);
    if player.is_none() {
        e.push(
            m.player.loc,
            Message::new(msg::KF_INPUT_UNKNOWN_PLAYER).arg("name", m.player.value.as_str()),
        );
    }
    let actions = [
        m.bid.is_some(),
        m.use_.is_some(),
        m.transport.is_some(),
        m.place.is_some(),
        m.withdraw.is_some(),
    ];
    if actions.iter().filter(|x| **x).count() != 1 {
        e.push(whole, Message::new(msg::KF_INPUT_ONE_ACTION));
        return Err(e.0);
    }
    let kind = move_kind(&mut e, pos, player, m, spans);
    match (player, kind) {
        (Some(player), Some(kind)) if e.0.is_empty() => Ok(Move { player, kind }),
        _ => Err(e.0),
    }
}

/// The move's one action, its names resolved in `pos` (`player`: the mover, when known).
fn move_kind(
    e: &mut Errors,
    pos: &Position,
    player: Option<arbiter_engine::PlayerId>,
    m: &MoveFile,
    spans: &mut SpanMap,
) -> Option<MoveKind> {
    let boat = m
        .bid
        .as_ref()
        .and_then(|b| catalogue::find(&b.tile.value))
        .filter(|def| def.kind == catalogue::Kind::Boat);
    if let Some(def) = boat {
        // Boats are never bid for: a rules verdict, whatever the rest of the bid says.
        Some(MoveKind::BoatBid { def })
    } else if let Some(b) = &m.bid {
        placement(e, pos, &b.tile, &b.colour, &b.count, &b.workers, &b.from).map(MoveKind::Bid)
    } else if let Some(u) = &m.use_ {
        placement(e, pos, &u.tile, &u.colour, &u.count, &u.workers, &u.from).map(MoveKind::Use)
    } else if let Some(t) = &m.transport {
        let pl = placement(e, pos, &t.tile, &t.colour, &t.count, &t.workers, &t.from);
        let village = player.map(|p| &pos.players[p]);
        let (carries, upgrades) = carries_and_upgrades(e, village, t, spans);
        pl.map(|placement| {
            MoveKind::Transport(TransportMove {
                placement,
                carries,
                upgrades,
            })
        })
    } else if let Some(p) = &m.place {
        place_move(e, p)
    } else {
        let w = m.withdraw.as_ref()?;
        tile_in_play(e, pos, &w.tile).map(|tile| MoveKind::Withdraw { tile })
    }
}

/// The tile a move names, on offer or in a village.
fn tile_in_play(e: &mut Errors, pos: &Position, k: &Spanned<String>) -> Option<TileRef> {
    let r = pos.find(&k.value);
    if r.is_none() {
        e.push(
            k.loc,
            Message::new(msg::KF_INPUT_TILE_NOT_IN_PLAY).arg("name", k.value.as_str()),
        );
    }
    r
}

/// The workers a bid or a use places: one colour and a count, or workers by colour.
fn placement(
    e: &mut Errors,
    pos: &Position,
    tile: &Spanned<String>,
    colour: &Option<Spanned<String>>,
    count: &Option<Spanned<i64>>,
    workers: &Option<Spanned<WorkerCounts>>,
    from: &[Spanned<String>],
) -> Option<Placement> {
    let t = tile_in_play(e, pos, tile);
    let mut by = [0u32; 4];
    match (colour, count, workers) {
        (Some(colour), Some(count), None) => {
            let n = e.count(count);
            match kp::colour(&colour.value) {
                Some(c) => by[c as usize] = n,
                None => e.unknown(colour, msg::KF_WHAT_COLOUR),
            }
        }
        (None, None, Some(w)) => {
            by = e.named::<4>(
                &worker_counts(&w.value),
                |s| kp::colour(s).map(|c| c as usize),
                msg::KF_WHAT_COLOUR,
            );
            if by.iter().sum::<u32>() == 0 {
                e.push(w.loc, Message::new(msg::KF_INPUT_PLACEMENT_WORKERS));
            }
        }
        _ => e.push(tile.loc, Message::new(msg::KF_INPUT_PLACEMENT_WORKERS)),
    }
    let from: Vec<TileRef> = from
        .iter()
        .filter_map(|f| tile_in_play(e, pos, f))
        .collect();
    let first = Colour::ALL.into_iter().find(|c| by[*c as usize] > 0);
    match (t, first) {
        (Some(tile), Some(colour)) => Some(Placement {
            tile,
            colour,
            count: by.iter().sum(),
            workers: by,
            from_bids: from,
        }),
        // A single colour with a count of 0: kept, for the engine to reject.
        (Some(tile), None) => colour
            .as_ref()
            .and_then(|c| kp::colour(&c.value))
            .map(|c| Placement::single(tile, c, 0, from)),
        _ => None,
    }
}

/// Placing a won tile: its name, edges, rotation and hex read.
fn place_move(e: &mut Errors, p: &PlaceFile) -> Option<MoveKind> {
    let def = catalogue::find(&p.tile.value);
    if def.is_none() {
        e.push(
            p.tile.loc,
            Message::new(msg::KF_INPUT_UNKNOWN_TILE).arg("name", p.tile.value.as_str()),
        );
    }
    let edges = kp::edges(&p.edges.value);
    if edges.is_none() {
        e.push(
            p.edges.loc,
            Message::new(msg::KF_INPUT_BAD_EDGES).arg("value", p.edges.value.as_str()),
        );
    }
    let rotation = p.rotation.as_ref().map_or(0, |r| r.value);
    if let Some(r) = p.rotation.as_ref().filter(|_| !(0..6).contains(&rotation)) {
        e.push(
            r.loc,
            Message::new(msg::KF_INPUT_BAD_ROTATION).arg("value", rotation),
        );
    }
    let at = hex(e, &p.at);
    Some(MoveKind::Place(PlaceMove {
        def: def?,
        at: at?,
        rotation: rotation.clamp(0, 5) as u8,
        edges: edges?,
    }))
}
