//! The Carcassonne position file and game record read from the event tree of [`super::tree`]
//! into their file types ([`PositionFile`], [`MoveFile`]), each mapping checked against its
//! table in [`super::carcassonne::keys`], collecting every error of shape (unknown keys, wrong
//! types, missing keys) instead of stopping at the first.

use super::address::{Address, Place};
use super::carcassonne::keys;
use super::carcassonne::{
    Declared, FeatureStateFile, FigureFile, HeldFile, PieceFile, PlayerFile, PositionFile,
    RulesFile, TileFile,
};
use super::record::{DiscardFile, MoveFile};
use super::shape::{block_keys, Key};
use super::transcription::RotFile;
use super::tree::{boolean, fields, integer, integers, list, named, string, wrong, Node};
use super::yaml::Spanned;
use super::{InputError, Loc};
use arbiter_engine::carcassonne::expansions::{FeatureStateDef, PlayerStateDef};
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::setup::PlayerState;
use arbiter_engine::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// Reads the whole file. `None` when the game, the players or the tile list cannot be read:
/// then names cannot be resolved and the errors of shape are all there is to report. A broken
/// tile, piece, score or goods entry is left out (its errors reported) and the rest is read.
pub fn position_file(root: &Node, errors: &mut Vec<InputError>) -> Option<PositionFile> {
    position_file_declaring(root, errors, &Declared::registered())
}

/// [`position_file`], with `declared` the per-tile and per-feature state a tile entry may
/// carry beside its fixed keys (production: every expansion's, [`Declared::registered`]).
pub(crate) fn position_file_declaring(
    root: &Node,
    errors: &mut Vec<InputError>,
    declared: &Declared,
) -> Option<PositionFile> {
    let f = fields(root, &keys::position_keys(), errors)?;
    let game = f.required("game", errors).and_then(|n| string(n, errors));
    let rules = f.get("rules").and_then(|n| rules_file(n, errors));
    let before = errors.len();
    let players = f.required("players", errors).and_then(|n| {
        let items = list(n, errors)?;
        let players = items.iter().filter_map(|p| player(p, errors)).collect();
        Some(Spanned::new(players, n.loc()))
    });
    let players_ok = errors.len() == before;
    let score = f.get("score").and_then(|n| {
        named(n, errors, |v, e| integer::<i64>(v, "i64", e)).map(|v| v.into_iter().collect())
    });
    let turn = f.get("turn").and_then(|n| string(n, errors));
    let extra_turn = f.get("extra_turn").and_then(|n| boolean(n, errors));
    let partial = f.get("partial").and_then(|n| boolean(n, errors));
    let player_state = PlayerState::defs()
        .filter_map(|d| {
            let n = f.get(d.key)?;
            let by_player = named(n, errors, |v, e| counters(v, d, e))?;
            Some((d.key, by_player.into_iter().collect()))
        })
        .collect();
    let tiles = f.required("tiles", errors).and_then(|n| {
        let items = list(n, errors)?;
        // The keys a tile entry may hold, once for the whole list.
        let keys = keys::tile_keys(&declared.tile, &declared.feature);
        let part_keys = keys::feature_state_keys(&declared.feature);
        let tiles: Vec<_> = items
            .iter()
            .filter_map(|t| tile(t, (&keys, &part_keys), declared, errors))
            .collect();
        // Written tiles that could not be read are not "no tiles".
        (!tiles.is_empty() || items.is_empty()).then(|| Spanned::new(tiles, n.loc()))
    });
    let figures = f
        .get("figures")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|i| figure(i, errors)).collect())
        .unwrap_or_default();
    let held = f
        .get("held")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|i| held(i, errors)).collect())
        .unwrap_or_default();
    let (Some(game), Some(players), Some(tiles), true) = (game, players, tiles, players_ok) else {
        return None;
    };
    Some(PositionFile {
        game,
        rules,
        players,
        score,
        turn,
        extra_turn,
        player_state,
        tiles,
        figures,
        held,
        partial,
    })
}

/// A piece written as text (`red/follower@road:E`, `dragon@2,1`, `blue/follower@red`) where
/// a list takes a mapping: its address, or `None` for a mapping; a text that is not an address
/// is reported as one written the way `list` writes its items (`form`).
fn address_item(
    node: &Node,
    list: &'static str,
    errors: &mut Vec<InputError>,
) -> Option<Option<(Address, Loc)>> {
    let Node::Scalar { text, loc, .. } = node else {
        return Some(None);
    };
    if node.is_null() {
        return Some(None);
    }
    match crate::address::parse(text) {
        Some(a) => Some(Some((a, *loc))),
        None => {
            errors.push(bad_address(text, list, *loc));
            None
        }
    }
}

fn bad_address(text: &str, list: &'static str, loc: Loc) -> InputError {
    InputError::new(
        Message::new(msg::INPUT_BAD_ADDRESS)
            .arg("value", text)
            .arg("list", list),
        loc,
    )
}

fn at_loc(text: &str, loc: Loc) -> Spanned<String> {
    Spanned::new(text.to_string(), loc)
}

fn pair_at(at: [i64; 2], loc: Loc) -> Spanned<Vec<Spanned<i64>>> {
    Spanned::new(at.iter().map(|&v| Spanned::new(v, loc)).collect(), loc)
}

/// `[OWNER/]KIND@X,Y`, `KIND@OWNER@X,Y[:FEATURE]` or `OWNER/KIND@X,Y:corner` as a figure.
fn figure_of(a: Address, loc: Loc) -> Option<FigureFile> {
    let (owner, kind) = match (a.owner, a.kind, a.word) {
        (Some(o), Some(k), _) => (Some(o), k),
        (_, _, Some(k)) => (None, k),
        _ => return None,
    };
    let mut file = FigureFile {
        kind: at_loc(&kind, loc),
        owner: owner.map(|o| at_loc(&o, loc)),
        at: None,
        beside: None,
        feature: None,
        corner: None,
    };
    match a.place {
        Place::Tile(at) => file.at = Some(pair_at(at, loc)),
        Place::Corner(at) => file.corner = Some(pair_at(at, loc)),
        Place::Beside { owner, at, feature } => {
            file.at = Some(pair_at(at, loc));
            file.beside = Some(at_loc(&owner, loc));
            file.feature = feature.map(|f| at_loc(&f, loc));
        }
        Place::Feature(..) | Place::Word(_) => return None,
    }
    Some(file)
}

fn figure(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<FigureFile>> {
    if let Some((a, loc)) = address_item(node, "figures", errors)? {
        return match figure_of(a, loc) {
            Some(file) => Some(Spanned::new(file, loc)),
            None => {
                errors.push(bad_address(&node_text(node), "figures", loc));
                None
            }
        };
    }
    let before = errors.len();
    let f = fields(node, keys::FIGURE.keys, errors)?;
    let kind = f.required("kind", errors).and_then(|n| string(n, errors));
    let file = FigureFile {
        kind: kind?,
        owner: f.get("owner").and_then(|n| string(n, errors)),
        at: f.get("at").and_then(|n| square(n, errors)),
        beside: f.get("beside").and_then(|n| string(n, errors)),
        feature: f.get("feature").and_then(|n| string(n, errors)),
        corner: f.get("corner").and_then(|n| square(n, errors)),
    };
    (errors.len() == before).then(|| Spanned::new(file, node.loc()))
}

fn held(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<HeldFile>> {
    if let Some((a, loc)) = address_item(node, "held", errors)? {
        return match a {
            Address {
                owner: Some(owner),
                kind: Some(kind),
                place: Place::Word(holder),
                ..
            } => Some(Spanned::new(
                HeldFile {
                    holder: at_loc(&holder, loc),
                    owner: at_loc(&owner, loc),
                    kind: at_loc(&kind, loc),
                },
                loc,
            )),
            _ => {
                errors.push(bad_address(&node_text(node), "held", loc));
                None
            }
        };
    }
    let before = errors.len();
    let f = fields(node, keys::HELD.keys, errors)?;
    let holder = f.required("holder", errors).and_then(|n| string(n, errors));
    let owner = f.required("owner", errors).and_then(|n| string(n, errors));
    let kind = f.required("kind", errors).and_then(|n| string(n, errors));
    let file = HeldFile {
        holder: holder?,
        owner: owner?,
        kind: kind?,
    };
    (errors.len() == before).then(|| Spanned::new(file, node.loc()))
}

fn rules_file(node: &Node, errors: &mut Vec<InputError>) -> Option<RulesFile> {
    let declared: Vec<_> = Expansion::all().flat_map(|e| e.def().options).collect();
    let f = fields(node, &keys::rules_keys(), errors)?;
    // An option whose values are whole numbers is written as one (0 to 255).
    let options = declared
        .iter()
        .filter_map(|o| {
            let n = f.get(o.key)?;
            let value = if o.numeric() {
                integer::<u8>(n, "u8", errors).map(|v| Spanned::new(v.value.to_string(), v.loc))
            } else {
                string(n, errors)
            };
            Some((o.key, value?))
        })
        .collect();
    let expansions = f
        .get("expansions")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|e| string(e, errors)).collect())
        .unwrap_or_default();
    Some(RulesFile {
        expansions,
        two_tile_city: f
            .get("two-tile-city")
            .and_then(|n| integer(n, "u32", errors)),
        farmers: f.get("farmers").and_then(|n| string(n, errors)),
        options,
    })
}

fn player(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<PlayerFile>> {
    let f = fields(node, keys::PLAYER.keys, errors)?;
    // The name is optional (docs/format-extensions.md): left out, it is empty here and the
    // colour's name once the colour is known.
    let name = match f.get("name") {
        Some(n) => string(n, errors),
        None => Some(Spanned::new(String::new(), node.loc())),
    };
    let color = f
        .required_any(&["color", "colour"], errors)
        .and_then(|n| string(n, errors));
    Some(Spanned::new(
        PlayerFile {
            name: name?,
            color: color?,
        },
        node.loc(),
    ))
}

/// One player's counters of a per-player state block, in the block's order (0 when left
/// out).
fn counters(
    node: &Node,
    def: &PlayerStateDef,
    errors: &mut Vec<InputError>,
) -> Option<Spanned<Vec<u32>>> {
    let before = errors.len();
    let keys = block_keys(def);
    let f = fields(node, &keys, errors)?;
    let row = keys
        .iter()
        .map(|key| {
            f.get(key.name)
                .and_then(|n| integer::<u32>(n, "u32", errors))
                .map_or(0, |v| v.value)
        })
        .collect();
    (errors.len() == before).then(|| Spanned::new(row, node.loc()))
}

/// A tile entry (`keys`: its fixed keys, `features` when per-feature state is declared,
/// then the keys of the per-tile state; `part_keys`: the keys of a feature part's block): the
/// fixed keys, then the per-tile state `declared` lists (whole numbers 0 or more; a wrong one
/// is reported and left out, the rest of the entry is still read), then the per-feature state.
fn tile(
    node: &Node,
    (keys, part_keys): (&[Key], &[Key]),
    declared: &Declared,
    errors: &mut Vec<InputError>,
) -> Option<Spanned<TileFile>> {
    let f = fields(node, keys, errors)?;
    // An unknown key (reported by `fields`) does not hide what the known keys hold.
    let before = errors.len();
    let tile = f.get("tile").and_then(|n| string(n, errors));
    let seen = f.get("seen").and_then(|n| string(n, errors));
    let at = f.required("at", errors).and_then(|n| square(n, errors));
    let mut rot = f.get("rot").and_then(|n| rot(n, errors));
    let broken = errors.len() > before;
    let state = declared
        .tile
        .iter()
        .filter_map(|d| Some((d.key, integer::<u32>(f.get(d.key)?, "u32", errors)?)))
        .collect();
    // A broken piece is left out; the tile and its other pieces are still read.
    let mut pieces: Vec<_> = f
        .get("pieces")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|p| piece(p, errors)).collect())
        .unwrap_or_default();
    // The key is there only when some expansion declares per-feature state.
    let mut features = match declared.feature.is_empty() {
        true => Vec::new(),
        false => f
            .get("features")
            .and_then(|n| feature_states(n, part_keys, &declared.feature, errors))
            .unwrap_or_default(),
    };
    if broken {
        // The tile's name is still checked, but not what depends on a turn that may be
        // misspelt.
        rot = None;
        pieces.clear();
        features.clear();
    }
    let file = TileFile {
        tile,
        seen,
        at: at?,
        rot,
        pieces,
        state,
        features,
    };
    Some(Spanned::new(file, node.loc()))
}

/// A tile entry's `features:` block: a mapping from a feature part's locator (as seen on the
/// table) to its values (`keys`: those `defs` declare), each a whole number 0 or more. A
/// broken part is reported and left out; the others are still read.
fn feature_states(
    node: &Node,
    keys: &[Key],
    defs: &[&'static FeatureStateDef],
    errors: &mut Vec<InputError>,
) -> Option<Vec<FeatureStateFile>> {
    let Node::Map { entries, .. } = node else {
        errors.push(wrong(node, "mapping"));
        return None;
    };
    let mut out = Vec::new();
    for (k, v) in entries {
        let locator = string(k, errors);
        let before = errors.len();
        let Some(f) = fields(v, keys, errors) else {
            continue;
        };
        let state = defs
            .iter()
            .filter_map(|d| Some((d.key, integer::<u32>(f.get(d.key)?, "u32", errors)?)))
            .collect();
        if let (Some(locator), true) = (locator, errors.len() == before) {
            out.push(FeatureStateFile { locator, state });
        }
    }
    Some(out)
}

/// `[x, y]` (the count is checked later, with the conversion).
fn square(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<Vec<Spanned<i64>>>> {
    integers(node, errors).map(|coords| Spanned::new(coords, node.loc()))
}

fn rot(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<RotFile>> {
    match node {
        Node::Scalar {
            plain: true, text, ..
        } if text.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') => {
            integer::<i64>(node, "i64", errors)
                .map(|d| Spanned::new(RotFile::Degrees(d.value), d.loc))
        }
        Node::Scalar { .. } => {
            string(node, errors).map(|w| Spanned::new(RotFile::Word(w.value), w.loc))
        }
        _ => {
            errors.push(wrong(node, "integer"));
            None
        }
    }
}

fn node_text(node: &Node) -> String {
    match node {
        Node::Scalar { text, .. } => text.to_string(),
        _ => String::new(),
    }
}

fn piece(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<PieceFile>> {
    if let Some((a, loc)) = address_item(node, "pieces", errors)? {
        // `OWNER/KIND@FEATURE`, the feature on this tile; `FEATURE|FEATURE` for alternatives.
        return match a {
            Address {
                owner: Some(owner),
                kind: Some(kind),
                place: Place::Word(features),
                ..
            } if features.split('|').all(|f| !f.trim().is_empty()) => {
                let mut features = features.split('|').map(|f| at_loc(f.trim(), loc));
                let feature = features.next()?;
                Some(Spanned::new(
                    PieceFile {
                        owner: at_loc(&owner, loc),
                        kind: at_loc(&kind, loc),
                        feature,
                        alternatives: features.collect(),
                    },
                    loc,
                ))
            }
            _ => {
                errors.push(bad_address(&node_text(node), "pieces", loc));
                None
            }
        };
    }
    let f = fields(node, keys::PIECE.keys, errors)?;
    let owner = f.required("owner", errors).and_then(|n| string(n, errors));
    let kind = f.required("kind", errors).and_then(|n| string(n, errors));
    // One feature, or a list of alternatives (the piece stands on exactly one of them).
    let mut features: Vec<Spanned<String>> = Vec::new();
    if let Some(n) = f.required("feature", errors) {
        match n {
            Node::Seq { .. } => {
                if let Some(items) = list(n, errors) {
                    features.extend(items.iter().filter_map(|i| string(i, errors)));
                    if items.is_empty() {
                        errors.push(wrong(n, "text"));
                    }
                }
            }
            _ => features.extend(string(n, errors)),
        }
    }
    let mut features = features.into_iter();
    let feature = features.next();
    Some(Spanned::new(
        PieceFile {
            owner: owner?,
            kind: kind?,
            feature: feature?,
            alternatives: features.collect(),
        },
        node.loc(),
    ))
}

// ---- Game records ----

/// A game record's parts: its start position (read with its own errors, `None` when it
/// cannot be read) and the rest; broken moves and discards are left out, their errors
/// reported.
pub struct RecordParts {
    /// The start position and the errors found in it.
    pub start: (Option<Spanned<PositionFile>>, Vec<InputError>),
    /// The moves.
    pub moves: Vec<Spanned<MoveFile>>,
    /// `finished:`.
    pub finished: Option<Spanned<bool>>,
    /// The discarded tiles.
    pub discarded: Vec<Spanned<DiscardFile>>,
    /// `final_draws:`, each `STEP=VALUE`.
    pub final_draws: Vec<Spanned<String>>,
}

/// Reads a game record; `None` when it is not a mapping.
pub fn record_parts(root: &Node, errors: &mut Vec<InputError>) -> Option<RecordParts> {
    let f = fields(root, keys::RECORD.keys, errors)?;
    let mut start_errors = Vec::new();
    let start = f
        .required("start", errors)
        .and_then(|n| position_file(n, &mut start_errors).map(|p| Spanned::new(p, n.loc())));
    let moves = f
        .get("moves")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|m| move_file(m, errors)).collect())
        .unwrap_or_default();
    let finished = f.get("finished").and_then(|n| boolean(n, errors));
    let discarded = f
        .get("discarded")
        .and_then(|n| list(n, errors))
        .map(|items| {
            items
                .iter()
                .filter_map(|d| discard_file(d, errors))
                .collect()
        })
        .unwrap_or_default();
    let final_draws = f
        .get("final_draws")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|s| string(s, errors)).collect())
        .unwrap_or_default();
    Some(RecordParts {
        start: (start, start_errors),
        moves,
        finished,
        discarded,
        final_draws,
    })
}

fn move_file(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<MoveFile>> {
    let before = errors.len();
    let f = fields(node, keys::MOVE.keys, errors)?;
    let player = f.required("player", errors).and_then(|n| string(n, errors));
    let tile = f.required("tile", errors).and_then(|n| string(n, errors));
    let at = f.required("at", errors).and_then(|n| square(n, errors));
    let file = MoveFile {
        player: player?,
        tile: tile?,
        at: at?,
        rot: f.get("rot").and_then(|n| integer(n, "i64", errors)),
        piece: f.get("piece").and_then(|n| string(n, errors)),
        recall_abbot: f.get("recall_abbot").and_then(|n| boolean(n, errors)),
        action: f.get("action").and_then(|n| string(n, errors)),
        steps: f
            .get("steps")
            .and_then(|n| list(n, errors))
            .map(|items| items.iter().filter_map(|s| string(s, errors)).collect())
            .unwrap_or_default(),
        extra_turn: f.get("extra_turn").and_then(|n| boolean(n, errors)),
    };
    (errors.len() == before).then(|| Spanned::new(file, node.loc()))
}

fn discard_file(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<DiscardFile>> {
    let before = errors.len();
    let f = fields(node, keys::DISCARD.keys, errors)?;
    let tile = f.required("tile", errors).and_then(|n| string(n, errors));
    let after = f.get("after").and_then(|n| integer(n, "usize", errors));
    let file = DiscardFile { tile: tile?, after };
    (errors.len() == before).then(|| Spanned::new(file, node.loc()))
}

#[cfg(test)]
mod tests {
    use crate::{carcassonne, record};
    use arbiter_ids::msg;

    fn keys(errors: &[crate::InputError]) -> Vec<(&str, usize, usize, usize)> {
        errors
            .iter()
            .map(|e| (e.message.key, e.loc.line, e.loc.column, e.loc.width))
            .collect()
    }

    #[test]
    fn an_unknown_key_does_not_hide_the_unknown_tile_after_it() {
        let text = "game: carcassonne\nplayers: [{name: Ann, color: red}]\ntiles:\n  - {tile: D, at: [0, 0], rott: 90}\n  - {tile: BA/RCR, at: [1, 0]}\n";
        let errors = carcassonne::read(text.as_bytes()).unwrap_err();
        assert_eq!(
            keys(&errors),
            [
                (msg::INPUT_UNKNOWN_KEY, 4, 27, 4),
                (msg::INPUT_UNKNOWN_TILE, 5, 12, 6)
            ]
        );
    }

    #[test]
    fn a_broken_player_stops_before_names_are_resolved() {
        let text = "game: carcassonne\nplayers: [{name: Ann, colr: red}]\ntiles:\n  - {tile: D, at: [0, 0], pieces: [{owner: red, kind: follower, feature: \"road:E\"}]}\n";
        let errors = carcassonne::read(text.as_bytes()).unwrap_err();
        // Not "no player is red": the colour was misspelt, and not "color is missing" either.
        assert_eq!(keys(&errors), [(msg::INPUT_UNKNOWN_KEY, 2, 23, 4)]);
    }

    #[test]
    fn a_record_reports_its_moves_errors_together() {
        let text = "start:\n  game: carcassonne\n  players: [{name: Ann, color: red}]\n  tiles: [{tile: D, at: [0, 0]}]\nmoves:\n  - {player: red, tile: E, at: [0, -1], rott: 0}\n  - {player: red, tile: Q9, at: [1, 0]}\n  - {player: bob, tile: E, at: [2, 0]}\n  - {player: red, tile: E, at: [0, 1], piece: 5}\n";
        let errors = record::read(text.as_bytes()).unwrap_err();
        assert_eq!(
            keys(&errors),
            [
                (msg::INPUT_UNKNOWN_KEY, 6, 41, 4),
                (msg::INPUT_UNKNOWN_TILE, 7, 25, 2),
                (msg::INPUT_UNKNOWN_PLAYER, 8, 14, 3),
                // A record's own words, not the `--piece` flag's.
                (msg::INPUT_BAD_PIECE_RECORD, 9, 47, 1)
            ]
        );
    }
}
