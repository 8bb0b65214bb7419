//! The wagon's move: after the feature a wagon stood on is scored during play, its owner may
//! move it to a road, city, monastery or abbey that is incomplete and holds no piece. Where,
//! by the rule option `wagon-move`:
//!
//! - `C2` (the default): a feature with a part on the wagon's tile or one of the eight around
//!   it;
//! - `C1`: a part linked to the scored feature, as JCloisterZone keeps it: on each tile the
//!   scored feature covers, the features its part shares a link letter with (the catalogue's
//!   `link:`, JCloisterZone's `wagon-move` groups), and the abbey's monastery where one of its
//!   parts ends against an abbey. The wagon goes onto that very part.
//!
//! Owners move in turn order from the mover, in the mover's turn; declining is no step at all.

use super::WAGON_MOVE;
use crate::carcassonne::board::{Board, GroupId, Part};
use crate::carcassonne::catalogue::{EdgeKind, FeatureKind};
use crate::carcassonne::effect::{Effect, MovedOn, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    ActionDef, ParamKind, PlacementContext, StepContext, StepTime, Taken,
};
use crate::carcassonne::geometry::{Edge, Pos};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A scored wagon moved on: `OWNER@X,Y:FEATURE` names the owner and the feature it goes to.
pub const WAGON_STEP: ActionDef = ActionDef {
    key: "wagon",
    dutch: &["wagen"],
    expansion: Expansion::AbbeyAndMayor,
    param: Some(ParamKind::Piece),
    jcz: "DEPLOY_MEEPLE",
    piece: Some(PieceKind::Wagon),
    when: StepTime::AfterScoring,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A scored wagon moved on.
    pub const Wagon: ActionKind = ActionKind::registered("wagon");
}

/// A wagon sent home by this move's scoring, waiting to move on.
#[derive(Debug, Clone, Copy)]
struct Waiting {
    /// The wagon, as its removal names it.
    address: PieceAddress,
    /// The square it stood on.
    from: Pos,
    /// The feature it stood on, as the board has joined it.
    group: GroupId,
}

/// Whether the rule option `wagon-move` is `C1`: along the tiles' links only.
fn along_links(step: &StepContext) -> bool {
    step.setup.rules.option_value(WAGON_MOVE.key) == Some("C1")
}

/// Whether `w` may go onto feature `feature` of placed tile `tile` by the rule in play (not
/// yet whether that feature is free and incomplete).
fn reaches(step: &StepContext, w: Waiting, tile: usize, feature: usize) -> bool {
    if along_links(step) {
        linked(step.board, w.group).contains(&Part { tile, feature })
    } else {
        near(w.from, step.board.tiles[tile].pos)
    }
}

/// The parts linked to `group` (`wagon-move: C1`): on each of its tiles, the features its part
/// shares a link letter with; and the monastery of an abbey one of its parts ends against.
fn linked(board: &Board, group: GroupId) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    let mut add = |part: Part| {
        if !out.contains(&part) {
            out.push(part);
        }
    };
    for part in &board.group(group).parts {
        let placed = &board.tiles[part.tile];
        let features = &placed.tile().features;
        let own = &features[part.feature];
        for (i, f) in features.iter().enumerate() {
            if i != part.feature && own.linked_to(f) {
                add(Part {
                    tile: part.tile,
                    feature: i,
                });
            }
        }
        for e in own.edges.iter() {
            let side: Edge = e.rotate(placed.rot);
            let Some(next) = board.tile_at(placed.pos.step(side)) else {
                continue;
            };
            let beyond = &board.tiles[next];
            if beyond.edges[side.opposite().index()] != EdgeKind::Abbey {
                continue;
            }
            if let Some(m) = beyond
                .tile()
                .features
                .iter()
                .position(|f| f.kind == FeatureKind::Monastery)
            {
                add(Part {
                    tile: next,
                    feature: m,
                });
            }
        }
    }
    out
}

/// The wagons of `owner` sent home by this move's scoring, less those an earlier step has
/// already moved on.
fn waiting(step: &StepContext, so_far: &MoveVerdict, owner: PlayerId) -> Vec<Waiting> {
    let mut from: Vec<Waiting> = Vec::new();
    let mut moved: Vec<PieceAddress> = Vec::new();
    for e in &so_far.effects {
        match *e {
            Effect::Removed {
                piece: PieceAddress::OnTile { tile, piece },
                owner: Owner::Player(p),
                kind,
                rule,
                ..
            } if kind == PieceKind::Wagon && p == owner && rule == rule::BASE_SCORING_RETURN => {
                if let Some(t) = step.setup.tiles.get(tile) {
                    if let Some(on) = t.pieces.get(piece) {
                        from.push(Waiting {
                            address: PieceAddress::OnTile { tile, piece },
                            from: t.pos,
                            group: step.board.group_of(tile, on.feature),
                        });
                    }
                }
            }
            Effect::Placed {
                moved_on: Some(m), ..
            } => moved.push(m.from),
            _ => {}
        }
    }
    from.retain(|w| !moved.contains(&w.address));
    from
}

/// Whether `to` is `from` or one of the eight squares around it.
fn near(from: Pos, to: Pos) -> bool {
    (from.x - to.x).abs() <= 1 && (from.y - to.y).abs() <= 1
}

/// The step's owner, square and target feature, when its parameter names them.
fn target(step: &StepContext) -> Option<(PlayerId, Pos, usize, usize)> {
    let ActionParam::Piece {
        owner,
        at,
        on: Some(locator),
    } = step.param
    else {
        return None;
    };
    let tile = step.board.tile_at(at)?;
    let t = &step.board.tiles[tile];
    Some((owner, at, tile, locator.resolve(t.tile(), t.rot)?))
}

fn check(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::AM_WAGON_MOVE);
    let fail = |problems: &mut Vec<Problem>, message: Message| {
        problems.push(Problem::error(
            rule::AM_WAGON_MOVE,
            Subject::MovePiece,
            message,
        ));
    };
    let (owner, at) = match step.param {
        ActionParam::Piece { owner, at, .. } => (owner, at),
        _ => return None,
    };
    let name = step.setup.player_name(owner);
    let waiting = waiting(step, so_far, owner);
    if waiting.is_empty() {
        fail(
            problems,
            Message::new(msg::PROBLEM_AM_WAGON_NONE).arg("player", name),
        );
        return None;
    }
    let id = if along_links(step) {
        msg::PROBLEM_AM_WAGON_LINKED
    } else {
        msg::PROBLEM_AM_WAGON_TARGET
    };
    let bad = |problems: &mut Vec<Problem>| {
        fail(problems, Message::new(id).arg("square", at.to_string()));
    };
    let Some((_, _, tile, feature)) = target(step) else {
        bad(problems);
        return None;
    };
    if !waiting.iter().any(|&w| reaches(step, w, tile, feature)) {
        bad(problems);
        return None;
    }
    let group = step.board.group_of(tile, feature);
    let g = step.board.group(group);
    if !PieceKind::Wagon.def().stands_on.contains(&g.kind) || g.is_complete() {
        bad(problems);
        return None;
    }
    let gone: Vec<PieceAddress> = so_far.taken_off();
    let standing = step.index.on(group).any(|p| !gone.contains(&p.address()));
    // A wagon an earlier step moved on holds its feature now, on the tile just laid too
    // (JCloisterZone offers each wagon what is free once those before it have moved); the
    // pieces placed before the scoring are in the index.
    let moved_here = so_far.effects[so_far.scoring_starts()..]
        .iter()
        .any(|e| match *e {
            Effect::Placed {
                kind,
                at: Spot::Feature { tile, feature, .. },
                ..
            } => kind == PieceKind::Wagon && step.board.group_of(tile, feature) == group,
            _ => false,
        });
    if standing || moved_here {
        bad(problems);
        return None;
    }
    let placing = PlacementContext {
        setup: step.setup,
        laid: step.setup,
        board: step.board,
        index: step.index,
        player: owner,
        kind: PieceKind::Wagon,
        tile,
        feature,
        so_far: &so_far.effects,
    };
    for e in Expansion::all() {
        if let Some((rule, message)) = e.def().may_place.and_then(|hook| hook(&placing)) {
            problems.push(Problem::error(rule, Subject::MovePiece, message));
        }
    }
    None
}

fn apply(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let (
        Some((owner, _, tile, feature)),
        ActionParam::Piece {
            on: Some(locator), ..
        },
    ) = (target(step), step.param)
    else {
        return;
    };
    // The first of the owner's wagons waiting that reaches the feature moves on.
    let Some(w) = waiting(step, verdict, owner)
        .into_iter()
        .find(|&w| reaches(step, w, tile, feature))
    else {
        return;
    };
    verdict.push(Effect::Placed {
        owner: Owner::Player(owner),
        kind: PieceKind::Wagon,
        at: Spot::Feature {
            tile,
            feature,
            locator,
        },
        moved_on: Some(MovedOn {
            from: w.address,
            rule: rule::AM_WAGON_MOVE,
        }),
    });
}

/// A wagon moves on to a feature of a tile beside the one it scored on, whatever stands on
/// that tile's other features (JCloisterZone's `WagonPhase`): each wagon on a tile may be one
/// more piece than the base game's one.
pub(crate) fn moved_in(
    setup: &crate::carcassonne::setup::Setup,
    tile: usize,
) -> Option<(usize, &'static str)> {
    let wagons = setup.tiles[tile]
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::Wagon)
        .count();
    (wagons > 0).then_some((wagons, rule::AM_WAGON_MOVE))
}
