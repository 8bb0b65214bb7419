//! The princess: a tile with her in a city part may, instead of a piece, send one follower of
//! that city home (any player's); the owner's builder or pig goes along when it was his last
//! follower there. Under `princess-action: must` (JCloisterZone's option), when she can she
//! must: her return is then the only action allowed.

use super::fairy::named;
use super::figures::send_home;
use crate::carcassonne::board::GroupId;
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::{ActionDef, ParamKind, StepContext, StepTime, Taken};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionKind, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use crate::carcassonne::variants::Rules;
use arbiter_ids::{msg, rule};

/// A knight of the princess's city sent home, instead of placing a piece.
pub const PRINCESS: ActionDef = ActionDef {
    key: "princess",
    dutch: &["jonkvrouw"],
    expansion: Expansion::PrincessAndDragon,
    param: Some(ParamKind::Piece),
    jcz: "PRINCESS",
    piece: None,
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// The princess sends a knight home.
    pub const Princess: ActionKind = ActionKind::registered("princess");
}

/// The city the new tile's princess stands in, if it shows one.
pub(crate) fn princess_city(step: &StepContext) -> Option<GroupId> {
    let t = &step.board.tiles[step.new_tile];
    let f = t
        .tile()
        .features
        .iter()
        .position(|f| f.marks.contains(FeatureMark::Princess))?;
    Some(step.board.group_of(step.new_tile, f))
}

fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_PRINCESS_RETURN);
    let refused = match princess_city(step) {
        None => Message::new(msg::PROBLEM_PD_PRINCESS_NONE),
        Some(city) => match named(step, step.index, &|p| p.kind.occupies()) {
            Err(m) => m,
            Ok(p) if p.group != city => Message::new(msg::PROBLEM_PD_PRINCESS_OTHER_CITY),
            Ok(p) => {
                return Some(Taken {
                    kind: p.kind,
                    tile: p.tile,
                    piece: p.piece,
                    group: p.group,
                })
            }
        },
    };
    problems.push(Problem::error(
        rule::PD_PRINCESS_RETURN,
        Subject::MovePiece,
        refused,
    ));
    None
}

fn apply(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(t) = taken else { return };
    let Some(p) = step
        .index
        .pieces
        .iter()
        .find(|p| p.tile == t.tile && p.piece == t.piece)
        .copied()
    else {
        return;
    };
    send_home(step.index, &[p], rule::PD_PRINCESS_RETURN, verdict);
}

/// Whether the princess must act when she can (`princess-action: must`).
fn must(rules: &Rules) -> bool {
    rules.option_value(super::PRINCESS_ACTION.key) == Some("must")
}

/// Under `princess-action: must`, a move whose tile's princess stands in a city holding a
/// follower (before the move) owes her return, the only action then allowed: placing a piece,
/// another action or none are each refused (JCloisterZone's action phase offers her action
/// alone, with no pass).
pub(crate) fn steps_owed(
    step: &StepContext,
    so_far: &MoveVerdict,
    when: StepTime,
) -> Option<Problem> {
    if when != StepTime::BeforeScoring || !must(&step.setup.rules) {
        return None;
    }
    let city = princess_city(step)?;
    let returned = so_far.effects.iter().any(|e| {
        matches!(
            e,
            Effect::Removed {
                rule: rule::PD_PRINCESS_RETURN,
                ..
            }
        )
    });
    if returned {
        return None;
    }
    // A follower of her city that stood there before the move (none on the new tile did).
    let knight = step
        .index
        .on(city)
        .find(|p| p.kind.occupies() && p.tile != step.new_tile)?;
    let owner = step
        .setup
        .players
        .get(knight.owner.index())
        .map_or("", |p| p.color.key());
    let at = step.board.tiles[knight.tile].pos;
    Some(Problem::error(
        rule::PD_PRINCESS_RETURN,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_PD_PRINCESS_MUST)
            .arg("option", format!("{}: must", super::PRINCESS_ACTION.key))
            .arg("step", format!("princess={owner}@{at}")),
    ))
}
