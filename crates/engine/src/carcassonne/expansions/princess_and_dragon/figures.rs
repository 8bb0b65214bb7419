//! Where the dragon and the fairy stand, before a move and as the move has left them so far,
//! and the pieces a removal takes along (a builder or pig whose owner has no follower left in
//! its feature).

use crate::carcassonne::effect::{Effect, PieceAddress, Spot};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::MoveVerdict;

/// The figure of `kind` in the setup: its index among the figures and where it stands.
pub(crate) fn figure(setup: &Setup, kind: PieceKind) -> Option<(usize, Spot)> {
    setup
        .figures
        .iter()
        .enumerate()
        .find(|(_, f)| f.kind == kind)
        .map(|(i, f)| (i, f.at))
}

/// Where the figure of `kind` stands once the effects so far are played: the last place an
/// effect put it, or the setup's.
pub(crate) fn now(setup: &Setup, effects: &[Effect], kind: PieceKind) -> Option<Spot> {
    effects
        .iter()
        .rev()
        .find_map(|e| match *e {
            Effect::Moved { kind: k, to, .. } if k == kind => Some(to),
            Effect::Placed { kind: k, at, .. } if k == kind => Some(at),
            _ => None,
        })
        .or_else(|| figure(setup, kind).map(|(_, at)| at))
}

/// The tile entry a spot is on.
pub(crate) fn tile_of(spot: Spot) -> Option<usize> {
    match spot {
        Spot::Tile { tile }
        | Spot::Feature { tile, .. }
        | Spot::Beside(PieceAddress::OnTile { tile, .. }) => Some(tile),
        _ => None,
    }
}

/// The pieces the effects so far have taken from their places.
pub(crate) fn gone(effects: &[Effect]) -> Vec<PieceAddress> {
    Effect::taken_off(effects)
}

/// Sends `taken` (pieces of `index`) back to their owners under `rule`, then each builder or
/// pig whose owner has no follower left in its feature: pieces already gone are left alone.
pub(crate) fn send_home(
    index: &PieceIndex,
    taken: &[PieceRef],
    rule: &'static str,
    verdict: &mut MoveVerdict,
) {
    let mut away = gone(&verdict.effects);
    for p in taken {
        if away.contains(&p.address()) {
            continue;
        }
        away.push(p.address());
        verdict.push(Effect::home(p, rule));
    }
    let mut lonely: Vec<(PlayerId, crate::carcassonne::board::GroupId)> = Vec::new();
    for p in taken.iter().filter(|p| p.kind.occupies()) {
        if !lonely.contains(&(p.owner, p.group)) {
            lonely.push((p.owner, p.group));
        }
    }
    for (owner, group) in lonely {
        let on: Vec<&PieceRef> = index
            .on(group)
            .filter(|q| q.owner == owner && !away.contains(&q.address()))
            .collect();
        if on.iter().any(|q| q.kind.occupies()) {
            continue;
        }
        for q in on.into_iter().filter(|q| q.kind.joins()) {
            away.push(q.address());
            verdict.push(Effect::home(q, rule));
        }
    }
}
