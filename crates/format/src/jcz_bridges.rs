//! Bridges, Castles & Bazaars in JCloisterZone saves: the bridge a tile needs to fit.
//!
//! A tile that fits only with a bridge is laid with it, and the save writes no message for it
//! (`TilePhase.handlePlaceTile` lays the placement's mandatory bridge). JCloisterZone offers
//! such a placement only when it fits with no bridge at all, and only one bridge ever makes a
//! given placement fit, so the import tries the squares in JCloisterZone's order (the tile's
//! own, then its neighbours north, east, south and west) and writes the first that makes the
//! tile fit as the move's `bridge=X,Y` step, first among its steps.

use arbiter_engine::carcassonne::catalogue::FeatureKind;
use arbiter_engine::carcassonne::geometry::Edge;
use arbiter_engine::carcassonne::pieces::{Locator, Player};
use arbiter_engine::carcassonne::replay::apply;
use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use arbiter_engine::carcassonne::variants::Expansion;
use arbiter_engine::carcassonne::{adjudicate, Move, Position};
use arbiter_ids::rule;
use serde_json::Value;

use super::record::RecordOut;
use super::InputError;

/// The road a bridge adds to its tile, as a JCloisterZone pointer names it (`Road` at `NS` or
/// `WE`, board orientation), when no part of the tile is named so: a bridge lies across two
/// field edges, so no road printed on the tile joins them. Its locator is its first edge
/// (`road:N` or `road:E`); the engine finds the bridge's road there once the bridge is laid.
pub(crate) fn road_locator(pointer: &Value) -> Option<Locator> {
    if pointer.get("feature")?.as_str()? != "Road" {
        return None;
    }
    match pointer.get("location")?.as_str()? {
        "NS" => Some(Locator::Edge(FeatureKind::Road, Edge::N)),
        "WE" => Some(Locator::Edge(FeatureKind::Road, Edge::E)),
        _ => None,
    }
}

/// The step that lays a bridge.
fn lay_bridge() -> Option<ActionKind> {
    ActionKind::parse("bridge")
}

/// Whether a verdict says the tile does not fit, or refuses a bridge.
fn unfitting(verdict: &MoveVerdict) -> bool {
    verdict.problems.iter().any(|p| {
        [
            rule::BASE_TILE_EDGES_MATCH,
            rule::BCB_BRIDGE_MOVE,
            rule::BCB_BRIDGE_PLACE,
            rule::BCB_SUPPLY,
        ]
        .contains(&p.rule)
    })
}

/// The move judged, with the bridge its tile needs to fit added when it has none and one
/// makes it fit (the first square in JCloisterZone's order); otherwise as it is.
pub(crate) fn judged(position: &Position, mv: Move) -> (Move, MoveVerdict) {
    let verdict = adjudicate(position, &mv);
    let Some(bridge) = lay_bridge() else {
        return (mv, verdict);
    };
    let needs = position
        .setup()
        .rules
        .has(Expansion::BridgesCastlesAndBazaars)
        && verdict
            .problems
            .iter()
            .any(|p| p.rule == rule::BASE_TILE_EDGES_MATCH)
        && !mv.steps.iter().any(|s| s.0 == bridge);
    if !needs {
        return (mv, verdict);
    }
    let squares = std::iter::once(mv.pos).chain(Edge::ALL.into_iter().map(|e| mv.pos.step(e)));
    for at in squares {
        let mut trial = mv.clone();
        trial.steps.insert(0, (bridge, ActionParam::Square(at)));
        let v = adjudicate(position, &trial);
        if !unfitting(&v) {
            return (trial, v);
        }
    }
    (mv, verdict)
}

/// Writes into move `i` of the record the bridge [`judged`] added to `mv`, which had `before`
/// steps.
pub(crate) fn write_added(
    record: &mut RecordOut,
    i: usize,
    mv: &Move,
    before: usize,
    players: &[Player],
) {
    if mv.steps.len() <= before {
        return;
    }
    if let (Some(out), Some(&first)) = (record.moves.get_mut(i), mv.steps.first()) {
        out.steps
            .insert(0, super::action::step_text(first, players));
    }
}

/// Writes the bridge each move needs into the record, judging the moves one by one from the
/// start. A move found illegal for another reason ends the search (a later pass may go on,
/// asking [`judged`] too; the replay reports what stays illegal).
pub(crate) fn resolve(record: &mut RecordOut) -> Result<(), InputError> {
    if !record
        .start
        .rules
        .expansions
        .iter()
        .any(|e| e == Expansion::BridgesCastlesAndBazaars.key())
    {
        return Ok(());
    }
    let read = super::jcz_flocks::read_back(record)?;
    let mut setup = read.start.clone();
    for (i, played) in read.moves.iter().enumerate() {
        let position = Position::validate(setup.clone());
        let (mv, verdict) = judged(&position, played.mv.clone());
        write_added(record, i, &mv, played.mv.steps.len(), &setup.players);
        if !verdict.legal() {
            break;
        }
        setup = apply(&setup, &mv, &verdict);
    }
    Ok(())
}
