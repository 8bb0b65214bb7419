//! A made-up tower: a floor is raised instead of placing a piece, on any tile of the board that
//! shows a monastery (its foundation here); the raise may then capture one piece standing in
//! the tower's row or column within its new height. An opponent's piece becomes the mover's
//! prisoner, unless its owner holds one of the mover's pieces: then both go home (an
//! exchange). The mover's own piece goes home. Later a player pays 3 points to the holder to
//! get a prisoner back (a ransom).

use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::{Destination, Effect, Owner, PieceAddress};
use crate::carcassonne::expansions::{
    ActionDef, ExpansionDef, Locality, ParamKind, PieceDef, StepContext, StepTime, Taken,
    TileStateDef,
};
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::PieceRef;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// Its rules (made up: no ruling backs them).
pub const RAISE_RULE: &str = "made-up.tower.raise";
/// The capture's rule.
pub const CAPTURE_RULE: &str = "made-up.tower.capture";
/// The exchange's rule.
pub const EXCHANGE_RULE: &str = "made-up.tower.exchange";
/// The ransom's rule.
pub const RANSOM_RULE: &str = "made-up.tower.ransom";
/// What a ransom costs.
pub const RANSOM: i64 = 3;

/// A tower's height.
pub const HEIGHT: TileStateDef = TileStateDef {
    key: "made-up-height",
    min: 1,
    max: 40,
    rule: RAISE_RULE,
    doc: "A made-up tower's height.",
};

/// The made-up tower.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "made-up-tower",
    tile_state: &[HEIGHT],
    holds_pieces: Some(CAPTURE_RULE),
    strength: Some(captain),
    tile_capacity: Some(tower_top),
    locality: Locality::Board,
    ..ExpansionDef::EMPTY
};

/// The captain: a follower of the made-up tower that stands in cities only and counts as many
/// as its city's pennants (at least 1) in a majority, as a mayor does in a real box.
pub const CAPTAIN: PieceDef = PieceDef {
    key: "made-up-captain",
    jcz: "made-up-captain",
    supply_rule: CAPTAIN_RULE,
    wrong_feature_rule: CAPTAIN_RULE,
    completed_rule: CAPTAIN_RULE,
    expansion: Expansion::MadeUpTower,
    stands_on: &[FeatureKind::City],
    ..PieceDef::EMPTY
};

/// The captain's rule (made up).
pub const CAPTAIN_RULE: &str = "made-up.tower.captain";

/// A raised tower's tile holds a second piece: the one on its top.
fn tower_top(
    setup: &crate::carcassonne::setup::Setup,
    tile: usize,
) -> Option<(usize, &'static str)> {
    setup.tiles[tile]
        .state
        .get(HEIGHT.key)
        .map(|_| (1, CAPTAIN_RULE))
}

/// The captain's strength; every other piece keeps its kind's own.
fn captain(board: &crate::carcassonne::board::Board, p: &PieceRef) -> Option<u32> {
    (p.kind == PieceKind::MadeUpCaptain).then(|| board.group(p.group).pennants.max(1))
}

/// A floor raised on the tower at a square, instead of placing a piece.
pub const RAISE: ActionDef = ActionDef {
    key: "made-up-raise",
    dutch: &[],
    expansion: Expansion::MadeUpTower,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check: check_raise,
    apply: apply_raise,
};

/// The capture a raise allows.
pub const CAPTURE: ActionDef = ActionDef {
    key: "made-up-capture",
    dutch: &[],
    expansion: Expansion::MadeUpTower,
    param: Some(ParamKind::Piece),
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&["made-up-raise"], CAPTURE_RULE),
    check: check_capture,
    apply: apply_capture,
};

/// A prisoner bought back from the player who holds it.
pub const RANSOM_STEP: ActionDef = ActionDef {
    key: "made-up-ransom",
    dutch: &[],
    expansion: Expansion::MadeUpTower,
    param: Some(ParamKind::Player),
    jcz: "",
    piece: None,
    when: StepTime::AfterScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_ransom,
    apply: apply_ransom,
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The made-up tower.
    pub const MadeUpTower: Expansion = Expansion::registered("made-up-tower");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The captain.
    pub const MadeUpCaptain: PieceKind = PieceKind::registered("made-up-captain");
}

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A floor raised.
    pub const MadeUpRaise: ActionKind = ActionKind::registered("made-up-raise");
    /// A capture.
    pub const MadeUpCapture: ActionKind = ActionKind::registered("made-up-capture");
    /// A ransom.
    pub const MadeUpRansom: ActionKind = ActionKind::registered("made-up-ransom");
}

fn refuse(problems: &mut Vec<Problem>, rule: &'static str) {
    problems.push(Problem::error(
        rule,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_STEP_FOLLOWS)
            .arg("action-key", rule)
            .arg("needed", ""),
    ));
}

/// The tile entry at `at`, when it shows a foundation (a monastery).
fn foundation(step: &StepContext, at: Pos) -> Option<usize> {
    let tile = step.board.tile_at(at)?;
    step.board.tiles[tile]
        .tile()
        .features
        .iter()
        .any(|f| f.kind == FeatureKind::Monastery)
        .then_some(tile)
}

fn check_raise(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(RAISE_RULE);
    let ActionParam::Square(at) = step.param else {
        refuse(problems, RAISE_RULE);
        return None;
    };
    if foundation(step, at).is_none() {
        refuse(problems, RAISE_RULE);
    }
    None
}

fn apply_raise(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let ActionParam::Square(at) = step.param else {
        return;
    };
    if let Some(tile) = foundation(step, at) {
        let height = step.tile_state(verdict, tile, HEIGHT.key).unwrap_or(0);
        verdict.push(Effect::TileState {
            tile,
            key: HEIGHT.key,
            value: height + 1,
        });
    }
}

/// The tower raised earlier in the move: its square and its height now.
fn raised(step: &StepContext, so_far: &MoveVerdict) -> Option<(Pos, u32)> {
    let (tile, _, height) = so_far
        .tile_states()
        .filter(|&(_, k, _)| k == HEIGHT.key)
        .last()?;
    Some((step.board.tiles[tile].pos, height))
}

/// The piece named by a piece parameter: its owner's first piece on the tile at its square.
fn named_piece(step: &StepContext) -> Option<(PieceAddress, PlayerId, Taken)> {
    let ActionParam::Piece { owner, at, .. } = step.param else {
        return None;
    };
    let tile = step.board.tile_at(at)?;
    let p = step
        .index
        .pieces
        .iter()
        .find(|p| p.tile == tile && p.owner == owner)?;
    let address = PieceAddress::OnTile {
        tile,
        piece: p.piece,
    };
    let taken = Taken {
        kind: p.kind,
        tile,
        piece: p.piece,
        group: p.group,
    };
    Some((address, owner, taken))
}

fn check_capture(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(CAPTURE_RULE);
    let (Some((tower, height)), Some((_, _, taken))) = (raised(step, so_far), named_piece(step))
    else {
        refuse(problems, CAPTURE_RULE);
        return None;
    };
    let at = step.board.tiles[taken.tile].pos;
    let (dx, dy) = ((at.x - tower.x).abs(), (at.y - tower.y).abs());
    let in_reach = (dx == 0 || dy == 0) && dx.max(dy) <= i64::from(height);
    if !in_reach {
        refuse(problems, CAPTURE_RULE);
        return None;
    }
    Some(taken)
}

fn apply_capture(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let (Some(t), Some((address, owner, _))) = (taken, named_piece(step)) else {
        return;
    };
    let mover = step.player;
    let exchanged = step
        .setup
        .held
        .iter()
        .position(|h| h.holder == owner && h.owner == mover);
    let (to, rule) = match exchanged {
        _ if owner == mover => (Destination::Supply, CAPTURE_RULE),
        Some(_) => (Destination::Supply, EXCHANGE_RULE),
        None => (Destination::HeldBy(mover), CAPTURE_RULE),
    };
    verdict.push(Effect::Removed {
        piece: address,
        owner: Owner::Player(owner),
        kind: t.kind,
        to,
        rule,
    });
    if let (Some(i), true) = (exchanged, owner != mover) {
        verdict.push(Effect::Removed {
            piece: PieceAddress::Held(i),
            owner: Owner::Player(mover),
            kind: step.setup.held[i].kind,
            to: Destination::Supply,
            rule: EXCHANGE_RULE,
        });
    }
}

/// The first of the mover's pieces that `holder` holds.
fn prisoner(step: &StepContext) -> Option<(usize, PlayerId)> {
    let ActionParam::Player(holder) = step.param else {
        return None;
    };
    step.setup
        .held
        .iter()
        .position(|h| h.holder == holder && h.owner == step.player)
        .map(|i| (i, holder))
}

fn check_ransom(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(RANSOM_RULE);
    if prisoner(step).is_none() {
        refuse(problems, RANSOM_RULE);
    }
    None
}

fn apply_ransom(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some((i, holder)) = prisoner(step) else {
        return;
    };
    verdict.push(Effect::Points {
        player: step.player,
        points: -RANSOM,
        rule: RANSOM_RULE,
    });
    verdict.push(Effect::Points {
        player: holder,
        points: RANSOM,
        rule: RANSOM_RULE,
    });
    verdict.push(Effect::Removed {
        piece: PieceAddress::Held(i),
        owner: Owner::Player(step.player),
        kind: step.setup.held[i].kind,
        to: Destination::Supply,
        rule: RANSOM_RULE,
    });
}
