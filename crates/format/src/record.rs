//! The game record: a start position (exactly a position file's content, under `start:`) and
//! the moves played from it, in order.
//!
//! ```yaml
//! start:
//!   game: carcassonne
//!   players: [{name: Alice, color: red}, {name: Bob, color: blue}]
//!   tiles: [{tile: BA/RCr, at: [0, 0]}]
//! moves:
//!   - {player: red, tile: BA/C, at: [0, -1], rot: 180, piece: follower@city:S}
//!   - {player: blue, tile: BA/Rr, at: [1, 0], rot: 90}
//! discarded:              # tiles that fitted nowhere when drawn (checked by the replay)
//!   - {tile: BA/RRRR, after: 2}
//! final_draws: [animal-token=5]   # drawn at random at the end (Under the Big Top's last circus)
//! ```

use crate::ReadError;
use arbiter_ids::msg;
use serde::Serialize;

use super::carcassonne::{
    convert_record_start, find_player, piece_kind, rotation, square, tile_id, PositionFile, SpanMap,
};
use super::yaml::{loc_of, Spanned};
use super::{InputError, Loc};
use arbiter_engine::carcassonne::pieces::{Color, PieceKind, PlayerId};
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::replay::{Discard, FinalDraw, RecordMove};
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_engine::carcassonne::turn::{ActionParam, Move, PieceAction};
use arbiter_engine::carcassonne::variants::Expansion;

/// The whole record file.
#[derive(Debug)]
pub struct RecordFile {
    /// The position before the first move.
    pub start: Spanned<PositionFile>,
    /// The moves, in order.
    pub moves: Vec<Spanned<MoveFile>>,
    /// Whether the game ended after the last move (end-game scoring applies); default true.
    /// A game ends when no tile is left in the box: every tile was laid or discarded.
    pub finished: Option<Spanned<bool>>,
    /// Tiles drawn that fitted nowhere on the map and went out of the game
    /// (`base.tile.unplaceable`); the replay checks that each really had no legal place then.
    pub discarded: Vec<Spanned<DiscardFile>>,
    /// What was drawn at random at the end of the game, after the last move, each
    /// `STEP=VALUE` (`animal-token=5`): an expansion's final draw.
    pub final_draws: Vec<Spanned<String>>,
}

/// A tile discarded during the game.
#[derive(Debug)]
pub struct DiscardFile {
    /// The tile (id or letter).
    pub tile: Spanned<String>,
    /// How many moves had been played when it was drawn (0: before the first move); default:
    /// all of them, so the tile was drawn at the end of the game.
    pub after: Option<Spanned<usize>>,
}

/// One move of the record.
#[derive(Debug)]
pub struct MoveFile {
    /// Who moves (colour or name).
    pub player: Spanned<String>,
    /// The tile laid (id or letter).
    pub tile: Spanned<String>,
    /// Its square, `[x, y]`.
    pub at: Spanned<Vec<Spanned<i64>>>,
    /// Its clockwise turn in degrees.
    pub rot: Option<Spanned<i64>>,
    /// The piece placed on the new tile, `KIND@LOCATOR` (`follower@road:E`), or null.
    pub piece: Option<Spanned<String>>,
    /// The mover takes the abbot back instead of placing a piece (the same as
    /// `action: recall-abbot`).
    pub recall_abbot: Option<Spanned<bool>>,
    /// A move action an expansion adds, done instead of placing a piece: `NAME`, or
    /// `NAME=PARAMETER` for an action that names something (`OWNER@X,Y`: a piece on the
    /// board, by its owner and its tile's square). `arbiter move --help` lists the actions.
    pub action: Option<Spanned<String>>,
    /// The further steps an expansion adds, in the order played, each `NAME[=PARAMETER]`.
    pub steps: Vec<Spanned<String>>,
    /// This move is a builder's extra turn: the contract's key for [`Move::again`].
    pub extra_turn: Option<Spanned<bool>>,
}

/// A record read and resolved.
#[derive(Debug, Clone)]
pub struct Record {
    /// The start position.
    pub start: Setup,
    /// The moves.
    pub moves: Vec<RecordMove>,
    /// Whether the game ended after the last move.
    pub finished: bool,
    /// Tiles discarded during the game, as listed.
    pub discarded: Vec<Discard>,
    /// The draws made at the end of the game, as listed.
    pub final_draws: Vec<FinalDraw>,
}

/// Where the parts of a record were written.
#[derive(Debug, Clone, Default)]
pub struct RecordSpans {
    /// The start position's parts.
    pub start: SpanMap,
    /// Each move.
    pub moves: Vec<Loc>,
    /// Each discarded tile.
    pub discarded: Vec<Loc>,
    /// Each final draw.
    pub final_draws: Vec<Loc>,
}

/// Whether YAML text is a game record (has a top-level `start:` key).
pub fn is_record(bytes: &[u8]) -> bool {
    super::carcassonne::kind_of(bytes).record
}

/// Whether a file's root is a game record's (it has a `start:` key).
pub(crate) fn is_record_root(root: &super::tree::Node<'_>) -> bool {
    matches!(root, super::tree::Node::Map { entries, .. }
        if entries.iter().any(|(k, _)| matches!(k, super::tree::Node::Scalar { text, .. } if text.as_ref() == "start")))
}

/// Reads a record file.
/// Every error of shape and of content is reported at once, except that moves are resolved
/// only against a start position that could be read.
pub fn read(bytes: &[u8]) -> Result<(Record, RecordSpans), ReadError> {
    read_problems(bytes).map_err(ReadError::from)
}

fn read_problems(bytes: &[u8]) -> Result<(Record, RecordSpans), Vec<InputError>> {
    let text = super::yaml::text_of(bytes).map_err(|e| vec![e])?;
    let (root, mut shape) = super::tree::read(text).map_err(|e| vec![e])?;
    let Some(file) = super::read_position::record_parts(&root, &mut shape) else {
        return Err(shape);
    };
    let (start, start_errors) = file.start;
    let converted = match start {
        Some(start) => convert_record_start(&start.value, start_errors),
        None => Err(start_errors),
    };
    let (start, start_spans) = match converted {
        Ok(x) => x,
        Err(mut e) => {
            e.append(&mut shape);
            return Err(e);
        }
    };
    let mut errors = shape;
    let mut moves = Vec::new();
    let mut spans = RecordSpans {
        start: start_spans,
        moves: Vec::new(),
        discarded: Vec::new(),
        final_draws: Vec::new(),
    };
    for m in &file.moves {
        spans.moves.push(loc_of(m));
        match read_move(&m.value, &start) {
            Ok(mv) => moves.push(RecordMove { mv }),
            Err(e) => errors.push(e),
        }
    }
    let mut discarded = Vec::new();
    for d in &file.discarded {
        spans.discarded.push(loc_of(d));
        let after = d.value.after.as_ref().map_or(Ok(file.moves.len()), |a| {
            if a.value <= file.moves.len() {
                Ok(a.value)
            } else {
                Err(InputError::new(
                    Message::new(msg::INPUT_DISCARD_AFTER)
                        .arg("after", a.value)
                        .arg("moves", file.moves.len()),
                    loc_of(a),
                ))
            }
        });
        match (tile_id(&d.value.tile), after) {
            (Ok(def), Ok(after)) => discarded.push(Discard { def, after }),
            (Err(e), _) | (_, Err(e)) => errors.push(e),
        }
    }
    let finished = file.finished.as_ref().is_none_or(|f| f.value);
    let mut final_draws: Vec<FinalDraw> = Vec::new();
    for d in &file.final_draws {
        spans.final_draws.push(loc_of(d));
        match final_draw(d, &start, finished, &final_draws) {
            Ok(draw) => final_draws.push(draw),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok((
        Record {
            start,
            moves,
            finished,
            discarded,
            final_draws,
        },
        spans,
    ))
}

/// One of `final_draws:`: a step an expansion draws at the end of the game, with its value,
/// in a finished game, once.
fn final_draw(
    d: &Spanned<String>,
    start: &Setup,
    finished: bool,
    before: &[FinalDraw],
) -> Result<FinalDraw, InputError> {
    let (kind, param) = super::action::step(d, &start.players)?;
    let steps: Vec<&str> = Expansion::all()
        .filter_map(|e| e.def().final_draw)
        .map(|f| f.step)
        .collect();
    let value = match param {
        ActionParam::Word(w) if steps.contains(&kind.key()) => w.to_string(),
        _ => {
            return Err(InputError::new(
                Message::new(msg::INPUT_FINAL_DRAW_NOT_FINAL)
                    .arg("action", d.value.as_str())
                    .arg("known", steps.join(", ")),
                loc_of(d),
            ))
        }
    };
    if !finished {
        return Err(InputError::new(
            Message::new(msg::INPUT_FINAL_DRAWS_UNFINISHED),
            loc_of(d),
        ));
    }
    if before.iter().any(|b| b.step == kind) {
        return Err(InputError::new(
            Message::new(msg::INPUT_FINAL_DRAW_TWICE).arg("action", kind.key()),
            loc_of(d),
        ));
    }
    Ok(FinalDraw { step: kind, value })
}

fn read_move(m: &MoveFile, start: &Setup) -> Result<Move, InputError> {
    let player = find_player(&start.players, &m.player.value).ok_or_else(|| {
        let known: Vec<String> = start
            .players
            .iter()
            .flat_map(|p| [p.color.key().to_string(), p.name.clone()])
            .collect();
        InputError::new(
            Message::new(msg::INPUT_UNKNOWN_PLAYER)
                .arg("who", m.player.value.as_str())
                .arg("known", known.join(", ")),
            loc_of(&m.player),
        )
    })?;
    let def = tile_id(&m.tile)?;
    let pos = square(&m.at)?;
    let rot = rotation(m.rot.as_ref())?;
    let recall = m.recall_abbot.as_ref().is_some_and(|r| r.value);
    let steps = m
        .steps
        .iter()
        .map(|s| super::action::step(s, &start.players))
        .collect::<Result<Vec<_>, _>>()?;
    let named = match &m.action {
        Some(a) => Some((super::action::action(a, &start.players)?, a)),
        None => None,
    };
    let action = match (&m.piece, recall, named) {
        (Some(p), true, _) => {
            return Err(InputError::new(
                Message::new(msg::INPUT_PIECE_AND_RECALL).arg("value", p.value.as_str()),
                loc_of(p),
            ))
        }
        (Some(p), false, Some((_, a))) => {
            return Err(InputError::new(
                Message::new(msg::INPUT_PIECE_AND_ACTION)
                    .arg("value", p.value.as_str())
                    .arg("action", a.value.as_str()),
                loc_of(a),
            ))
        }
        (None, true, Some((named, a))) if named != PieceAction::RecallAbbot => {
            return Err(InputError::new(
                Message::new(msg::INPUT_RECALL_AND_ACTION).arg("action", a.value.as_str()),
                loc_of(a),
            ))
        }
        (None, true, _) => PieceAction::RecallAbbot,
        (None, false, Some((named, _))) => named,
        (None, false, None) => PieceAction::None,
        (Some(p), false, None) => {
            let Some((owner, kind, loc)) = super::address::placed(&p.value) else {
                return Err(InputError::new(
                    Message::new(msg::INPUT_BAD_PIECE_RECORD).arg("value", p.value.as_str()),
                    loc_of(p),
                ));
            };
            // `OWNER/KIND@FEATURE`: the owner is the move's player.
            if let Some(owner) = owner {
                if find_player(&start.players, &owner) != Some(player) {
                    let name = |p: Option<PlayerId>| {
                        p.and_then(|p| start.players.get(p.index()))
                            .map_or(owner.clone(), |p| p.name.clone())
                    };
                    return Err(InputError::new(
                        Message::new(msg::INPUT_PIECE_NOT_MOVERS)
                            .arg("piece", p.value.as_str())
                            .arg("owner", name(find_player(&start.players, &owner)))
                            .arg("mover", name(Some(player))),
                        loc_of(p),
                    ));
                }
            }
            let kind = piece_kind(&respan(p, &kind))?;
            let locator = super::carcassonne::placed_locator(&respan(p, &loc), def, rot, &steps)?;
            PieceAction::Place { kind, locator }
        }
    };
    Ok(Move {
        player: Some(player),
        def,
        pos,
        rot,
        action,
        steps,
        again: m.extra_turn.as_ref().is_some_and(|e| e.value),
    })
}

fn respan(at: &Spanned<String>, text: &str) -> Spanned<String> {
    Spanned::new(text.to_string(), at.loc)
}

// ---- Writing a record ----

/// A record to write (built by importers).
#[derive(Debug, Clone, Serialize)]
pub struct RecordOut {
    /// The start position.
    pub start: PositionOut,
    /// The moves.
    pub moves: Vec<MoveOut>,
    /// Whether the game ended after the last move.
    pub finished: bool,
    /// Tiles discarded during the game.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<DiscardOut>,
    /// The draws made at the end of the game, each `STEP=VALUE`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub final_draws: Vec<String>,
}

/// A discarded tile to write.
#[derive(Debug, Clone, Serialize)]
pub struct DiscardOut {
    /// Tile id.
    pub tile: String,
    /// Moves played when it was drawn.
    pub after: usize,
}

impl DiscardOut {
    /// The writeable form of a discard.
    pub fn of(d: &Discard) -> DiscardOut {
        DiscardOut {
            tile: arbiter_engine::carcassonne::catalogue::Catalogue::get()
                .tile(d.def)
                .id
                .to_string(),
            after: d.after,
        }
    }
}

/// A position file to write.
#[derive(Debug, Clone, Serialize)]
pub struct PositionOut {
    /// Always `carcassonne`.
    pub game: String,
    /// Rules.
    pub rules: RulesOut,
    /// Players.
    pub players: Vec<PlayerOut>,
    /// Tiles.
    pub tiles: Vec<TileOut>,
}

/// A rules block to write.
#[derive(Debug, Clone, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub struct RulesOut {
    /// Expansion keys.
    pub expansions: Vec<String>,
    /// 2 for the old tiny-city rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub two_tile_city: Option<u32>,
    /// Farmers rule, when not the default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub farmers: Option<String>,
    /// The expansions' options (`river-flow`, `pigs`) spelled out: key and value.
    #[serde(flatten)]
    pub options: OptionsOut,
}

/// Expansions' rule options to write, as keys of the rules block: in the order of the
/// expansions' tables, whole numbers as numbers.
#[derive(Debug, Clone, Default)]
pub struct OptionsOut(pub Vec<(String, String)>);

impl Serialize for OptionsOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let order: Vec<&str> = arbiter_engine::carcassonne::variants::option_keys().collect();
        let mut options: Vec<&(String, String)> = self.0.iter().collect();
        options.sort_by_key(|(k, _)| order.iter().position(|o| o == k));
        let mut map = s.serialize_map(Some(options.len()))?;
        for (key, value) in options {
            match value.parse::<u64>() {
                Ok(n) => map.serialize_entry(key, &n)?,
                Err(_) => map.serialize_entry(key, value)?,
            }
        }
        map.end()
    }
}

/// A player to write.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerOut {
    /// Name.
    pub name: String,
    /// Colour key.
    pub color: String,
}

/// A tile to write.
#[derive(Debug, Clone, Serialize)]
pub struct TileOut {
    /// Tile id.
    pub tile: String,
    /// Square.
    #[serde(serialize_with = "flow_pair")]
    pub at: [i64; 2],
    /// Degrees.
    pub rot: u16,
    /// The per-tile state expansions keep on it (a tower's height), as keys of the entry.
    #[serde(flatten)]
    pub state: StateOut,
    /// The per-feature state expansions keep on its feature parts, by locator (nothing when
    /// empty).
    #[serde(skip_serializing_if = "FeaturesOut::is_empty")]
    pub features: FeaturesOut,
}

/// Per-feature state to write: each part's locator and its values, in the order kept.
#[derive(Debug, Clone, Default)]
pub struct FeaturesOut(pub Vec<(String, StateOut)>);

impl FeaturesOut {
    /// The state of one tile's parts, grouped by part (each under the locator first kept for
    /// it).
    pub fn of(features: &arbiter_engine::carcassonne::setup::FeatureState) -> FeaturesOut {
        let mut parts: Vec<(usize, String, StateOut)> = Vec::new();
        for v in &features.0 {
            let text = v.locator.to_text();
            let value = (v.key.to_string(), v.value);
            match parts
                .iter_mut()
                .find(|(f, l, _)| *f == v.feature || *l == text)
            {
                Some((_, _, state)) => state.0.push(value),
                None => parts.push((v.feature, text, StateOut(vec![value]))),
            }
        }
        FeaturesOut(parts.into_iter().map(|(_, l, s)| (l, s)).collect())
    }

    /// Whether no part carries state.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Serialize for FeaturesOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (locator, state) in &self.0 {
            map.serialize_entry(locator, state)?;
        }
        map.end()
    }
}

/// Per-tile state to write: each key and value, in the order kept (nothing when empty).
#[derive(Debug, Clone, Default)]
pub struct StateOut(pub Vec<(String, u32)>);

impl Serialize for StateOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

/// A move to write.
#[derive(Debug, Clone, Serialize)]
pub struct MoveOut {
    /// Colour of the mover.
    pub player: String,
    /// Tile id.
    pub tile: String,
    /// Square.
    #[serde(serialize_with = "flow_pair")]
    pub at: [i64; 2],
    /// Degrees.
    pub rot: u16,
    /// `KIND@LOCATOR` or null.
    pub piece: Option<String>,
    /// Abbot taken back.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub recall_abbot: bool,
    /// Any other move action, `NAME[=PARAMETER]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// The further steps, each `NAME[=PARAMETER]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<String>,
    /// A builder's extra turn ([`Move::again`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub extra_turn: bool,
}

impl RecordOut {
    /// The record as YAML text, every name that holds a character unsafe to show written
    /// with YAML's escapes ([`super::yaml::to_text`]).
    pub fn to_yaml(&self) -> String {
        super::yaml::to_text(self)
    }

    /// Builds the writeable form of a resolved record (round-trip tests write records back
    /// with it).
    pub fn from_record(record: &Record) -> RecordOut {
        let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
        let s = &record.start;
        let color = |p: usize| {
            s.players
                .get(p)
                .map_or(Color::Red, |p| p.color)
                .key()
                .to_string()
        };
        RecordOut {
            start: PositionOut {
                game: arbiter_ids::Game::Carcassonne.key().into(),
                rules: RulesOut {
                    expansions: s
                        .rules
                        .expansions
                        .iter()
                        .filter(|e| **e != Expansion::Base)
                        .map(|e| e.key().to_string())
                        .collect(),
                    two_tile_city: s
                        .rules
                        .option_value("two-tile-city")
                        .and_then(|v| v.parse().ok()),
                    farmers: s.rules.option_value("farmers").map(str::to_string),
                    options: OptionsOut(
                        s.rules
                            .written_options()
                            .into_iter()
                            .map(|(k, v)| (k.to_string(), v.to_string()))
                            .collect(),
                    ),
                },
                players: s
                    .players
                    .iter()
                    .map(|p| PlayerOut {
                        name: p.name.clone(),
                        color: p.color.key().into(),
                    })
                    .collect(),
                tiles: s
                    .tiles
                    .iter()
                    .map(|t| TileOut {
                        tile: cat.tile(t.def).id.to_string(),
                        at: [t.pos.x, t.pos.y],
                        rot: t.rot.degrees(),
                        state: StateOut(
                            t.state.0.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
                        ),
                        features: FeaturesOut::of(&t.features),
                    })
                    .collect(),
            },
            moves: record
                .moves
                .iter()
                .map(|m| {
                    let mv = &m.mv;
                    MoveOut {
                        player: color(mv.player.map_or(0, |p| p.index())),
                        tile: cat.tile(mv.def).id.to_string(),
                        at: [mv.pos.x, mv.pos.y],
                        rot: mv.rot.degrees(),
                        piece: match mv.action {
                            PieceAction::Place { kind, locator } => {
                                Some(piece_text(kind, &locator.to_text()))
                            }
                            _ => None,
                        },
                        recall_abbot: mv.action == PieceAction::RecallAbbot,
                        action: (mv.action != PieceAction::RecallAbbot)
                            .then(|| super::action::action_text(mv.action, &s.players))
                            .flatten(),
                        steps: mv
                            .steps
                            .iter()
                            .map(|&st| super::action::step_text(st, &s.players))
                            .collect(),
                        extra_turn: mv.again,
                    }
                })
                .collect(),
            finished: record.finished,
            discarded: record.discarded.iter().map(DiscardOut::of).collect(),
            final_draws: record
                .final_draws
                .iter()
                .map(|d| format!("{}={}", d.step.key(), d.value))
                .collect(),
        }
    }
}

fn flow_pair<S: serde::Serializer>(at: &[i64; 2], s: S) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&serde_saphyr::FlowSeq(at.to_vec()), s)
}

/// `KIND@LOCATOR`.
pub fn piece_text(kind: PieceKind, locator: &str) -> String {
    format!("{}@{}", kind.key(), locator)
}
