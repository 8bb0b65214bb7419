//! The dragon: brought by a volcano (nothing is eaten, nobody places a piece on it that
//! turn), kept out of the draw until a volcano lies on the board, and flown square by square
//! after a tile with its symbol, eating every piece where it lands.

use super::citation::PdFact;
use super::figures::{figure, gone, now, send_home, tile_of};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::{FeatureMark, TileDef};
use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    ActionDef, MoveContext, ParamKind, PlacementContext, StepContext, StepTime, Taken,
};
use crate::carcassonne::legality::pieces::keeps_pieces;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::position::{PieceIndex, Position};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// How many squares the dragon flies after a tile with its symbol, at most.
pub const FLIGHT: usize = 6;

/// Whether the expansion is played.
fn on(setup: &Setup) -> bool {
    setup.rules.has(Expansion::PrincessAndDragon)
}

/// Whether a volcano lies among the tiles of `setup`.
fn volcano_laid(setup: &Setup, board: &Board) -> bool {
    board
        .tiles
        .iter()
        .take(setup.tiles.len())
        .any(|t| t.tile().marks.contains(FeatureMark::Volcano))
}

/// No piece on the dragon's tile (where it stands when the piece comes), nor on a volcano
/// the turn it is laid (the dragon has come to it).
pub(crate) fn may_place(p: &PlacementContext) -> Option<(&'static str, Message)> {
    if !on(p.setup) {
        return None;
    }
    let new_tile = p.board.tiles.len().checked_sub(1)?;
    let square = p.board.tiles.get(p.tile)?.pos.to_string();
    if p.tile == new_tile
        && p.board.tiles[new_tile]
            .tile()
            .marks
            .contains(FeatureMark::Volcano)
    {
        return Some((
            rule::PD_DRAGON_VOLCANO,
            Message::new(msg::PROBLEM_PD_VOLCANO_TILE).arg("square", square),
        ));
    }
    // Where the dragon stands once the move's steps so far are done: a wagon moves on after
    // the dragon has flown (JCloisterZone's `WagonPhase` asks `DragonCapability` then).
    let dragon = now(p.setup, p.so_far, PieceKind::Dragon).and_then(tile_of);
    (dragon == Some(p.tile)).then(|| {
        (
            rule::PD_DRAGON_TILE,
            Message::new(msg::PROBLEM_PD_DRAGON_TILE).arg("square", square),
        )
    })
}

/// A tile with the dragon's symbol cannot be drawn before a volcano lies on the board.
pub(crate) fn check_draw(position: &Position, tile: &TileDef) -> Option<Problem> {
    let setup = position.setup();
    (tile.marks.contains(FeatureMark::DragonSymbol) && !volcano_laid(setup, position.board())).then(
        || {
            Problem::error(
                rule::PD_DRAGON_DRAW,
                Subject::Position,
                Message::new(msg::PROBLEM_PD_DRAGON_DRAW).arg("tile", tile.id.as_ref()),
            )
        },
    )
}

/// The same for the tile of a move.
pub(crate) fn check_move(
    setup: &Setup,
    board: &Board,
    placed: &crate::carcassonne::board::Placed,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    if !on(setup) {
        return;
    }
    let tile = crate::carcassonne::catalogue::Catalogue::get().tile(placed.def);
    if tile.marks.contains(FeatureMark::Volcano) {
        rules.push(rule::PD_DRAGON_VOLCANO);
    }
    if tile.marks.contains(FeatureMark::DragonSymbol) {
        rules.push(rule::PD_DRAGON_DRAW);
        if !board
            .tiles
            .iter()
            .any(|t| t.tile().marks.contains(FeatureMark::Volcano))
        {
            problems.push(Problem::error(
                rule::PD_DRAGON_DRAW,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_PD_DRAGON_DRAW).arg("tile", tile.id.as_ref()),
            ));
        }
    }
}

/// A volcano laid: the dragon comes to it (into play, the first time), eating nothing.
pub(crate) fn after_move(m: &MoveContext, verdict: &mut MoveVerdict) {
    if !on(m.setup)
        || !m.board.tiles[m.new_tile]
            .tile()
            .marks
            .contains(FeatureMark::Volcano)
    {
        return;
    }
    let to = Spot::Tile { tile: m.new_tile };
    match figure(m.setup, PieceKind::Dragon) {
        Some((i, _)) => verdict.push(Effect::Moved {
            piece: PieceAddress::Figure(i),
            owner: Owner::Nobody,
            kind: PieceKind::Dragon,
            to,
            rule: rule::PD_DRAGON_VOLCANO,
        }),
        None => verdict.push(Effect::Placed {
            owner: Owner::Nobody,
            kind: PieceKind::Dragon,
            at: to,
            moved_on: None,
        }),
    }
}

/// One square of the dragon's flight, chosen by the players in turn (the mover first).
pub const DRAGON_STEP: ActionDef = ActionDef {
    key: "dragon",
    dutch: &["draak"],
    expansion: Expansion::PrincessAndDragon,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    // JCloisterZone's `dragon-move: after-scoring`: the flight after the turn's scoring.
    retimed: &[(
        super::DRAGON_MOVE.key,
        "after-scoring",
        StepTime::AfterScoring,
    )],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A square of the dragon's flight.
    pub const Dragon: ActionKind = ActionKind::registered("dragon");
}

/// The squares the dragon has stood on during this flight, its start first.
fn flown(setup: &Setup, effects: &[Effect]) -> Vec<usize> {
    let mut out: Vec<usize> = figure(setup, PieceKind::Dragon)
        .and_then(|(_, at)| tile_of(at))
        .into_iter()
        .collect();
    for e in effects {
        if let Effect::Moved {
            kind: PieceKind::Dragon,
            to: Spot::Tile { tile },
            rule: rule::PD_DRAGON_MOVE,
            ..
        } = *e
        {
            out.push(tile);
        }
    }
    out
}

/// Why the dragon may not fly to the step's square now, if it may not: the message.
fn refusal(step: &StepContext, so_far: &MoveVerdict) -> Option<Message> {
    let ActionParam::Square(to) = step.param else {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_FAR).arg("square", ""));
    };
    let square = to.to_string();
    let new_tile = &step.board.tiles[step.new_tile];
    if !new_tile.tile().marks.contains(FeatureMark::DragonSymbol) {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_NO_SYMBOL));
    }
    let Some(at) = now(step.setup, &so_far.effects, PieceKind::Dragon).and_then(tile_of) else {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_ABSENT));
    };
    let flown = flown(step.setup, &so_far.effects);
    if flown.len() > FLIGHT {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_SIX).arg("count", FLIGHT));
    }
    let from = step.board.tiles[at].pos;
    if (to.x - from.x).abs() + (to.y - from.y).abs() != 1 {
        return Some(
            Message::new(msg::PROBLEM_PD_DRAGON_FAR)
                .arg("square", square)
                .arg("from", from.to_string()),
        );
    }
    let Some(target) = step.board.tile_at(to) else {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_EMPTY).arg("square", square));
    };
    if flown.contains(&target) {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_VISITED).arg("square", square));
    }
    let fairy = now(step.setup, &so_far.effects, PieceKind::Fairy).and_then(tile_of);
    if fairy == Some(target) {
        return Some(Message::new(msg::PROBLEM_PD_DRAGON_FAIRY).arg("square", square));
    }
    None
}

fn check(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_DRAGON_MOVE);
    if let Some(message) = refusal(step, so_far) {
        problems.push(Problem::error(
            rule::PD_DRAGON_MOVE,
            Subject::MovePiece,
            message,
        ));
    }
    None
}

/// The dragon lands and eats every piece on its new tile (builders and pigs left alone in
/// their feature go home too).
fn apply(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Square(to) = step.param else {
        return;
    };
    let (Some(target), Some((i, _))) = (
        step.board.tile_at(to),
        figure(step.setup, PieceKind::Dragon),
    ) else {
        return;
    };
    verdict.push(Effect::Moved {
        piece: PieceAddress::Figure(i),
        owner: Owner::Nobody,
        kind: PieceKind::Dragon,
        to: Spot::Tile { tile: target },
        rule: rule::PD_DRAGON_MOVE,
    });
    eat(step.setup, step.board, step.index, target, verdict);
}

/// Every piece on tile `target` goes home (but a castle's occupant), and every figure of a player's standing on it
/// (pieces the move has already taken away, a feature's scored after the turn's scoring,
/// are left alone).
pub(crate) fn eat(
    setup: &Setup,
    board: &Board,
    index: &PieceIndex,
    target: usize,
    verdict: &mut MoveVerdict,
) {
    let before = gone(&verdict.effects);
    // A completed feature that keeps its pieces (a castle, Bridges, Castles & Bazaars) keeps
    // its occupant from the dragon as well.
    let kept = |p: &&crate::carcassonne::position::PieceRef| {
        keeps_pieces(setup, board, p.group, Some(verdict))
    };
    let on_tile: Vec<_> = index
        .pieces
        .iter()
        .filter(|p| p.tile == target)
        .filter(|p| !before.contains(&p.address()))
        .filter(|p| !kept(p))
        .copied()
        .collect();
    if !on_tile.is_empty() {
        verdict.rules.push(rule::PD_DRAGON_EAT);
    }
    // A builder or pig on the tile is eaten itself, whatever its follower does: the classic
    // rule, which the current edition does not share.
    let special: Vec<_> = on_tile
        .iter()
        .filter(|p| !p.kind.occupies())
        .copied()
        .collect();
    send_home(index, &special, rule::PD_DRAGON_SPECIAL, verdict);
    send_home(index, &on_tile, rule::PD_DRAGON_EAT, verdict);
    if on_tile.iter().any(|p| p.kind == PieceKind::BigFollower) {
        verdict.evidence.facts.push(PdFact::AteBigFollower.into());
    }
    let took = verdict.effects.iter().any(
        |e| matches!(e, Effect::Removed { kind, rule: rule::PD_DRAGON_EAT, .. } if kind.joins()),
    );
    if took {
        verdict.evidence.facts.push(PdFact::TookBuilderOrPig.into());
    }
    eat_placed(setup, board, target, verdict);
    let away = gone(&verdict.effects);
    for (i, f) in setup.figures.iter().enumerate() {
        let (Owner::Player(_), Some(t)) = (f.owner, tile_of(f.at)) else {
            continue;
        };
        if t == target && !away.contains(&PieceAddress::Figure(i)) {
            verdict.push(Effect::Removed {
                piece: PieceAddress::Figure(i),
                owner: f.owner,
                kind: f.kind,
                to: crate::carcassonne::effect::Destination::Supply,
                rule: rule::PD_DRAGON_EAT,
            });
        }
    }
}

/// The steps after the scoring that JCloisterZone plays before a flight it has put after the
/// scoring: its `WagonPhase` comes before that `DragonPhase` (`GameStatePhaseReducer`), so a
/// wagon may ride onto a tile the dragon then flies to, and be eaten. (Its `BigTopPhase` comes
/// before the flight too, but no tile shows both a circus and the dragon's symbol: the big top
/// and the flight never share a move.)
const BEFORE_FLIGHT: &[ActionKind] = &[ActionKind::Wagon];

/// A step that JCloisterZone plays before the dragon's flight after the scoring
/// ([`BEFORE_FLIGHT`]) written after a square of that flight comes too late: judged after it,
/// a wagon would ride safely onto a tile the dragon has flown over.
pub(crate) fn before_step(
    step: &StepContext,
    kind: ActionKind,
    _verdict: &mut MoveVerdict,
    problems: &mut Vec<Problem>,
) {
    if !on(step.setup)
        || DRAGON_STEP.time(&step.setup.rules) != StepTime::AfterScoring
        || !BEFORE_FLIGHT.contains(&kind)
        || !step.earlier.iter().any(|(k, _)| *k == ActionKind::Dragon)
    {
        return;
    }
    problems.push(Problem::error(
        rule::PD_DRAGON_MOVE,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_PD_DRAGON_LAST).arg("action-key", kind.key()),
    ));
}

/// After a tile with the dragon's symbol, the dragon flies on while it can, up to six squares:
/// a flight that stops earlier, with a square left to fly to, is not finished (said once the
/// steps at the flight's time are judged).
pub(crate) fn steps_owed(
    step: &StepContext,
    so_far: &MoveVerdict,
    when: StepTime,
) -> Option<Problem> {
    if when != DRAGON_STEP.time(&step.setup.rules) {
        return None;
    }
    let new_tile = &step.board.tiles[step.new_tile];
    if !new_tile.tile().marks.contains(FeatureMark::DragonSymbol) {
        return None;
    }
    let at = now(step.setup, &so_far.effects, PieceKind::Dragon).and_then(tile_of)?;
    let flown = flown(step.setup, &so_far.effects);
    if flown.len() > FLIGHT {
        return None;
    }
    let fairy = now(step.setup, &so_far.effects, PieceKind::Fairy).and_then(tile_of);
    let from = step.board.tiles[at].pos;
    let next = crate::carcassonne::geometry::Edge::ALL
        .into_iter()
        .map(|e| from.step(e))
        .filter_map(|q| step.board.tile_at(q).map(|t| (q, t)))
        .find(|&(_, t)| !flown.contains(&t) && fairy != Some(t))?;
    Some(Problem::error(
        rule::PD_DRAGON_MOVE,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_PD_DRAGON_ON)
            .arg("count", flown.len() - 1)
            .arg("square", next.0.to_string()),
    ))
}

/// The pieces a step of the move put on tile `target` before the dragon lands there (a
/// follower on a tower top, an acrobat, a wagon moved on): not among the position's pieces,
/// each is named by the place it takes in its tile's list once the move is played (after the
/// tile's pieces, in the order put). JCloisterZone's dragon eats every piece where it lands.
fn eat_placed(setup: &Setup, board: &Board, target: usize, verdict: &mut MoveVerdict) {
    let Some(listed) = setup.tiles.get(target).map(|t| t.pieces.len()) else {
        return;
    };
    // The new tile lists the move's own piece, which is also put by an effect.
    let before = if target + 1 == board.tiles.len() {
        0
    } else {
        listed
    };
    let mut put = 0;
    let mut eaten = Vec::new();
    for e in &verdict.effects {
        if let Effect::Placed {
            owner: owner @ Owner::Player(_),
            kind,
            at: Spot::Feature { tile, .. },
            ..
        } = *e
        {
            if tile != target {
                continue;
            }
            let piece = before + put;
            put += 1;
            if piece >= listed {
                eaten.push((PieceAddress::OnTile { tile, piece }, owner, kind));
            }
        }
    }
    let away = gone(&verdict.effects);
    for (piece, owner, kind) in eaten {
        if away.contains(&piece) {
            continue;
        }
        verdict.rules.push(rule::PD_DRAGON_EAT);
        verdict.push(Effect::Removed {
            piece,
            owner,
            kind,
            to: crate::carcassonne::effect::Destination::Supply,
            rule: rule::PD_DRAGON_EAT,
        });
    }
}
