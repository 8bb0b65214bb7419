//! The magic portal: a tile showing one lets the mover put a follower, instead of on the tile,
//! on any feature of the board that is neither occupied nor complete (never on the dragon's
//! tile); special figures stay on the tile just laid.

use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::effect::{Effect, Owner, Spot};
use crate::carcassonne::expansions::{ActionDef, ParamKind, StepContext, StepTime, Taken};
use crate::carcassonne::legality::moves::check_piece;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A follower put through the magic portal, instead of on the tile.
pub const PORTAL: ActionDef = ActionDef {
    key: "portal",
    dutch: &["poort", "magische-poort"],
    expansion: Expansion::PrincessAndDragon,
    param: Some(ParamKind::Placement),
    jcz: "DEPLOY_MEEPLE",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A follower through the magic portal.
    pub const Portal: ActionKind = ActionKind::registered("portal");
}

/// The tile entry and feature the step names, when they exist.
fn target(step: &StepContext) -> Option<(usize, usize)> {
    let ActionParam::Place { at, locator, .. } = step.param else {
        return None;
    };
    let tile = step.board.tile_at(at)?;
    let t = &step.board.tiles[tile];
    Some((tile, locator.resolve(t.tile(), t.rot)?))
}

fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_PORTAL_PLACE);
    let ActionParam::Place { kind, at, locator } = step.param else {
        return None;
    };
    let fail = |problems: &mut Vec<Problem>, message: Message| {
        problems.push(Problem::error(
            rule::PD_PORTAL_PLACE,
            Subject::MovePiece,
            message,
        ));
    };
    let new_tile = &step.board.tiles[step.new_tile];
    if !new_tile.tile().marks.contains(FeatureMark::Portal) {
        fail(problems, Message::new(msg::PROBLEM_PD_PORTAL_NONE));
        return None;
    }
    if !kind.occupies() {
        fail(
            problems,
            Message::new(msg::PROBLEM_PD_PORTAL_SPECIAL).arg("piece", kind.key()),
        );
        return None;
    }
    let Some((tile, feature)) = target(step) else {
        fail(
            problems,
            Message::new(msg::PROBLEM_NO_SUCH_FEATURE)
                .arg("locator", locator.to_text())
                .arg("tile", at.to_string()),
        );
        return None;
    };
    let group = step.board.group_of(tile, feature);
    if tile != step.new_tile && step.board.group(group).is_complete() {
        fail(
            problems,
            Message::new(msg::PROBLEM_PD_PORTAL_COMPLETE)
                .arg("feature", step.board.group(group).kind.name())
                .arg("square", at.to_string()),
        );
    }
    check_piece(
        step.board,
        step.index,
        (step.setup, step.setup),
        step.player,
        kind,
        tile,
        feature,
        problems,
    );
    None
}

fn apply(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let (ActionParam::Place { kind, locator, .. }, Some((tile, feature))) =
        (step.param, target(step))
    else {
        return;
    };
    if kind == crate::carcassonne::pieces::PieceKind::BigFollower {
        verdict
            .evidence
            .facts
            .push(super::citation::PdFact::PortalBigFollower.into());
    }
    verdict.push(Effect::Placed {
        owner: Owner::Player(step.player),
        kind,
        at: Spot::Feature {
            tile,
            feature,
            locator,
        },
        moved_on: None,
    });
}

/// Once a tile showing a magic portal lies on the board, a follower may have come through it
/// to any tile, whatever stood on that tile's other features (JCloisterZone offers every open,
/// unoccupied feature of the board): each follower on a tile may be one more piece than the
/// base game's one.
pub(crate) fn arrivals(
    setup: &crate::carcassonne::setup::Setup,
    tile: usize,
) -> Option<(usize, &'static str)> {
    let cat = crate::carcassonne::catalogue::Catalogue::get();
    let portal = setup
        .tiles
        .iter()
        .any(|t| cat.tile(t.def).marks.contains(FeatureMark::Portal));
    let followers = setup.tiles[tile]
        .pieces
        .iter()
        .filter(|p| p.kind.occupies())
        .count();
    (portal && followers > 0).then_some((followers, rule::PD_PORTAL_PLACE))
}
