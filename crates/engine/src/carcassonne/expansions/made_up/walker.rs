//! A made-up neutral figure: the walker, nobody's, stands on a tile; at the end of a turn the
//! mover walks it up to three squares (counted along rows and columns) onto another tile, and
//! every piece on that tile goes back to its owner. No piece may be placed on its tile; a
//! mover with a piece there gains a point at the start of the turn; a feature scored with a
//! part on its tile gives each awarded player 3 more.

use crate::carcassonne::effect::{Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::expansions::{
    ActionDef, ExpansionDef, Locality, ParamKind, PieceDef, Stand, StepContext, StepTime, Taken,
};
use crate::carcassonne::expansions::{MoveContext, PlacementContext};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::ScoreLine;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::{ActionKind, ActionParam, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// Its rule (made up).
pub const WALK_RULE: &str = "made-up.walker.walk";
/// How far it walks.
pub const REACH: i64 = 3;

/// The made-up walker.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "made-up-walker",
    locality: Locality::Radius(REACH as u8),
    may_place: Some(not_under_the_walker),
    turn_start: Some(company),
    award_bonus: Some(bonus),
    ..ExpansionDef::EMPTY
};

/// The walker's rule for its tile (made up).
pub const TILE_RULE: &str = "made-up.walker.tile";
/// What a feature scored beside it gives.
pub const BONUS: i64 = 3;

/// The tile entry the walker stands on, if it stands.
fn walker_tile(setup: &Setup) -> Option<usize> {
    setup.figures.iter().find_map(|f| match f.at {
        Spot::Tile { tile } if f.kind == PieceKind::MadeUpWalker => Some(tile),
        _ => None,
    })
}

fn not_under_the_walker(p: &PlacementContext) -> Option<(&'static str, Message)> {
    // The walker stands on a tile of the position; the new tile is never under it.
    (walker_tile(p.setup) == Some(p.tile)).then(|| {
        (
            TILE_RULE,
            Message::new(msg::PROBLEM_STEP_FOLLOWS)
                .arg("action-key", TILE_RULE)
                .arg("needed", ""),
        )
    })
}

fn company(setup: &Setup, mover: PlayerId, verdict: &mut MoveVerdict) {
    let Some(tile) = walker_tile(setup) else {
        return;
    };
    if setup.tiles[tile].pieces.iter().any(|p| p.owner == mover) {
        verdict.push(Effect::Points {
            player: mover,
            points: 1,
            rule: TILE_RULE,
        });
    }
}

fn bonus(m: &MoveContext, line: &ScoreLine, verdict: &mut MoveVerdict) {
    let (Some(tile), Some(group)) = (walker_tile(m.setup), line.group) else {
        return;
    };
    if m.board.group(group).tiles.contains(&tile) {
        for a in &line.awards {
            verdict.push(Effect::Points {
                player: a.player,
                points: BONUS,
                rule: TILE_RULE,
            });
        }
    }
}

/// The walker: nobody's, one in the box, on a tile as a whole.
pub const WALKER: PieceDef = PieceDef {
    key: "made-up-walker",
    jcz: "made-up-walker",
    supply_rule: WALK_RULE,
    wrong_feature_rule: WALK_RULE,
    completed_rule: WALK_RULE,
    expansion: Expansion::MadeUpWalker,
    strength: 0,
    stands: Stand::OnTile,
    neutral: true,
    ..PieceDef::EMPTY
};

/// The walk, after the turn's scoring.
pub const WALK: ActionDef = ActionDef {
    key: "made-up-walk",
    dutch: &[],
    expansion: Expansion::MadeUpWalker,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::AfterScoring,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The made-up walker.
    pub const MadeUpWalker: Expansion = Expansion::registered("made-up-walker");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The walker.
    pub const MadeUpWalker: PieceKind = PieceKind::registered("made-up-walker");
}

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// The walk.
    pub const MadeUpWalk: ActionKind = ActionKind::registered("made-up-walk");
}

/// The walker's index among the figures, the tile it stands on, and the tile it walks to.
fn walk(step: &StepContext) -> Option<(usize, usize, usize)> {
    let ActionParam::Square(to) = step.param else {
        return None;
    };
    let (i, from) = step
        .setup
        .figures
        .iter()
        .enumerate()
        .find_map(|(i, f)| match f.at {
            Spot::Tile { tile } if f.kind == PieceKind::MadeUpWalker => Some((i, tile)),
            _ => None,
        })?;
    let target = step.board.tile_at(to)?;
    let at = step.board.tiles[from].pos;
    let steps = (to.x - at.x).abs() + (to.y - at.y).abs();
    (steps > 0 && steps <= REACH).then_some((i, from, target))
}

fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(WALK_RULE);
    if walk(step).is_none() {
        problems.push(Problem::error(
            WALK_RULE,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_STEP_FOLLOWS)
                .arg("action-key", WALK.key)
                .arg("needed", ""),
        ));
    }
    None
}

fn apply(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some((i, _, target)) = walk(step) else {
        return;
    };
    verdict.push(Effect::Moved {
        piece: PieceAddress::Figure(i),
        owner: Owner::Nobody,
        kind: PieceKind::MadeUpWalker,
        to: Spot::Tile { tile: target },
        rule: WALK_RULE,
    });
    // Pieces already taken away earlier in the move are not taken again.
    let gone: Vec<PieceAddress> = verdict.taken_off();
    for p in step.index.pieces.iter().filter(|p| p.tile == target) {
        if !gone.contains(&p.address()) {
            verdict.push(Effect::home(p, WALK_RULE));
        }
    }
}
