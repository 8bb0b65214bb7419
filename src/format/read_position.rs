//! The Carcassonne position file read from the event tree of [`super::tree`] into the same
//! [`PositionFile`] the serde reader builds, collecting every error of shape (unknown keys,
//! wrong types, missing keys) instead of stopping at the first.

use super::carcassonne::{GoodsFile, PieceFile, PlayerFile, PositionFile, RulesFile, TileFile};
use super::transcription::RotFile;
use super::tree::{fields, integer, list, named, string, wrong, Node};
use super::yaml::Spanned;
use super::InputError;

const FILE_KEYS: &[&str] = &[
    "game", "rules", "players", "score", "turn", "goods", "tiles",
];
const RULES_KEYS: &[&str] = &[
    "expansions",
    "two-tile-city",
    "farmers",
    "river-flow",
    "pigs",
];
const PLAYER_KEYS: &[&str] = &["name", "color"];
const GOODS_KEYS: &[&str] = &["wine", "grain", "cloth"];
const TILE_KEYS: &[&str] = &["tile", "seen", "at", "rot", "pieces"];
const PIECE_KEYS: &[&str] = &["owner", "kind", "feature"];

/// Reads the whole file. `None` when the game, the players or the tile list cannot be read:
/// then names cannot be resolved and the errors of shape are all there is to report. A broken
/// tile, piece, score or goods entry is left out (its errors reported) and the rest is read.
pub fn position_file(root: &Node, errors: &mut Vec<InputError>) -> Option<PositionFile> {
    let f = fields(root, FILE_KEYS, errors)?;
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
    let goods = f
        .get("goods")
        .and_then(|n| named(n, errors, |v, e| goods_file(v, e)).map(|v| v.into_iter().collect()));
    let tiles = f.required("tiles", errors).and_then(|n| {
        let items = list(n, errors)?;
        let tiles: Vec<_> = items.iter().filter_map(|t| tile(t, errors)).collect();
        // Written tiles that could not be read are not "no tiles".
        (!tiles.is_empty() || items.is_empty()).then(|| Spanned::new(tiles, n.loc()))
    });
    let (Some(game), Some(players), Some(tiles), true) = (game, players, tiles, players_ok) else {
        return None;
    };
    Some(PositionFile {
        game,
        rules,
        players,
        score,
        turn,
        goods,
        tiles,
    })
}

fn rules_file(node: &Node, errors: &mut Vec<InputError>) -> Option<RulesFile> {
    let f = fields(node, RULES_KEYS, errors)?;
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
        river_flow: f.get("river-flow").and_then(|n| string(n, errors)),
        pigs: f.get("pigs").and_then(|n| integer(n, "u8", errors)),
    })
}

fn player(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<PlayerFile>> {
    let f = fields(node, PLAYER_KEYS, errors)?;
    let name = f.required("name", errors).and_then(|n| string(n, errors));
    let color = f.required("color", errors).and_then(|n| string(n, errors));
    Some(Spanned::new(
        PlayerFile {
            name: name?,
            color: color?,
        },
        node.loc(),
    ))
}

fn goods_file(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<GoodsFile>> {
    let before = errors.len();
    let f = fields(node, GOODS_KEYS, errors)?;
    let mut count = |key| {
        f.get(key)
            .and_then(|n| integer::<u32>(n, "u32", errors))
            .map_or(0, |v| v.value)
    };
    let goods = GoodsFile {
        wine: count("wine"),
        grain: count("grain"),
        cloth: count("cloth"),
    };
    (errors.len() == before).then(|| Spanned::new(goods, node.loc()))
}

fn tile(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<TileFile>> {
    let before = errors.len();
    let f = fields(node, TILE_KEYS, errors)?;
    let tile = f.get("tile").and_then(|n| string(n, errors));
    let seen = f.get("seen").and_then(|n| string(n, errors));
    let at = f.required("at", errors).and_then(|n| {
        let items = list(n, errors)?;
        let before = errors.len();
        let coords: Vec<_> = items
            .iter()
            .filter_map(|c| integer::<i64>(c, "i64", errors))
            .collect();
        (errors.len() == before).then(|| Spanned::new(coords, n.loc()))
    });
    let mut rot = f.get("rot").and_then(|n| rot(n, errors));
    let broken = errors.len() > before;
    // A broken piece is left out; the tile and its other pieces are still read.
    let mut pieces: Vec<_> = f
        .get("pieces")
        .and_then(|n| list(n, errors))
        .map(|items| items.iter().filter_map(|p| piece(p, errors)).collect())
        .unwrap_or_default();
    if broken {
        // The tile's name is still checked, but not what depends on a turn that may be
        // misspelt.
        rot = None;
        pieces.clear();
    }
    let file = TileFile {
        tile,
        seen,
        at: at?,
        rot,
        pieces,
    };
    Some(Spanned::new(file, node.loc()))
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

fn piece(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<PieceFile>> {
    let f = fields(node, PIECE_KEYS, errors)?;
    let owner = f.required("owner", errors).and_then(|n| string(n, errors));
    let kind = f.required("kind", errors).and_then(|n| string(n, errors));
    let feature = f
        .required("feature", errors)
        .and_then(|n| string(n, errors));
    Some(Spanned::new(
        PieceFile {
            owner: owner?,
            kind: kind?,
            feature: feature?,
        },
        node.loc(),
    ))
}
