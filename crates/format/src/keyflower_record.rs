//! The Keyflower game record (`docs/keyflower-record.md`): the spring position file, with at
//! its top level which turn-order tile shows the start-player icon (`start_tile`), the boats
//! and their spring contents (`boats`), what summer and autumn bring (`seasons`) and every
//! action in order (`actions`). Season ends are performed by arbiter from the rules; only the
//! players' choices and the random draws are written.
//!
//! An action is resolved against the position it is played in (a tile named by key is found
//! where it lies then), so the record's `action` reader converts one action at a time during the
//! replay.

use crate::ReadError;
use arbiter_ids::msg;

use super::keyflower::{
    convert_move, named, tiles_in_play, with_suggestions, worker_counts, MoveFile, TileFile,
};
use super::keyflower_keys as keys;
use super::keyflower_setup::{judge, read_offer, read_setup, Errors, SpanMap};
use super::read_keyflower::{
    fields, move_file_with, position_file_with, skill_counts, tile, tile_name, value_name,
};
use super::tree::{list, string, Node};
use super::yaml::Spanned;
use super::{InputError, Loc};
use arbiter_engine::keyflower::catalogue::{self, Kind, TileDef};
use arbiter_engine::keyflower::game::{Action, Boat, Game, Gets, SeasonStart};
use arbiter_engine::keyflower::position::{colour, resource, skill, Position, Season};
use arbiter_engine::keyflower::Message;

/// One action as written.
#[derive(Debug)]
pub struct RecordAction {
    /// Where it was written.
    pub loc: Loc,
    /// The player's name.
    pub player: Spanned<String>,
    what: What,
}

#[derive(Debug)]
enum What {
    Move(Box<Spanned<MoveFile>>, Gets),
    Pass,
    Boat(Spanned<String>, Gets),
    Winter(Vec<Spanned<String>>),
}

/// A read record: the game at the start of spring and its actions.
#[derive(Debug)]
pub struct RecordFile {
    /// The game at the start of spring.
    pub game: Game,
    /// Where the start position's subjects were written.
    pub spans: SpanMap,
    /// The actions, in order.
    pub actions: Vec<RecordAction>,
}

/// Whether a Keyflower file's text is a game record (it has `actions:` at its top level).
pub fn is_record_text(text: &str) -> bool {
    super::tree::read(text).is_ok_and(|(root, _)| is_record(&root))
}

/// Whether a Keyflower file is a game record (it has `actions:`).
pub fn is_record(root: &Node) -> bool {
    matches!(root, Node::Map { entries, .. }
        if entries.iter().any(|(k, _)| matches!(k, Node::Scalar { text, .. } if text.as_ref() == "actions")))
}

fn counts<const N: usize>(
    e: &mut Errors,
    list: super::keyflower_setup::NamedCounts,
    of: fn(&str) -> Option<usize>,
    what: &'static str,
) -> [u32; N] {
    e.named::<N>(&list, of, what)
}

fn colour_index(s: &str) -> Option<usize> {
    colour(s).map(|c| c as usize)
}
fn skill_index(s: &str) -> Option<usize> {
    skill(s).map(|c| c as usize)
}

fn boat(node: &Node, errors: &mut Vec<InputError>, e: &mut Errors) -> Option<Boat> {
    let f = fields(node, keys::BOAT.keys, errors)?;
    let key = f
        .required("tile", errors)
        .and_then(|n| string(n, errors))
        .map(tile_name)?;
    let workers = f
        .get("workers")
        .and_then(|n| super::read_keyflower::worker_counts(n, errors))
        .unwrap_or_default();
    let skills = f
        .get("skills")
        .and_then(|n| skill_counts(n, errors))
        .unwrap_or_default();
    let def = catalogue::find(&key.value).filter(|d| d.kind == Kind::Boat);
    if def.is_none() {
        errors.push(InputError::new(
            Message::new(msg::KF_INPUT_NOT_A_BOAT).arg("name", key.value.as_str()),
            key.loc,
        ));
    }
    let workers = counts::<4>(
        e,
        worker_counts(&workers),
        colour_index,
        msg::KF_WHAT_COLOUR,
    );
    let skills = counts::<3>(
        e,
        named(&[
            ("anvil", &skills.anvil),
            ("pick-axe", &skills.pick_axe),
            ("saw", &skills.saw),
        ]),
        skill_index,
        msg::KF_WHAT_SKILL,
    );
    // `printed: {sea-breese: N}`, as on a tile of a position file; `sea-breese: N` directly
    // on the entry is read too.
    let printed = f
        .get("printed")
        .and_then(|n| super::read_keyflower::printed(n, errors))
        .and_then(|p| p.sea_breese);
    let direct = f
        .get("sea-breese")
        .and_then(|n| super::tree::integer::<i64>(n, "i64", errors));
    let sea_breese = printed
        .or(direct)
        .map(|n| n.value.clamp(-1000, 1000) as i32);
    Some(Boat {
        def: def?,
        workers,
        skills,
        sea_breese,
    })
}

fn boats(node: Option<&Node>, errors: &mut Vec<InputError>, e: &mut Errors) -> Vec<Boat> {
    node.and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|b| boat(b, errors, e)).collect())
        .unwrap_or_default()
}

/// `gets:` read as one mapping of colours, skills and resources.
fn gets(node: &Node, errors: &mut Vec<InputError>) -> Gets {
    let mut g = Gets::default();
    let Node::Map { entries, .. } = node else {
        errors.push(super::tree::wrong(node, "mapping"));
        return g;
    };
    for (k, v) in entries {
        let Some(name) = string(k, errors) else {
            continue;
        };
        let Some(n) = super::tree::integer::<i64>(v, "i64", errors) else {
            continue;
        };
        let count = u32::try_from(n.value).unwrap_or(0).min(48);
        let name = value_name(name);
        if let Some(c) = colour(&name.value) {
            g.workers.get_or_insert([0; 4])[c as usize] += count;
        } else if let Some(s) = skill(&name.value) {
            g.skills.get_or_insert([0; 3])[s as usize] += count;
        } else if let Some(r) = resource(&name.value) {
            g.resources.get_or_insert([0; 4])[r as usize] += count;
        } else {
            errors.push(InputError::new(
                Message::new(msg::KF_INPUT_UNKNOWN_NAME)
                    .arg("name", name.value.as_str())
                    .key_arg("what", msg::KF_WHAT_GETS),
                name.loc,
            ));
        }
    }
    g
}

fn action(node: &Node, errors: &mut Vec<InputError>) -> Option<RecordAction> {
    let known = keys::action_keys();
    let f = fields(node, &known, errors)?;
    let player = f
        .required("player", errors)
        .and_then(|n| string(n, errors))?;
    let loc = node.loc();
    let what = if let Some(p) = f.get("pass") {
        super::tree::boolean(p, errors);
        What::Pass
    } else if let Some(b) = f.get("boat") {
        let g = f.get("gets").map(|n| gets(n, errors)).unwrap_or_default();
        What::Boat(string(b, errors).map(tile_name)?, g)
    } else if let Some(w) = f.get("winter") {
        let tiles = list(w, errors)?
            .iter()
            .filter_map(|n| string(n, errors).map(tile_name))
            .collect();
        What::Winter(tiles)
    } else {
        let mut g = f.get("gets").map(|n| gets(n, errors)).unwrap_or_default();
        if let Some(given) = f.get("gives").and_then(|n| string(n, errors)) {
            let given = value_name(given);
            if let Some(s) = skill(&given.value) {
                g.gives_skill = Some(s);
            } else if let Some(c) = colour(&given.value) {
                g.gives_worker = Some(c);
            } else {
                errors.push(InputError::new(
                    Message::new(msg::KF_INPUT_UNKNOWN_NAME)
                        .arg("name", given.value.as_str())
                        .key_arg("what", msg::KF_WHAT_GIVES),
                    given.loc,
                ));
            }
        }
        let mv = move_file_with(node, &known, errors)?;
        What::Move(Box::new(mv), g)
    };
    Some(RecordAction { loc, player, what })
}

/// Reads a game record, reporting every error of shape and every unknown name at once.
pub fn read(text: &str) -> Result<RecordFile, ReadError> {
    read_problems(text).map_err(ReadError::from)
}

fn read_problems(text: &str) -> Result<RecordFile, Vec<InputError>> {
    let (root, mut errors) = super::tree::read(text).map_err(|e| vec![e])?;
    let known = keys::record_keys();
    let file = position_file_with(&root, &known, &mut errors);
    let mut e = Errors(Vec::new());
    let Some(f) = fields(&root, &known, &mut Vec::new()) else {
        return Err(errors);
    };
    let start_number = start_tiles(f.get("start_tile"), &mut errors);
    let written = f.required("boats", &mut errors).filter(|n| !n.is_null());
    let spring_boats = boats(written, &mut errors, &mut e);
    let mut seasons = Vec::new();
    if let Some(s) = f.get("seasons") {
        if let Some(sf) = fields(s, keys::SEASONS.keys, &mut errors) {
            for (name, season) in [("summer", Season::Summer), ("autumn", Season::Autumn)] {
                let Some(node) = sf.get(name) else { continue };
                let Some(one) = fields(node, keys::SEASON.keys, &mut errors) else {
                    continue;
                };
                let offer: Vec<Spanned<TileFile>> = one
                    .get("offer")
                    .and_then(|n| list(n, &mut errors))
                    .map(|items| items.iter().filter_map(|t| tile(t, &mut errors)).collect())
                    .unwrap_or_default();
                let refill = boats(one.get("boats"), &mut errors, &mut e);
                seasons.push((season, offer, refill));
            }
        }
    }
    let actions: Vec<RecordAction> = match f.required("actions", &mut errors) {
        Some(n) if !n.is_null() => list(n, &mut errors)
            .map(|items| {
                items
                    .iter()
                    .filter_map(|a| action(a, &mut errors))
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let Some(file) = file else {
        errors.extend(e.0);
        return Err(sorted(errors));
    };
    if file.game.value != arbiter_ids::Game::Keyflower.key() {
        return Err(vec![InputError::new(
            Message::new(msg::KF_INPUT_NOT_KEYFLOWER).arg("game", file.game.value.as_str()),
            file.game.loc,
        )]);
    }
    let (setup, spans, read) = read_setup(&file);
    let names = super::keyflower_setup::player_names(&file.players);
    let mut upcoming = Vec::new();
    for (season, offer, refill) in seasons {
        // The season's tiles are validated as that season's offer of the same table.
        let mut s = setup.clone();
        s.season = season;
        let mut season_spans = spans.clone();
        let mut found = Errors(Vec::new());
        let offer: Vec<(&TileFile, Loc)> = offer.iter().map(|t| (&t.value, t.loc)).collect();
        s.offer = read_offer(&mut found, &offer, &names, &mut season_spans);
        match judge(s, season_spans, found.0) {
            Ok((pos, _)) => upcoming.push(SeasonStart {
                season,
                offer: pos.offer,
                boats: refill,
            }),
            Err(v) => e.0.extend(with_suggestions(v, &[])),
        }
    }
    let (position, spans) = match judge(setup, spans, read).map_err(|v| with_suggestions(v, &[])) {
        Ok(x) => x,
        Err(v) => {
            errors.extend(v);
            errors.extend(e.0);
            return Err(sorted(errors));
        }
    };
    errors.extend(e.0);
    if !errors.is_empty() {
        return Err(sorted(errors));
    }
    let game = Game::new(position, spring_boats, start_number, upcoming);
    Ok(RecordFile {
        game,
        spans,
        actions,
    })
}

/// `start_tile:` read as one name or a list of names, each a turn-order tile: their numbers.
fn start_tiles(node: Option<&Node>, errors: &mut Vec<InputError>) -> Vec<u8> {
    let names: Vec<Spanned<String>> = match node {
        None => Vec::new(),
        Some(n @ Node::Seq { .. }) => list(n, errors)
            .map(|items| {
                items
                    .iter()
                    .filter_map(|t| string(t, errors).map(tile_name))
                    .collect()
            })
            .unwrap_or_default(),
        Some(n) => string(n, errors).map(tile_name).into_iter().collect(),
    };
    let mut numbers = Vec::new();
    for s in names {
        match catalogue::find(&s.value).map(|d| d.effect) {
            Some(catalogue::Effect::TurnOrder(n)) => numbers.push(n),
            _ => errors.push(InputError::new(
                Message::new(msg::KF_INPUT_NOT_TURN_ORDER).arg("name", s.value.as_str()),
                s.loc,
            )),
        }
    }
    numbers
}

fn sorted(mut errors: Vec<InputError>) -> Vec<InputError> {
    errors.sort_by_key(|e| (e.loc.line, e.loc.column));
    errors.dedup_by(|a, b| a.loc == b.loc && a.message == b.message);
    errors
}

/// The player of `pos` that a `player:` entry names, by name or colour.
pub(crate) fn player_of(pos: &Position, written: &str) -> Option<arbiter_engine::PlayerId> {
    let players = pos
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.colour.as_deref()));
    let i = super::read_keyflower::player_named(players, written)?;
    pos.player_index(&pos.players[i].name)
}

impl RecordAction {
    /// The action against the position it is played in; names that do not resolve there
    /// (an unknown player, a tile not in play) are its errors.
    pub fn resolve(&self, pos: &Position) -> Result<Action, Vec<InputError>> {
        let player = player_of(pos, &self.player.value).ok_or_else(|| {
            vec![InputError::new(
                Message::new(msg::KF_INPUT_UNKNOWN_PLAYER).arg("name", self.player.value.as_str()),
                self.player.loc,
            )]
        })?;
        let def = |s: &Spanned<String>| -> Result<&'static TileDef, Vec<InputError>> {
            catalogue::find(&s.value).ok_or_else(|| {
                with_suggestions(
                    vec![InputError::new(
                        Message::new(msg::KF_INPUT_UNKNOWN_TILE).arg("name", s.value.as_str()),
                        s.loc,
                    )],
                    &[],
                )
            })
        };
        match &self.what {
            What::Pass => Ok(Action::Pass(player)),
            What::Boat(b, g) => Ok(Action::Boat(player, def(b)?, *g)),
            What::Winter(tiles) => {
                let mut out = Vec::new();
                let mut errors = Vec::new();
                for t in tiles {
                    match def(t) {
                        Ok(d) => out.push(d),
                        Err(e) => errors.extend(e),
                    }
                }
                if errors.is_empty() {
                    Ok(Action::Winter(player, out))
                } else {
                    Err(errors)
                }
            }
            What::Move(mv, gets) => {
                let mut spans = SpanMap::default();
                let whole = mv.loc;
                convert_move(pos, &mv.value, whole, &mut spans)
                    .map(|m| Action::Move(m, *gets))
                    .map_err(|e| with_suggestions(e, &tiles_in_play(pos)))
            }
        }
    }
}
