//! Bridges: per-tile state (`bridge-ns: 1` or `bridge-we: 1`, the axis as the tile lies on
//! the table) that adds a road joining two field edges of the tile; the fields under it stay
//! whole. The board joins the road like any other ([`ExpansionDef::added_part`](crate::carcassonne::tables::ExpansionDef::added_part)).

use super::super::TileStateDef;
use crate::carcassonne::catalogue::{EdgeKind, FeatureDef, FeatureKind, TileDef};
use crate::carcassonne::geometry::{Edge, Rotation};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::{Setup, TileSetup};
use arbiter_ids::{msg, rule};

/// A bridge from north to south across the tile, as it lies on the table.
pub const BRIDGE_NS: TileStateDef = TileStateDef {
    key: "bridge-ns",
    min: 1,
    max: 1,
    rule: rule::BCB_BRIDGE_PLACE,
    doc: "Bridges, Castles & Bazaars: 1 when a bridge runs from north to south across this tile as it lies on the table (both of those edges fields of the tile); its road joins the roads there.",
};

/// A bridge from west to east across the tile, as it lies on the table.
pub const BRIDGE_WE: TileStateDef = TileStateDef {
    key: "bridge-we",
    min: 1,
    max: 1,
    rule: rule::BCB_BRIDGE_PLACE,
    doc: "Bridges, Castles & Bazaars: 1 when a bridge runs from west to east across this tile as it lies on the table (both of those edges fields of the tile); its road joins the roads there.",
};

/// The two board edges a bridge on `tile` joins, with its axis's message key, when the tile
/// carries exactly one.
pub(crate) fn axis(tile: &TileSetup) -> Option<(&'static str, [Edge; 2])> {
    match (
        tile.state.get(BRIDGE_NS.key).is_some(),
        tile.state.get(BRIDGE_WE.key).is_some(),
    ) {
        (true, false) => Some(("ns", [Edge::N, Edge::S])),
        (false, true) => Some(("we", [Edge::W, Edge::E])),
        _ => None,
    }
}

/// The tile's own (unrotated) edge that lies on board edge `e` when turned by `rot`.
fn unturned(e: Edge, rot: Rotation) -> Edge {
    Edge::ALL
        .into_iter()
        .find(|t| t.rotate(rot) == e)
        .unwrap_or(e)
}

/// The board edges of the bridge on `tile` that are not field edges of `def`.
fn not_fields(tile: &TileSetup, def: &TileDef, edges: [Edge; 2]) -> Vec<Edge> {
    edges
        .into_iter()
        .filter(|&e| def.edges[unturned(e, tile.rot).index()] != EdgeKind::Field)
        .collect()
}

/// The road a bridge adds to its tile, in the tile's own terms; none when the bridge cannot
/// lie there (the position check says why).
pub(crate) fn road(tile: &TileSetup, def: &TileDef) -> Option<FeatureDef> {
    let (_, edges) = axis(tile)?;
    if !not_fields(tile, def, edges).is_empty() {
        return None;
    }
    Some(FeatureDef {
        edges: edges.iter().map(|&e| unturned(e, tile.rot)).collect(),
        ..FeatureDef::of(FeatureKind::Road)
    })
}

/// Bridges on the board.
pub(crate) fn count(setup: &Setup) -> usize {
    setup
        .tiles
        .iter()
        .filter(|t| t.state.get(BRIDGE_NS.key).is_some() || t.state.get(BRIDGE_WE.key).is_some())
        .count()
}

/// Each bridge lies across two field edges of its tile, one bridge per tile.
pub(crate) fn check(setup: &Setup, out: &mut Vec<Problem>) {
    let cat = crate::carcassonne::catalogue::Catalogue::get();
    for (t, tile) in setup.tiles.iter().enumerate() {
        let square = tile.pos.to_string();
        let both =
            tile.state.get(BRIDGE_NS.key).is_some() && tile.state.get(BRIDGE_WE.key).is_some();
        if both {
            out.push(Problem::error(
                rule::BCB_BRIDGE_PLACE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_BCB_BRIDGE_TWO).arg("square", square.as_str()),
            ));
            continue;
        }
        let Some((axis, edges)) = axis(tile) else {
            continue;
        };
        for e in not_fields(tile, cat.tile(tile.def), edges) {
            out.push(Problem::error(
                rule::BCB_BRIDGE_PLACE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_BCB_BRIDGE_EDGES)
                    .arg("square", square.as_str())
                    .arg("axis", axis)
                    .arg("edge", edge_key(e)),
            ));
        }
    }
}

/// An edge's key in messages.
fn edge_key(e: Edge) -> &'static str {
    match e {
        Edge::N => "n",
        Edge::E => "e",
        Edge::S => "s",
        Edge::W => "w",
    }
}
