//! Bridges: per-tile state (`bridge-ns: 1` or `bridge-we: 1`, the axis as the tile lies on
//! the table) that adds a road joining two field edges of the tile; the fields under it stay
//! whole. The board joins the road like any other ([`ExpansionDef::added_part`](crate::carcassonne::tables::ExpansionDef::added_part)).
//! A bridge laid in a move is the step `bridge=X,Y`, laid with the tile
//! ([`StepTime::WithTile`](crate::carcassonne::tables::StepTime::WithTile)): `chosen` says
//! which bridge the square names, `check_lay` judges it.

use super::super::{StepContext, Taken, TileStateDef};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::{EdgeKind, FeatureDef, FeatureKind, TileDef};
use crate::carcassonne::effect::Effect;
use crate::carcassonne::geometry::{Edge, Rotation};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::{Setup, TileSetup};
use crate::carcassonne::turn::{ActionParam, MoveVerdict};
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

/// The axis along board edge `e`: its per-tile state key and the two edges it joins.
fn axis_along(e: Edge) -> (&'static str, [Edge; 2]) {
    match e {
        Edge::N | Edge::S => (BRIDGE_NS.key, [Edge::N, Edge::S]),
        Edge::E | Edge::W => (BRIDGE_WE.key, [Edge::W, Edge::E]),
    }
}

/// Whether the tile laid at `t` of `board`, its edges as they lie being `edges`, meets
/// every neighbour, a neighbour's edge `road_at` (if any) showing a road.
fn meets_all(board: &Board, t: usize, edges: [EdgeKind; 4], road_at: Option<Edge>) -> bool {
    let pos = board.tiles[t].pos;
    Edge::ALL.into_iter().all(|e| {
        board.tile_at(pos.step(e)).is_none_or(|j| {
            let theirs = if road_at == Some(e) {
                EdgeKind::Road
            } else {
                board.tiles[j].edges[e.opposite().index()]
            };
            edges[e.index()].meets(theirs)
        })
    })
}

/// Whether tile `t` carries a bridge: in the position, or, given the move `so_far`, once its
/// steps so far are done (a bridge laid this move included).
pub(crate) fn bridged(step: &StepContext, so_far: Option<&MoveVerdict>, t: usize) -> bool {
    match so_far {
        Some(v) => [BRIDGE_NS.key, BRIDGE_WE.key]
            .iter()
            .any(|key| step.tile_state(v, t, key).is_some()),
        None => bridged_in(step.setup, t),
    }
}

/// Whether tile entry `t` of `setup` carries a bridge.
pub(crate) fn bridged_in(setup: &Setup, t: usize) -> bool {
    setup.tiles.get(t).is_some_and(|tile| {
        [BRIDGE_NS.key, BRIDGE_WE.key]
            .iter()
            .any(|key| tile.state.get(key).is_some())
    })
}

/// The key of Under the Big Top's acrobat space (JCloisterZone lays no bridge on a tile whose
/// acrobat space holds followers).
const ACROBATS: &str = "acrobats";

/// Whether a follower stands on an acrobat space of tile `t` (Under the Big Top): no bridge
/// goes there.
fn acrobats_on(step: &StepContext, t: usize) -> bool {
    step.setup.tiles.get(t).is_some_and(|tile| {
        tile.pieces.iter().any(|p| {
            step.board.tiles[t]
                .tile()
                .features
                .get(p.feature)
                .is_some_and(|f| f.kind.key() == ACROBATS)
        })
    })
}

/// The bridge a move's step names at its square: the tile entry it lies on and its axis's
/// state key, or why it cannot lie there (a message's `why`).
///
/// On the new tile, when the tile fits without a bridge, the bridge is the optional one of
/// the action step: across two field edges, both ends facing empty squares. When it does
/// not fit, the bridge is the one that makes it fit: on the new tile (across two field
/// edges, its road meeting the roads there), or on the neighbour whose field edge faces the
/// new tile's road (across two field edges of that tile, its far end facing an empty square,
/// no bridge there yet, no acrobat space with followers).
pub(crate) fn chosen(step: &StepContext) -> Result<(usize, &'static str), &'static str> {
    let board = step.board;
    let new = &board.tiles[step.new_tile];
    let pos = new.pos;
    let ActionParam::Square(at) = step.param else {
        return Err("square");
    };
    let fits = meets_all(board, step.new_tile, new.edges, None);
    let field = |edges: &[EdgeKind; 4], axis: [Edge; 2]| {
        axis.iter().all(|e| edges[e.index()] == EdgeKind::Field)
    };
    if at == pos {
        let across: Vec<(&'static str, [Edge; 2])> = [Edge::N, Edge::W]
            .into_iter()
            .map(axis_along)
            .filter(|&(_, axis)| field(&new.edges, axis))
            .collect();
        if across.is_empty() {
            return Err("fields");
        }
        let found = across.into_iter().find(|&(_, axis)| {
            if fits {
                axis.iter().all(|&e| board.tile_at(pos.step(e)).is_none())
            } else {
                let mut edges = new.edges;
                for e in axis {
                    edges[e.index()] = EdgeKind::Road;
                }
                meets_all(board, step.new_tile, edges, None)
            }
        });
        return match found {
            Some((key, _)) => Ok((step.new_tile, key)),
            None if fits => Err("ends"),
            None => Err("needed"),
        };
    }
    let Some(side) = Edge::ALL.into_iter().find(|&e| pos.step(e) == at) else {
        return Err("square");
    };
    let Some(t) = board.tile_at(at) else {
        return Err("square");
    };
    if fits {
        return Err("not-needed");
    }
    let (key, axis) = axis_along(side);
    if !field(&board.tiles[t].edges, axis) {
        return Err("fields");
    }
    if board.occupied(at.step(side)) {
        return Err("ends");
    }
    if bridged(step, None, t) {
        return Err("taken");
    }
    if acrobats_on(step, t) {
        return Err("acrobats");
    }
    if !meets_all(board, step.new_tile, new.edges, Some(side)) {
        return Err("needed");
    }
    Ok((t, key))
}

/// The bridge step: the bridge the square names may lie there (see [`chosen`]), it is the
/// move's only bridge, and the mover has one left.
pub(crate) fn check_lay(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::BCB_BRIDGE_MOVE);
    rules.push(rule::BCB_BRIDGE_PLACE);
    let square = match step.param {
        ActionParam::Square(at) => at.to_string(),
        _ => String::new(),
    };
    let refuse = |rule: &'static str, why: &str| {
        Problem::error(
            rule,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_BCB_BRIDGE_NONE)
                .arg("square", square.as_str())
                .arg("why", why)
                .arg("player", step.setup.player_name(step.player))
                .arg("each", super::castles::each(step.setup)),
        )
    };
    if so_far
        .tile_states()
        .any(|(_, key, _)| key == BRIDGE_NS.key || key == BRIDGE_WE.key)
    {
        problems.push(refuse(rule::BCB_BRIDGE_MOVE, "once"));
    }
    if super::supply::built(step.setup, step.player, super::supply::BRIDGES)
        >= super::castles::each(step.setup)
    {
        rules.push(rule::BCB_SUPPLY);
        problems.push(refuse(rule::BCB_SUPPLY, "supply"));
    }
    if let Err(why) = chosen(step) {
        let rule = if why == "fields" {
            rule::BCB_BRIDGE_PLACE
        } else {
            rule::BCB_BRIDGE_MOVE
        };
        problems.push(refuse(rule, why));
    }
    None
}

/// The bridge laid: its state on its tile, and one more bridge the mover built (when the
/// position says who built its bridges, or has none yet).
pub(crate) fn apply_lay(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Ok((tile, key)) = chosen(step) else {
        return;
    };
    verdict.push(Effect::TileState {
        tile,
        key,
        value: 1,
    });
    if super::supply::recorded(step.setup, super::supply::BRIDGES, count(step.setup)) {
        verdict.push(Effect::PlayerState {
            player: step.player,
            key: super::supply::BUILT.key,
            amounts: vec![1, 0],
        });
    }
}
