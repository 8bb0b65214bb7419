//! The fairy: moved beside one of the mover's followers instead of placing a piece; a point
//! at the start of its follower's owner's turn; 3 when its follower's feature scores, during
//! play or at the end, whether or not the follower wins it. When its follower leaves, it
//! stays on that tile beside nobody.

use super::figures::{figure, now};
use crate::carcassonne::catalogue::{Catalogue, FeatureKind};
use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    under_the_big_top, ActionDef, MoveContext, ParamKind, StepContext, StepTime, Taken,
};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::ScoreLine;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
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

/// A problem `id` about `owner`'s pieces on the tile at `at` (none there, or several).
fn about_pieces(
    step: &StepContext,
    id: &'static str,
    owner: PlayerId,
    at: crate::carcassonne::geometry::Pos,
) -> Message {
    Message::new(id)
        .arg("player", step.setup.player_name(owner))
        .arg("square", at.to_string())
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
    let none = || about_pieces(step, msg::PROBLEM_PD_NO_PIECE, owner, at);
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
    // Pieces of one kind on one feature of the tile (a player's acrobats on an acrobat space)
    // are alike: the first is meant.
    let same = |p: &&PieceRef| {
        let piece = |q: &PieceRef| &step.setup.tiles[q.tile].pieces[q.piece];
        piece(p).feature == piece(found[0]).feature && p.kind == found[0].kind
    };
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(none()),
        [first, ..] if found.iter().all(same) => Ok(first),
        _ => Err(about_pieces(step, msg::PROBLEM_PD_WHICH_PIECE, owner, at)),
    }
}

/// The follower the fairy stands beside once the effects so far are played, if any.
fn beside(setup: &Setup, effects: &[Effect]) -> Option<(usize, usize)> {
    match now(setup, effects, PieceKind::Fairy)? {
        Spot::Beside(PieceAddress::OnTile { tile, piece }) => Some((tile, piece)),
        _ => None,
    }
}

/// Whether the fairy goes onto a tile (`fairy-placement: on-tile`) rather than beside one
/// follower (`next-follower`, the default).
pub(crate) fn on_tile(setup: &Setup) -> bool {
    setup.rules.option_value(super::FAIRY_PLACEMENT.key) == Some("on-tile")
}

/// The tile the fairy stands on once the effects so far are played, if she is on the board.
fn fairy_tile(setup: &Setup, effects: &[Effect]) -> Option<usize> {
    now(setup, effects, PieceKind::Fairy).and_then(super::figures::tile_of)
}

/// `on-tile`: the fairy goes onto the tile the parameter names, which must hold one of the
/// mover's followers and not be her tile already; one of those followers is what is taken
/// (its tile is where she goes).
fn check_on_tile(step: &StepContext, so_far: &MoveVerdict) -> Result<Taken, Message> {
    let ActionParam::Piece { owner, at, .. } = step.param else {
        return Err(Message::new(msg::PROBLEM_PD_NO_PIECE).arg("square", ""));
    };
    if owner != step.player {
        return Err(Message::new(msg::PROBLEM_PD_FAIRY_NOT_OWN));
    }
    let none = || about_pieces(step, msg::PROBLEM_PD_NO_PIECE, owner, at);
    let tile = step.board.tile_at(at).ok_or_else(none)?;
    let p = step
        .index
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.owner == owner && p.kind.occupies())
        .ok_or_else(none)?;
    if fairy_tile(step.setup, &so_far.effects) == Some(tile) {
        return Err(Message::new(msg::PROBLEM_PD_FAIRY_SAME));
    }
    Ok(Taken {
        kind: p.kind,
        tile: p.tile,
        piece: p.piece,
        group: p.group,
    })
}

fn check(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_FAIRY_MOVE);
    if on_tile(step.setup) {
        rules.push(rule::PD_FAIRY_ON_TILE);
        return match check_on_tile(step, so_far) {
            Ok(taken) => Some(taken),
            Err(message) => {
                problems.push(Problem::error(
                    rule::PD_FAIRY_ON_TILE,
                    Subject::MovePiece,
                    message,
                ));
                None
            }
        };
    }
    let mover = step.player;
    // Beside another of the mover's acrobats on the space she stands at, if there is one.
    let now = beside(step.setup, &so_far.effects);
    let other = |p: &PieceRef| p.kind.occupies() && now != Some((p.tile, p.piece));
    let found = named(step, step.index, &other)
        .or_else(|_| named(step, step.index, &|p| p.kind.occupies()));
    let refused = match found {
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
    let (to, rule) = if on_tile(step.setup) {
        (Spot::Tile { tile: t.tile }, rule::PD_FAIRY_ON_TILE)
    } else {
        let to = Spot::Beside(PieceAddress::OnTile {
            tile: t.tile,
            piece: t.piece,
        });
        (to, rule::PD_FAIRY_MOVE)
    };
    match figure(step.setup, PieceKind::Fairy) {
        Some((i, _)) => verdict.push(Effect::Moved {
            piece: PieceAddress::Figure(i),
            owner: Owner::Nobody,
            kind: PieceKind::Fairy,
            to,
            rule,
        }),
        None => verdict.push(Effect::Placed {
            owner: Owner::Nobody,
            kind: PieceKind::Fairy,
            at: to,
            moved_on: None,
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
    if verdict.again {
        return;
    }
    if on_tile(setup) {
        let count = fairy_tile(setup, &[]).map_or(0, |t| pieces_on(setup, t, mover));
        if count > 0 {
            verdict.push(Effect::Points {
                player: mover,
                points: count as i64,
                rule: rule::PD_FAIRY_ON_TILE,
            });
        }
        return;
    }
    let points = match at_acrobats(setup) {
        Some((tile, feature)) => setup.tiles[tile]
            .pieces
            .iter()
            .filter(|p| p.feature == feature && p.owner == mover && p.kind.occupies())
            .count(),
        None => usize::from(follower_owner(setup) == Some(mover)),
    };
    if points > 0 {
        verdict.push(Effect::Points {
            player: mover,
            points: points as i64,
            rule: rule::PD_FAIRY_TURN,
        });
    }
}

/// The tile entry and feature of the acrobat space (Under the Big Top) whose acrobat the
/// fairy stands beside, if she does: there JCloisterZone gives the mover 1 point for each of
/// his acrobats on that space, whoever's acrobat she stands beside (`FairyPhase`).
fn at_acrobats(setup: &Setup) -> Option<(usize, usize)> {
    let (_, Spot::Beside(PieceAddress::OnTile { tile, piece })) = figure(setup, PieceKind::Fairy)?
    else {
        return None;
    };
    let t = setup.tiles.get(tile)?;
    let feature = t.pieces.get(piece)?.feature;
    let kind = Catalogue::get().tile(t.def).features.get(feature)?.kind;
    under_the_big_top::acrobat_space(kind).then_some((tile, feature))
}

/// `on-tile`: how many of `player`'s pieces stand on tile entry `tile` (on its features, on
/// it as a whole, or a barn at the corner JCloisterZone gives that tile's square).
fn pieces_on(setup: &Setup, tile: usize, player: PlayerId) -> usize {
    let Some(t) = setup.tiles.get(tile) else {
        return 0;
    };
    let on_features = t.pieces.iter().filter(|p| p.owner == player).count();
    let figures = setup
        .figures
        .iter()
        .filter(|f| f.owner == Owner::Player(player))
        .filter(|f| match f.at {
            Spot::Corner(pos) => pos == t.pos,
            at => super::figures::tile_of(at) == Some(tile),
        })
        .count();
    on_features + figures
}

/// `on-tile`: the first follower of feature `group` standing on the fairy's tile (the pieces
/// in the order they were placed: tile by tile, then as each tile lists them).
fn first_on_tile(
    pieces: &[PieceRef],
    tile: usize,
    group: crate::carcassonne::board::GroupId,
) -> Option<&PieceRef> {
    pieces
        .iter()
        .find(|p| p.tile == tile && p.group == group && p.kind.occupies())
}

/// 3 to the owner of the fairy's follower when a feature scored during the move holds it
/// (`on-tile`: to the owner of the feature's first follower on her tile).
pub(crate) fn award_bonus(m: &MoveContext, line: &ScoreLine, verdict: &mut MoveVerdict) {
    if on_tile(m.setup) {
        let (Some(group), Some(tile)) = (line.group, fairy_tile(m.setup, &verdict.effects)) else {
            return;
        };
        if let Some(p) = first_on_tile(&m.index.pieces, tile, group).copied() {
            verdict.push(Effect::Points {
                player: p.owner,
                points: BONUS,
                rule: rule::PD_FAIRY_ON_TILE,
            });
        }
        return;
    }
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
    if on_tile(setup) {
        return end_game_on_tile(position);
    }
    let Some((_, Spot::Beside(PieceAddress::OnTile { tile, piece }))) =
        figure(setup, PieceKind::Fairy)
    else {
        return Vec::new();
    };
    let Some(p) = position
        .pieces()
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.piece == piece && p.kind.occupies())
    else {
        return Vec::new();
    };
    bonus_line(position, p, rule::PD_FAIRY_SCORE)
        .into_iter()
        .collect()
}

/// The fairy's 3 points to `p`'s owner, when `p`'s feature is scored at the end (an
/// incomplete feature that scores on its own, or a field its farmers score).
fn bonus_line(position: &Position, p: &PieceRef, rule: &'static str) -> Option<ScoreLine> {
    let setup = position.setup();
    let board = position.board();
    let g = board.group(p.group);
    let scored = match g.kind.def().value {
        Some(_) => !g.is_complete(),
        None => g.kind == FeatureKind::Field && setup.rules.farmers.scores_fields(),
    };
    scored.then(|| ScoreLine::bonus_on(board, p.group, p.owner, BONUS, rule))
}

/// `on-tile` at the end: 3 for each feature scored then with a follower on the fairy's tile,
/// to the owner of its first follower there.
fn end_game_on_tile(position: &Position) -> Vec<ScoreLine> {
    let Some(tile) = fairy_tile(position.setup(), &[]) else {
        return Vec::new();
    };
    let pieces = &position.pieces().pieces;
    let mut groups = Vec::new();
    for p in pieces
        .iter()
        .filter(|p| p.tile == tile && p.kind.occupies())
    {
        if !groups.contains(&p.group) {
            groups.push(p.group);
        }
    }
    groups
        .into_iter()
        .filter_map(|g| first_on_tile(pieces, tile, g))
        .filter_map(|p| bonus_line(position, p, rule::PD_FAIRY_ON_TILE))
        .collect()
}
