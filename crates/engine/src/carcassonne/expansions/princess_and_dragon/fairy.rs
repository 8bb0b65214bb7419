//! The fairy: moved beside one of the mover's followers instead of placing a piece; a point
//! at the start of its follower's owner's turn; 3 when its follower's feature scores, during
//! play or at the end, whether or not the follower wins it. When its follower leaves, it
//! stays on that tile beside nobody.

use super::figures::{figure, now};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    ActionDef, MoveContext, ParamKind, StepContext, StepTime, Taken,
};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::{Expansion, FarmerRule};
use arbiter_ids::{msg, rule};

/// The fairy's bonus when its follower's feature scores.
pub const BONUS: i64 = 3;

/// The fairy moved beside one of the mover's followers, instead of placing a piece.
pub const MOVE_FAIRY: ActionDef = ActionDef {
    key: "fairy",
    dutch: &["fee"],
    expansion: Expansion::PrincessAndDragon,
    param: Some(ParamKind::Piece),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// The fairy moved.
    pub const Fairy: ActionKind = ActionKind::registered("fairy");
}

/// The piece a parameter names, among `index`'s (the board with the move's tile laid), with
/// the problem when it names none or several: `wanted` says which pieces may be meant.
pub(crate) fn named<'a>(
    step: &StepContext,
    index: &'a PieceIndex,
    wanted: &dyn Fn(&PieceRef) -> bool,
) -> Result<&'a PieceRef, Message> {
    let (owner, at, locator) = match step.param {
        ActionParam::Piece { owner, at, on } => (owner, at, on),
        _ => return Err(Message::new(msg::PROBLEM_PD_NO_PIECE).arg("square", "")),
    };
    let who = step
        .setup
        .players
        .get(owner.index())
        .map_or(String::new(), |p| p.name.clone());
    let none = || {
        Message::new(msg::PROBLEM_PD_NO_PIECE)
            .arg("player", who.as_str())
            .arg("square", at.to_string())
    };
    let tile = step.board.tile_at(at).ok_or_else(none)?;
    let feature = match locator {
        Some(l) => {
            let t = &step.board.tiles[tile];
            Some(l.resolve(t.tile(), t.rot).ok_or_else(none)?)
        }
        None => None,
    };
    let found: Vec<&PieceRef> = index
        .pieces
        .iter()
        .filter(|p| p.tile == tile && p.owner == owner && wanted(p))
        .filter(|p| feature.is_none_or(|f| step.setup.tiles[p.tile].pieces[p.piece].feature == f))
        .collect();
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(none()),
        _ => Err(Message::new(msg::PROBLEM_PD_WHICH_PIECE)
            .arg("player", who.as_str())
            .arg("square", at.to_string())),
    }
}

/// The follower the fairy stands beside once the effects so far are played, if any.
fn beside(setup: &Setup, effects: &[Effect]) -> Option<(usize, usize)> {
    match now(setup, effects, PieceKind::Fairy)? {
        Spot::Beside(PieceAddress::OnTile { tile, piece }) => Some((tile, piece)),
        _ => None,
    }
}

fn check(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_FAIRY_MOVE);
    let mover = step.player;
    let refused = match named(step, step.index, &|p| p.kind.occupies()) {
        Err(m) => Some(m),
        Ok(p) if p.owner != mover => Some(Message::new(msg::PROBLEM_PD_FAIRY_NOT_OWN)),
        Ok(p) if beside(step.setup, &so_far.effects) == Some((p.tile, p.piece)) => {
            Some(Message::new(msg::PROBLEM_PD_FAIRY_SAME))
        }
        Ok(p) => {
            return Some(Taken {
                kind: p.kind,
                tile: p.tile,
                piece: p.piece,
                group: p.group,
            })
        }
    };
    if let Some(message) = refused {
        problems.push(Problem::error(
            rule::PD_FAIRY_MOVE,
            Subject::MovePiece,
            message,
        ));
    }
    None
}

fn apply(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(t) = taken else { return };
    let to = Spot::Beside(PieceAddress::OnTile {
        tile: t.tile,
        piece: t.piece,
    });
    match figure(step.setup, PieceKind::Fairy) {
        Some((i, _)) => verdict.push(Effect::Moved {
            piece: PieceAddress::Figure(i),
            owner: Owner::Nobody,
            kind: PieceKind::Fairy,
            to,
            rule: rule::PD_FAIRY_MOVE,
        }),
        None => verdict.push(Effect::Placed {
            owner: Owner::Nobody,
            kind: PieceKind::Fairy,
            at: to,
        }),
    }
}

/// The owner of the follower the fairy stands beside in `setup`, if it stands beside one.
fn follower_owner(setup: &Setup) -> Option<PlayerId> {
    let (_, Spot::Beside(PieceAddress::OnTile { tile, piece })) = figure(setup, PieceKind::Fairy)?
    else {
        return None;
    };
    let p = setup.tiles.get(tile)?.pieces.get(piece)?;
    p.kind.occupies().then_some(p.owner)
}

/// A point to the mover whose follower has the fairy, at the start of the turn (not in a
/// builder's extra turn).
pub(crate) fn turn_start(setup: &Setup, mover: PlayerId, verdict: &mut MoveVerdict) {
    if verdict.again || follower_owner(setup) != Some(mover) {
        return;
    }
    verdict.push(Effect::Points {
        player: mover,
        points: 1,
        rule: rule::PD_FAIRY_TURN,
    });
}

/// 3 to the owner of the fairy's follower when a feature scored during the move holds it.
pub(crate) fn award_bonus(m: &MoveContext, line: &ScoreLine, verdict: &mut MoveVerdict) {
    let (Some(group), Some((tile, piece))) = (line.group, beside(m.setup, &verdict.effects)) else {
        return;
    };
    let found = m
        .index
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.piece == piece && p.group == group)
        .copied();
    if let Some(p) = found {
        verdict
            .evidence
            .facts
            .push(super::citation::PdFact::FairyBonus.into());
        verdict.push(Effect::Points {
            player: p.owner,
            points: BONUS,
            rule: rule::PD_FAIRY_SCORE,
        });
    }
}

/// At the end: 3 to the owner of the fairy's follower when its feature is scored then (an
/// incomplete feature that scores on its own, or a field its farmers score).
pub(crate) fn end_game(position: &Position) -> Vec<ScoreLine> {
    let setup = position.setup();
    if !setup.rules.has(Expansion::PrincessAndDragon) {
        return Vec::new();
    }
    let Some((_, Spot::Beside(PieceAddress::OnTile { tile, piece }))) =
        figure(setup, PieceKind::Fairy)
    else {
        return Vec::new();
    };
    let board = position.board();
    let Some(p) = position
        .pieces()
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.piece == piece && p.kind.occupies())
    else {
        return Vec::new();
    };
    let g = board.group(p.group);
    let scored = match g.kind.def().value {
        Some(_) => !g.is_complete(),
        None => g.kind == FeatureKind::Field && setup.rules.farmers != FarmerRule::None,
    };
    if !scored {
        return Vec::new();
    }
    vec![ScoreLine::new(
        ScoredKind::Feature(g.kind),
        Some(p.group),
        g.is_complete(),
        board,
        Vec::new(),
        vec![Award {
            player: p.owner,
            points: BONUS,
            bonus: false,
        }],
        vec![rule::PD_FAIRY_SCORE],
    )]
}
